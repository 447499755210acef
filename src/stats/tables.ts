import type { OverviewFigures, OverviewTable } from "./overview-types";

/** One of the Overview's tables as header and rows of text: what its CSV download holds. */
export function overviewTable(
  f: OverviewFigures,
  table: OverviewTable,
): { header: string[]; rows: string[][] } {
  const s = (n: number | null) => (n === null ? "" : String(n));
  switch (table) {
    case "visits":
      return {
        header: ["Day", "Visitors", "Page views"],
        rows: f.visits.map((v) => [v.day, s(v.visitors), s(v.views)]),
      };
    case "pages":
      return {
        header: ["Page", "Page views", "Visitors", "Enquiries that landed here"],
        rows: f.pages.map((p) => [p.path, s(p.views), s(p.visitors), s(p.enquiries)]),
      };
    case "sources":
      return {
        header: ["Source", "Medium", "Visitors", "Enquiries"],
        rows: f.sources.map((r) => [r.source, r.medium, s(r.visitors), s(r.enquiries)]),
      };
    case "campaigns":
      return {
        header: ["Campaign", "Source", "Medium", "Visitors", "Enquiries"],
        rows: f.campaigns.map((r) => [r.campaign, r.source, r.medium, s(r.visitors), s(r.enquiries)]),
      };
    case "enquiries-by-area":
    case "enquiries-by-source":
    case "bookings-by-area":
    case "bookings-by-source": {
      const series = {
        "enquiries-by-area": f.enquiriesByArea,
        "enquiries-by-source": f.enquiriesBySource,
        "bookings-by-area": f.bookingsByArea,
        "bookings-by-source": f.bookingsBySource,
      }[table];
      return {
        header: ["Week of", ...series.map((x) => x.label)],
        rows: f.weeks.map((w, i) => [w, ...series.map((x) => s(x.counts[i] ?? 0))]),
      };
    }
    case "practice-pages":
      return {
        header: ["Practice area", "Page", "Visitors", "Enquiries", "Enquiries per 100 visitors"],
        rows: f.practicePages.map((p) => [p.title, p.path, s(p.visitors), s(p.enquiries), s(p.per100)]),
      };
    case "first-answer":
      return {
        header: ["Week of", "Enquiries received", "Answered", "Median hours to first answer"],
        rows: f.firstAnswer.map((w) => [w.week, s(w.received), s(w.answered), s(w.medianHours)]),
      };
    case "booking-outcomes": {
      const o = f.bookingOutcomes;
      return {
        header: ["Outcome", "Consultations"],
        rows: [
          ["Attended", s(o.attended)],
          ["No-show", s(o.noShow)],
          ["Cancelled", s(o.cancelled)],
          ["Not recorded yet", s(o.unrecorded)],
        ],
      };
    }
  }
}
