import type { bookingSetup } from "./booking";

/**
 * Lawyers taking bookings for the booking tests: two of the seeded people as lawyers of the seeded type,
 * and a local calendar server (allowed by CALENDAR_ALLOW_HOSTS, plain http) whose calendar a test sets.
 */
type Setup = Awaited<ReturnType<typeof bookingSetup>>;

/** Adds and publishes a lawyer taking bookings; their id. */
export async function addHost(s: Setup, person: string, email: string, data: Record<string, unknown> = {}) {
  const editor = { ...s.actor, ip: "127.0.0.1" };
  const made = await s.deps.content.createItem(editor, "booking-host", { person, email, ...data });
  if (!made.ok) throw new Error(made.error);
  const published = await s.deps.content.publish(editor, "booking-host", made.value.id);
  if (!published.ok) throw new Error(published.error);
  return made.value.id;
}

/** Changes and publishes a lawyer. */
export async function changeHost(s: Setup, id: string, data: Record<string, unknown>) {
  const editor = { ...s.actor, ip: "127.0.0.1" };
  const item = (await s.deps.content.get("booking-host", id))!;
  const saved = await s.deps.content.save(editor, "booking-host", id, item.revision, data);
  if (!saved.ok) throw new Error(saved.error);
  const published = await s.deps.content.publish(editor, "booking-host", id);
  if (!published.ok) throw new Error(published.error);
}

/** A calendar with one busy event [start, end) (UTC, iCalendar basic format, e.g. 20260303T140000Z). */
export const oneEvent = (start: string, end: string, extra = "") =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//Calendar//EN",
    "BEGIN:VEVENT",
    "UID:busy-1@example.com",
    "DTSTAMP:20260301T000000Z",
    `DTSTART:${start}`,
    `DTEND:${end}`,
    "SUMMARY:Private meeting",
    extra,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ]
    .filter(Boolean)
    .join("\r\n");

/** A local calendar server: `/cal.ics` answers `body` (or `status`), with an ETag; counts its reads. */
export function calendarServer() {
  const state = {
    body: oneEvent("20260303T140000Z", "20260303T150000Z"),
    status: 200,
    reads: 0,
    etag: '"v1"',
  };
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(req) {
      state.reads++;
      if (state.status !== 200) return new Response("no", { status: state.status });
      if (req.headers.get("if-none-match") === state.etag) return new Response(null, { status: 304 });
      return new Response(state.body, {
        headers: { "content-type": "text/calendar; charset=utf-8", etag: state.etag },
      });
    },
  });
  return {
    state,
    url: `http://127.0.0.1:${server.port}/cal.ics`,
    allow: `127.0.0.1:${server.port}`,
    stop: () => server.stop(true),
  };
}
