import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";

/** Paths that render no page: nothing there shows a "Schedule Consultation". */
const NO_PAGE = /^\/(?:api|assets|uploads|images)(?:\/|$)/;

/**
 * Asks the booking capability, once per page request, whether bookings are open, so every "Schedule
 * Consultation" the page renders leads to /book (or to /contact, as always, while no appointment type is
 * shown). It depends on the published content only, like the page cache's entries, so a kept page never
 * goes stale on it.
 */
export function bookingLinks(): MiddlewareHandler<AppEnv> {
  return async function bookingLinksMiddleware(c, next) {
    const method = c.req.method;
    let open = false;
    if ((method === "GET" || method === "HEAD" || method === "POST") && !NO_PAGE.test(c.req.path)) {
      // A page is never lost over this: if the answer cannot be had, the links lead to the contact form.
      open = await c
        .get("deps")
        .booking.open()
        .catch(() => false);
    }
    c.set("bookingOpen", open);
    return next();
  };
}
