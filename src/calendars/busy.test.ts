/**
 * Busy times read from real-shaped calendar files: what a lawyer's diary holds must keep those times off
 * the booking page, and what it marks free or cancelled must not.
 */
import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import ICAL from "ical.js";
import { busyBlocks, CalendarFormatError, MAX_BLOCKS, MAX_OCCURRENCES } from "./busy";

const CAYMAN = "America/Cayman";
const FROM = Date.parse("2026-01-01T00:00:00Z");
const TO = Date.parse("2027-01-01T00:00:00Z");

const fixture = (name: string) => Bun.file(join(import.meta.dir, "fixtures", name)).text();
/** Blocks as ISO pairs, easy to read in a failure. */
const iso = (blocks: { start: number; end: number }[]) =>
  blocks.map((b) => `${new Date(b.start).toISOString()} – ${new Date(b.end).toISOString()}`);

async function busy(name: string, from = FROM, to = TO) {
  return iso(busyBlocks(await fixture(name), from, to, CAYMAN));
}

describe("busyBlocks", () => {
  test("a weekly meeting: every Monday 9–10 Cayman, less the one struck out, the one moved goes to its new time, the one cancelled frees its time", async () => {
    const blocks = await busy("weekly-exceptions.ics", FROM, Date.parse("2026-02-10T00:00:00Z"));
    expect(blocks).toEqual([
      "2026-01-05T14:00:00.000Z – 2026-01-05T15:00:00.000Z",
      // 12 January: EXDATE. 19 January: moved to Tuesday 20th, 14:00–15:30 Cayman.
      "2026-01-20T19:00:00.000Z – 2026-01-20T20:30:00.000Z",
      // 26 January: the occurrence is cancelled.
      "2026-02-02T14:00:00.000Z – 2026-02-02T15:00:00.000Z",
      "2026-02-09T14:00:00.000Z – 2026-02-09T15:00:00.000Z",
    ]);
  });

  test("an endless weekly meeting stops at the end of the window asked for", async () => {
    const blocks = busyBlocks(await fixture("weekly-exceptions.ics"), FROM, TO, CAYMAN);
    expect(blocks.length).toBeGreaterThan(45);
    expect(blocks.every((b) => b.start < TO)).toBe(true);
  });

  test("only occurrences overlapping the window come back", async () => {
    const blocks = await busy(
      "weekly-exceptions.ics",
      Date.parse("2026-02-02T14:30:00Z"),
      Date.parse("2026-02-09T14:00:00Z"),
    );
    expect(blocks).toEqual(["2026-02-02T14:00:00.000Z – 2026-02-02T15:00:00.000Z"]);
  });

  test("COUNT=3 gives three days; UNTIL includes its last date and nothing after", async () => {
    expect(await busy("count-until.ics")).toEqual([
      "2026-02-02T15:00:00.000Z – 2026-02-02T16:00:00.000Z",
      "2026-02-03T15:00:00.000Z – 2026-02-03T16:00:00.000Z",
      "2026-02-04T15:00:00.000Z – 2026-02-04T16:00:00.000Z",
      "2026-03-02T13:00:00.000Z – 2026-03-02T13:30:00.000Z",
      "2026-03-09T13:00:00.000Z – 2026-03-09T13:30:00.000Z",
      "2026-03-16T13:00:00.000Z – 2026-03-16T13:30:00.000Z",
    ]);
  });

  test("all-day events block whole days in the firm's zone, an end-less one its single day", async () => {
    expect(await busy("all-day.ics")).toEqual([
      // 10 and 11 March, midnight to midnight Cayman (UTC−5).
      "2026-03-10T05:00:00.000Z – 2026-03-12T05:00:00.000Z",
      "2026-04-01T05:00:00.000Z – 2026-04-02T05:00:00.000Z",
    ]);
  });

  test("all-day events in a zone with summer time cover the day of the change whole", () => {
    const text = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//EN",
      "BEGIN:VEVENT",
      "UID:dst-day@test",
      "DTSTAMP:20260101T000000Z",
      "DTSTART;VALUE=DATE:20260308",
      "DTEND;VALUE=DATE:20260309",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const [block] = busyBlocks(text, FROM, TO, "America/New_York");
    // 8 March 2026 in New York has 23 hours: midnight EST to midnight EDT.
    expect(iso([block!])).toEqual(["2026-03-08T05:00:00.000Z – 2026-03-09T04:00:00.000Z"]);
  });

  test("events marked free (TRANSP:TRANSPARENT) and cancelled ones block nothing; an opaque one does", async () => {
    expect(await busy("free-and-cancelled.ics")).toEqual([
      "2026-02-04T18:00:00.000Z – 2026-02-04T19:00:00.000Z",
    ]);
  });

  test("a daily 10:00 New York meeting stays at 10:00 New York across the change to summer time (8 March 2026)", async () => {
    expect(await busy("new-york-dst.ics")).toEqual([
      "2026-03-06T15:00:00.000Z – 2026-03-06T16:00:00.000Z",
      "2026-03-07T15:00:00.000Z – 2026-03-07T16:00:00.000Z",
      "2026-03-08T14:00:00.000Z – 2026-03-08T15:00:00.000Z",
      "2026-03-09T14:00:00.000Z – 2026-03-09T15:00:00.000Z",
    ]);
  });

  test("a London feed without its zone definition is placed by the zone's name, winter and summer", async () => {
    expect(await busy("london.ics")).toEqual([
      "2026-02-10T09:00:00.000Z – 2026-02-10T10:00:00.000Z",
      "2026-06-10T08:00:00.000Z – 2026-06-10T09:00:00.000Z",
    ]);
  });

  test("Outlook's Windows zone names: by the feed's VTIMEZONE, or by the known name when none is given", async () => {
    expect(await busy("outlook-windows-zone.ics")).toEqual([
      // "Pacific Standard Time" without a definition: Los Angeles, winter (UTC−8).
      "2026-01-15T17:00:00.000Z – 2026-01-15T17:30:00.000Z",
      // "Eastern Standard Time" with the feed's own definition: summer (UTC−4).
      "2026-07-07T18:00:00.000Z – 2026-07-07T19:00:00.000Z",
    ]);
  });

  test("a zone known only by the file's own VTIMEZONE is placed by it, and leaves nothing behind for the next file", () => {
    const withZone = (offset: string) =>
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Test//EN",
        "BEGIN:VTIMEZONE",
        "TZID:Firm Custom Time",
        "BEGIN:STANDARD",
        "DTSTART:19700101T000000",
        `TZOFFSETFROM:${offset}`,
        `TZOFFSETTO:${offset}`,
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:custom@test",
        "DTSTAMP:20260101T000000Z",
        "DTSTART;TZID=Firm Custom Time:20260301T090000",
        "DTEND;TZID=Firm Custom Time:20260301T100000",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n");
    expect(iso(busyBlocks(withZone("-0330"), FROM, TO, CAYMAN))).toEqual([
      "2026-03-01T12:30:00.000Z – 2026-03-01T13:30:00.000Z",
    ]);
    expect(ICAL.TimezoneService.has("Firm Custom Time")).toBe(false);
    // Another feed with the same zone name but other rules gets its own.
    expect(iso(busyBlocks(withZone("+0200"), FROM, TO, CAYMAN))).toEqual([
      "2026-03-01T07:00:00.000Z – 2026-03-01T08:00:00.000Z",
    ]);
  });

  test("something that is not a calendar is refused with a sentence for staff", () => {
    for (const text of ["<html><body>Sign in</body></html>", "", "BEGIN:VCALENDAR\r\nthis is not"]) {
      expect(() => busyBlocks(text, FROM, TO, CAYMAN)).toThrow(CalendarFormatError);
    }
    expect(() => busyBlocks("<html>", FROM, TO, CAYMAN)).toThrow("Not a calendar (iCalendar) file");
  });

  test("a runaway rule (every minute, for ever) is capped, and so is a file of very many events", () => {
    const head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n";
    const minutely = `${head}BEGIN:VEVENT\r\nUID:m@test\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260101T000000Z\r\nDURATION:PT1M\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
    expect(busyBlocks(minutely, FROM, TO, CAYMAN).length).toBe(MAX_OCCURRENCES);
    const many: string[] = [head];
    for (let i = 0; i < 15; i++)
      many.push(
        `BEGIN:VEVENT\r\nUID:h${i}@test\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260101T0${i % 10}0000Z\r\nDURATION:PT1M\r\nRRULE:FREQ=HOURLY\r\nEND:VEVENT\r\n`,
      );
    many.push("END:VCALENDAR\r\n");
    const blocks = busyBlocks(many.join(""), FROM, TO, CAYMAN);
    expect(blocks.length).toBe(MAX_BLOCKS);
  });
});
