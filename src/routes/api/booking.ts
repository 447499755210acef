import { Hono } from "hono";
import type { BookingRequest } from "../../booking";
import type { AppEnv } from "../../http/app-env";
import { readJson } from "../../http/request-body";
import { sendBooking } from "../book-request";

/** The longest window of free times one call may ask for. */
export const MAX_SLOT_DAYS = 62;
const DEFAULT_SLOT_DAYS = 14;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date "YYYY-MM-DD" (not 2026-02-31). */
function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

const badInput = (field: string, message: string) => ({ error: message, fields: { [field]: message } });

/**
 * The public booking API: the types on offer, their free times and a booking request. The same
 * capability calls as the /book pages, so the same rules hold (times offered and accepted alike, one
 * booking per time, the throttle); a JSON client that sends no form token is not taken for a bot, as on
 * POST /api/contact.
 */
export const bookingApiRoutes = new Hono<AppEnv>();

/**
 * GET /api/booking/types: the shown types `[{ id, name, practiceArea, minutes, location, hosts? }]`;
 * `hosts` `[{ id, name }]` only when the type lets visitors choose the lawyer.
 */
bookingApiRoutes.get("/api/booking/types", async (c) => c.json(await c.get("deps").booking.types()));

/**
 * GET /api/booking/slots?type={id}&from={YYYY-MM-DD}&days={1–62}&host={lawyer id}: `{ timeZone, days:
 * [{ date, slots }] }` (`host` empty or "any": times any of the type's lawyers is free); 400 naming the
 * parameter that is wrong (a lawyer the type does not let visitors choose too), 404 for a type that is not
 * offered.
 */
bookingApiRoutes.get("/api/booking/slots", async (c) => {
  const type = c.req.query("type");
  const from = c.req.query("from");
  const days = c.req.query("days");
  if (!type) return c.json(badInput("type", "type is required: the id of an appointment type."), 400);
  if (from !== undefined && !isDate(from))
    return c.json(badInput("from", "from must be a date written YYYY-MM-DD."), 400);
  let count = DEFAULT_SLOT_DAYS;
  if (days !== undefined) {
    count = /^\d{1,3}$/.test(days) ? Number(days) : Number.NaN;
    if (!(count >= 1 && count <= MAX_SLOT_DAYS))
      return c.json(badInput("days", `days must be a whole number from 1 to ${MAX_SLOT_DAYS}.`), 400);
  }
  const host = c.req.query("host");
  const booking = c.get("deps").booking;
  const answer = await booking.slots(type, from, count, host);
  if (!answer) {
    if (host && host !== "any" && (await booking.type(type)))
      return c.json(badInput("host", "host must be one of the lawyers of this type, or any."), 400);
    return c.json({ error: "No appointment type with this id is offered." }, 404);
  }
  c.header("Cache-Control", "no-store");
  return c.json(answer);
});

/**
 * POST /api/booking `{ type, start, name, email, phone, parties, answers, message, host? }` → 201
 * `{ id, status, start, end, manageUrl }`; 409 `{ error, alternatives }` when the time was just taken;
 * 400 `{ error, fields }`; 429 `{ error }`.
 */
bookingApiRoutes.post("/api/booking", async (c) => {
  const raw = (await readJson(c)) as Record<string, unknown>;
  const input: BookingRequest = {
    type: raw.type,
    start: raw.start,
    name: raw.name,
    email: raw.email,
    phone: raw.phone,
    parties: raw.parties,
    answers: raw.answers,
    message: raw.message,
    host: raw.host,
  };
  const result = await sendBooking(c, input, raw);
  c.header("Cache-Control", "no-store");
  if (result.ok) {
    const b = result.booking;
    return c.json(
      { id: b.id, status: b.status, start: b.start, end: b.end, manageUrl: result.manageUrl },
      201,
    );
  }
  if (result.status === 409) return c.json({ error: result.error, alternatives: result.alternatives }, 409);
  if (result.status === 429) return c.json({ error: result.error }, 429);
  return c.json({ error: result.error, fields: result.fields }, 400);
});
