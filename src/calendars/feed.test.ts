/**
 * The feed a lawyer's calendar subscribes to, read back with a real iCalendar parser (ical.js) the way a
 * calendar program would.
 */
import { describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { hostFeedIcs } from "./feed";

const bookings = [
  {
    id: "b1",
    typeName: "Initial consultation",
    name: "Alice Ebanks",
    start: Date.parse("2026-12-01T15:00:00Z"),
    end: Date.parse("2026-12-01T15:30:00Z"),
    status: "confirmed" as const,
    location: "Our office, George Town",
    sequence: 2,
  },
  {
    id: "b2",
    typeName: "Follow-up",
    name: "Bob\nBodden",
    start: Date.parse("2026-12-02T14:00:00Z"),
    end: Date.parse("2026-12-02T15:00:00Z"),
    status: "held" as const,
    location: "By telephone",
    sequence: 0,
  },
];

function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents("vevent").map((c) => {
    const e = new ICAL.Event(c);
    return {
      uid: e.uid,
      summary: e.summary,
      location: e.location,
      status: c.getFirstPropertyValue("status"),
      sequence: e.sequence,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
    };
  });
  return { cal, events };
}

describe("hostFeedIcs", () => {
  test("bookings come out as events with the invites' UIDs, times, place, sequence; held ones tentative", () => {
    const text = hostFeedIcs({
      calendarName: "Jane Smith — bookings",
      uidHost: "firm.ky",
      showNames: false,
      bookings,
    });
    const { cal, events } = parse(text);
    expect(cal.getFirstPropertyValue("x-published-ttl")?.toString()).toBe("PT15M");
    expect(cal.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT15M");
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Jane Smith — bookings");
    expect(events).toEqual([
      {
        uid: "booking-b1@firm.ky",
        summary: "Initial consultation",
        location: "Our office, George Town",
        status: "CONFIRMED",
        sequence: 2,
        start: "2026-12-01T15:00:00.000Z",
        end: "2026-12-01T15:30:00.000Z",
      },
      {
        uid: "booking-b2@firm.ky",
        summary: "Follow-up",
        location: "By telephone",
        status: "TENTATIVE",
        sequence: 0,
        start: "2026-12-02T14:00:00.000Z",
        end: "2026-12-02T15:00:00.000Z",
      },
    ]);
    expect(text).not.toContain("Alice");
    expect(text).not.toContain("Bodden");
  });

  test("with names on, the summary carries the client's name on one line", () => {
    const { events } = parse(
      hostFeedIcs({ calendarName: "Jane", uidHost: "firm.ky", showNames: true, bookings }),
    );
    expect(events.map((e) => e.summary)).toEqual([
      "Initial consultation — Alice Ebanks",
      "Follow-up — Bob Bodden",
    ]);
  });

  test("no bookings: still a valid, empty calendar", () => {
    const { cal, events } = parse(
      hostFeedIcs({ calendarName: "Jane", uidHost: "firm.ky", showNames: false, bookings: [] }),
    );
    expect(cal.name).toBe("vcalendar");
    expect(events).toEqual([]);
  });
});
