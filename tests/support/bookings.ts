/**
 * Consultation bookings for route tests: the seeded appointment type offered on the site, and bookings
 * made through the booking capability's own door (as the public form makes them), at known times.
 */
import type { EnquiryOrigin } from "../../src/shared/wire-types";
import type { makeTestApp } from "./app";

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

export const TYPE_ID = "initial-consultation";

/** A clock tests move: Friday 6 March 2026, noon in Cayman (17:00 UTC), unless set otherwise. */
export function testClock(start = Date.UTC(2026, 2, 6, 17)) {
  const clock = { now: start, tick: () => clock.now };
  return clock;
}

/** Offers the seeded type on the site (ticked and published by the test admin, as in the editor). */
export async function offerType(t: TestApp, changes: Record<string, unknown> = {}) {
  const admin = (await t.repos.users.findByUsername("admin"))!;
  const STAFF = { userId: admin.id, username: admin.username, ip: "127.0.0.1" };
  const item = (await t.deps.content.get("appointment-type", TYPE_ID))!;
  const saved = await t.deps.content.save(STAFF, "appointment-type", TYPE_ID, item.revision, {
    ...item.published,
    shown: true,
    ...changes,
  });
  if (!saved.ok) throw new Error(`offering the type failed: ${saved.error}`);
  const published = await t.deps.content.publish(STAFF, "appointment-type", TYPE_ID);
  if (!published.ok) throw new Error(`publishing the type failed: ${published.error}`);
}

export const NO_ORIGIN: EnquiryOrigin = {
  landingPage: null,
  source: null,
  medium: null,
  campaign: null,
  sentFrom: null,
};

/**
 * A booking request as the form sends it, at `start` (ISO with offset, e.g. "2026-03-09T09:00:00-05:00");
 * throws unless it was taken.
 */
export async function book(
  t: TestApp,
  start: string,
  over: Partial<{ name: string; email: string; phone: string; parties: string[]; message: string }> = {},
  origin: EnquiryOrigin = NO_ORIGIN,
) {
  const r = await t.deps.booking.request(
    {
      type: TYPE_ID,
      start,
      name: over.name ?? "Ann Ebanks",
      email: over.email ?? "ann@example.com",
      phone: over.phone ?? "+1 (345) 555-0100",
      parties: over.parties ?? [],
      answers: [],
      message: over.message ?? "A question about a work permit.",
    },
    { ip: "203.0.113.9", origin, requestKey: crypto.randomUUID() },
  );
  if (!r.ok) throw new Error(`booking at ${start} refused: ${r.error}`);
  return r.booking;
}
