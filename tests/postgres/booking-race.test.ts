/**
 * One booking per time, whatever the load and however many instances: 50 simultaneous requests for one
 * time give exactly one booking and 49 "that time was just taken" with free alternatives, on SQLite (one
 * app) and on two app instances over one PostgreSQL schema; a resent request key gives the same booking
 * on either instance; and the reminders of a confirmed booking go exactly once each, with two instances
 * running the outbox and an instance restarted in between (a restart does not send a reminder early).
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { SQL } from "bun";
import type { SendMailOptions } from "nodemailer";
import type { DatabaseTarget } from "../../src/db";
import { bookingSetup, type Clock, MONDAY_7AM, TUESDAY_9AM } from "../support/booking";

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

/** One PostgreSQL schema two instances share. */
function sharedSchema(label: string): DatabaseTarget {
  const schema = `${label}_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  schemas.push(schema);
  return { kind: "postgres", url: url!, schema, maxConnections: 8 };
}

async function instance(opts: Parameters<typeof bookingSetup>[0]) {
  const s = await bookingSetup(opts);
  closers.push(() => s.deps.mail.close());
  return s;
}

type Setup = Awaited<ReturnType<typeof instance>>;

/** 50 people ask for the same time at once, spread over the instances. */
async function crowd(instances: Setup[]) {
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      instances[i % instances.length]!.request(
        { name: `Person ${i}`, email: `p${i}@example.com` },
        { ip: `198.51.100.${i}` },
      ),
    ),
  );
  const won = results.filter((r) => r.ok);
  const taken = results.filter((r) => !r.ok && r.status === 409);
  expect(won).toHaveLength(1);
  expect(taken).toHaveLength(49);
  for (const r of taken) {
    if (r.ok || r.status !== 409) continue;
    expect(r.error).toStartWith("That time was just taken");
    expect(r.alternatives).toHaveLength(3);
    expect(r.alternatives.map((a) => a.start)).not.toContain(TUESDAY_9AM);
  }
  const rows = await instances[0]!.repos.db.sql.all<{ c: unknown }>(
    "SELECT COUNT(*) AS c FROM bookings WHERE start_at = ?",
    [Date.parse(TUESDAY_9AM)],
  );
  expect(Number(rows[0]!.c)).toBe(1);
}

describe("fifty requests for one time", () => {
  test("SQLite, one app: exactly one booking", async () => {
    const s = await instance({ database: { kind: "memory" } });
    await s.offer();
    await crowd([s]);
  });

  test("PostgreSQL, two instances over one schema: exactly one booking; a resent key gives it again", async () => {
    const database = sharedSchema("race");
    const clock: Clock = { now: MONDAY_7AM };
    const a = await instance({ database, clock });
    const b = await instance({ database, clock });
    await a.offer();
    // b sees the published type once its content version moves (another instance's change is polled).
    b.repos.contentVersion.bump();
    expect(await b.deps.booking.open()).toBe(true);
    await crowd([a, b]);

    const key = "resend-key-0123456789";
    const start = "2026-03-03T11:00:00-05:00";
    const [one, two] = await Promise.all([
      a.request({ start }, { requestKey: key }),
      b.request({ start }, { requestKey: key }),
    ]);
    if (!one?.ok || !two?.ok) throw new Error("a resent request must get the first booking");
    expect(two.booking.id).toBe(one.booking.id);
  });
});

describe("reminders", () => {
  test("each goes exactly once across two instances and a restart, never early", async () => {
    const database = sharedSchema("reminders");
    const clock: Clock = { now: MONDAY_7AM };
    const sent: SendMailOptions[] = [];
    const a = await instance({ database, clock, sent });
    const b = await instance({ database, clock, sent });
    await a.offer({ requiresConfirmation: false });
    b.repos.contentVersion.bump();
    // Wednesday 9:00 Cayman: reminders due Tuesday 9:00 (24 h) and Wednesday 7:00 (2 h).
    const r = await a.request({ start: "2026-03-04T09:00:00-05:00" });
    if (!r.ok) throw new Error(r.error);
    const reminders = () =>
      sent
        .filter((m) => String(m.messageId).includes(`booking-reminder-${r.booking.id}`))
        .map((m) => String(m.messageId));
    await Promise.all([a.sendDue(), b.sendDue()]);
    expect(reminders()).toEqual([]);

    clock.now = Date.parse("2026-03-03T14:00:00Z"); // Tuesday 9:00 Cayman: the 24-hour reminder is due
    await Promise.all([a.sendDue(), b.sendDue(), a.sendDue(), b.sendDue()]);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toContain(`booking-reminder-${r.booking.id}-24`);

    // b restarts: a new instance over the same schema, whose first outbox run retries what waits.
    b.deps.mail.close();
    const c = await instance({ database, clock, sent });
    clock.now = Date.parse("2026-03-04T11:00:00Z"); // Wednesday 6:00 Cayman: the 2-hour one not yet due
    await Promise.all([c.sendDue(), a.sendDue()]);
    expect(reminders()).toHaveLength(1);

    clock.now = Date.parse("2026-03-04T12:00:00Z"); // Wednesday 7:00 Cayman
    await Promise.all([c.sendDue(), a.sendDue(), c.sendDue()]);
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]).toContain(`booking-reminder-${r.booking.id}-2`);
    await Promise.all([c.sendDue(), a.sendDue()]);
    expect(reminders()).toHaveLength(2);
  });
});
