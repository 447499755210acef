/** The Overview's top: its addresses, the period switcher, the headline figures and their change. */
import type { ReactNode } from "react";
import {
  OVERVIEW_PERIOD_LABELS,
  OVERVIEW_PERIODS,
  type OverviewFigures,
  type OverviewPeriod,
  type OverviewTable,
} from "../../../src/stats";
import { duration, finite, thousands } from "./charts/format";

/** The inbox's New tab (views/admin/inbox/contact-submissions.tsx, `?status=new`). */
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

export const sum = (values: number[]) => values.reduce((a, b) => a + finite(b), 0);

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

export function PeriodSwitcher({ current }: { current: OverviewPeriod }) {
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

export function Headlines({ figures }: { figures: OverviewFigures }) {
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
