/** The Overview's consultation bookings: per week by area and by source, and how the meetings went. */
import type { OverviewFigures } from "../../../src/stats";
import { BarList } from "./charts/bar-list";
import { plural, thousands } from "./charts/format";
import { SERIES_COLOURS } from "./charts/frame";
import { WeeklyEnquiries } from "./enquiries";
import { sum } from "./headlines";
import { DataTable, Panel } from "./panel";

const BOOKING = ["booking", "bookings"] as const;
const NONE = "No consultations booked in this period yet.";

export function WeeklyBookings({ figures }: { figures: OverviewFigures }) {
  return (
    <>
      <WeeklyEnquiries
        figures={figures}
        id="bookings-by-area"
        title="Bookings per week by practice area"
        series={figures.bookingsByArea}
        table="bookings-by-area"
        most="were about"
        noun={BOOKING}
        none={NONE}
      />
      <WeeklyEnquiries
        figures={figures}
        id="bookings-by-source"
        title="Bookings per week by source"
        series={figures.bookingsBySource}
        table="bookings-by-source"
        most="came from"
        noun={BOOKING}
        none={NONE}
      />
    </>
  );
}

/** Attended, no-show, cancelled, and ended with nothing recorded, for the consultations due in the period. */
export function BookingOutcomes({ figures }: { figures: OverviewFigures }) {
  const { bookingOutcomes: o, period } = figures;
  const id = "booking-outcomes";
  const title = "Consultation outcomes";
  const rows = [
    { key: "attended", label: "Attended", value: o.attended },
    { key: "no-show", label: "No-show", value: o.noShow },
    { key: "cancelled", label: "Cancelled", value: o.cancelled },
    { key: "unrecorded", label: "Not recorded yet", value: o.unrecorded },
  ];
  const total = sum(rows.map((r) => r.value));
  const explain = (
    <p className="mt-2 max-w-3xl text-sm text-slate-600">
      Consultations due to start in the period. Cancelled counts those the client or the firm called off;
      after a meeting's end, staff record Attended, No-show or Cancelled by the firm on its booking.
    </p>
  );
  if (total === 0)
    return (
      <Panel
        id={id}
        title={title}
        table="booking-outcomes"
        period={period}
        summary="No consultations were due in this period."
        explain={explain}
      />
    );
  const met = o.attended + o.noShow;
  const summary = `${plural(total, "consultation")} due: ${thousands(o.attended)} attended, ${thousands(o.noShow)} no-show${o.noShow === 1 ? "" : "s"}, ${thousands(o.cancelled)} cancelled${o.unrecorded > 0 ? `, and ${thousands(o.unrecorded)} with no outcome recorded yet` : ""}.${met > 0 ? ` ${Math.round((o.attended / met) * 100)}% of those expected came.` : ""}`;
  return (
    <Panel id={id} title={title} table="booking-outcomes" period={period} summary={summary} explain={explain}>
      <BarList
        id={`${id}-chart`}
        title={title}
        description="How many consultations due in the period had each outcome. The numbers are in the table below."
        colour={SERIES_COLOURS[2]!}
        items={rows.map((r) => ({
          key: r.key,
          label: r.label,
          value: r.value,
          valueLabel: thousands(r.value),
        }))}
      />
      <DataTable
        id={`${id}-table`}
        caption={`${title}: consultations due in the period, by outcome`}
        columns={[{ label: "Outcome" }, { label: "Consultations", numeric: true }]}
        rows={rows.map((r) => ({ key: r.key, cells: [r.label, thousands(r.value)] }))}
      />
    </Panel>
  );
}
