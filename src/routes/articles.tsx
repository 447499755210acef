import { type Context, Hono } from "hono";
import { ArticlesPage } from "../../views/site/articles";
import { blogLd, pageLd } from "../../views/site/json-ld";
import type { AppEnv } from "../http/app-env";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { imageAt, responsiveImagesFor } from "../images";
import { atomFeed } from "../posts";
import { serviceAreaLabel } from "../shared/fields";
import { alertsFormFor } from "./alerts-form-props";

/** Articles per page of /blog, and entries in a feed. */
export const ARTICLES_PAGE_SIZE = 12;
export const FEED_ENTRIES = 20;

/**
 * The practice area a `?area=` names; undefined for none given, null for a value that names none (a
 * 404: no such list exists), or where a former address now leads (a renamed area's new one, or the
 * whole list for a retired area). Only the first value counts.
 */
function areaOf(c: Context<AppEnv>) {
  const raw = c.req.query("area");
  if (raw === undefined || raw === "") return undefined;
  const practice = c.get("site").content.practice;
  const where = practice.resolve(raw);
  if (where.kind === "moved" || where.kind === "retired") {
    const q = new URLSearchParams(c.req.query());
    if (where.kind === "moved") q.set("area", where.slug);
    else q.delete("area");
    const s = q.toString();
    return { redirect: `${c.req.path}${s ? `?${s}` : ""}` };
  }
  return practice.bySlug.get(raw) ?? null;
}

const listPath = (area: string | undefined, page = 1) => {
  const q = new URLSearchParams();
  if (area) q.set("area", area);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `/blog?${s}` : "/blog";
};

function notFound(c: Context<AppEnv>, what: string) {
  return renderPage(
    c,
    { title: "Page Not Found", description: what, robots: "noindex, nofollow" },
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-4xl font-bold text-navy-900">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">{what}</p>
      <p className="mt-8">
        <a href="/blog" className="font-semibold text-sea-700 underline underline-offset-4">
          See all insights
        </a>
      </p>
    </section>,
    404,
  );
}

/** /blog (all published articles, newest first, paged, by practice area) and its Atom feed. */
export const articlesRoutes = new Hono<AppEnv>()
  .get("/blog", async (c) => {
    const area = areaOf(c);
    if (area === null) return notFound(c, "There is no such practice area.");
    if (area && "redirect" in area) return redirectTo(c, area.redirect, 301);
    const rawPage = c.req.query("page");
    if (rawPage !== undefined && !/^[1-9]\d{0,5}$/.test(rawPage))
      return notFound(c, "That page of articles does not exist.");
    const page = Number(rawPage ?? 1);
    const deps = c.get("deps");
    const { items, total } = await deps.repos.posts.publicPage(
      area?.serviceArea,
      (page - 1) * ARTICLES_PAGE_SIZE,
      ARTICLES_PAGE_SIZE,
    );
    const pages = Math.max(1, Math.ceil(total / ARTICLES_PAGE_SIZE));
    if (page > pages) return notFound(c, "That page of articles does not exist.");
    const images = await responsiveImagesFor(deps, ...items.map((p) => p.featuredImage));
    const site = c.get("site");
    const path = listPath(area?.serviceArea, page);
    const title = `${area ? `${area.title} ` : ""}Insights${page > 1 ? ` (page ${page})` : ""}`;
    const description = area
      ? `Articles on ${area.title} in the Cayman Islands from the lawyers of ${site.firm.name}.`
      : `Articles on Cayman Islands law, regulation and practice from the lawyers of ${site.firm.name}.`;
    return renderPage(
      c,
      {
        title,
        description,
        keywords: ["Cayman Islands law", "legal insights", ...(area ? [area.title] : [])],
        canonicalPath: path,
        jsonLd: [
          ...pageLd(site, { path, title, description }, [
            { name: "Insights", path: "/blog" },
            ...(area ? [{ name: area.navLabel, path: listPath(area.serviceArea) }] : []),
          ]),
          blogLd(site, { path, title, description }, items),
        ],
      },
      <ArticlesPage
        posts={items.map((p) => ({ ...p, image: imageAt(images, p.featuredImage) }))}
        area={area}
        areas={site.content.practice.areas}
        page={page}
        pages={pages}
        pageHref={(n) => listPath(area?.serviceArea, n)}
        feedHref={`/blog/feed.xml${area ? `?area=${area.serviceArea}` : ""}`}
        alerts={await alertsFormFor(c, "/blog")}
      />,
    );
  })
  .get("/blog/feed.xml", async (c) => {
    const area = areaOf(c);
    if (area === null) return c.text("There is no such practice area.", 404);
    if (area && "redirect" in area) return redirectTo(c, area.redirect, 301);
    const site = c.get("site");
    const { items } = await c.get("deps").repos.posts.publicPage(area?.serviceArea, 0, FEED_ENTRIES);
    const query = area ? `?area=${area.serviceArea}` : "";
    c.header("Content-Type", "application/atom+xml; charset=UTF-8");
    return c.body(
      atomFeed({
        origin: site.origin,
        selfPath: `/blog/feed.xml${query}`,
        htmlPath: listPath(area?.serviceArea),
        title: `${site.firm.name} Insights${area ? `: ${area.title}` : ""}`,
        subtitle: area
          ? `Articles on ${area.title} in the Cayman Islands.`
          : "Articles on Cayman Islands law, regulation and practice.",
        author: site.firm.name,
        entries: items.map((p) => ({ ...p, serviceAreaLabel: serviceAreaLabel(p.serviceArea) })),
      }),
    );
  });
