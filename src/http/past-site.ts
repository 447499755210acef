/**
 * The site as it was at an earlier instant, rendered by the site's own routes and views: an in-process
 * request carries the past content and posts in its environment under a symbol no visitor's request can
 * hold, and this middleware hands them to the routes in place of today's. Such an answer is never cached,
 * never counted as a visit, and never indexed.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { PastSite, RenderPast } from "../archive";
import type { AppEnv } from "./app-env";
import { keepOut } from "./page-cache";

const PAST = Symbol("the site on a past date");

const pastOf = (c: Context<AppEnv>): PastSite | undefined =>
  (c.env as { [PAST]?: PastSite } | undefined)?.[PAST];

/** Whether this request renders the past (the visit counter leaves it out). */
export const isPastRequest = (c: Context<AppEnv>): boolean => pastOf(c) !== undefined;

export function pastSite(): MiddlewareHandler<AppEnv> {
  return async function pastSiteMiddleware(c, next) {
    const past = pastOf(c);
    if (!past) return next();
    const deps = c.get("deps");
    c.set("deps", { ...deps, repos: { ...deps.repos, posts: past.posts } });
    c.set("site", { ...c.get("site"), firm: past.content.firm, content: past.content });
    keepOut(c);
    await next();
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
  };
}

/** Renders a path of the site as it was (a GET, as a visitor without cookies would make it). */
export function pastRenderer(app: {
  request: (input: string, init: RequestInit, env: unknown) => Response | Promise<Response>;
}): RenderPast {
  return async (past, path) =>
    app.request(`${past.origin}${path}`, { headers: { accept: "text/html" } }, { [PAST]: past });
}
