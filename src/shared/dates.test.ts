import { describe, expect, test } from "bun:test";
import { backupFileName } from "../backup/names";
import { nextDailyRun } from "../jobs";
import {
  firmClock,
  firmDate,
  formatDateTime,
  formatLongDate,
  fromFirmLocal,
  parseInstant,
  TIME_ZONE,
  toFirmLocal,
} from "./dates";

/** Intl's reading of America/Cayman is the reference the arithmetic must match exactly. */
const intl = (options: Intl.DateTimeFormatOptions, locale = "en-US") =>
  new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options });
const long = intl({ year: "numeric", month: "long", day: "numeric" });
const dateTime = intl({ year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit" });
const parts = intl(
  {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  },
  "en-CA",
);
const intlParts = (ms: number) =>
  Object.fromEntries(
    parts
      .formatToParts(new Date(ms))
      .filter((p) => p.type !== "literal")
      .map((p) => [p.type, p.value]),
  ) as Record<"year" | "month" | "day" | "hour" | "minute" | "second", string>;

/** Instants from 1913 to 2100: day and year boundaries of the firm's clock, noon and midnight, and random. */
function instants(): number[] {
  const edges = [
    "2026-01-01T04:59:59.999Z",
    "2026-01-01T05:00:00Z",
    "2025-12-31T23:30:00Z",
    "2026-03-08T07:00:00Z", // US daylight saving starts: Cayman does not follow
    "2026-11-01T06:00:00Z",
    "2024-02-29T17:00:00Z",
    "2026-06-15T16:59:00Z", // 11:59 AM
    "2026-06-15T17:00:00Z", // 12:00 PM
    "2026-06-16T05:00:00Z", // 12:00 AM
    "1913-01-01T05:00:00Z",
    "2099-12-31T23:59:59Z",
  ].map(Date.parse);
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const from = Date.parse("1913-01-01T00:00:00Z");
  const to = Date.parse("2100-01-01T00:00:00Z");
  const spread = Array.from({ length: 3000 }, () => Math.floor(from + random() * (to - from)));
  return [...edges, ...spread];
}

describe("the firm's clock without Intl", () => {
  const all = instants();

  test("long dates and date-times read exactly as Intl's America/Cayman", () => {
    for (const ms of all) {
      const iso = new Date(ms).toISOString();
      expect(formatLongDate(iso)).toBe(long.format(ms));
      expect(formatDateTime(iso)).toBe(dateTime.format(ms));
    }
  });

  test("wall-clock values (datetime-local, file dates, backup names) match Intl's", () => {
    for (const ms of all) {
      const p = intlParts(ms);
      expect(toFirmLocal(ms)).toBe(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`);
      expect(toFirmLocal(new Date(ms).toISOString())).toBe(toFirmLocal(ms));
      expect(firmDate(ms)).toBe(`${p.year}-${p.month}-${p.day}`);
      expect(backupFileName(ms)).toBe(
        `firm-site-backup-${p.year}${p.month}${p.day}-${p.hour}${p.minute}${p.second}.tar.gz`,
      );
    }
  });

  test("examples a reader can check", () => {
    expect(formatLongDate("2026-03-04T19:05:00Z")).toBe("March 4, 2026");
    expect(formatDateTime("2026-03-04T19:05:00Z")).toBe("March 4, 2026 at 2:05 PM");
    expect(formatDateTime("2026-03-05T04:59:00Z")).toBe("March 4, 2026 at 11:59 PM");
    expect(formatDateTime("2026-01-01T05:00:00Z")).toBe("January 1, 2026 at 12:00 AM");
    expect(firmClock("2026-12-07T14:00:00Z")).toEqual({
      year: 2026,
      month: 12,
      day: 7,
      hour: 9,
      minute: 0,
      second: 0,
    });
  });

  test("no valid time is a RangeError, as Intl's", () => {
    expect(() => formatLongDate("not a date")).toThrow(RangeError);
    expect(() => long.format(new Date("not a date"))).toThrow(RangeError);
  });

  test("a datetime-local value reads as the firm's clock and back", () => {
    expect(fromFirmLocal("2026-12-07T09:00")).toBe("2026-12-07T09:00:00-05:00");
    expect(Date.parse(fromFirmLocal("2026-12-07T09:00")!)).toBe(Date.parse("2026-12-07T14:00:00Z"));
    for (const ms of all.slice(0, 500)) {
      const local = toFirmLocal(ms);
      expect(toFirmLocal(fromFirmLocal(local)!)).toBe(local);
    }
    for (const bad of ["2026-02-30T09:00", "2026-12-07T24:00", "2026-12-07T10:60", "2026-12-07 09:00", ""]) {
      expect(fromFirmLocal(bad)).toBeUndefined();
    }
  });

  test("daily runs in the firm's zone fall where Intl's offset puts them", () => {
    for (const ms of all.slice(0, 500)) {
      const next = nextDailyRun(ms, "03:30", TIME_ZONE);
      const p = intlParts(next);
      expect(`${p.hour}:${p.minute}:${p.second}`).toBe("03:30:00");
      expect(next > ms && next - ms <= 24 * 3600_000).toBe(true);
    }
  });
});

describe("parseInstant", () => {
  test("a date and time with its offset is its moment", () => {
    expect(parseInstant("2026-12-07T09:00:00-05:00")).toBe(Date.UTC(2026, 11, 7, 14));
    expect(parseInstant("2026-12-07T14:00Z")).toBe(Date.UTC(2026, 11, 7, 14));
    expect(parseInstant("2028-02-29T00:00:00.250+01:00")).toBe(Date.UTC(2028, 1, 28, 23, 0, 0, 250));
  });

  test("anything else is undefined: no offset, a day the month lacks, a time past the clock, odd years", () => {
    for (const bad of [
      "2026-12-07T09:00",
      "2026-12-07",
      "2030-02-31T09:00:00Z",
      "2027-02-29T09:00:00Z",
      "2026-13-01T09:00:00Z",
      "2026-12-07T24:00:00Z",
      "2026-12-07T09:60:00Z",
      "2026-12-07T09:00:00+25:00",
      "1999-12-31T09:00:00Z",
      "2200-01-01T09:00:00Z",
      "tomorrow",
    ])
      expect({ bad, ms: parseInstant(bad) }).toEqual({ bad, ms: undefined });
  });
});
