import type { Context } from "hono";
import type { AuditActor } from "../../audit";
import type { BookingFilter } from "../../booking";
import type { AppEnv } from "../../http/app-env";
import type { BookingOutcome } from "../../shared/booking-types";

export const BOOKING_LIST_VIEWS = ["requested", "upcoming", "past", "cancelled", "all"] as const;
export type BookingListParam = (typeof BOOKING_LIST_VIEWS)[number];

const MAX_QUERY = 200;
const MAX_PAGE = 100_000;

export type ListParams = { view: BookingListParam; q: string; page: number };

/**
 * The bookings list as an address asks for it (`view`, `q`, `page`), shared by the screen and the API;
 * a bad value is refused naming the parameter, never guessed at. `fallback`: the view when none is given.
 */
export function parseBookingList(
  query: { view?: string | undefined; q?: string | undefined; page?: string | undefined },
  fallback: BookingListParam,
): { ok: true; params: ListParams } | { ok: false; error: string } {
  const view = query.view || fallback;
  if (!(BOOKING_LIST_VIEWS as readonly string[]).includes(view))
    return { ok: false, error: `view must be one of ${BOOKING_LIST_VIEWS.join(", ")}.` };
  const q = (query.q ?? "").trim();
  if (q.length > MAX_QUERY) return { ok: false, error: `q must be at most ${MAX_QUERY} characters.` };
  const rawPage = query.page ?? "1";
  if (!/^[1-9]\d{0,5}$/.test(rawPage) || Number(rawPage) > MAX_PAGE)
    return { ok: false, error: "page must be a whole number from 1." };
  return { ok: true, params: { view: view as BookingListParam, q, page: Number(rawPage) } };
}

/** The door's filter for these parameters (`all`: no view). */
export const filterOf = (p: { view: BookingListParam; q: string }): BookingFilter => ({
  view: p.view === "all" ? undefined : p.view,
  q: p.q || undefined,
});

export const OUTCOMES: readonly BookingOutcome[] = ["attended", "no-show", "firm-cancelled"];
export const isOutcome = (v: unknown): v is BookingOutcome =>
  typeof v === "string" && (OUTCOMES as readonly string[]).includes(v);

/** The signed-in admin, as the door records them in the audit trail (the guard lets no one else here). */
export function actorOfSession(c: Context<AppEnv>): AuditActor {
  const session = c.get("session")!;
  return { userId: session.userId, username: session.username };
}

/** The CSV download's file name: bookings-{view}-{date}.csv. */
export const bookingsCsvName = (view: BookingListParam, day: string) => `bookings-${view}-${day}.csv`;

/** The door's CSV lines as a download body (with the byte-order mark spreadsheets need for UTF-8). */
export function csvStream(lines: AsyncIterable<string>, bom: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const it = lines[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(bom));
      }
      const next = await it.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await it.return?.();
    },
  });
}
