/**
 * Daily figures as lines (one path per series however many days: 365 days are one path, not 365
 * marks). A series is a shaded area, a solid or a dashed line, so two series differ in more than colour.
 */
import { scaleLinear } from "d3-scale";
import { area, line } from "d3-shape";
import { finite, thousands } from "./format";
import { ChartSvg, countTicks, dayTicks, Legend, type Margin, round, WIDTH, XAxis, YAxis } from "./frame";

export interface LineSeries {
  key: string;
  label: string;
  /** One value per day. */
  values: number[];
  colour: string;
  /** "area": a line over a light fill; "dashed": a dashed line; "line": a solid line. */
  style: "area" | "dashed" | "line";
}

const HEIGHT = 260;
const MARGIN: Margin = { top: 12, right: 24, bottom: 44, left: 48 };
/** Up to this many days, each day also gets a dot. */
const DOTS_UP_TO = 10;

function swatch(s: LineSeries) {
  if (s.style === "area")
    return (
      <>
        <rect x="0" y="4" width="24" height="8" fill={s.colour} fillOpacity={0.15} />
        <line x1="0" x2="24" y1="4" y2="4" stroke={s.colour} strokeWidth={2.5} />
      </>
    );
  return (
    <line
      x1="0"
      x2="24"
      y1="6"
      y2="6"
      stroke={s.colour}
      strokeWidth={2}
      strokeDasharray={s.style === "dashed" ? "5 3" : undefined}
    />
  );
}

export function LineChart({
  id,
  title,
  description,
  days,
  series,
}: {
  id: string;
  title: string;
  description: string;
  /** "YYYY-MM-DD", oldest first; each series has one value per day. */
  days: string[];
  series: LineSeries[];
}) {
  const n = days.length;
  const max = Math.max(0, ...series.flatMap((s) => s.values.map(finite)));
  const x = scaleLinear()
    .domain(n > 1 ? [0, n - 1] : [-1, 1])
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top])
    .nice(4);
  const baseline = HEIGHT - MARGIN.bottom;
  const at = (v: number) => y(finite(v));
  const path = line<number>()
    .x((_, i) => x(i))
    .y(at)
    .digits(1);
  const fill = area<number>()
    .x((_, i) => x(i))
    .y0(baseline)
    .y1(at)
    .digits(1);
  return (
    <div className="mt-5">
      <Legend items={series.map((s) => ({ key: s.key, label: s.label, swatch: swatch(s) }))} />
      <div className="mt-3">
        <ChartSvg id={id} title={title} description={description} height={HEIGHT}>
          <YAxis ticks={countTicks(y.ticks(4))} y={y} margin={MARGIN} format={thousands} />
          <XAxis ticks={dayTicks(days)} x={x} baseline={baseline} />
          {series.map((s) => {
            const values = days.map((_, i) => finite(s.values[i]));
            return (
              <g key={s.key}>
                {s.style === "area" && n > 1 && (
                  <path d={fill(values) ?? ""} fill={s.colour} fillOpacity={0.12} />
                )}
                {n > 1 && (
                  <path
                    d={path(values) ?? ""}
                    fill="none"
                    stroke={s.colour}
                    strokeWidth={s.style === "area" ? 2.5 : 2}
                    strokeDasharray={s.style === "dashed" ? "6 4" : undefined}
                    strokeLinejoin="round"
                    strokeLinecap="round"
                  />
                )}
                {n <= DOTS_UP_TO &&
                  values.map((v, i) => (
                    <circle
                      key={i}
                      cx={round(x(i))}
                      cy={round(at(v))}
                      r={3.5}
                      fill={s.style === "area" ? s.colour : "#ffffff"}
                      stroke={s.colour}
                      strokeWidth={2}
                    />
                  ))}
              </g>
            );
          })}
        </ChartSvg>
      </div>
    </div>
  );
}
