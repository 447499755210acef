/**
 * Weekly counts by series (practice area, source) as stacked columns. Series without a count in the
 * period are left out of the drawing; beyond eight, the smallest are added up as "Other". The legend lists
 * the series in stacking order, bottom first, and segments are parted by a white line, so neighbours never
 * rely on colour alone; the table beside the chart has every number.
 */
import { scaleBand, scaleLinear } from "d3-scale";
import { stack } from "d3-shape";
import { finite, thousands } from "./format";
import {
  type AxisTick,
  boxSwatch,
  ChartSvg,
  countTicks,
  Legend,
  type Margin,
  OTHER_COLOUR,
  round,
  SERIES_COLOURS,
  WIDTH,
  XAxis,
  YAxis,
} from "./frame";

export interface CountSeries {
  key: string;
  label: string;
  /** One count per category (week). */
  counts: number[];
}

const HEIGHT = 260;
const MARGIN: Margin = { top: 12, right: 24, bottom: 44, left: 48 };

/** The series as drawn: those with a count, at most `max`, the smallest of the rest added up as "Other". */
export function drawnSeries(
  series: CountSeries[],
  length: number,
  max = SERIES_COLOURS.length,
): (CountSeries & { colour: string })[] {
  const counted = series
    .map((s) => ({ ...s, counts: Array.from({ length }, (_, i) => finite(s.counts[i])) }))
    .map((s) => ({ ...s, total: s.counts.reduce((a, b) => a + b, 0) }))
    .filter((s) => s.total > 0);
  let kept = counted;
  let rest: typeof counted = [];
  if (counted.length > max) {
    const biggest = new Set([...counted].sort((a, b) => b.total - a.total).slice(0, max - 1));
    kept = counted.filter((s) => biggest.has(s));
    rest = counted.filter((s) => !biggest.has(s));
  }
  const drawn = kept.map((s, i) => ({
    key: s.key,
    label: s.label,
    counts: s.counts,
    colour: SERIES_COLOURS[i % SERIES_COLOURS.length]!,
  }));
  if (rest.length > 0)
    drawn.push({
      key: "__other",
      label: `Other (${rest.length})`,
      counts: Array.from({ length }, (_, i) => rest.reduce((sum, s) => sum + s.counts[i]!, 0)),
      colour: OTHER_COLOUR,
    });
  return drawn;
}

export function StackedBars({
  id,
  title,
  description,
  categories,
  ticks,
  series,
}: {
  id: string;
  title: string;
  description: string;
  /** The columns (weeks), oldest first. */
  categories: string[];
  /** Which columns are labelled on the axis. */
  ticks: AxisTick[];
  series: CountSeries[];
}) {
  const n = categories.length;
  const drawn = drawnSeries(series, n);
  const columns = Array.from({ length: n }, (_, i) => i);
  const layers = stack<number, number>()
    .keys(drawn.map((_, k) => k))
    .value((column, k) => drawn[k]!.counts[column]!)(columns);
  const max = Math.max(0, ...columns.map((c) => drawn.reduce((sum, s) => sum + s.counts[c]!, 0)));
  const x = scaleBand<number>()
    .domain(columns)
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .paddingInner(n > 20 ? 0.2 : 0.3)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
    .nice(4);
  const width = round(x.bandwidth());
  const centre = (i: number) => (x(i) ?? MARGIN.left) + x.bandwidth() / 2;
  return (
    <div className="mt-5">
      <Legend items={drawn.map((s) => ({ key: s.key, label: s.label, swatch: boxSwatch(s.colour) }))} />
      <div className="mt-3">
        <ChartSvg id={id} title={title} description={description} height={HEIGHT}>
          <YAxis ticks={countTicks(y.ticks(4))} y={y} margin={MARGIN} format={thousands} />
          <XAxis ticks={ticks} x={centre} baseline={HEIGHT - MARGIN.bottom} />
          {layers.map((layer, k) => (
            <g key={drawn[k]!.key} fill={drawn[k]!.colour} stroke="#ffffff" strokeWidth={1}>
              {layer.map(([y0, y1], column) => {
                if (!(y1 > y0)) return null;
                const top = round(y(y1));
                return (
                  <rect
                    key={column}
                    x={round(x(column) ?? 0)}
                    y={top}
                    width={width}
                    height={round(y(y0) - y(y1))}
                  />
                );
              })}
            </g>
          ))}
        </ChartSvg>
      </div>
    </div>
  );
}
