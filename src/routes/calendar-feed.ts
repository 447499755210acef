import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";

/** Where a lawyer's calendar subscribes to their bookings; the request log shows only this prefix. */
export const FEED_PREFIX = "/calendars/";
/** A feed token: base64url, as the booking capability makes them. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * GET /calendars/{token}.ics: a lawyer's bookings for their own calendar to subscribe to. Public (calendar
 * services cannot sign in), the long random token is the key; a wrong or stopped one is a plain 404.
 * Subscribers are told to come back every 15 minutes; in between, nothing shared may keep a copy.
 */
export const calendarFeedRoutes = new Hono<AppEnv>().get(`${FEED_PREFIX}:file{[^/]+\\.ics}`, async (c) => {
  const token = c.req.param("file").replace(/\.ics$/, "");
  const ics = TOKEN.test(token) ? await c.get("deps").booking.feedIcs(token) : undefined;
  if (ics === undefined) {
    c.header("Cache-Control", "no-store");
    return c.text(
      "No calendar at this address: it may have been stopped. Ask the firm for the new one.",
      404,
    );
  }
  c.header("Content-Type", "text/calendar; charset=utf-8");
  c.header("Cache-Control", "private, max-age=300");
  c.header("X-Robots-Tag", "noindex");
  return c.body(ics);
});
