import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { postViewOf } from "./viewer";

/**
 * `?preview` on any page, for a signed-in admin: the page as it will look with every draft and scheduled
 * change of the site's content applied, under a "Preview — not published" banner, never indexed and
 * never cached. Anyone else gets the published page (the parameter means nothing to them).
 */
export function contentPreview(): MiddlewareHandler<AppEnv> {
  return async function contentPreviewMiddleware(c, next) {
    if (c.req.method !== "GET" || c.req.query("preview") === undefined || postViewOf(c) !== "admin")
      return next();
    const content = await c.get("deps").content.previewSite();
    c.set("site", { ...c.get("site"), firm: content.firm, content });
    await next();
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
  };
}
