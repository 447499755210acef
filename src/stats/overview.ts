import type { Repos } from "../db";
import { overdueCutoff, type WeekHours } from "../shared/business-time";
import { firmDate } from "../shared/dates";
import type {
  DayRange,
  OverviewFigures,
  OverviewPeriod,
  OverviewTotals,
  WeeklySeries,
} from "./overview-types";
import { visitSource } from "./visit";
import { dayStart } from "./visitor";

const DAY_MS = 24 * 60 * 60 * 1000;
const LENGTH: Record<OverviewPeriod, number> = { "7d": 7, "30d": 30, "90d": 90, "12m": 365 };

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The Monday of a day's week. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The period ending today (firm time), and the one before it, as long. */
export function rangesOf(period: OverviewPeriod, now: number): { range: DayRange; previous: DayRange } {
  const to = firmDate(now);
  const from = addDays(to, 1 - LENGTH[period]);
  return { range: { from, to }, previous: { from: addDays(from, -LENGTH[period]), to: addDays(from, -1) } };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
const hours = (ms: number) => ms / 3_600_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** A source as the Overview names it (see visitSource); an enquiry's unnamed direct visit is "Direct". */
const sourceName = (source: string | null, medium: string | null) =>
  !source && medium === "direct"
    ? { source: "Direct", medium: "direct" }
    : visitSource(source ?? "", medium ?? "");

export interface OverviewSite {
  /** The practice areas in the firm's order (a booking's type names its area by slug). */
  areas: { slug: string; title: string; contactOption: string }[];
  officeHours: WeekHours;
}

type Enquiry = Awaited<ReturnType<Repos["stats"]["enquiries"]>>[number];
type Meeting = Awaited<ReturnType<Repos["bookingStats"]["meetings"]>>[number];

function totalsOf(
  days: { views: number; visitors: number; overflow?: number }[],
  enquiries: Enquiry[],
): OverviewTotals {
  const answered = enquiries
    .filter((e) => e.firstAnswerAt !== null)
    .map((e) => hours(e.firstAnswerAt! - e.submittedAt));
  const m = median(answered);
  return {
    visitors: days.reduce((a, d) => a + d.visitors, 0),
    views: days.reduce((a, d) => a + d.views, 0),
    enquiries: enquiries.length,
    medianFirstAnswerHours: m === null ? null : round1(m),
    unsorted: days.reduce((a, d) => a + (d.overflow ?? 0), 0),
  };
}

/** Weekly counts per series key, the series in `order` (then any other key met), zero series left out. */
function weekly<E>(
  weeks: string[],
  enquiries: E[],
  keyOf: (e: E) => { key: string; label: string },
  order: { key: string; label: string }[],
  timeOf: (e: E) => number,
): WeeklySeries[] {
  const index = new Map(weeks.map((w, i) => [w, i]));
  const series = new Map<string, WeeklySeries>(
    order.map((o) => [o.key, { ...o, counts: weeks.map(() => 0) }]),
  );
  for (const e of enquiries) {
    const { key, label } = keyOf(e);
    let s = series.get(key);
    if (!s) {
      s = { key, label, counts: weeks.map(() => 0) };
      series.set(key, s);
    }
    const i = index.get(mondayOf(firmDate(timeOf(e))));
    if (i !== undefined) s.counts[i]!++;
  }
  return [...series.values()].filter((s) => s.counts.some((c) => c > 0));
}

type CampaignVisits = Awaited<ReturnType<Repos["stats"]["campaigns"]>>;

/**
 * Campaigns with their visitors and the enquiries of visits through them (a campaign whose visits are no
 * longer told apart still shows its enquiries), most visitors first.
 */
function campaignRows(counted: CampaignVisits, enquiries: Enquiry[]): OverviewFigures["campaigns"] {
  const rows = new Map<string, OverviewFigures["campaigns"][number]>();
  const row = (campaign: string, source: string | null, medium: string | null) => {
    const n = sourceName(source, medium);
    const key = `${campaign}\u0000${n.source}\u0000${n.medium}`;
    let r = rows.get(key);
    if (!r) {
      r = { campaign, source: n.source, medium: n.medium, visitors: 0, enquiries: 0 };
      rows.set(key, r);
    }
    return r;
  };
  for (const c of counted) row(c.campaign, c.source, c.medium).visitors += c.visitors;
  for (const e of enquiries) if (e.campaign) row(e.campaign, e.source, e.medium).enquiries++;
  return [...rows.values()]
    .sort(
      (a, b) => b.visitors - a.visitors || b.enquiries - a.enquiries || a.campaign.localeCompare(b.campaign),
    )
    .slice(0, 20);
}

/**
 * Everything the Overview shows for a period, from the day counts and the inbox. `campaignDays`: how long
 * campaign detail is kept (the page says so).
 */
/** The meetings of the period by how they went (see BookingOutcomes). */
function outcomesOf(meetings: Meeting[]): OverviewFigures["bookingOutcomes"] {
  const o = { attended: 0, noShow: 0, cancelled: 0, unrecorded: 0 };
  for (const m of meetings) {
    if (m.outcome === "attended") o.attended += m.count;
    else if (m.outcome === "no-show") o.noShow += m.count;
    else if (m.outcome === "firm-cancelled" || m.status === "cancelled" || m.status === "firm-cancelled")
      o.cancelled += m.count;
    else if (m.status === "confirmed" && m.ended) o.unrecorded += m.count;
  }
  return o;
}

/** A visit's source as a weekly series' key and label ("Not known" when it could not be told). */
const sourceSeries = (source: string | null, medium: string | null) => {
  const s = sourceName(source, medium);
  return s.source ? { key: s.source, label: s.source } : { key: "", label: "Not known" };
};

export async function overviewFigures(
  repos: Pick<Repos, "stats" | "bookingStats">,
  period: OverviewPeriod,
  site: OverviewSite,
  now: number,
  campaignDays: number,
): Promise<OverviewFigures> {
  const { range, previous } = rangesOf(period, now);
  const endOf = (r: DayRange) => dayStart(addDays(r.to, 1));
  const [
    days,
    prevDays,
    enquiries,
    prevEnquiries,
    pages,
    sources,
    practice,
    waiting,
    campaigns,
    bookings,
    meetings,
  ] = await Promise.all([
    repos.stats.days(range.from, range.to),
    repos.stats.days(previous.from, previous.to),
    repos.stats.enquiries(dayStart(range.from), endOf(range)),
    repos.stats.enquiries(dayStart(previous.from), endOf(previous)),
    repos.stats.pages(range.from, range.to, 10),
    repos.stats.sources(range.from, range.to, 20),
    repos.stats.pages(range.from, range.to, 1000, "/services/"),
    repos.stats.waiting(overdueCutoff(now, site.officeHours)),
    repos.stats.campaigns(range.from, range.to, 20),
    repos.bookingStats.requested(dayStart(range.from), endOf(range)),
    repos.bookingStats.meetings(dayStart(range.from), endOf(range), now),
  ]);

  const byDay = new Map(days.map((d) => [d.day, d]));
  const visits: OverviewFigures["visits"] = [];
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) {
    const row = byDay.get(d);
    visits.push({ day: d, visitors: row?.visitors ?? 0, views: row?.views ?? 0 });
  }
  const weeks: string[] = [];
  for (let w = mondayOf(range.from); w <= range.to; w = addDays(w, 7)) weeks.push(w);

  const countBy = <K>(keyOf: (e: Enquiry) => K) => {
    const m = new Map<K, number>();
    for (const e of enquiries) m.set(keyOf(e), (m.get(keyOf(e)) ?? 0) + 1);
    return m;
  };
  const landed = countBy((e) => e.landingPage);
  const bySource = countBy((e) => {
    const s = sourceName(e.source, e.medium);
    return `${s.source}\u0000${s.medium}`;
  });

  // Sources: a visit that began inside the site is a direct one; the two add up.
  const merged = new Map<string, { source: string; medium: string; visitors: number; enquiries: number }>();
  for (const s of sources) {
    const n = sourceName(s.source, s.medium);
    const key = `${n.source}\u0000${n.medium}`;
    const row = merged.get(key) ?? { ...n, visitors: 0, enquiries: bySource.get(key) ?? 0 };
    row.visitors += s.visitors;
    merged.set(key, row);
  }

  const areaOrder = site.areas.map((a) => ({ key: a.contactOption, label: a.title }));
  const practiceVisitors = new Map(practice.map((p) => [p.path, p.visitors]));
  const byService = countBy((e) => e.service);

  const received = new Map<string, Enquiry[]>();
  for (const e of enquiries) {
    const w = mondayOf(firmDate(e.submittedAt));
    received.set(w, [...(received.get(w) ?? []), e]);
  }

  return {
    period,
    range,
    previousRange: previous,
    totals: totalsOf(days, enquiries),
    previousTotals: totalsOf(prevDays, prevEnquiries),
    visits,
    pages: pages.map((p) => ({ ...p, enquiries: landed.get(p.path) ?? 0 })),
    sources: [...merged.values()]
      .sort((a, b) => b.visitors - a.visitors || a.source.localeCompare(b.source))
      .slice(0, 10),
    campaigns: campaignRows(campaigns, enquiries),
    campaignDays,
    weeks,
    enquiriesByArea: weekly(
      weeks,
      enquiries,
      (e) => ({
        key: e.service,
        label: site.areas.find((a) => a.contactOption === e.service)?.title ?? e.service,
      }),
      areaOrder,
      (e) => e.submittedAt,
    ),
    enquiriesBySource: weekly(
      weeks,
      enquiries,
      (e) => sourceSeries(e.source, e.medium),
      [],
      (e) => e.submittedAt,
    ),
    practicePages: site.areas.map((a) => {
      const path = `/services/${a.slug}`;
      const visitors = practiceVisitors.get(path) ?? 0;
      const n = byService.get(a.contactOption) ?? 0;
      return {
        path,
        title: a.title,
        visitors,
        enquiries: n,
        per100: visitors > 0 ? round1((n / visitors) * 100) : null,
      };
    }),
    firstAnswer: weeks.map((week) => {
      const list = received.get(week) ?? [];
      const answered = list.filter((e) => e.firstAnswerAt !== null);
      const m = median(answered.map((e) => hours(e.firstAnswerAt! - e.submittedAt)));
      return {
        week,
        medianHours: m === null ? null : round1(m),
        answered: answered.length,
        received: list.length,
      };
    }),
    waiting,
    bookingsByArea: weekly(
      weeks,
      bookings,
      (b) => {
        const area = b.practiceArea ? site.areas.find((a) => a.slug === b.practiceArea) : undefined;
        if (area) return { key: area.slug, label: area.title };
        // A type for any area, or one whose area has since been retired.
        return b.practiceArea
          ? { key: b.practiceArea, label: "A former practice area" }
          : { key: "", label: "Any area" };
      },
      site.areas.map((a) => ({ key: a.slug, label: a.title })),
      (b) => b.createdAt,
    ),
    bookingsBySource: weekly(
      weeks,
      bookings,
      (b) => sourceSeries(b.source, b.medium),
      [],
      (b) => b.createdAt,
    ),
    bookingOutcomes: outcomesOf(meetings),
  };
}
