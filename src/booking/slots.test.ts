import { describe, expect, test } from "bun:test";
import { blockOf, cellsOf, freeSlots, offered, type SlotInput, type SlotRules } from "./slots";

const CAYMAN = "America/Cayman";
const MIN = 60_000;

/** The instant of a Cayman wall-clock time. */
const at = (date: string, hhmm: string) =>
  Temporal.PlainDate.from(date).toZonedDateTime({ timeZone: CAYMAN, plainTime: hhmm }).epochMilliseconds;

const NINE_TO_FIVE = { open: "09:00", close: "17:00" };
const WEEKDAYS_ONLY: SlotInput["weekly"] = {
  monday: NINE_TO_FIVE,
  tuesday: NINE_TO_FIVE,
  wednesday: NINE_TO_FIVE,
  thursday: NINE_TO_FIVE,
  friday: NINE_TO_FIVE,
  saturday: null,
  sunday: null,
};
const RULES: SlotRules = {
  minutes: 30,
  bufferBefore: 0,
  bufferAfter: 0,
  minNoticeHours: 0,
  minNoticeNextBusinessDay: false,
  horizonDays: 365,
  incrementMinutes: 30,
  maxPerDay: 0,
};

function input(over: Partial<Omit<SlotInput, "rules">> & { rules?: Partial<SlotRules> } = {}): SlotInput {
  return {
    weekly: WEEKDAYS_ONLY,
    exceptions: [],
    taken: [],
    typeId: "initial",
    now: at("2026-03-01", "12:00"),
    from: "2026-03-09",
    days: 1,
    ...over,
    rules: { ...RULES, ...over.rules },
  };
}

/** The Cayman wall-clock starts ("09:30") listed for a date. */
function startsOn(days: ReturnType<typeof freeSlots>, date: string): string[] {
  const day = days.find((d) => d.date === date);
  if (!day) throw new Error(`${date} is not listed`);
  return day.slots.map((s) =>
    Temporal.ZonedDateTime.from(`${s.start}[${CAYMAN}]`).toPlainTime().toString().slice(0, 5),
  );
}

/** A booking of `typeId` at a Cayman time, holding its block with the given buffers. */
function taken(date: string, hhmm: string, minutes: number, before = 0, after = 0, typeId = "other") {
  const start = at(date, hhmm);
  return { start, blockStart: start - before * MIN, blockEnd: start + (minutes + after) * MIN, typeId };
}

describe("free times against the clocks of the visitor's zone", () => {
  test("09:00 Cayman on 2026-03-09 is 10:00 in New York (EDT) and 14:00 in London (GMT)", () => {
    const slot = freeSlots(input())[0]!.slots[0]!;
    expect(slot.start).toBe("2026-03-09T09:00:00-05:00");
    expect(slot.end).toBe("2026-03-09T09:30:00-05:00");
    const instant = Temporal.Instant.from(slot.start);
    const newYork = instant.toZonedDateTimeISO("America/New_York");
    const london = instant.toZonedDateTimeISO("Europe/London");
    expect(newYork.toPlainTime().toString()).toBe("10:00:00");
    expect(newYork.offset).toBe("-04:00");
    expect(london.toPlainTime().toString()).toBe("14:00:00");
    expect(london.offset).toBe("+00:00");
  });

  test("09:00 Cayman on 2026-11-02 is 09:00 in New York (EST)", () => {
    const slot = freeSlots(input({ from: "2026-11-02" }))[0]!.slots[0]!;
    expect(slot.start).toBe("2026-11-02T09:00:00-05:00");
    const newYork = Temporal.Instant.from(slot.start).toZonedDateTimeISO("America/New_York");
    expect(newYork.toPlainTime().toString()).toBe("09:00:00");
    expect(newYork.offset).toBe("-05:00");
  });
});

describe("which days are listed and which times they offer", () => {
  test("every date asked for is listed, a closed weekend with no times", () => {
    const days = freeSlots(input({ from: "2026-03-06", days: 4 }));
    expect(days.map((d) => d.date)).toEqual(["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(startsOn(days, "2026-03-07")).toEqual([]);
    expect(startsOn(days, "2026-03-08")).toEqual([]);
    expect(startsOn(days, "2026-03-06")).toHaveLength(16);
    expect(startsOn(days, "2026-03-09").at(-1)).toBe("16:30");
  });

  test("nothing inside the minimum notice", () => {
    const days = freeSlots(input({ now: at("2026-03-09", "10:10"), rules: { minNoticeHours: 2 } }));
    expect(startsOn(days, "2026-03-09")[0]).toBe("12:30");
  });

  test("from the next business day: Friday afternoon offers Monday's opening first", () => {
    const friday = input({
      now: at("2026-03-06", "15:00"),
      from: "2026-03-06",
      days: 4,
      rules: { minNoticeNextBusinessDay: true, minNoticeHours: 0 },
    });
    const days = freeSlots(friday);
    expect(startsOn(days, "2026-03-06")).toEqual([]);
    expect(startsOn(days, "2026-03-09")[0]).toBe("09:00");
  });

  test("from the next business day: Monday closed by an exception moves it to Tuesday", () => {
    const days = freeSlots(
      input({
        now: at("2026-03-06", "15:00"),
        from: "2026-03-06",
        days: 5,
        exceptions: [{ date: "2026-03-09", closed: true }],
        rules: { minNoticeNextBusinessDay: true },
      }),
    );
    expect(startsOn(days, "2026-03-09")).toEqual([]);
    expect(startsOn(days, "2026-03-10")[0]).toBe("09:00");
  });

  test("nothing past the horizon: the last day ends at the time of day it is now", () => {
    const days = freeSlots(
      input({ now: at("2026-03-09", "10:00"), from: "2026-03-15", days: 3, rules: { horizonDays: 7 } }),
    );
    expect(startsOn(days, "2026-03-16")).toEqual(["09:00", "09:30", "10:00"]);
    expect(startsOn(days, "2026-03-17")).toEqual([]);
  });

  test("starts follow the increment from a 09:30 opening, and end by closing time", () => {
    const days = freeSlots(
      input({
        weekly: { ...WEEKDAYS_ONLY, monday: { open: "09:30", close: "12:00" } },
        rules: { minutes: 45, incrementMinutes: 60 },
      }),
    );
    expect(startsOn(days, "2026-03-09")).toEqual(["09:30", "10:30"]);
  });

  test("buffers keep a time away from a taken one on both sides", () => {
    const days = freeSlots(
      input({
        taken: [taken("2026-03-09", "11:00", 30, 15, 15)],
        rules: { incrementMinutes: 15, bufferBefore: 15, bufferAfter: 15 },
      }),
    );
    const starts = startsOn(days, "2026-03-09");
    // The taken block is 10:45–11:45; ours is 15 minutes wider on each side of 30 minutes.
    expect(starts).toContain("10:00");
    expect(starts).not.toContain("10:15");
    expect(starts).not.toContain("11:00");
    expect(starts).not.toContain("11:45");
    expect(starts).toContain("12:00");
  });

  test("at most N a day counts only bookings of the same type", () => {
    const days = freeSlots(
      input({
        from: "2026-03-09",
        days: 2,
        taken: [
          taken("2026-03-09", "14:00", 30, 0, 0, "initial"),
          taken("2026-03-10", "14:00", 30, 0, 0, "other"),
        ],
        rules: { maxPerDay: 1 },
      }),
    );
    expect(startsOn(days, "2026-03-09")).toEqual([]);
    expect(startsOn(days, "2026-03-10")).toHaveLength(15);
  });

  test("a closed exception closes an open weekday", () => {
    const days = freeSlots(
      input({ days: 2, exceptions: [{ date: "2026-03-09", closed: true, open: "09:00", close: "17:00" }] }),
    );
    expect(startsOn(days, "2026-03-09")).toEqual([]);
    expect(startsOn(days, "2026-03-10")).toHaveLength(16);
  });

  test("an exception with other hours replaces the week's hours that date, even on a weekend", () => {
    const days = freeSlots(
      input({
        from: "2026-03-09",
        days: 6,
        exceptions: [
          { date: "2026-03-10", closed: false, open: "13:00", close: "15:00" },
          { date: "2026-03-14", closed: false, open: "10:00", close: "11:00" },
        ],
      }),
    );
    expect(startsOn(days, "2026-03-10")).toEqual(["13:00", "13:30", "14:00", "14:30"]);
    expect(startsOn(days, "2026-03-14")).toEqual(["10:00", "10:30"]);
    expect(startsOn(days, "2026-03-09")).toHaveLength(16);
  });

  test("with an opening off the 5-minute grid, a time whose claim would clash is not offered", () => {
    const days = freeSlots(
      input({
        weekly: { ...WEEKDAYS_ONLY, monday: { open: "09:07", close: "11:07" } },
        taken: [taken("2026-03-09", "09:37", 30)],
      }),
    );
    // The 09:37–10:07 booking holds the cells 09:35–10:05: 09:07–09:37 would claim 09:35 too and
    // 10:07–10:37 would claim 10:05 (back to back, so a plain overlap test would offer both); 10:37 is clear.
    expect(startsOn(days, "2026-03-09")).toEqual(["10:37"]);
  });
});

describe("offered: a requested time is checked with the same rules", () => {
  const monday = input({ now: at("2026-03-09", "08:00"), taken: [taken("2026-03-09", "11:00", 30)] });

  test("a listed time is accepted", () => {
    expect(offered(monday, at("2026-03-09", "10:00"))).toBe(true);
    expect(offered({ ...monday, from: "2026-04-01", days: 1 }, at("2026-03-09", "10:00"))).toBe(true);
  });

  test("a past time is refused", () => {
    expect(offered({ ...monday, now: at("2026-03-09", "12:00") }, at("2026-03-09", "10:00"))).toBe(false);
  });

  test("a time off the increment grid is refused", () => {
    expect(offered(monday, at("2026-03-09", "09:10"))).toBe(false);
    expect(offered(monday, at("2026-03-09", "09:30") + 1)).toBe(false);
  });

  test("a time outside the hours is refused", () => {
    expect(offered(monday, at("2026-03-09", "08:30"))).toBe(false);
    expect(offered(monday, at("2026-03-09", "17:00"))).toBe(false);
    expect(offered(monday, at("2026-03-07", "10:00"))).toBe(false);
  });

  test("a taken time is refused", () => {
    expect(offered(monday, at("2026-03-09", "11:00"))).toBe(false);
    expect(offered({ ...monday, taken: [] }, at("2026-03-09", "11:00"))).toBe(true);
  });

  test("something that is not a time is refused", () => {
    expect(offered(monday, Number.NaN)).toBe(false);
  });
});

describe("the block a booking holds and the cells it claims", () => {
  test("the block is the meeting widened by its buffers", () => {
    const start = at("2026-03-09", "10:00");
    expect(blockOf({ minutes: 30, bufferBefore: 15, bufferAfter: 10 }, start)).toEqual({
      start,
      end: start + 30 * MIN,
      blockStart: start - 15 * MIN,
      blockEnd: start + 40 * MIN,
    });
  });

  test("every 5-minute cell of the block, and no more", () => {
    const start = at("2026-03-09", "09:45");
    const cells = cellsOf(start, start + 55 * MIN);
    expect(cells).toHaveLength(11);
    expect(cells[0]).toBe(start);
    expect(cells.at(-1)).toBe(start + 50 * MIN);
  });

  test("a block off the grid claims every cell it touches", () => {
    expect(cellsOf(at("2026-03-09", "09:07"), at("2026-03-09", "09:17"))).toEqual([
      at("2026-03-09", "09:05"),
      at("2026-03-09", "09:10"),
      at("2026-03-09", "09:15"),
    ]);
  });
});
