import { formatDateTime } from "../../../src/shared/dates";
import { OVERVIEW_PERIOD_LABELS, type OverviewFigures } from "../../../src/stats";
import { AdminPage } from "../../layout/admin-page";
import { type AttentionItem, NeedsAttention } from "./attention";
import { BookingOutcomes, WeeklyBookings } from "./bookings";
import { Campaigns } from "./campaigns";
import { rangeLabel } from "./charts/format";
import { FirstAnswer, PracticePages, WeeklyEnquiries } from "./enquiries";
import { Headlines, PeriodSwitcher } from "./headlines";
import { TopPages, TopSources, Visits } from "./traffic";

export { countChange, durationChange, NEW_ENQUIRIES_URL } from "./headlines";
/**
 * The admin Overview: visits, pages, sources, campaigns and enquiries of one period against the one before, from
 * figures already counted (src/stats). Headline figures, then a section per table, each with its summary
 * in words, its chart (SVG drawn here, no script), its numbers and their CSV.
 * The charts bring d3-scale and d3-shape (about 2 ms to evaluate, bundled): the route imports this view
 * on first use (`await import(…)`), so the server's start does not pay for it (docs/decisions/020).
 */
export function OverviewPage({
  figures,
  generatedAt,
  attention = [],
}: {
  figures: OverviewFigures;
  /** What staff should fix (a lawyer's calendar that cannot be read); the section shows only with some. */
  attention?: AttentionItem[];
  /** When the figures were counted (ISO 8601), shown in Cayman time. */
  generatedAt?: string;
}) {
  const { period, range, previousRange } = figures;
  const intro = `${OVERVIEW_PERIOD_LABELS[period]}: ${rangeLabel(range.from, range.to)}, compared with ${rangeLabel(previousRange.from, previousRange.to)}.${
    generatedAt ? ` Counted ${formatDateTime(generatedAt)} (Cayman time).` : ""
  }`;
  return (
    <AdminPage title="Overview" intro={intro}>
      <div className="space-y-8">
        <NeedsAttention items={attention} />
        <PeriodSwitcher current={period} />
        <Headlines figures={figures} />
        <Visits figures={figures} />
        <TopPages figures={figures} />
        <TopSources figures={figures} />
        <Campaigns figures={figures} />
        <WeeklyEnquiries
          figures={figures}
          id="by-area"
          title="Enquiries per week by practice area"
          series={figures.enquiriesByArea}
          table="enquiries-by-area"
          most="were about"
        />
        <WeeklyEnquiries
          figures={figures}
          id="by-source"
          title="Enquiries per week by source"
          series={figures.enquiriesBySource}
          table="enquiries-by-source"
          most="came from"
        />
        <WeeklyBookings figures={figures} />
        <BookingOutcomes figures={figures} />
        <PracticePages figures={figures} />
        <FirstAnswer figures={figures} />
      </div>
    </AdminPage>
  );
}
