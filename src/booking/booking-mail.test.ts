/**
 * Every booking e-mail, queued in the site's outbox and sent to a real SMTP server, read back as the
 * recipient's mail program would: who it goes to, what it says, and the calendar part a calendar acts on
 * (its METHOD on the MIME part and in the body, parsed with ical.js). The booking is looked up when each
 * e-mail goes, from a map standing in for the bookings table.
 */
import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ICAL from "ical.js";
import { testDatabase } from "../../tests/support/app";
import { mailBooking } from "../../tests/support/mail-booking";
import { type Received, startTestSmtp } from "../../tests/support/smtp";
import { loadConfig } from "../config";
import { createRepos, openDatabase } from "../db";
import { createScheduler } from "../jobs";
import { createLogger } from "../lib/logger";
import { createMail } from "../mail";
import { TIME_ZONE } from "../shared/dates";
import {
  BOOKING_MAIL,
  BOOKING_SUBJECT,
  type BookingMailKind,
  bookingMail,
  defineBookingMail,
  type MailBooking,
} from "./booking-mail";

setDefaultTimeout(30_000);

const NOW = Date.parse("2026-03-02T16:00:00Z");
const FIRM = {
  name: "Ironwood Legal",
  phone: "+1 345 555 0199",
  email: "office@ironwoodlegal.ky",
  address: "5 Harbour Place, George Town",
};
const NOTIFY = ["partners@ironwoodlegal.ky", "intake@ironwoodlegal.ky"];

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup() {
  const smtp = await startTestSmtp();
  let now = NOW;
  const clock = () => now;
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_URL: "https://www.ironwoodlegal.ky",
    DATA_DIR: mkdtempSync(join(tmpdir(), "booking-mail-")),
    SMTP_URL: smtp.url,
    NOTIFY_TO: NOTIFY.join(", "),
    MAIL_FROM: "Ironwood Legal <website@ironwoodlegal.ky>",
  });
  const repos = createRepos(await openDatabase(testDatabase()));
  const logger = createLogger("silent");
  const jobs = createScheduler({ leases: repos.jobLeases, logger, timeZone: TIME_ZONE, now: clock });
  const mail = createMail({
    config,
    repos,
    jobs,
    logger,
    now: clock,
    options: { tuning: { probeEveryMs: [] } },
  });
  cleanups.push(
    () => smtp.stop(),
    () => mail.close(),
    () => repos.db.close(),
  );
  const bookings = new Map<string, MailBooking>();
  defineBookingMail({
    mail,
    lookup: async (id) => bookings.get(id),
    firm: async () => FIRM,
    notifyTo: () => NOTIFY,
    organizer: () => ({ name: "Ironwood Legal", email: "website@ironwoodlegal.ky" }),
    now: clock,
  });
  /** Queues one e-mail as the capability does (in a transaction), runs the outbox, and returns its row. */
  /** `b` as an id only: a booking that is not (or no longer) there. */
  async function send(
    kind: BookingMailKind,
    b: MailBooking | { id: string },
    ref = "",
    data?: { method: "REQUEST" | "CANCEL" },
  ) {
    if ("sequence" in b) bookings.set(b.id, b);
    await repos.transaction((tx) => mail.queue(tx, bookingMail(kind, b.id, ref, mail.messageHost, data)));
    await mail.job!.run();
    return repos.outbox.find(kind, { type: BOOKING_SUBJECT, id: b.id }, ref);
  }
  /** Sends one e-mail and returns it as received. */
  async function receive(
    kind: BookingMailKind,
    b: MailBooking,
    ref = "",
    data?: { method: "REQUEST" | "CANCEL" },
  ) {
    const before = smtp.received.length;
    const row = await send(kind, b, ref, data);
    expect(row?.status).toBe("sent");
    const all = await smtp.waitFor(before + 1);
    return all[before]!;
  }
  return { smtp, send, receive, bookings, clock: { set: (t: number) => (now = t) } };
}

/** The calendar alternative of a received message: its MIME header and the event it holds. */
function calendarPart(m: Received) {
  const header = /^Content-Type: text\/calendar[^\r\n]*(?:\r?\n[ \t][^\r\n]*)*/im.exec(m.raw)?.[0];
  const part = m.parsed.attachments.find((a) => a.contentType === "text/calendar");
  if (!header || !part) return undefined;
  const text = part.content.toString("utf8");
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    header: header.replace(/\s+/g, " "),
    text,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    summary: event.getFirstPropertyValue("summary"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().getTime(),
    attendees: event.getAllProperties("attendee").map((p) => String(p.getFirstValue()).toLowerCase()),
  };
}

const addresses = (m: Received, field: "to" | "replyTo") => {
  const v = m.parsed[field];
  return (Array.isArray(v) ? v : v ? [v] : []).flatMap((a) => a.value.map((x) => x.address));
};
/** Everything a reader sees: both parts and the calendar's text. */
const everything = (m: Received) =>
  [m.parsed.subject, m.parsed.text, m.parsed.html, calendarPart(m)?.text ?? ""].join("\n");

describe("to the visitor", () => {
  test("confirmed: to them alone, with the time in Cayman time, the manage link and a REQUEST invite", async () => {
    const t = await setup();
    const b = mailBooking();
    const m = await t.receive(BOOKING_MAIL.confirmed, b, "0");
    expect(m.to).toEqual(["ann@example.com"]);
    expect(addresses(m, "to")).toEqual(["ann@example.com"]);
    expect(addresses(m, "replyTo")).toEqual(["office@ironwoodlegal.ky"]);
    expect(m.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    expect(m.parsed.messageId).toBe(`<booking-confirmed-${b.id}-0@www.ironwoodlegal.ky>`);
    expect(m.parsed.subject).toBe(
      "Confirmed: Initial consultation with Ironwood Legal, Monday 9 March 2026, 9:00 AM (Cayman time)",
    );
    expect(m.parsed.text).toContain("When: Monday 9 March 2026, 9:00 AM (Cayman time)");
    expect(m.parsed.text).toContain("Where: At our office, 5 Harbour Place, George Town");
    expect(m.parsed.text).toContain(b.manageUrl);
    expect(m.parsed.text).toContain("until Sunday 8 March 2026, 9:00 AM (Cayman time)");
    expect(m.parsed.html).toContain(`<a href="${b.manageUrl}">`);
    const cal = calendarPart(m)!;
    expect(cal.header).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(cal.method).toBe("REQUEST");
    expect(cal.uid).toBe(`booking-${b.id}@www.ironwoodlegal.ky`);
    expect([cal.sequence, cal.status]).toEqual([0, "CONFIRMED"]);
    expect(cal.start).toBe(Date.parse("2026-03-09T14:00:00Z"));
    expect(cal.attendees).toEqual(["mailto:ann@example.com"]);
  });

  test("a move keeps the UID at SEQUENCE 1; the cancellation is CANCEL at SEQUENCE 2", async () => {
    const t = await setup();
    const b = mailBooking();
    const moved = { ...b, sequence: 1, start: "2026-03-10T14:30:00-05:00", end: "2026-03-10T15:00:00-05:00" };
    const first = calendarPart(await t.receive(BOOKING_MAIL.confirmed, b, "0"))!;
    const m2 = await t.receive(BOOKING_MAIL.rescheduled, moved, "1");
    expect(m2.parsed.subject).toContain("Tuesday 10 March 2026, 2:30 PM (Cayman time)");
    expect(m2.parsed.text).toContain(b.manageUrl);
    const second = calendarPart(m2)!;
    const m3 = await t.receive(BOOKING_MAIL.cancelled, { ...moved, sequence: 2, status: "cancelled" }, "2");
    const third = calendarPart(m3)!;
    expect(third.header).toMatch(/method=CANCEL/i);
    expect(m3.parsed.text).toContain("As you asked, your appointment on Tuesday 10 March 2026");
    expect(m3.parsed.text).toContain(b.manageUrl);
    expect(new Set([first.uid, second.uid, third.uid]).size).toBe(1);
    expect([first.sequence, second.sequence, third.sequence]).toEqual([0, 1, 2]);
    expect([first.method, second.method, third.method]).toEqual(["REQUEST", "REQUEST", "CANCEL"]);
    expect(third.status).toBe("CANCELLED");
    expect(second.start).toBe(Date.parse("2026-03-10T19:30:00Z"));
  });

  test("held: awaits confirmation, with the manage link and no invite to accept yet", async () => {
    const t = await setup();
    const b = mailBooking({ status: "held", holdExpiresAt: "2026-03-03T16:00:00.000Z", decidedAt: null });
    const m = await t.receive(BOOKING_MAIL.held, b);
    expect(m.parsed.text).toContain("We are holding this time for you while we confirm it");
    expect(m.parsed.text).toContain("by Tuesday 3 March 2026, 11:00 AM (Cayman time)");
    expect(m.parsed.text).toContain(b.manageUrl);
    expect(calendarPart(m)).toBeUndefined();
  });

  test("declined: neutral, with nothing of the conflict check, the other parties or the firm's notes", async () => {
    const t = await setup();
    const b = mailBooking({ status: "declined" });
    const m = await t.receive(BOOKING_MAIL.declined, b);
    expect(m.to).toEqual(["ann@example.com"]);
    expect(m.parsed.text).toContain("we are not able to offer you this appointment");
    expect(m.parsed.text).toContain(b.manageUrl);
    const all = everything(m);
    expect(all).not.toMatch(/conflict|check|interest/i);
    for (const party of b.parties) expect(all).not.toContain(party);
    expect(all).not.toContain("Jane Partner");
    expect(calendarPart(m)).toBeUndefined();
  });

  test("expired: tells them once the time was released and where to choose another", async () => {
    const t = await setup();
    const m = await t.receive(BOOKING_MAIL.expired, mailBooking({ status: "expired" }));
    expect(m.parsed.subject).toBe("Your request for Initial consultation with Ironwood Legal has lapsed");
    expect(m.parsed.text).toContain("https://www.ironwoodlegal.ky/book");
  });

  test("a reminder carries the manage link and the invite; past the cut-off it gives the phone instead", async () => {
    const t = await setup();
    t.clock.set(Date.parse("2026-03-09T12:00:00Z")); // 7:00 AM in George Town, two hours before
    const b = mailBooking({ sequence: 1 });
    const m = await t.receive(BOOKING_MAIL.reminder, b, "2");
    expect(m.parsed.subject).toStartWith(
      "Reminder: Initial consultation with Ironwood Legal, Monday 9 March 2026",
    );
    expect(m.parsed.text).toContain(b.manageUrl);
    expect(m.parsed.text).toContain("It is now too late to change it online");
    expect(m.parsed.text).toContain("phone us on +1 345 555 0199");
    expect(calendarPart(m)).toMatchObject({ method: "REQUEST", sequence: 1 });
  });
});

describe("not sent when overtaken", () => {
  test("a reminder for a cancelled booking is closed with the reason, and nothing arrives", async () => {
    const t = await setup();
    const row = await t.send(BOOKING_MAIL.reminder, mailBooking({ status: "cancelled", sequence: 1 }), "24");
    expect(row).toMatchObject({ status: "failed", lastError: "The booking is cancelled now." });
    expect(t.smtp.received).toHaveLength(0);
  });

  test("a reminder for a meeting that has started, or a booking that is gone, is not sent", async () => {
    const t = await setup();
    t.clock.set(Date.parse("2026-03-09T14:05:00Z"));
    expect(await t.send(BOOKING_MAIL.reminder, mailBooking(), "2")).toMatchObject({
      status: "failed",
      lastError: "The meeting has started.",
    });
    expect(await t.send(BOOKING_MAIL.confirmed, { id: "gone" }, "0")).toMatchObject({
      status: "failed",
      lastError: "The booking is gone.",
    });
  });
});

describe("to the firm", () => {
  test("a request: the parties, answers and message, awaiting confirmation, with the admin link", async () => {
    const t = await setup();
    const b = mailBooking({ status: "held", holdExpiresAt: "2026-03-03T16:00:00.000Z" });
    const m = await t.receive(BOOKING_MAIL.request, b);
    expect(m.to.sort()).toEqual([...NOTIFY].sort());
    expect(addresses(m, "replyTo")).toEqual(["ann@example.com"]);
    expect(m.parsed.subject).toContain("Consultation request (awaits confirmation)");
    for (const s of [
      "Name: Ann O'Neil-Lee",
      "E-mail: ann@example.com",
      "Phone: +1 345 555 0100",
      "Other parties: Blue Harbour Holdings Ltd; Marco Díaz",
      "Is this about a company?: Yes",
      "We need advice on a shareholder dispute.\nUrgent-ish.",
      "It awaits your confirmation by Tuesday 3 March 2026, 11:00 AM (Cayman time)",
      "Came from: google / organic",
      b.adminUrl,
    ])
      expect(m.parsed.text).toContain(s);
    expect(m.parsed.html).toContain(`href="${b.adminUrl}"`);
    expect(everything(m)).not.toContain(b.manageUrl);
  });

  test("the lawyer's invite: to the notification recipients, no client named, no manage link", async () => {
    const t = await setup();
    const b = mailBooking();
    const m = await t.receive(BOOKING_MAIL.invite, b, "0", { method: "REQUEST" });
    expect(m.to.sort()).toEqual([...NOTIFY].sort());
    const cal = calendarPart(m)!;
    expect(cal.header).toMatch(/method=REQUEST/i);
    expect(cal.summary).toBe("Initial consultation (consultation booking)");
    expect(cal.uid).toBe(`booking-${b.id}@www.ironwoodlegal.ky`);
    const all = everything(m);
    expect(all).not.toContain("O'Neil");
    expect(all).not.toContain("ann@example.com");
    expect(all).not.toContain(b.manageUrl);
    expect(all).toContain(b.adminUrl);
  });

  test("the lawyer's cancellation goes to the host address, CANCEL at the higher SEQUENCE", async () => {
    const t = await setup();
    const b = mailBooking({ status: "firm-cancelled", sequence: 1, hostEmail: "jane@ironwoodlegal.ky" });
    const m = await t.receive(BOOKING_MAIL.invite, b, "1", { method: "CANCEL" });
    expect(m.to).toEqual(["jane@ironwoodlegal.ky"]);
    expect(calendarPart(m)).toMatchObject({ method: "CANCEL", status: "CANCELLED", sequence: 1 });
    expect(calendarPart(m)!.header).toMatch(/method=CANCEL/i);
  });
});
