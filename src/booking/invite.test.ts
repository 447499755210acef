/**
 * The booking's calendar events, read back with a real iCalendar parser (ical.js) as a calendar would:
 * the method, one UID for the booking's whole life, the SEQUENCE that tells a calendar which copy is newer,
 * the times in UTC, who organises and who attends, the status, and a lawyer's copy that names no client.
 */
import { describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { mailBooking } from "../../tests/support/mail-booking";
import type { MailBooking } from "./booking-mail";
import { bookingEvent, type InviteAudience, type InviteMethod } from "./invite";

const FIRM = { name: "Ironwood Legal", email: "website@ironwoodlegal.ky" };
const STAMP = Date.parse("2026-03-02T16:00:05Z");

function parse(b: MailBooking, method: InviteMethod, audience: InviteAudience, lawyers?: string[]) {
  const raw = bookingEvent(b, method, audience, FIRM, { stamp: STAMP, ...(lawyers ? { lawyers } : {}) });
  const calendar = new ICAL.Component(ICAL.parse(raw));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  const event = events[0]!;
  const time = (name: string) => event.getFirstPropertyValue(name) as ICAL.Time;
  const attendees = event.getAllProperties("attendee").map((p) => ({
    address: String(p.getFirstValue()).toLowerCase(),
    cn: p.getParameter("cn"),
    rsvp: p.getParameter("rsvp"),
  }));
  return {
    raw,
    method: calendar.getFirstPropertyValue("method"),
    timezones: calendar.getAllSubcomponents("vtimezone").length,
    uid: event.getFirstPropertyValue("uid"),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    status: event.getFirstPropertyValue("status"),
    summary: String(event.getFirstPropertyValue("summary")),
    description: String(event.getFirstPropertyValue("description")),
    location: event.getFirstPropertyValue("location"),
    start: time("dtstart"),
    end: time("dtend"),
    stamp: time("dtstamp"),
    organizer: {
      address: String(event.getFirstPropertyValue("organizer")).toLowerCase(),
      cn: event.getFirstProperty("organizer")?.getParameter("cn"),
    },
    attendees,
  };
}

const utc = (t: ICAL.Time) => ({ ms: t.toJSDate().getTime(), zone: t.zone?.tzid });

describe("the visitor's invite", () => {
  test("REQUEST at SEQUENCE 0: UTC times equal to the booking's, the firm organises, the visitor is asked", () => {
    const b = mailBooking();
    const e = parse(b, "REQUEST", "visitor");
    expect(e.method).toBe("REQUEST");
    expect(e.uid).toBe(`booking-${b.id}@www.ironwoodlegal.ky`);
    expect(e.sequence).toBe(0);
    expect(e.status).toBe("CONFIRMED");
    // 9:00 AM Cayman time is 14:00 UTC; no time zone definition is needed to place it.
    expect(utc(e.start)).toEqual({ ms: Date.parse("2026-03-09T14:00:00Z"), zone: "UTC" });
    expect(utc(e.end)).toEqual({ ms: Date.parse("2026-03-09T14:30:00Z"), zone: "UTC" });
    expect(utc(e.stamp)).toEqual({ ms: STAMP, zone: "UTC" });
    expect(e.raw).toContain("DTSTART:20260309T140000Z");
    expect(e.timezones).toBe(0);
    expect(e.organizer).toEqual({ address: "mailto:website@ironwoodlegal.ky", cn: "Ironwood Legal" });
    expect(e.attendees).toEqual([{ address: "mailto:ann@example.com", cn: "Ann O'Neil-Lee", rsvp: "TRUE" }]);
    expect(e.location).toBe("At our office, 5 Harbour Place, George Town");
    expect(e.summary).toBe("Initial consultation with Ironwood Legal");
    expect(e.description).toContain(b.manageUrl);
  });

  test("the UID stays through a move (SEQUENCE 1) and a cancellation (CANCEL, CANCELLED, SEQUENCE 2)", () => {
    const first = parse(mailBooking(), "REQUEST", "visitor");
    const moved = parse(
      mailBooking({ sequence: 1, start: "2026-03-10T14:30:00-05:00", end: "2026-03-10T15:00:00-05:00" }),
      "REQUEST",
      "visitor",
    );
    const cancelled = parse(
      mailBooking({
        sequence: 2,
        status: "cancelled",
        start: "2026-03-10T14:30:00-05:00",
        end: "2026-03-10T15:00:00-05:00",
      }),
      "CANCEL",
      "visitor",
    );
    expect(new Set([first.uid, moved.uid, cancelled.uid]).size).toBe(1);
    expect([first.sequence, moved.sequence, cancelled.sequence]).toEqual([0, 1, 2]);
    expect(utc(moved.start)).toEqual({ ms: Date.parse("2026-03-10T19:30:00Z"), zone: "UTC" });
    expect(utc(moved.end)).toEqual({ ms: Date.parse("2026-03-10T20:00:00Z"), zone: "UTC" });
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.status).toBe("CANCELLED");
    // Nobody is asked to answer a cancellation.
    expect(cancelled.attendees.map((a) => a.rsvp)).toEqual(["FALSE"]);
  });

  test("a held booking's event is TENTATIVE; the file to add (PUBLISH) keeps the same UID", () => {
    const e = parse(mailBooking({ status: "held" }), "PUBLISH", "visitor");
    expect(e.method).toBe("PUBLISH");
    expect(e.status).toBe("TENTATIVE");
    expect(e.uid).toBe(`booking-${mailBooking().id}@www.ironwoodlegal.ky`);
  });

  test("typed text that looks like iCalendar stays text", () => {
    const e = parse(
      mailBooking({ name: 'Eve "x";RSVP=FALSE\r\nATTENDEE:mailto:evil@x.test' }),
      "REQUEST",
      "visitor",
    );
    expect(e.attendees).toHaveLength(1);
    expect(e.attendees[0]!.address).toBe("mailto:ann@example.com");
    expect(e.raw).not.toMatch(/^ATTENDEE:mailto:evil/m);
  });
});

describe("the lawyer's copy", () => {
  test("names no client: not in the summary, the description or the attendees", () => {
    const b = mailBooking();
    const e = parse(b, "REQUEST", "lawyer", ["partners@ironwoodlegal.ky"]);
    expect(e.method).toBe("REQUEST");
    expect(e.uid).toBe(`booking-${b.id}@www.ironwoodlegal.ky`);
    expect(e.summary).toBe("Initial consultation (consultation booking)");
    expect(e.attendees.map((a) => a.address)).toEqual(["mailto:partners@ironwoodlegal.ky"]);
    expect(e.raw).not.toContain("Ann");
    expect(e.raw).not.toContain("ann@example.com");
    expect(e.raw).not.toContain(b.manageUrl);
    expect(e.description).toContain(b.adminUrl);
    expect(utc(e.start)).toEqual({ ms: Date.parse("2026-03-09T14:00:00Z"), zone: "UTC" });
  });

  test("names the client where the type allows it; goes to the host address by default", () => {
    const b = mailBooking({ clientNameInInvite: true, hostEmail: "jane@ironwoodlegal.ky" });
    const e = parse(b, "REQUEST", "lawyer");
    expect(e.summary).toBe("Initial consultation with Ann O'Neil-Lee");
    expect(e.attendees.map((a) => a.address)).toEqual([
      "mailto:jane@ironwoodlegal.ky",
      "mailto:ann@example.com",
    ]);
    // Only the visitor's own copy asks them to answer.
    expect(e.attendees.map((a) => a.rsvp)).toEqual(["FALSE", "FALSE"]);
  });

  test("a cancellation is CANCEL with CANCELLED at the higher SEQUENCE", () => {
    const e = parse(mailBooking({ sequence: 3, status: "firm-cancelled" }), "CANCEL", "lawyer", ["a@b.ky"]);
    expect([e.method, e.status, e.sequence]).toEqual(["CANCEL", "CANCELLED", 3]);
  });
});
