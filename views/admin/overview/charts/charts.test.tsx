/**
 * The chart components and their words on their own: edge cases the page may never hand them (one day,
 * no series, all zeros, nulls, NaN), which must still draw without NaN; and the formats.
 */
import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { BarList } from "./bar-list";
import { DurationBars, durationTicks } from "./duration-bars";
import { duration, longDay, rangeLabel, share, tableDay, thousands, truncate } from "./format";
import { dayTicks, weekTicks } from "./frame";
import { LineChart } from "./line-chart";
import { drawnSeries, StackedBars } from "./stacked-bars";

const clean = (html: string) => {
  expect(html).not.toMatch(/NaN|Infinity|undefined/);
  expect(html).toContain('role="img"');
  return html;
};

/** The chart's own svg, without the legend's swatches. */
const chartPart = (html: string) => html.slice(html.indexOf('role="img"'));

const days = (n: number, from = Date.UTC(2026, 2, 2)) =>
  Array.from({ length: n }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));

describe("charts draw without NaN whatever they are given", () => {
  test("line chart: one day, all zeros, no days, a NaN value", () => {
    for (const [d, values] of [
      [days(1), [5]],
      [days(30), Array(30).fill(0)],
      [[], []],
      [days(3), [1, Number.NaN, 3]],
    ] as [string[], number[]][]) {
      clean(
        renderToString(
          <LineChart
            id="t"
            title="T"
            description="D"
            days={d}
            series={[{ key: "a", label: "A", values, colour: "#000000", style: "area" }]}
          />,
        ),
      );
    }
  });

  test("stacked bars: no series, zero counts, no weeks, missing counts", () => {
    const weeks = ["2026-03-02", "2026-03-09"];
    clean(
      renderToString(
        <StackedBars id="t" title="T" description="D" categories={weeks} ticks={[]} series={[]} />,
      ),
    );
    const zeros = renderToString(
      <StackedBars
        id="t"
        title="T"
        description="D"
        categories={weeks}
        ticks={weekTicks(weeks)}
        series={[{ key: "a", label: "A", counts: [0, 0] }]}
      />,
    );
    expect(chartPart(clean(zeros))).not.toContain("<rect");
    clean(
      renderToString(<StackedBars id="t" title="T" description="D" categories={[]} ticks={[]} series={[]} />),
    );
    const short = renderToString(
      <StackedBars
        id="t"
        title="T"
        description="D"
        categories={weeks}
        ticks={[]}
        series={[{ key: "a", label: "A", counts: [3] }]}
      />,
    );
    expect(chartPart(clean(short)).match(/<rect /g)?.length).toBe(1);
  });

  test("bar list: no items, zeros and nulls", () => {
    clean(renderToString(<BarList id="t" title="T" description="D" items={[]} />));
    const html = renderToString(
      <BarList
        id="t"
        title="T"
        description="D"
        items={[
          { key: "a", label: "A", value: 0, valueLabel: "0" },
          { key: "b", label: "B", value: null, valueLabel: "no visitors" },
        ]}
      />,
    );
    expect(clean(html)).toContain("no visitors");
  });

  test("duration bars: all null, one week, a reference without bars", () => {
    clean(
      renderToString(
        <DurationBars
          id="t"
          title="T"
          description="D"
          barLabel="B"
          categories={["2026-03-02", "2026-03-09"]}
          ticks={[]}
          hours={[null, null]}
        />,
      ),
    );
    const one = renderToString(
      <DurationBars
        id="t"
        title="T"
        description="D"
        barLabel="B"
        categories={["2026-03-02"]}
        ticks={weekTicks(["2026-03-02"])}
        hours={[Number.NaN]}
        reference={{ hours: 3, label: "Median 3 hours" }}
      />,
    );
    expect(clean(one)).toContain("Median 3 hours");
  });
});

describe("series beyond eight", () => {
  test("the biggest seven are drawn in their order, the rest added up as Other; empty ones left out", () => {
    const series = Array.from({ length: 11 }, (_, i) => ({
      key: `s${i}`,
      label: `S${i}`,
      counts: i === 10 ? [0, 0] : [i, 1],
    }));
    const drawn = drawnSeries(series, 2);
    expect(drawn.map((s) => s.label)).toEqual(["S3", "S4", "S5", "S6", "S7", "S8", "S9", "Other (3)"]);
    // S0 (0, 1), S1 (1, 1) and S2 (2, 1) added up; S10 counted nothing.
    expect(drawnSeries(series, 2).at(-1)!.counts).toEqual([0 + 1 + 2, 3]);
    expect(new Set(drawn.map((s) => s.colour)).size).toBe(8);
  });
});

describe("axis ticks", () => {
  test("days: every day for a week, Mondays for a month, months for a year", () => {
    expect(dayTicks(days(7)).map((t) => t.label)).toEqual([
      "Mar 2",
      "Mar 3",
      "Mar 4",
      "Mar 5",
      "Mar 6",
      "Mar 7",
      "Mar 8",
    ]);
    expect(dayTicks(days(30)).map((t) => t.label)).toEqual(["Mar 2", "Mar 9", "Mar 16", "Mar 23", "Mar 30"]);
    // 90 days from March 2 run to May 30.
    expect(dayTicks(days(90)).map((t) => t.label)).toEqual(["Mar 15", "Apr 1", "Apr 15", "May 1", "May 15"]);
    const year = dayTicks(days(365, Date.UTC(2025, 3, 1)));
    expect(year.length).toBe(12);
    expect(year[0]).toEqual({ index: 0, label: "Apr", sub: "2025" });
    expect(year[9]).toMatchObject({ label: "Jan", sub: "2026" });
  });

  test("durations: hours that divide a day, then days; never an odd value", () => {
    expect(durationTicks(22)).toMatchObject({ top: 24, ticks: [0, 6, 12, 18, 24] });
    expect(durationTicks(22).label(18)).toBe("18 h");
    expect(durationTicks(100)).toMatchObject({ top: 120, ticks: [0, 24, 48, 72, 96, 120] });
    expect(durationTicks(100).label(48)).toBe("2 d");
    expect(durationTicks(0.7).label(0.5)).toBe("30 min");
    expect(durationTicks(0)).toMatchObject({ top: 1 });
    expect(durationTicks(Number.NaN).ticks.every(Number.isFinite)).toBe(true);
  });
});

describe("formats", () => {
  test("numbers and shares", () => {
    expect(thousands(1234567)).toBe("1,234,567");
    expect(thousands(999)).toBe("999");
    expect(thousands(2.5)).toBe("2.5");
    expect(thousands(Number.NaN)).toBe("0");
    expect(share(1, 3)).toBe("33%");
    expect(share(1, 1000)).toBe("<1%");
    expect(share(5, 0)).toBe("0%");
  });

  test("durations in words", () => {
    expect(duration(0)).toBe("under 1 minute");
    expect(duration(0.5)).toBe("30 minutes");
    expect(duration(1)).toBe("1 hour");
    expect(duration(2.54)).toBe("2.5 hours");
    expect(duration(14.4)).toBe("14 hours");
    expect(duration(23.7)).toBe("1 day");
    expect(duration(27)).toBe("1 day 3 hours");
    expect(duration(49)).toBe("2 days 1 hour");
  });

  test("days and ranges", () => {
    expect(longDay("2026-03-12")).toBe("March 12, 2026");
    expect(tableDay("2026-03-12")).toBe("Thu, Mar 12, 2026");
    expect(rangeLabel("2026-03-02", "2026-03-31")).toBe("March 2 – 31, 2026");
    expect(rangeLabel("2026-02-03", "2026-03-02")).toBe("February 3 – March 2, 2026");
    expect(rangeLabel("2025-04-01", "2026-03-31")).toBe("April 1, 2025 – March 31, 2026");
    expect(rangeLabel("2026-03-02", "2026-03-02")).toBe("March 2, 2026");
  });

  test("truncate", () => {
    expect(truncate("abcdef", 10)).toBe("abcdef");
    expect(truncate("abcdefghijkl", 6)).toBe("abcde…");
  });
});
