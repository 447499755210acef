import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { publicPaths } from "./pages";

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export const seoFileRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = c.get("site").origin;
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  })
  .get("/sitemap.xml", async (c) => {
    const { origin, content } = c.get("site");
    const posts = await c.get("deps").repos.posts.listSlugs();
    // Lists of practice areas on the site now (a retired area's list leads elsewhere).
    const areas = [...new Set(posts.map((p) => p.serviceArea))].filter((a) => content.practice.bySlug.has(a));
    const urls = [
      ...publicPaths(content).map((p) => ({
        loc: `${origin}${p}`,
        lastmod: undefined as string | undefined,
      })),
      // The articles page, each practice area's list that has articles, and the feed.
      { loc: `${origin}/blog`, lastmod: posts[0]?.publishedAt.slice(0, 10) },
      ...areas.map((area) => ({
        loc: `${origin}/blog?area=${area}`,
        lastmod: posts.find((p) => p.serviceArea === area)?.publishedAt.slice(0, 10),
      })),
      { loc: `${origin}/blog/feed.xml`, lastmod: posts[0]?.publishedAt.slice(0, 10) },
      ...posts.map((p) => ({
        loc: `${origin}/blog/${encodeURIComponent(p.slug)}`,
        lastmod: p.publishedAt.slice(0, 10),
      })),
    ];
    const body = urls
      .map(
        (u) =>
          `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}</url>`,
      )
      .join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
    );
  });
