import { type Context, Hono } from "hono";
import { type ArchiveForm, SiteArchivePage } from "../../views/admin/site/site-archive";
import { changesBetween, packSite, pathsAt, type RenderPast, siteAt } from "../archive";
import type { AppEnv } from "../http/app-env";
import { errorResponse } from "../http/error-response";
import { renderPage } from "../http/render";
import { fromFirmLocal, parseInstant, toFirmLocal } from "../shared/dates";
import { isLocalPath } from "../shared/local-path";
import { ROBOTS, SITE } from "./admin-site";

const ARCHIVE = `${SITE}/archive`;

/**
 * A moment as typed (the firm's clock, to the minute: the end of that minute, so what was published during
 * it is in, and no later than `now`) or as linked (ISO 8601, exact): ms, or undefined when it is neither.
 */
function momentOf(value: string | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const typed = fromFirmLocal(value);
  if (typed === undefined) return parseInstant(value);
  const start = parseInstant(typed);
  return start === undefined ? undefined : start > now ? start : Math.min(start + 59_999, now);
}

const LATER = "That moment is still to come. Choose a date and time up to now.";

/**
 * Site → Site on a date: the public site as it was at a moment (each page, and all of it as one archive),
 * and what changed between two moments. `render` renders a path of the past site with the site's own
 * routes (src/http/past-site.ts).
 */
export function adminSiteArchiveRoutes(render: RenderPast) {
  const page = (c: Context<AppEnv>, props: Parameters<typeof SiteArchivePage>[0], status: 200 | 400 = 200) =>
    renderPage(
      c,
      { title: "Site on a date", description: "The public site as it was at a moment.", robots: ROBOTS },
      <SiteArchivePage {...props} />,
      status,
    );

  return new Hono<AppEnv>()
    .get(ARCHIVE, async (c) => {
      const deps = c.get("deps");
      const now = (deps.now ?? Date.now)();
      const [at, from, to] = ["at", "from", "to"].map((k) => c.req.query(k)?.trim() ?? "") as [
        string,
        string,
        string,
      ];
      const form: ArchiveForm = { at, from, to, errors: {} };
      const check = (key: "at" | "from" | "to", value: string, label: string) => {
        if (!value) return undefined;
        const ms = momentOf(value, now);
        if (ms === undefined)
          form.errors[key] = `${label}: enter a date and time, for example 2026-03-04 09:30.`;
        else if (ms > now) form.errors[key] = `${label}: ${LATER}`;
        return ms;
      };
      const atMs = check("at", at, "Date and time");
      const fromMs = check("from", from, "From");
      const toMs = check("to", to, "To");
      if (Object.keys(form.errors).length > 0) return page(c, { form }, 400);
      // A linked moment (ISO) shows in the form as the firm's clock.
      if (atMs !== undefined) form.at = toFirmLocal(atMs);
      if (fromMs !== undefined) form.from = toFirmLocal(fromMs);
      if (toMs !== undefined) form.to = toFirmLocal(toMs);
      if ((fromMs === undefined) !== (toMs === undefined)) {
        form.errors[fromMs === undefined ? "from" : "to"] =
          `${fromMs === undefined ? "From" : "To"}: enter both dates to compare them.`;
        return page(c, { form }, 400);
      }
      const props: Parameters<typeof SiteArchivePage>[0] = { form };
      if (atMs !== undefined) {
        const past = await siteAt(deps, atMs);
        if (!past) props.noSite = true;
        else {
          props.pages = await pathsAt(past, render);
          props.atIso = new Date(atMs).toISOString();
        }
      }
      if (fromMs !== undefined && toMs !== undefined) {
        const [a, b] = fromMs <= toMs ? [fromMs, toMs] : [toMs, fromMs];
        props.changes = await changesBetween(deps, a, b);
        props.between = { from: new Date(a).toISOString(), to: new Date(b).toISOString() };
      }
      return page(c, props);
    })
    .get(`${ARCHIVE}/view`, async (c) => {
      const deps = c.get("deps");
      const at = momentOf(c.req.query("at"), (deps.now ?? Date.now)());
      const path = c.req.query("path") ?? "/";
      if (at === undefined) return errorResponse(c, 400, "Date and time: choose the moment to show.");
      if (!isLocalPath(path) || !path.startsWith("/") || path.startsWith("/admin") || path.startsWith("/api"))
        return errorResponse(c, 400, "Page: choose one of the site's pages from the list.");
      const past = await siteAt(deps, at);
      if (!past)
        return errorResponse(c, 404, "The site had no content yet at that moment. Choose a later date.");
      const res = await render(past, path);
      return new Response(res.body, {
        status: res.status,
        headers: {
          "content-type": res.headers.get("content-type") ?? "text/html; charset=utf-8",
          "cache-control": "private, no-store",
          "x-robots-tag": "noindex, nofollow",
        },
      });
    })
    .get(`${ARCHIVE}/download`, async (c) => {
      const deps = c.get("deps");
      const at = momentOf(c.req.query("at"), (deps.now ?? Date.now)());
      if (at === undefined) return errorResponse(c, 400, "Date and time: choose the moment to download.");
      const past = await siteAt(deps, at);
      if (!past)
        return errorResponse(c, 404, "The site had no content yet at that moment. Choose a later date.");
      const archive = await packSite(past, render, deps.content);
      const name = `site-${toFirmLocal(at).replace(":", "")}.tar.gz`;
      return new Response(archive.bytes, {
        headers: {
          "content-type": "application/gzip",
          "content-disposition": `attachment; filename="${name}"`,
          "cache-control": "private, no-store",
        },
      });
    });
}
