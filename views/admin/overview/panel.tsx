/** One Overview section's frame: heading, summary in words, chart, numbers as a table, CSV download. */

import type { ReactNode } from "react";
import type { OverviewPeriod, OverviewTable } from "../../../src/stats";
import { overviewCsvUrl } from "./headlines";

/** One section: heading, what the numbers say in words, the chart, the table, the download. */
export function Panel({
  id,
  title,
  summary,
  table,
  period,
  children,
  explain,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  table: OverviewTable;
  period: OverviewPeriod;
  children?: ReactNode;
  /** How the numbers are made, shown after the summary whether or not there are numbers yet. */
  explain?: ReactNode;
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
      {explain}
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
export function DataTable({
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
