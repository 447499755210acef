import type { SendMailOptions } from "nodemailer";
import type { DatabaseTarget } from "../../src/db";
import type { MailTransport } from "../../src/mail";
import { makeTestAppWithAdmin, TEST_ADMIN } from "./app";

/**
 * Consultation bookings as the door's tests meet them: the real app over a fresh database (SQLite, or
 * PostgreSQL when TEST_DATABASE_URL is set) with e-mail on, a transport that keeps what it is given, and
 * a clock the test moves. The clock starts on Monday 2 March 2026, 07:00 in Cayman (12:00 UTC): with the
 * seeded type's 24 hours' notice, the first free time is Tuesday 3 March at 09:00 (14:00 UTC).
 */
export const MONDAY_7AM = Date.parse("2026-03-02T12:00:00Z");
export const TUESDAY_9AM = "2026-03-03T09:00:00-05:00";
export const HOUR = 3_600_000;

export type Clock = { now: number };

export async function bookingSetup(
  opts: {
    env?: Record<string, string>;
    database?: DatabaseTarget;
    clock?: Clock;
    sent?: SendMailOptions[];
  } = {},
) {
  const clock = opts.clock ?? { now: MONDAY_7AM };
  const sent: SendMailOptions[] = opts.sent ?? [];
  const transport: MailTransport = {
    send: async (m) => void sent.push(m),
    verify: async () => {},
    close: () => {},
  };
  const t = await makeTestAppWithAdmin(
    {
      RATE_LIMITS: "off",
      SMTP_URL: "smtp://127.0.0.1:9",
      NOTIFY_TO: "intake@ironwoodlegal.ky",
      MAIL_FROM: "Ironwood Legal website <website@ironwoodlegal.ky>",
      ...opts.env,
    },
    {
      now: () => clock.now,
      mail: { transport, tuning: { probeEveryMs: [] } },
      ...(opts.database ? { database: opts.database } : {}),
    },
  );
  const admin = (await t.repos.users.findByUsername(TEST_ADMIN.username))!;
  const actor = { userId: admin.id, username: admin.username };

  /** Publishes the seeded type with these changes (shown unless told otherwise). */
  async function offer(changes: Record<string, unknown> = {}, id = "initial-consultation") {
    const editor = { ...actor, ip: "127.0.0.1" };
    const item = (await t.deps.content.get("appointment-type", id))!;
    const saved = await t.deps.content.save(editor, "appointment-type", id, item.revision, {
      shown: true,
      ...changes,
    });
    if (!saved.ok) throw new Error(saved.error);
    const published = await t.deps.content.publish(editor, "appointment-type", id);
    if (!published.ok) throw new Error(published.error);
  }

  /** Sends what is due in the outbox now. */
  const sendDue = () => t.deps.jobs.kick("outbox");

  const request = (over: Record<string, unknown> = {}, ctx: { ip?: string; requestKey?: string } = {}) =>
    t.deps.booking.request(
      {
        type: "initial-consultation",
        start: TUESDAY_9AM,
        name: "Ann O'Neil",
        email: "ann@example.com",
        phone: "+1 345 555 0100",
        parties: "Blue Harbour Holdings Ltd",
        answers: {},
        message: "A shareholder dispute.",
        ...over,
      },
      {
        ip: ctx.ip ?? "203.0.113.9",
        origin: { landingPage: "/", source: "google", medium: "organic", campaign: null, sentFrom: "/book" },
        requestKey: ctx.requestKey,
      },
    );

  return { ...t, clock, sent, actor, offer, sendDue, request };
}
