import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";

/**
 * The number of new enquiries beside "Enquiries" in the admin navigation, on every signed-in admin page
 *: one indexed COUNT per page, here rather than in each route. Runs after the admin guard,
 * which sets `adminNav` only for signed-in admin pages.
 */
export function adminNavCount(): MiddlewareHandler<AppEnv> {
  return async function adminNavCountMiddleware(c, next) {
    const nav = c.get("adminNav");
    if (nav) c.set("adminNav", { ...nav, newEnquiries: await c.get("deps").repos.inbox.countNew() });
    return next();
  };
}
