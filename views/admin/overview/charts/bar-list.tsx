/**
 * A ranked list as horizontal bars: each row's label above its bar, its value at the right (top pages,
 * sources, practice pages). Long labels are cut short in the drawing; the table has them whole.
 */
import { scaleLinear } from "d3-scale";
import { finite, truncate } from "./format";
import { ChartSvg, INK, round, SERIES_COLOURS, TRACK, WIDTH } from "./frame";

export interface BarItem {
  key: string;
  label: string;
  /** A second, lighter part of the label (a source's medium). */
  sub?: string;
  /** null: nothing to draw (e.g. a rate with no visitors); the value label says why. */
  value: number | null;
  valueLabel: string;
}

const ROW = 40;
const BAR = 12;
/** About as many characters as fit beside a value label at 12 units a character's height. */
const LABEL_CHARS = 92;

export function BarList({
  id,
  title,
  description,
  items,
  colour = SERIES_COLOURS[1]!,
}: {
  id: string;
  title: string;
  description: string;
  items: BarItem[];
  colour?: string;
}) {
  const max = Math.max(0, ...items.map((i) => finite(i.value)));
  const x = scaleLinear()
    .domain([0, max > 0 ? max : 1])
    .range([0, WIDTH]);
  const height = Math.max(1, items.length) * ROW;
  return (
    <div className="mt-5">
      <ChartSvg id={id} title={title} description={description} height={height}>
        {items.map((item, row) => {
          const top = row * ROW;
          const width = round(x(Math.max(0, finite(item.value))));
          return (
            <g key={item.key}>
              <text x={0} y={top + 15} fill="#0a1c2e">
                {truncate(item.label, LABEL_CHARS - (item.sub ? item.sub.length + 3 : 0))}
                {item.sub && <tspan fill={INK}> · {item.sub}</tspan>}
              </text>
              <text x={WIDTH} y={top + 15} textAnchor="end" fontWeight={600} fill="#0a1c2e">
                {item.valueLabel}
              </text>
              <rect x={0} y={top + 22} width={WIDTH} height={BAR} rx={2} fill={TRACK} />
              {width > 0 && <rect x={0} y={top + 22} width={width} height={BAR} rx={2} fill={colour} />}
            </g>
          );
        })}
      </ChartSvg>
    </div>
  );
}
