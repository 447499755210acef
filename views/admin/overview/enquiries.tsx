/**
 * The Overview's enquiry sections: per week by area and by source (also drawn for bookings), per practice
 * page, first answers.
 */
import type { OverviewFigures, OverviewTable, WeeklySeries } from "../../../src/stats";
import { BarList } from "./charts/bar-list";
import { DurationBars } from "./charts/duration-bars";
import { duration, finite, monthDay, oneDecimal, plural, shortDate, thousands } from "./charts/format";
import { SERIES_COLOURS, weekTicks } from "./charts/frame";
import { StackedBars } from "./charts/stacked-bars";
import { sum } from "./headlines";
import { DataTable, Panel } from "./panel";

export function WeeklyEnquiries({
  figures,
  id,
  title,
  series,
  table,
  most,
  noun = ["enquiry", "enquiries"],
  none = "No enquiries received in this period yet.",
}: {
  figures: OverviewFigures;
  id: string;
  title: string;
  series: WeeklySeries[];
  table: OverviewTable;
  /** "were about", "came from" */
  most: string;
  /** What is counted, one and many (bookings share the chart). */
  noun?: readonly [string, string];
  /** The summary when nothing was counted. */
  none?: string;
}) {
  const { weeks, period } = figures;
  const weekTotals = weeks.map((_, i) => sum(series.map((s) => finite(s.counts[i]))));
  const total = sum(weekTotals);
  if (total === 0) return <Panel id={id} title={title} table={table} period={period} summary={none} />;
  const seriesTotals = series.map((s) => ({
    label: s.label,
    total: sum(weeks.map((_, i) => finite(s.counts[i]))),
  }));
  const leader = seriesTotals.reduce((best, s) => (s.total > best.total ? s : best));
  const busiest = weekTotals.reduce((best, t, i) => (t > weekTotals[best]! ? i : best), 0);
  const summary = (
    <>
      {plural(total, noun[0], noun[1])} in {plural(weeks.length, "week")}; the most {most} {leader.label} (
      {thousands(leader.total)}). The busiest week began {monthDay(weeks[busiest]!)}, with{" "}
      {plural(weekTotals[busiest]!, noun[0], noun[1])}.
    </>
  );
  return (
    <Panel id={id} title={title} table={table} period={period} summary={summary}>
      <StackedBars
        id={`${id}-chart`}
        title={title}
        description="Stacked columns, one a week (weeks begin on Monday; the first and last may be partial); each column's segments, bottom first, follow the legend's order. The numbers are in the table below."
        categories={weeks}
        ticks={weekTicks(weeks)}
        series={series}
      />
      <DataTable
        id={`${id}-table`}
        caption={`${title} (weeks begin on Monday)`}
        dates
        columns={[
          { label: "Week of" },
          ...series.map((s) => ({ label: s.label, numeric: true })),
          { label: "Total", numeric: true },
        ]}
        rows={weeks.map((w, i) => ({
          key: w,
          cells: [
            shortDate(w),
            ...series.map((s) => thousands(finite(s.counts[i]))),
            thousands(weekTotals[i]!),
          ],
        }))}
      />
    </Panel>
  );
}

export function PracticePages({ figures }: { figures: OverviewFigures }) {
  const { practicePages: rows, period } = figures;
  const id = "practice";
  const title = "Practice pages: enquiries per 100 visitors";
  const visitors = sum(rows.map((r) => r.visitors));
  const enquiries = sum(rows.map((r) => r.enquiries));
  if (visitors === 0 && enquiries === 0)
    return (
      <Panel
        id={id}
        title={title}
        table="practice-pages"
        period={period}
        summary="No visits to practice pages counted in this period yet."
      />
    );
  const rated = rows.filter((r) => r.per100 !== null && Number.isFinite(r.per100));
  const best = rated.reduce<(typeof rows)[number] | undefined>(
    (b, r) => (b === undefined || finite(r.per100) > finite(b.per100) ? r : b),
    undefined,
  );
  const summary = (
    <>
      {visitors > 0
        ? `Practice pages had ${plural(visitors, "visitor")}, and ${plural(enquiries, "enquiry", "enquiries")} ${enquiries === 1 ? "was" : "were"} about their areas: ${oneDecimal((enquiries / visitors) * 100)} per 100 visitors.`
        : `No visits to practice pages were counted, but ${plural(enquiries, "enquiry", "enquiries")} ${enquiries === 1 ? "was" : "were"} about their areas.`}
      {best && finite(best.per100) > 0 && (
        <>
          {" "}
          {best.title} did best, with {oneDecimal(finite(best.per100))} per 100 (
          {plural(best.enquiries, "enquiry", "enquiries")} from {plural(best.visitors, "visitor")}).
        </>
      )}
    </>
  );
  const ranked = [...rows].sort((a, b) => (b.per100 ?? -1) - (a.per100 ?? -1));
  return (
    <Panel id={id} title={title} table="practice-pages" period={period} summary={summary}>
      <BarList
        id={`${id}-chart`}
        title={title}
        description="Each practice page's enquiries per 100 visitors, best first; a page without visitors has no bar. The table below has the visitors and enquiries."
        colour={SERIES_COLOURS[0]!}
        items={ranked.map((r) => ({
          key: r.path,
          label: r.title,
          value: r.per100,
          valueLabel: r.per100 === null ? "no visitors" : oneDecimal(r.per100),
        }))}
      />
      <DataTable
        id={`${id}-table`}
        caption={`${title}, with each page's visitors and the enquiries about its area`}
        columns={[
          { label: "Practice page" },
          { label: "Visitors", numeric: true },
          { label: "Enquiries", numeric: true },
          { label: "Per 100 visitors", numeric: true },
        ]}
        rows={rows.map((r) => ({
          key: r.path,
          cells: [
            <>
              {r.title} <span className="block font-mono text-xs text-slate-600">{r.path}</span>
            </>,
            thousands(r.visitors),
            thousands(r.enquiries),
            r.per100 === null ? "–" : oneDecimal(r.per100),
          ],
        }))}
      />
    </Panel>
  );
}

export function FirstAnswer({ figures }: { figures: OverviewFigures }) {
  const { firstAnswer: rows, weeks, totals, period } = figures;
  const id = "first-answer";
  const title = "Time to first answer per week";
  const received = sum(rows.map((r) => r.received));
  const answered = sum(rows.map((r) => r.answered));
  if (received === 0 && answered === 0)
    return (
      <Panel
        id={id}
        title={title}
        table="first-answer"
        period={period}
        summary="No enquiries received in this period yet."
      />
    );
  const median = totals.medianFirstAnswerHours;
  const slowest = rows.reduce<(typeof rows)[number] | undefined>(
    (s, r) => (r.medianHours !== null && (s === undefined || r.medianHours > (s.medianHours ?? -1)) ? r : s),
    undefined,
  );
  const summary =
    answered === 0 ? (
      `${plural(received, "enquiry", "enquiries")} received; none answered yet.`
    ) : (
      <>
        Of {plural(received, "enquiry", "enquiries")} received, {thousands(answered)}{" "}
        {answered === 1 ? "was" : "were"} answered
        {median !== null && Number.isFinite(median) ? (
          <>; half of them within {duration(median)} (the median)</>
        ) : null}
        .
        {slowest && slowest.medianHours !== null && rows.filter((r) => r.medianHours !== null).length > 1 && (
          <>
            {" "}
            The slowest week began {monthDay(slowest.week)}, with a median of {duration(slowest.medianHours)}.
          </>
        )}
      </>
    );
  const categories = rows.map((r) => r.week);
  return (
    <Panel id={id} title={title} table="first-answer" period={period} summary={summary}>
      {answered > 0 && (
        <DurationBars
          id={`${id}-chart`}
          title="Median time to first answer, per week"
          barLabel="Median of the week's enquiries"
          description={`One column a week (weeks begin on Monday): the median time from an enquiry received that week to its first answer; a week with no answered enquiry has no column.${median !== null ? " The dashed line is the median of the whole period." : ""} The numbers are in the table below.`}
          categories={categories}
          ticks={weekTicks(categories.length > 0 ? categories : weeks)}
          hours={rows.map((r) => r.medianHours)}
          reference={
            median !== null && Number.isFinite(median)
              ? { hours: median, label: `Median of the period: ${duration(median)}` }
              : undefined
          }
        />
      )}
      <DataTable
        id={`${id}-table`}
        caption={`${title}: enquiries received each week, how many were answered, and the median time to a first answer`}
        dates
        columns={[
          { label: "Week of" },
          { label: "Received", numeric: true },
          { label: "Answered", numeric: true },
          { label: "Median time to first answer", numeric: true },
        ]}
        rows={rows.map((r) => ({
          key: r.week,
          cells: [
            shortDate(r.week),
            thousands(r.received),
            thousands(r.answered),
            r.medianHours === null ? (r.received > 0 ? "not answered yet" : "–") : duration(r.medianHours),
          ],
        }))}
      />
    </Panel>
  );
}
