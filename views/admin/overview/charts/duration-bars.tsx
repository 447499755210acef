/**
 * A duration per week as columns (the median time to a first answer), on an axis in hours or, from two
 * days up, in days. A week without a value has no column; a dashed line can mark the whole period's value.
 */
import { scaleBand, scaleLinear } from "d3-scale";
import { finite } from "./format";
import {
  type AxisTick,
  boxSwatch,
  ChartSvg,
  Legend,
  type Margin,
  round,
  SERIES_COLOURS,
  WIDTH,
  XAxis,
  YAxis,
} from "./frame";

const HEIGHT = 240;
const REFERENCE_COLOUR = SERIES_COLOURS[2]!;
const MARGIN: Margin = { top: 16, right: 24, bottom: 44, left: 56 };

/** Steps an axis in hours may take: minutes, hours that divide a day, then whole days. */
const STEPS = [1 / 12, 1 / 6, 1 / 4, 1 / 2, 1, 2, 3, 4, 6, 12, 24, 48, 72, 168, 336, 720];

/**
 * At most five steps from 0 to at least `maxHours`, in minutes, hours or days (never "1 d 1 h" on an
 * axis), and each tick's label.
 */
export function durationTicks(maxHours: number): {
  top: number;
  ticks: number[];
  label: (h: number) => string;
} {
  const max = finite(maxHours) > 0 ? maxHours : 1;
  const step = STEPS.find((s) => max / s <= 5) ?? Math.ceil(max / 5 / 720) * 720;
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let t = 0; t <= top + 1e-9; t += step) ticks.push(t);
  const label =
    step < 1
      ? (h: number) => (h === 0 ? "0" : `${Math.round(h * 60)} min`)
      : step < 24
        ? (h: number) => (h === 0 ? "0" : `${Math.round(h)} h`)
        : (h: number) => (h === 0 ? "0" : `${Math.round(h / 24)} d`);
  return { top, ticks, label };
}

export function DurationBars({
  id,
  title,
  description,
  categories,
  ticks,
  hours,
  barLabel,
  reference,
  colour = SERIES_COLOURS[0]!,
}: {
  id: string;
  title: string;
  description: string;
  categories: string[];
  ticks: AxisTick[];
  /** One value per category, in hours; null: nothing to draw. */
  hours: (number | null)[];
  /** What a column is, in the legend. */
  barLabel: string;
  /** A line across the chart, e.g. the median of the whole period. */
  reference?: { hours: number; label: string } | undefined;
  colour?: string;
}) {
  const n = categories.length;
  const columns = Array.from({ length: n }, (_, i) => i);
  const values = columns.map((i) => {
    const v = hours[i];
    return v === null || v === undefined || !Number.isFinite(v) ? null : Math.max(0, v);
  });
  const max = Math.max(0, ...values.map((v) => v ?? 0), reference ? finite(reference.hours) : 0);
  const scale = durationTicks(max);
  const x = scaleBand<number>()
    .domain(columns)
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .paddingInner(n > 20 ? 0.2 : 0.3)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([0, scale.top])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const baseline = HEIGHT - MARGIN.bottom;
  const width = round(x.bandwidth());
  const refY = reference ? round(y(finite(reference.hours))) : 0;
  return (
    <div className="mt-5">
      <Legend
        items={[
          { key: "bars", label: barLabel, swatch: boxSwatch(colour) },
          ...(reference
            ? [
                {
                  key: "reference",
                  label: reference.label,
                  swatch: (
                    <line
                      x1="0"
                      x2="24"
                      y1="6"
                      y2="6"
                      stroke={REFERENCE_COLOUR}
                      strokeWidth={2}
                      strokeDasharray="6 4"
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <div className="mt-3">
        <ChartSvg id={id} title={title} description={description} height={HEIGHT}>
          <YAxis ticks={scale.ticks} y={y} margin={MARGIN} format={scale.label} />
          <XAxis ticks={ticks} x={(i) => (x(i) ?? MARGIN.left) + x.bandwidth() / 2} baseline={baseline} />
          <g fill={colour}>
            {values.map((v, i) =>
              v === null || v === 0 ? null : (
                <rect
                  key={i}
                  x={round(x(i) ?? 0)}
                  y={round(y(v))}
                  width={width}
                  height={round(baseline - y(v))}
                />
              ),
            )}
          </g>
          {reference && (
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={refY}
              y2={refY}
              stroke={REFERENCE_COLOUR}
              strokeWidth={2}
              strokeDasharray="6 4"
            />
          )}
        </ChartSvg>
      </div>
    </div>
  );
}
