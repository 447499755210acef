/**
 * Every public page of the site at an instant, as HTML: the addresses the site's own sitemap listed then
 * (home, services, practice pages, about, our people, contact, legal pages, insights and each post), each
 * rendered by the site's own routes (the caller's `render`).
 */
import type { PastSite } from "./site-at";

/** Renders a path of the past site (the request edge does it: src/http/past-site.ts). */
export type RenderPast = (past: PastSite, path: string) => Promise<Response>;

export interface PastPage {
  path: string;
  html: string;
}

/** The site-relative paths the sitemap names (its own origin stripped), home first. */
export async function pathsAt(past: PastSite, render: RenderPast): Promise<string[]> {
  const res = await render(past, "/sitemap.xml");
  const xml = await res.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap((m) => {
    try {
      const url = new URL(m[1]!.replace(/&amp;/g, "&"));
      return [url.pathname];
    } catch {
      return [];
    }
  });
  return [...new Set(["/", ...paths])];
}

export async function pagesAt(past: PastSite, render: RenderPast): Promise<PastPage[]> {
  const out: PastPage[] = [];
  for (const path of await pathsAt(past, render)) {
    const res = await render(past, path);
    if (res.status === 200) out.push({ path, html: await res.text() });
    else await res.body?.cancel();
  }
  return out;
}

/** A page's file in the archive: / → pages/index.html, /about → pages/about/index.html. */
export const pageFile = (path: string) => `pages${path === "/" ? "" : path}/index.html`;
