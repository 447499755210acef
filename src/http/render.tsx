import type { Context } from "hono";
import type { ReactElement } from "react";
// renderToString is the same in every build; the browser one loads none of Node's stream modules at start.
import { renderToString } from "react-dom/server.browser";
import { Document } from "../../views/layout/document";
import { BookingOpen } from "../../views/layout/schedule-link";
import { SiteLayout } from "../../views/layout/site-layout";
import { IslandContext, newIslandCollector } from "../../views/ui/island";
import { islandNames } from "../generated/islands";
import { assetManifest, assetUrl } from "../lib/assets";
import type { AppEnv } from "./app-env";

export interface PageMeta {
  /** Page title without the firm suffix. */
  title: string;
  description: string;
  keywords?: string[];
  /** Defaults to the request path. */
  canonicalPath?: string;
  /** Public pages index/follow; admin and error pages do not. */
  robots?: "index, follow" | "noindex, nofollow";
  ogType?: "website" | "article";
  /** Absolute or root-relative image URL. */
  ogImage?: string;
  jsonLd?: object[];
}

const DEFAULT_OG_IMAGE = "/images/og-image.jpg";

/** The one render helper: page body → layout → document shell, with exactly the islands it used. */
export function renderPage(c: Context<AppEnv>, meta: PageMeta, body: ReactElement, status = 200): Response {
  const site = c.get("site");
  const path = c.req.path;
  const islands = newIslandCollector(islandNames);
  const bodyHtml = renderToString(
    <IslandContext.Provider value={islands}>
      <BookingOpen.Provider value={c.get("bookingOpen") ?? false}>
        <SiteLayout
          firm={site.firm}
          content={site.content}
          path={path}
          flash={c.get("flash")}
          adminNav={c.get("adminNav")}
        >
          {body}
        </SiteLayout>
      </BookingOpen.Provider>
    </IslandContext.Provider>,
  );
  const scripts: string[] = [];
  for (const name of islands.used) {
    const entry = assetManifest.islands[name];
    if (!entry) continue;
    scripts.push(entry.src);
  }
  const absolute = (u: string) => (/^https?:\/\//.test(u) ? u : `${site.origin}${u}`);
  const html = renderToString(
    <Document
      head={{
        title: `${meta.title} | ${site.firm.name}`,
        description: meta.description,
        keywords: meta.keywords ?? [],
        canonical: absolute(meta.canonicalPath ?? path),
        // A preview of drafts is never indexed.
        robots: site.content.preview ? "noindex, nofollow" : (meta.robots ?? "index, follow"),
        ogType: meta.ogType ?? "website",
        ogImage: absolute(meta.ogImage ?? assetUrl(DEFAULT_OG_IMAGE)),
        siteName: site.firm.name,
        favicon: site.content.settings.favicon?.src,
        jsonLd: meta.jsonLd ?? [],
      }}
      bodyHtml={bodyHtml}
      css={assetManifest.css}
      scripts={scripts}
    />,
  );
  return c.html(`<!doctype html>${html}`, status as 200);
}
