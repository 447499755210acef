/**
 * What every admin chart shares: the <svg role="img"> frame with its title and description, the
 * palette, axes with a few labelled ticks, and the legend. Charts are drawn on the server from d3-scale
 * and d3-shape's pure functions; no script runs in the browser.
 */
import type { ReactNode } from "react";
import { calendarDay, shortDay, shortMonth } from "./format";

/** The drawing's own units; the svg scales to its container's width (and to the page when printed). */
export const WIDTH = 720;

/** Ink for axes and labels (slate-600 on white: 7.6:1), grid lines, the base line. */
export const INK = "#45556c";
export const GRID = "#e2e8f0";
export const BASELINE = "#90a1b9";
export const TRACK = "#f1f5f9";

/**
 * Series colours, each at least 3:1 against white (navy, sea and gold from the site, then five more),
 * distinct in lightness as well as hue; stacked segments are also parted by a white line.
 */
export const SERIES_COLOURS = [
  "#0f2a44", // navy-800
  "#0e7c86", // sea-700
  "#a8843c", // gold-600
  "#7a4f9a", // plum
  "#b5485d", // rose
  "#4f7a28", // olive
  "#2563a8", // blue
  "#8a5a2b", // brown
];
/** The rest of the series, added up. */
export const OTHER_COLOUR = "#64748b";

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** One labelled place on the x axis: the index of its day or week, its label, perhaps a second line. */
export interface AxisTick {
  index: number;
  label: string;
  sub?: string;
}

/** The chart's frame: a titled, described image that scales with the page. */
export function ChartSvg({
  id,
  title,
  description,
  height,
  children,
}: {
  /** Unique on the page; the title and description take `${id}-title` and `${id}-desc`. */
  id: string;
  title: string;
  description: string;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="block h-auto w-full max-w-3xl break-inside-avoid print:max-w-full"
      fontSize={12}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** Horizontal grid lines with their values at the left. */
export function YAxis({
  ticks,
  y,
  margin,
  format,
}: {
  ticks: number[];
  y: (v: number) => number;
  margin: Margin;
  format: (v: number) => string;
}) {
  return (
    <g>
      {ticks.map((t) => {
        const at = round(y(t));
        return (
          <g key={t}>
            <line
              x1={margin.left}
              x2={WIDTH - margin.right}
              y1={at}
              y2={at}
              stroke={t === 0 ? BASELINE : GRID}
            />
            <text x={margin.left - 8} y={at} dy="0.32em" textAnchor="end" fill={INK}>
              {format(t)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Labels under the plot, each with a short tick mark. */
export function XAxis({
  ticks,
  x,
  baseline,
}: {
  ticks: AxisTick[];
  x: (index: number) => number;
  baseline: number;
}) {
  return (
    <g fill={INK}>
      {ticks.map((t) => {
        const at = round(x(t.index));
        return (
          <g key={t.index}>
            <line x1={at} x2={at} y1={baseline} y2={baseline + 5} stroke={BASELINE} />
            <text x={at} y={baseline + 18} textAnchor="middle">
              {t.label}
              {t.sub && (
                <tspan x={at} dy="1.2em">
                  {t.sub}
                </tspan>
              )}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** A legend under or above a chart: a swatch (as drawn) and a label per series. */
export function Legend({ items }: { items: { key: string; label: string; swatch: ReactNode }[] }) {
  return (
    <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="12" viewBox="0 0 24 12" className="shrink-0">
            {item.swatch}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** A filled square swatch. */
export const boxSwatch = (colour: string) => <rect x="6" y="0" width="12" height="12" rx="2" fill={colour} />;

/** Coordinates to a tenth of a unit: enough for the eye, and light HTML. */
export const round = (n: number): number => Math.round(n * 10) / 10;

/** Whole-number ticks for counts, at most about `count` of them, always from 0. */
export function countTicks(ticks: number[]): number[] {
  const whole = ticks.filter((t) => Number.isInteger(t));
  return whole.length > 0 ? whole : [0];
}

/**
 * Labelled days on a daily axis, few enough to read at any period: every day up to ten days, Mondays up
 * to about six weeks, the 1st and 15th up to four months, then the 1st of each month (with its year
 * under January and the first label).
 */
export function dayTicks(days: string[]): AxisTick[] {
  const n = days.length;
  const parts = days.map(calendarDay);
  let pick: (i: number) => boolean;
  if (n <= 10) pick = () => true;
  else if (n <= 45) pick = (i) => parts[i]!.weekday === 1;
  else if (n <= 124) pick = (i) => parts[i]!.day === 1 || parts[i]!.day === 15;
  else pick = (i) => parts[i]!.day === 1;
  const ticks: AxisTick[] = [];
  for (let i = 0; i < n; i++) {
    if (!pick(i)) continue;
    const d = parts[i]!;
    if (n > 124) {
      const first = ticks.length === 0;
      ticks.push({
        index: i,
        label: shortMonth(d.month),
        ...(first || d.month === 1 ? { sub: String(d.year) } : {}),
      });
    } else ticks.push({ index: i, label: shortDay(days[i]!) });
  }
  return ticks;
}

/**
 * Labelled weeks (each named by its Monday): every week up to ten, every other week up to twenty, then
 * the first week of each month by the month's name.
 */
export function weekTicks(weeks: string[]): AxisTick[] {
  const n = weeks.length;
  const ticks: AxisTick[] = [];
  for (let i = 0; i < n; i++) {
    const d = calendarDay(weeks[i]!);
    if (n <= 10) ticks.push({ index: i, label: shortDay(weeks[i]!) });
    else if (n <= 20) {
      if (i % 2 === 0) ticks.push({ index: i, label: shortDay(weeks[i]!) });
    } else if (d.day <= 7) {
      const first = ticks.length === 0;
      ticks.push({
        index: i,
        label: shortMonth(d.month),
        ...(first || d.month === 1 ? { sub: String(d.year) } : {}),
      });
    }
  }
  return ticks;
}
