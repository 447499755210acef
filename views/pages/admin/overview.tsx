import type { ReactNode } from "react";
import { formatDateTime } from "../../../src/shared/dates";
import {
  OVERVIEW_PERIOD_LABELS,
  OVERVIEW_PERIODS,
  type OverviewFigures,
  type OverviewPeriod,
  type OverviewTable,
  type WeeklySeries,
} from "../../../src/stats";
import { AdminPage } from "../../components/admin-page";
import { BarList } from "../../components/charts/bar-list";
import { DurationBars } from "../../components/charts/duration-bars";
import {
  duration,
  finite,
  monthDay,
  oneDecimal,
  plural,
  rangeLabel,
  share,
  shortDate,
  tableDay,
  thousands,
  weekdayDay,
} from "../../components/charts/format";
import { SERIES_COLOURS, weekTicks } from "../../components/charts/frame";
import { LineChart } from "../../components/charts/line-chart";
import { StackedBars } from "../../components/charts/stacked-bars";

/** The inbox's New tab (views/pages/admin/contact-submissions.tsx, `?status=new`). */
export const NEW_ENQUIRIES_URL = "/admin/contact-submissions?status=new";

/** "the previous 30 days" */
const PREVIOUS: Record<OverviewPeriod, string> = {
  "7d": "the previous 7 days",
  "30d": "the previous 30 days",
  "90d": "the previous 90 days",
  "12m": "the previous 12 months",
};

export const overviewUrl = (period: OverviewPeriod) => `/admin/overview?period=${period}`;
export const overviewCsvUrl = (table: OverviewTable, period: OverviewPeriod) =>
  `/admin/overview/${table}.csv?period=${period}`;

const sum = (values: number[]) => values.reduce((a, b) => a + finite(b), 0);

/** "+12% on the previous 30 days (1,100)", "New: none in the previous 30 days", … */
export function countChange(current: number, previous: number, period: OverviewPeriod): string {
  const cur = finite(current);
  const prev = finite(previous);
  const before = PREVIOUS[period];
  if (prev === 0) return cur === 0 ? `None in ${before} either` : `New: none in ${before}`;
  if (cur === prev) return `Same as ${before}`;
  const pct = Math.round(((cur - prev) / prev) * 100);
  const change = pct === 0 ? (cur > prev ? "+<1%" : "−<1%") : `${pct > 0 ? "+" : "−"}${Math.abs(pct)}%`;
  return `${change} on ${before} (${thousands(prev)})`;
}

/** "2 hours faster than the previous 30 days (6 hours)", … */
export function durationChange(
  current: number | null,
  previous: number | null,
  period: OverviewPeriod,
): string {
  const before = PREVIOUS[period];
  const valid = (v: number | null): v is number => v !== null && Number.isFinite(v);
  if (!valid(current))
    return valid(previous)
      ? `No enquiry answered yet; ${duration(previous)} in ${before}`
      : "No enquiry answered yet";
  if (!valid(previous)) return `None answered in ${before} to compare`;
  const diff = current - previous;
  if (Math.abs(diff) < 0.05) return `Same as ${before}`;
  return `${duration(Math.abs(diff))} ${diff < 0 ? "faster" : "slower"} than ${before} (${duration(previous)})`;
}

function PeriodSwitcher({ current }: { current: OverviewPeriod }) {
  return (
    <nav aria-label="Period" className="print:hidden">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1">
        {OVERVIEW_PERIODS.map((p) => (
          <li key={p}>
            <a
              href={overviewUrl(p)}
              aria-current={p === current ? "page" : undefined}
              className={`inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold ${
                p === current ? "bg-navy-800 text-white" : "text-navy-800 hover:bg-navy-100"
              }`}
            >
              {OVERVIEW_PERIOD_LABELS[p]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Figure({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-5 shadow-sm print:shadow-none">
      <dt className="text-sm font-semibold text-slate-600 lg:min-h-10">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-navy-900">{value}</dd>
      {children}
    </div>
  );
}

function Headlines({ figures }: { figures: OverviewFigures }) {
  const { totals: t, previousTotals: p, period, waiting } = figures;
  const note = "mt-2 text-sm text-slate-600";
  const median = t.medianFirstAnswerHours;
  return (
    <section aria-labelledby="overview-headlines">
      <h2 id="overview-headlines" className="text-xl font-bold text-navy-900">
        At a glance
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 print:grid-cols-3">
        <Figure label="Visitors" value={thousands(t.visitors)}>
          <dd className={note}>{countChange(t.visitors, p.visitors, period)}</dd>
        </Figure>
        <Figure label="Page views" value={thousands(t.views)}>
          <dd className={note}>{countChange(t.views, p.views, period)}</dd>
        </Figure>
        <Figure label="Enquiries" value={thousands(t.enquiries)}>
          <dd className={note}>{countChange(t.enquiries, p.enquiries, period)}</dd>
        </Figure>
        <Figure
          label="Median time to first answer"
          value={median === null || !Number.isFinite(median) ? "None yet" : duration(median)}
        >
          <dd className={note}>{durationChange(median, p.medianFirstAnswerHours, period)}</dd>
        </Figure>
        <Figure label="Enquiries waiting now" value={thousands(waiting.total)}>
          <dd className={note}>
            {waiting.total === 0 ? (
              "No enquiry is waiting for an answer."
            ) : waiting.overdue > 0 ? (
              <strong className="font-semibold text-navy-900">
                {thousands(waiting.overdue)} {waiting.overdue === 1 ? "has" : "have"} waited longer than one
                business day.
              </strong>
            ) : (
              "None has waited longer than one business day."
            )}
          </dd>
          <dd className="mt-2 text-sm print:hidden">
            <a
              href={NEW_ENQUIRIES_URL}
              className="font-semibold text-sea-700 underline underline-offset-2 hover:text-sea-800"
            >
              Open new enquiries
            </a>
          </dd>
        </Figure>
      </dl>
    </section>
  );
}

/** One section: heading, what the numbers say in words, the chart, the table, the download. */
function Panel({
  id,
  title,
  summary,
  table,
  period,
  children,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  table: OverviewTable;
  period: OverviewPeriod;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-navy-900">
        {title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700" data-summary="">
        {summary}
      </p>
      {children}
      <p className="mt-4 print:hidden">
        <a
          href={overviewCsvUrl(table, period)}
          className="text-sm font-semibold text-sea-700 underline underline-offset-2 hover:text-sea-800"
        >
          Download CSV<span className="sr-only">: {title}</span>
        </a>
      </p>
    </section>
  );
}

interface Column {
  label: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

/**
 * The numbers of a chart as a table: the first cell of each row is its header. In a box that scrolls
 * (focusable, named by the caption) when long or wide on screen, printed whole.
 */
function DataTable({
  id,
  caption,
  columns,
  rows,
  dates = false,
}: {
  id: string;
  caption: string;
  /** The row headers are dates: kept on one line. */
  dates?: boolean;
  columns: Column[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  const long = rows.length > 14;
  const align = columns.map((c) => (c.numeric ? "text-right" : "text-left"));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named, scrolling box around a table, not a section of the page.
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
      tabIndex={0}
      className={`mt-5 w-fit max-w-full overflow-auto rounded-lg border border-slate-200 print:max-h-none print:overflow-visible ${long ? "max-h-96" : ""}`}
    >
      <table
        // Cells are styled from the table, so a year of days stays light HTML.
        className={`min-w-72 text-sm tabular-nums [&_td]:px-4 [&_td]:py-1.5 [&_td]:text-right [&_tbody_th]:text-left [&_tbody_th]:font-normal [&_tbody_th]:text-navy-900 [&_th]:px-4 [&_th]:py-1.5 ${dates ? "[&_tbody_th]:whitespace-nowrap" : ""}`}
      >
        <caption
          id={`${id}-caption`}
          className="caption-top border-b border-slate-200 bg-white px-3 py-2 text-left text-sm font-semibold text-navy-900"
        >
          {caption}
        </caption>
        <thead className="sticky top-0 bg-sand-50 text-slate-700 print:static">
          <tr>
            {columns.map((c, i) => (
              <th key={c.label} scope="col" className={`font-semibold ${align[i]}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={columns[i]?.numeric ? undefined : "text-left!"}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Visits({ figures }: { figures: OverviewFigures }) {
  const { visits, totals, period, range } = figures;
  const counted = visits.some((d) => finite(d.visitors) > 0 || finite(d.views) > 0);
  const id = "visits";
  const title = "Visitors and page views per day";
  if (!counted && totals.visitors === 0 && totals.views === 0)
    return (
      <Panel
        id={id}
        title={title}
        table="visits"
        period={period}
        summary="No visits counted in this period yet."
      />
    );
  const busiest = visits.reduce<(typeof visits)[number] | undefined>(
    (best, d) => (best === undefined || finite(d.visitors) > finite(best.visitors) ? d : best),
    undefined,
  );
  const summary = (
    <>
      {plural(totals.visitors, "visitor")} viewed {plural(totals.views, "page")}.
      {busiest && finite(busiest.visitors) > 0 && (
        <>
          {" "}
          The busiest day was {weekdayDay(busiest.day)}, with {plural(busiest.visitors, "visitor")} and{" "}
          {plural(busiest.views, "page view")}.
        </>
      )}
    </>
  );
  return (
    <Panel id={id} title={title} table="visits" period={period} summary={summary}>
      <LineChart
        id={`${id}-chart`}
        title={`${title}, ${rangeLabel(range.from, range.to)}`}
        description="Visitors are the shaded area with a solid line, page views the dashed line; one point a day. The numbers are in the table below."
        days={visits.map((d) => d.day)}
        series={[
          {
            key: "visitors",
            label: "Visitors",
            values: visits.map((d) => d.visitors),
            colour: SERIES_COLOURS[1]!,
            style: "area",
          },
          {
            key: "views",
            label: "Page views",
            values: visits.map((d) => d.views),
            colour: SERIES_COLOURS[0]!,
            style: "dashed",
          },
        ]}
      />
      <DataTable
        id={`${id}-table`}
        caption={`${title}, ${rangeLabel(range.from, range.to)}`}
        dates
        columns={[
          { label: "Day" },
          { label: "Visitors", numeric: true },
          { label: "Page views", numeric: true },
        ]}
        rows={visits.map((d) => ({
          key: d.day,
          cells: [tableDay(d.day), thousands(d.visitors), thousands(d.views)],
        }))}
      />
    </Panel>
  );
}

function TopPages({ figures }: { figures: OverviewFigures }) {
  const { pages, totals, period } = figures;
  const id = "pages";
  const title = "Top pages";
  if (!pages.some((p) => finite(p.views) > 0))
    return (
      <Panel
        id={id}
        title={title}
        table="pages"
        period={period}
        summary="No page views counted in this period yet."
      />
    );
  const top = pages[0]!;
  const mostEnquiries = pages.reduce((best, p) => (finite(p.enquiries) > finite(best.enquiries) ? p : best));
  const summary = (
    <>
      The most viewed page was <code className="font-mono text-[0.95em]">{top.path}</code>, with{" "}
      {plural(top.views, "view")} ({share(top.views, totals.views)} of all page views) by{" "}
      {plural(top.visitors, "visitor")}.{" "}
      {finite(mostEnquiries.enquiries) > 0 ? (
        <>
          Visits that landed on <code className="font-mono text-[0.95em]">{mostEnquiries.path}</code> led to
          the most enquiries: {thousands(mostEnquiries.enquiries)}.
        </>
      ) : (
        "No visit that landed on these pages has led to an enquiry yet."
      )}
    </>
  );
  return (
    <Panel id={id} title={title} table="pages" period={period} summary={summary}>
      <BarList
        id={`${id}-chart`}
        title={`${title} by page views`}
        description={`The ${plural(pages.length, "page")} with the most views, most first; each bar is a page's views. The table below also has visitors and enquiries.`}
        items={pages.map((p) => ({
          key: p.path,
          label: p.path,
          value: p.views,
          valueLabel: thousands(p.views),
        }))}
      />
      <DataTable
        id={`${id}-table`}
        caption={`${title}: views, visitors and the enquiries of visits that landed there`}
        columns={[
          { label: "Page" },
          { label: "Views", numeric: true },
          { label: "Visitors", numeric: true },
          { label: "Enquiries", numeric: true },
        ]}
        rows={pages.map((p) => ({
          key: p.path,
          cells: [
            <code key="path" className="font-mono text-xs break-all">
              {p.path}
            </code>,
            thousands(p.views),
            thousands(p.visitors),
            thousands(p.enquiries),
          ],
        }))}
      />
    </Panel>
  );
}

/** "Google (search)"; a source named as its medium ("direct") once. */
const sourceName = (s: { source: string; medium: string }) =>
  s.source.toLowerCase() === s.medium.toLowerCase() ? s.source : `${s.source} (${s.medium})`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function TopSources({ figures }: { figures: OverviewFigures }) {
  const { sources, totals, period } = figures;
  const id = "sources";
  const title = "Top sources";
  if (!sources.some((s) => finite(s.visitors) > 0 || finite(s.enquiries) > 0))
    return (
      <Panel
        id={id}
        title={title}
        table="sources"
        period={period}
        summary="No visits counted in this period yet."
      />
    );
  const top = sources[0]!;
  const mostEnquiries = sources.reduce((best, s) =>
    finite(s.enquiries) > finite(best.enquiries) ? s : best,
  );
  const summary = (
    <>
      Most visitors came from {sourceName(top)}: {thousands(top.visitors)} of {thousands(totals.visitors)} (
      {share(top.visitors, totals.visitors)}).{" "}
      {finite(mostEnquiries.enquiries) > 0
        ? `${capitalise(sourceName(mostEnquiries))} brought the most enquiries: ${thousands(mostEnquiries.enquiries)}.`
        : "No visit from these sources has led to an enquiry yet."}
    </>
  );
  return (
    <Panel id={id} title={title} table="sources" period={period} summary={summary}>
      <BarList
        id={`${id}-chart`}
        title={`${title} by visitors`}
        description={`The ${plural(sources.length, "source")} that brought the most visitors, most first; each bar is a source's visitors. The table below also has enquiries.`}
        items={sources.map((s) => ({
          key: `${s.source}|${s.medium}`,
          label: s.source,
          sub: s.medium,
          value: s.visitors,
          valueLabel: thousands(s.visitors),
        }))}
      />
      <DataTable
        id={`${id}-table`}
        caption={`${title}: visitors and enquiries by where the visit came from`}
        columns={[
          { label: "Source" },
          { label: "Medium" },
          { label: "Visitors", numeric: true },
          { label: "Enquiries", numeric: true },
        ]}
        rows={sources.map((s) => ({
          key: `${s.source}|${s.medium}`,
          cells: [s.source, s.medium, thousands(s.visitors), thousands(s.enquiries)],
        }))}
      />
    </Panel>
  );
}

function WeeklyEnquiries({
  figures,
  id,
  title,
  series,
  table,
  most,
}: {
  figures: OverviewFigures;
  id: string;
  title: string;
  series: WeeklySeries[];
  table: OverviewTable;
  /** "were about", "came from" */
  most: string;
}) {
  const { weeks, period } = figures;
  const weekTotals = weeks.map((_, i) => sum(series.map((s) => finite(s.counts[i]))));
  const total = sum(weekTotals);
  if (total === 0)
    return (
      <Panel
        id={id}
        title={title}
        table={table}
        period={period}
        summary="No enquiries received in this period yet."
      />
    );
  const seriesTotals = series.map((s) => ({
    label: s.label,
    total: sum(weeks.map((_, i) => finite(s.counts[i]))),
  }));
  const leader = seriesTotals.reduce((best, s) => (s.total > best.total ? s : best));
  const busiest = weekTotals.reduce((best, t, i) => (t > weekTotals[best]! ? i : best), 0);
  const summary = (
    <>
      {plural(total, "enquiry", "enquiries")} in {plural(weeks.length, "week")}; the most {most}{" "}
      {leader.label} ({thousands(leader.total)}). The busiest week began {monthDay(weeks[busiest]!)}, with{" "}
      {plural(weekTotals[busiest]!, "enquiry", "enquiries")}.
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

function PracticePages({ figures }: { figures: OverviewFigures }) {
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

function FirstAnswer({ figures }: { figures: OverviewFigures }) {
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

/**
 * The admin Overview: visits, pages, sources and enquiries of one period against the one before, from
 * figures already counted (src/stats). Headline figures, then a section per table, each with its summary
 * in words, its chart (SVG drawn here, no script), its numbers and their CSV.
 * The charts bring d3-scale and d3-shape (about 2 ms to evaluate, bundled): the route imports this view
 * on first use (`await import(…)`), so the server's start does not pay for it (docs/decisions/020).
 */
export function OverviewPage({
  figures,
  generatedAt,
}: {
  figures: OverviewFigures;
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
        <PeriodSwitcher current={period} />
        <Headlines figures={figures} />
        <Visits figures={figures} />
        <TopPages figures={figures} />
        <TopSources figures={figures} />
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
        <PracticePages figures={figures} />
        <FirstAnswer figures={figures} />
      </div>
    </AdminPage>
  );
}
