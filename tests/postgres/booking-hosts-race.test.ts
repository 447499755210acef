/**
 * Lawyers taking bookings across two app instances over one PostgreSQL schema: 50 simultaneous "first
 * available" requests for one time with two lawyers give exactly two bookings, one per lawyer (a request
 * that loses a lawyer's time tries the other before answering "taken"); and with both instances running the
 * calendar-reads job and asking for reads at once, each lawyer's calendar is read once per 5 minutes.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { SQL } from "bun";
import type { DatabaseTarget } from "../../src/db";
import { bookingSetup, type Clock, MONDAY_7AM, TUESDAY_9AM } from "../support/booking";
import { addHost, calendarServer } from "../support/booking-hosts";

setDefaultTimeout(120_000);

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error("tests/postgres needs TEST_DATABASE_URL (bun run test starts PostgreSQL for them)");

const schemas: string[] = [];
const closers: (() => void)[] = [];
afterAll(async () => {
  for (const close of closers) close();
  const admin = new SQL(url);
  for (const s of schemas) await admin.unsafe(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
  await admin.close();
});

function sharedSchema(label: string): DatabaseTarget {
  const schema = `${label}_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  schemas.push(schema);
  return { kind: "postgres", url: url!, schema, maxConnections: 8 };
}

async function pair(env: Record<string, string> = {}) {
  const database = sharedSchema("hosts");
  const clock: Clock = { now: MONDAY_7AM };
  const a = await bookingSetup({ database, clock, env });
  const b = await bookingSetup({ database, clock, env });
  closers.push(
    () => a.deps.mail.close(),
    () => b.deps.mail.close(),
  );
  const natalie = await addHost(a, "natalie-ebanks", "natalie@ironwoodlegal.ky");
  const jonathan = await addHost(a, "jonathan-merren", "jonathan@ironwoodlegal.ky");
  await a.offer({ hosts: [{ host: natalie }, { host: jonathan }] });
  // b sees the published content once its content version moves (another instance's change is polled).
  b.repos.contentVersion.bump();
  return { a, b, clock, natalie, jonathan };
}

describe("two instances, two lawyers", () => {
  test("50 first-available requests for one time: exactly two bookings, one per lawyer", async () => {
    const { a, b, natalie, jonathan } = await pair();
    expect(await b.deps.booking.typeHosts("initial-consultation")).toEqual([]);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? b : a).request(
          { name: `Person ${i}`, email: `p${i}@example.com` },
          { ip: `198.51.100.${i}` },
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    const taken = results.filter((r) => !r.ok && r.status === 409);
    expect(taken).toHaveLength(48);
    for (const r of taken)
      if (!r.ok && r.status === 409) expect(r.alternatives.map((x) => x.start)).not.toContain(TUESDAY_9AM);
    const rows = await a.repos.db.sql.all<{ host: string }>(
      "SELECT host FROM bookings WHERE start_at = ? ORDER BY host",
      [Date.parse(TUESDAY_9AM)],
    );
    expect(rows.map((r) => r.host).sort()).toEqual([jonathan, natalie].sort());
  });

  test("both instances reading calendars: each calendar once per 5 minutes", async () => {
    const cal = calendarServer();
    closers.push(cal.stop);
    const { a, b, clock, natalie, jonathan } = await pair({ CALENDAR_ALLOW_HOSTS: cal.allow });
    // Stored directly, so no read is started by saving them.
    await a.repos.calendarSources.set(natalie, `${cal.url}?n`, clock.now);
    await a.repos.calendarSources.set(jonathan, `${cal.url}?j`, clock.now);
    const everything = () =>
      Promise.all([
        a.deps.jobs.kick("calendar-reads"),
        b.deps.jobs.kick("calendar-reads"),
        a.deps.booking.readCalendarNow(natalie),
        b.deps.booking.readCalendarNow(natalie),
        a.deps.booking.readCalendarNow(jonathan),
        b.deps.booking.readCalendarNow(jonathan),
      ]);
    await everything();
    await everything();
    expect(cal.state.reads).toBe(2);
    clock.now += 4 * 60_000;
    await everything();
    expect(cal.state.reads).toBe(2);
    clock.now += 60_000;
    await everything();
    await everything();
    expect(cal.state.reads).toBe(4);
    // The busy time reached the other instance too.
    const busy = await b.deps.booking.week(natalie, "2026-03-02");
    expect(busy.days[1]?.busy).toHaveLength(1);
  });
});
