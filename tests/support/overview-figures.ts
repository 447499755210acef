/**
 * Overview figures for tests of the page (views/admin/overview/overview.test.tsx, tests/browser): a period
 * ending on a given day, with known, made-up numbers, or a fresh install's zeros.
 */
import type { OverviewFigures, OverviewPeriod, WeeklySeries } from "../../src/stats";

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const PERIOD_DAYS: Record<OverviewPeriod, number> = { "7d": 7, "30d": 30, "90d": 90, "12m": 365 };

/** Every day from `from` to `to`, inclusive. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = parse(from); t <= parse(to); t += DAY_MS) out.push(iso(t));
  return out;
}

/** The Mondays of the weeks that touch the range, oldest first. */
export function mondaysOf(from: string, to: string): string[] {
  const start = parse(from);
  const weekday = (new Date(start).getUTCDay() + 6) % 7; // Monday 0
  const out: string[] = [];
  for (let t = start - weekday * DAY_MS; t <= parse(to); t += 7 * DAY_MS) out.push(iso(t));
  return out;
}

const AREAS = [
  { key: "immigration", label: "Immigration Services" },
  { key: "corporate-services", label: "Corporate Services" },
  { key: "real-estate", label: "Real Estate & Property Law" },
];
const SOURCES = [
  { key: "google", label: "Google" },
  { key: "direct", label: "Direct" },
];

/**
 * A period ending on `to` (default 31 March 2026, so 30 days run from 2 March). Visitors per day follow a
 * fixed pattern, with the busiest day the 11th of the range (98 visitors, 210 page views).
 */
export function overviewFixture(period: OverviewPeriod = "30d", to = "2026-03-31"): OverviewFigures {
  const n = PERIOD_DAYS[period];
  const from = iso(parse(to) - (n - 1) * DAY_MS);
  const previousTo = iso(parse(from) - DAY_MS);
  const previousFrom = iso(parse(previousTo) - (n - 1) * DAY_MS);
  const visits = daysOf(from, to).map((day, i) =>
    i === 10
      ? { day, visitors: 98, views: 210 }
      : { day, visitors: 20 + ((i * 7) % 13), views: 45 + ((i * 11) % 17) },
  );
  const weeks = mondaysOf(from, to);
  const weekly = (seed: number): number[] => weeks.map((_, i) => (i * seed + seed) % 4);
  const enquiriesByArea: WeeklySeries[] = AREAS.map((a, k) => ({ ...a, counts: weekly(k + 1) }));
  const enquiriesBySource: WeeklySeries[] = SOURCES.map((s, k) => ({ ...s, counts: weekly(k + 2) }));
  const enquiries = enquiriesByArea.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);
  const firstAnswer = weeks.map((week, i) => {
    const received = enquiriesByArea.reduce((sum, s) => sum + s.counts[i]!, 0);
    const answered = Math.max(0, received - (i % 2));
    return { week, received, answered, medianHours: answered > 0 ? 2 + ((i * 5) % 30) : null };
  });
  return {
    period,
    range: { from, to },
    previousRange: { from: previousFrom, to: previousTo },
    totals: {
      visitors: visits.reduce((a, d) => a + d.visitors, 0),
      views: visits.reduce((a, d) => a + d.views, 0),
      enquiries,
      medianFirstAnswerHours: 5.5,
    },
    previousTotals: { visitors: 500, views: 0, enquiries: enquiries, medianFirstAnswerHours: 30 },
    visits,
    pages: [
      { path: "/", views: 400, visitors: 300, enquiries: 2 },
      { path: "/services/immigration", views: 250, visitors: 180, enquiries: 5 },
      { path: "/contact", views: 120, visitors: 100, enquiries: 3 },
      {
        path: "/blog/work-permits-in-the-cayman-islands-what-employers-need-to-know",
        views: 60,
        visitors: 55,
        enquiries: 0,
      },
    ],
    sources: [
      { source: "Google", medium: "search", visitors: 320, enquiries: 4 },
      { source: "direct", medium: "direct", visitors: 210, enquiries: 6 },
      { source: "LinkedIn", medium: "social", visitors: 40, enquiries: 0 },
    ],
    campaigns: [
      { campaign: "spring-update", source: "newsletter", medium: "email", visitors: 64, enquiries: 3 },
      { campaign: "work-permits", source: "linkedin", medium: "social", visitors: 25, enquiries: 0 },
    ],
    campaignDays: 90,
    weeks,
    enquiriesByArea,
    enquiriesBySource,
    practicePages: [
      {
        path: "/services/immigration",
        title: "Immigration Services",
        visitors: 180,
        enquiries: 5,
        per100: (5 / 180) * 100,
      },
      {
        path: "/services/corporate-services",
        title: "Corporate Services",
        visitors: 90,
        enquiries: 1,
        per100: (1 / 90) * 100,
      },
      {
        path: "/services/real-estate",
        title: "Real Estate & Property Law",
        visitors: 0,
        enquiries: 1,
        per100: null,
      },
    ],
    firstAnswer,
    waiting: { total: 3, overdue: 1 },
    // Three consultations booked: two about immigration in the first week, one for any area in the second.
    bookingsByArea: [
      { key: "immigration", label: "Immigration Services", counts: weeks.map((_, i) => (i === 0 ? 2 : 0)) },
      { key: "", label: "Any area", counts: weeks.map((_, i) => (i === 1 ? 1 : 0)) },
    ],
    bookingsBySource: [{ key: "Google", label: "Google", counts: weeks.map((_, i) => (i < 2 ? i + 1 : 0)) }],
    bookingOutcomes: { attended: 5, noShow: 1, cancelled: 2, unrecorded: 1 },
  };
}

/** A fresh install: every day and week present, nothing counted. */
export function emptyOverview(period: OverviewPeriod = "30d", to = "2026-03-31"): OverviewFigures {
  const n = PERIOD_DAYS[period];
  const from = iso(parse(to) - (n - 1) * DAY_MS);
  const previousTo = iso(parse(from) - DAY_MS);
  const weeks = mondaysOf(from, to);
  const zeros = { visitors: 0, views: 0, enquiries: 0, medianFirstAnswerHours: null };
  return {
    period,
    range: { from, to },
    previousRange: { from: iso(parse(previousTo) - (n - 1) * DAY_MS), to: previousTo },
    totals: zeros,
    previousTotals: zeros,
    visits: daysOf(from, to).map((day) => ({ day, visitors: 0, views: 0 })),
    pages: [],
    sources: [],
    campaigns: [],
    campaignDays: 90,
    weeks,
    enquiriesByArea: AREAS.map((a) => ({ ...a, counts: weeks.map(() => 0) })),
    enquiriesBySource: [],
    practicePages: AREAS.map((a) => ({
      path: `/services/${a.key}`,
      title: a.label,
      visitors: 0,
      enquiries: 0,
      per100: null,
    })),
    firstAnswer: weeks.map((week) => ({ week, received: 0, answered: 0, medianHours: null })),
    waiting: { total: 0, overdue: 0 },
    bookingsByArea: [],
    bookingsBySource: [],
    bookingOutcomes: { attended: 0, noShow: 0, cancelled: 0, unrecorded: 0 },
  };
}
