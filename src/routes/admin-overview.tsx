import { type Context, Hono } from "hono";
import { hostPanelPath } from "../../views/admin/site/consultations/host-paths";
import type { AppEnv } from "../http/app-env";
import { renderPage } from "../http/render";
import { csvRow, UTF8_BOM } from "../inbox";
import {
  OVERVIEW_PERIODS,
  OVERVIEW_TABLES,
  type OverviewPeriod,
  type OverviewSite,
  type OverviewTable,
  overviewTable,
} from "../stats";

export const OVERVIEW_PATH = "/admin/overview";

/** The period asked for; anything else is the default, 30 days. */
const periodOf = (c: Context<AppEnv>): OverviewPeriod => {
  const p = c.req.query("period");
  return (OVERVIEW_PERIODS as readonly string[]).includes(p ?? "") ? (p as OverviewPeriod) : "30d";
};

/** What the Overview needs of the site: the practice areas in order and the office hours. */
const siteOf = (c: Context<AppEnv>): OverviewSite => {
  const { content } = c.get("site");
  return {
    areas: content.practice.areas.map((a) => ({
      slug: a.slug,
      title: a.title,
      contactOption: a.contactOption,
    })),
    officeHours: content.settings.officeHours,
  };
};

/**
 * The firm's Overview: visits, sources, enquiries and answers for a period, drawn on the server (charts
 * readable without JavaScript), and each table as a CSV download.
 */
export const adminOverviewRoutes = new Hono<AppEnv>()
  .get(OVERVIEW_PATH, async (c) => {
    const deps = c.get("deps");
    const { stats } = deps;
    await stats.flush(); // the last second's views too
    const figures = await stats.overview(periodOf(c), siteOf(c));
    // The charts' d3 modules load with the page's first visit, not with every start of the server.
    const { OverviewPage } = await import("../../views/admin/overview/overview");
    return renderPage(
      c,
      {
        title: "Overview",
        description: "Visitors, sources, enquiries and answers.",
        robots: "noindex, nofollow",
      },
      <OverviewPage
        figures={figures}
        generatedAt={new Date((deps.now ?? Date.now)()).toISOString()}
        attention={(await deps.booking.attention()).map((a) => ({ ...a, href: hostPanelPath(a.hostId) }))}
      />,
    );
  })
  .get(`${OVERVIEW_PATH}/:file{[a-z-]+\\.csv}`, async (c) => {
    const table = c.req.param("file").replace(/\.csv$/, "");
    if (!(OVERVIEW_TABLES as readonly string[]).includes(table)) return c.notFound();
    const { stats } = c.get("deps");
    await stats.flush();
    const figures = await stats.overview(periodOf(c), siteOf(c));
    const { header, rows } = overviewTable(figures, table as OverviewTable);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Cache-Control", "no-store");
    c.header(
      "Content-Disposition",
      `attachment; filename="${table}-${figures.range.from}-to-${figures.range.to}.csv"`,
    );
    return c.body(UTF8_BOM + csvRow(header) + rows.map(csvRow).join(""));
  });
