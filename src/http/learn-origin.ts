import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { requestOrigin } from "./request-context";

/** Keeps the origin this signed-in admin's request reached the site at, when none is known yet. */
async function learnFrom(c: Context<AppEnv>): Promise<void> {
  const session = c.get("session");
  const deps = c.get("deps");
  if (!session || deps.config.siteUrl) return;
  // Learning is a nicety of the admin's request: it never fails it (the next request tries again).
  await deps.content.learnOrigin(requestOrigin(c.req.raw, deps.config), session.username).catch(() => {});
}

/**
 * With SITE_URL unset, the site learns its own address from its admins: the sign-in (or, on a site
 * upgraded with admins already signed in, their next request) stores the origin that admin reached the
 * site at, through a trusted proxy's forwarded host and protocol. A visitor's Host header never gets
 * there: only someone who can sign in decides it, and the Site screen shows it and lets an admin change it.
 * Once an address is stored this is a memory check per admin request (src/content/origin.ts).
 */
export function learnSiteOrigin(): MiddlewareHandler<AppEnv> {
  return async function learnSiteOriginMiddleware(c, next) {
    const signedIn = c.get("session") !== undefined;
    // Before the handler, so the screen this request shows already says what was learnt.
    if (signedIn) await learnFrom(c);
    await next();
    if (!signedIn && c.res.status < 400) await learnFrom(c);
  };
}
