import { describe, expect, test } from "bun:test";
import { overdueCutoff, type WeekHours } from "./business-time";

const nineToFive = { open: "09:00", close: "17:00" };
const WEEK: WeekHours = {
  monday: nineToFive,
  tuesday: nineToFive,
  wednesday: nineToFive,
  thursday: nineToFive,
  friday: nineToFive,
  saturday: null,
  sunday: null,
};
// Cayman is UTC−5 all year: 16:00 there is 21:00 UTC. 2026-11-27 is a Friday.
const cayman = (isoLocal: string) => Date.parse(`${isoLocal}:00-05:00`);
const overdue = (received: string, at: string, week = WEEK) =>
  cayman(received) <= overdueCutoff(cayman(at), week);

describe("waiting longer than one business day", () => {
  test("Friday 16:00 → overdue from Monday 16:00, not a minute before", () => {
    expect(overdue("2026-11-27T16:00", "2026-11-30T15:59")).toBe(false);
    expect(overdue("2026-11-27T16:00", "2026-11-30T16:00")).toBe(true);
  });
  test("received on Saturday → overdue at Monday's close", () => {
    expect(overdue("2026-11-28T10:00", "2026-11-30T16:59")).toBe(false);
    expect(overdue("2026-11-28T10:00", "2026-11-30T17:00")).toBe(true);
  });
  test("Tuesday 10:00 → Wednesday 10:00; the night does not count", () => {
    expect(overdue("2026-11-24T10:00", "2026-11-25T09:59")).toBe(false);
    expect(overdue("2026-11-24T10:00", "2026-11-25T10:00")).toBe(true);
  });
  test("hours the firm changed: open Saturday mornings, a 3-hour day is one business day less than 8", () => {
    const week = { ...WEEK, saturday: { open: "09:00", close: "12:00" } };
    // Average open day: (5 × 8 + 3) / 6 hours ≈ 7 h 10 min. Received Friday 16:00: 1 h Friday, 3 h Saturday,
    // then 3 h 10 min on Monday.
    expect(overdue("2026-11-27T16:00", "2026-11-30T12:09", week)).toBe(false);
    expect(overdue("2026-11-27T16:00", "2026-11-30T12:10", week)).toBe(true);
  });
  test("no open day at all: 24 hours", () => {
    const closed = Object.fromEntries(Object.keys(WEEK).map((d) => [d, null]));
    expect(overdue("2026-11-27T16:00", "2026-11-28T15:59", closed)).toBe(false);
    expect(overdue("2026-11-27T16:00", "2026-11-28T16:00", closed)).toBe(true);
  });
});
