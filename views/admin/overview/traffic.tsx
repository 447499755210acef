/** The Overview's traffic sections: visitors and page views per day, top pages, top sources. */
import type { OverviewFigures } from "../../../src/stats";
import { SourceRules } from "./campaigns";
import { BarList } from "./charts/bar-list";
import { finite, plural, rangeLabel, share, tableDay, thousands, weekdayDay } from "./charts/format";
import { SERIES_COLOURS } from "./charts/frame";
import { LineChart } from "./charts/line-chart";
import { DataTable, Panel } from "./panel";

export function Visits({ figures }: { figures: OverviewFigures }) {
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
  const unsorted = finite(totals.unsorted ?? 0);
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
      {unsorted > 0 && (
        <>
          {" "}
          Another {plural(unsorted, "request")} came in floods too fast to tell people from automated traffic;
          they are not counted as visitors or page views.
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

export function TopPages({ figures }: { figures: OverviewFigures }) {
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

export function TopSources({ figures }: { figures: OverviewFigures }) {
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
        explain={<SourceRules />}
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
    <Panel id={id} title={title} table="sources" period={period} summary={summary} explain={<SourceRules />}>
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
