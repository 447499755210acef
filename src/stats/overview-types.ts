/**
 * What the admin Overview shows for one period: the figures the statistics and the inbox give, already
 * counted, so the page (views/admin/overview/overview.tsx) only draws them and the CSV downloads only write
 * them out.
 */

export const OVERVIEW_PERIODS = ["7d", "30d", "90d", "12m"] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export const OVERVIEW_PERIOD_LABELS: Record<OverviewPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
};

/** The downloadable tables, each one CSV: /admin/overview/{table}.csv?period=… */
export const OVERVIEW_TABLES = [
  "visits",
  "pages",
  "sources",
  "campaigns",
  "enquiries-by-area",
  "enquiries-by-source",
  "bookings-by-area",
  "bookings-by-source",
  "booking-outcomes",
  "practice-pages",
  "first-answer",
] as const;
export type OverviewTable = (typeof OVERVIEW_TABLES)[number];

/** Inclusive calendar days in the firm's time zone (Cayman), "YYYY-MM-DD". */
export interface DayRange {
  from: string;
  to: string;
}

export interface OverviewTotals {
  visitors: number;
  views: number;
  enquiries: number;
  /** Median hours from an enquiry to its first answer (status change or note), of those answered. */
  medianFirstAnswerHours: number | null;
  /**
   * Requests that arrived in floods faster than they could be told apart (bots or people), counted apart
   * and never as visitors or page views. Absent or 0 when there were none.
   */
  unsorted?: number;
}

/** One series of a stacked weekly chart (a practice area, or a source). */
export interface WeeklySeries {
  key: string;
  label: string;
  /** One count per entry of `weeks`. */
  counts: number[];
}

export interface OverviewFigures {
  period: OverviewPeriod;
  range: DayRange;
  /** The period before, as long as this one, for comparison. */
  previousRange: DayRange;
  totals: OverviewTotals;
  previousTotals: OverviewTotals;
  /** Visitors and page views per day of the range, every day present (zeros included), oldest first. */
  visits: { day: string; visitors: number; views: number }[];
  /** The most viewed pages (at most 10), most views first; `enquiries`: enquiries whose visit landed there. */
  pages: { path: string; views: number; visitors: number; enquiries: number }[];
  /** Where visits came from (at most 10), most visitors first. Medium: search, social, email, direct, referral, campaign. */
  sources: { source: string; medium: string; visitors: number; enquiries: number }[];
  /**
   * Visits through campaigns' links (at most 20), most visitors first: a visitor counts once a day per
   * campaign, also one who had visited earlier that day; `enquiries`: enquiries whose visit it was.
   */
  campaigns: { campaign: string; source: string; medium: string; visitors: number; enquiries: number }[];
  /** How many days campaigns are told apart (the statistics' detail retention); older visits lose theirs. */
  campaignDays: number;
  /** Weeks (Monday, "YYYY-MM-DD") of the range, oldest first; the two weekly charts share them. */
  weeks: string[];
  enquiriesByArea: WeeklySeries[];
  enquiriesBySource: WeeklySeries[];
  /** Each practice page: its visitors, the enquiries about its area, and enquiries per 100 visitors. */
  practicePages: {
    path: string;
    title: string;
    visitors: number;
    enquiries: number;
    per100: number | null;
  }[];
  /** Median hours to the first answer of the enquiries received each week (null: none answered). */
  firstAnswer: { week: string; medianHours: number | null; answered: number; received: number }[];
  /** Enquiries still New with no answer yet, and how many of them wait longer than one business day. */
  waiting: { total: number; overdue: number };
  /** Consultation bookings requested each week (by when they were requested), by practice area and by source. */
  bookingsByArea: WeeklySeries[];
  bookingsBySource: WeeklySeries[];
  /** How the consultations due to start in the period went, as staff recorded them. */
  bookingOutcomes: BookingOutcomes;
}

/**
 * Consultations due in the period: attended, no-show, cancelled (by the client or the firm, before or
 * after confirming), and ended with nothing recorded yet. Requests declined or expired are not meetings.
 */
export interface BookingOutcomes {
  attended: number;
  noShow: number;
  cancelled: number;
  unrecorded: number;
}
