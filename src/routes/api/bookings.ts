import { type Context, Hono } from "hono";
import type { ActionResult } from "../../booking";
import type { AppEnv } from "../../http/app-env";
import { record } from "../../http/audit";
import { readJson } from "../../http/request-body";
import { UTF8_BOM } from "../../inbox";
import { firmDate } from "../../shared/dates";
import {
  actorOfSession,
  bookingsCsvName,
  csvStream,
  filterOf,
  isOutcome,
  OUTCOMES,
  parseBookingList,
} from "../admin/booking-params";

const API = "/api/bookings";

/**
 * An action's answer: the booking as it is now, and whether the client is e-mailed about it (false when
 * the site cannot send e-mail); or `{ error }` with 404 (no such booking) or 409 (its state forbids it).
 */
function answer(c: Context<AppEnv>, result: ActionResult, emails: boolean) {
  if (!result.ok)
    return c.json(
      { error: result.error, ...(result.alternatives ? { alternatives: result.alternatives } : {}) },
      result.status,
    );
  return c.json({ booking: result.booking, emailed: emails && c.get("deps").mail.enabled });
}

/**
 * Consultation bookings for staff. The admin guard answers 401 to anyone signed out before these run
 * (none is on the public list), and the origin check refuses a POST from another site.
 */
export const bookingsApiRoutes = new Hono<AppEnv>()
  // `{ items, total, page, pages, counts }`: one page of bookings (`view`: requested, upcoming, past,
  // cancelled, or all, the default; `q`: name, e-mail address or party; `page` from 1).
  .get(API, async (c) => {
    const parsed = parseBookingList(c.req.query(), "all");
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const { params } = parsed;
    return c.json(await c.get("deps").booking.list(filterOf(params), params.page));
  })
  // The same filters as a CSV download of every matching booking.
  .get(`${API}/export.csv`, async (c) => {
    const parsed = parseBookingList({ view: c.req.query("view"), q: c.req.query("q") }, "all");
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const deps = c.get("deps");
    // Who downloaded clients' details, and which: the view and whether searched, never the search itself.
    await record(
      c,
      "booking.export",
      { type: "booking" },
      { view: parsed.params.view, searched: Boolean(parsed.params.q) },
    );
    const name = bookingsCsvName(parsed.params.view, firmDate((deps.now ?? Date.now)()));
    return c.body(csvStream(deps.booking.csv(filterOf(parsed.params)), UTF8_BOM), 200, {
      "Content-Type": "text/csv; charset=UTF-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      // A streamed body is never read whole to hash it: the request's own id is its tag (never cached).
      ETag: `W/"${c.get("requestId")}"`,
    });
  })
  // One booking with its conflict pre-check's matches.
  .get(`${API}/:id`, async (c) => {
    const booking = await c.get("deps").booking.get(c.req.param("id"));
    if (!booking) return c.json({ error: "There is no such booking." }, 404);
    return c.json(booking);
  })
  .post(`${API}/:id/confirm`, async (c) =>
    answer(c, await c.get("deps").booking.confirm(c.req.param("id"), actorOfSession(c)), true),
  )
  .post(`${API}/:id/decline`, async (c) =>
    answer(c, await c.get("deps").booking.decline(c.req.param("id"), actorOfSession(c)), true),
  )
  .post(`${API}/:id/cancel`, async (c) =>
    answer(c, await c.get("deps").booking.cancelByFirm(c.req.param("id"), actorOfSession(c)), true),
  )
  // `{ outcome: "attended" | "no-show" | "firm-cancelled" }`, after the meeting's end.
  .post(`${API}/:id/outcome`, async (c) => {
    const { outcome } = (await readJson(c)) as { outcome?: unknown };
    if (!isOutcome(outcome)) {
      const error = `outcome must be one of ${OUTCOMES.join(", ")}.`;
      return c.json({ error, fields: { outcome: error } }, 400);
    }
    const result = await c.get("deps").booking.outcome(c.req.param("id"), outcome, actorOfSession(c));
    return answer(c, result, false);
  });
