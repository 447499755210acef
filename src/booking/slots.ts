/**
 * Free times: which starts an appointment type offers, as a pure function of its rules, the firm's
 * booking hours, the bookings already taken and the clock. The same rules list the times on the page and
 * check a requested time on POST (`offered`), so a time is accepted exactly when it would be shown.
 *
 * All calendar maths runs in the firm's zone with Temporal (wall-clock dates and opening times become
 * instants through the zone's rules, never through a fixed offset), so the answers stay right for any
 * zone even though Cayman keeps -05:00 all year. Instants are UTC milliseconds.
 *
 * Listing: every date of [from, from + days) is listed, in order, including dates with no free time (the
 * page says so for that day) — closed days, full days and days inside the notice or past the horizon alike.
 */
import type { Weekday } from "../content";
import { FIRM_TIME_ZONE, type Slot, type SlotDay } from "../shared/booking-types";
import { isoAt, type OpeningHours, type OpenSpan, openSpan, Tz, zonedDate } from "./slot-calendar";

const MINUTE = 60_000;
/** Bookings claim the time in cells of this size; see `cellsOf`. */
export const CELL_MS = 5 * MINUTE;

export interface SlotRules {
  minutes: number;
  bufferBefore: number;
  bufferAfter: number;
  minNoticeHours: number;
  /** When on, the notice is "from the next business day" instead of `minNoticeHours`. */
  minNoticeNextBusinessDay: boolean;
  horizonDays: number;
  incrementMinutes: number;
  /** At most this many bookings of the type a day; 0 = no limit. */
  maxPerDay: number;
}

export interface SlotException {
  date: string;
  closed: boolean;
  open?: string;
  close?: string;
}

/** A booking holding time: its padded block [blockStart, blockEnd), its start and its type. */
export interface TakenBlock {
  blockStart: number;
  blockEnd: number;
  start: number;
  typeId: string;
}

export interface SlotInput {
  rules: SlotRules;
  weekly: Record<Weekday, OpeningHours>;
  exceptions: SlotException[];
  taken: TakenBlock[];
  typeId: string;
  now: number;
  /** The first Cayman date listed, YYYY-MM-DD. */
  from: string;
  days: number;
}

/** The time a booking at `start` takes, and the block it holds with its buffers. */
export function blockOf(
  rules: Pick<SlotRules, "minutes" | "bufferBefore" | "bufferAfter">,
  start: number,
): { start: number; end: number; blockStart: number; blockEnd: number } {
  const end = start + rules.minutes * MINUTE;
  return {
    start,
    end,
    blockStart: start - rules.bufferBefore * MINUTE,
    blockEnd: end + rules.bufferAfter * MINUTE,
  };
}

const cellFloor = (ms: number) => Math.floor(ms / CELL_MS) * CELL_MS;
const cellCeil = (ms: number) => Math.ceil(ms / CELL_MS) * CELL_MS;

/**
 * Every 5-minute cell start (UTC ms) that [blockStart, blockEnd) touches: what a booking claims so the
 * database can refuse a second booking of the same time. Lengths, buffers and increments are multiples
 * of 5 minutes, so with opening times on the 5-minute grid every block is whole cells. An opening time
 * off that grid (09:07) still works: the block is widened to whole cells, here and in the free-time check
 * alike (`overlapsTaken`), so a time is only ever shown when its claim can succeed.
 */
export function cellsOf(blockStart: number, blockEnd: number): number[] {
  const cells: number[] = [];
  for (let c = cellFloor(blockStart); c < blockEnd; c += CELL_MS) cells.push(c);
  return cells;
}

/**
 * A date's booking hours: a closed exception closes it (even beside another with hours); otherwise the
 * first exception with both times replaces the week's hours; one with neither leaves the week's hours.
 */
function hoursOn(input: SlotInput, tz: Tz, date: Temporal.PlainDate): OpenSpan | null {
  const iso = date.toString();
  const exceptions = input.exceptions.filter((e) => e.date === iso);
  if (exceptions.some((e) => e.closed)) return null;
  const other = exceptions.find((e) => e.open && e.close);
  const hours = other ? { open: other.open!, close: other.close! } : (input.weekly[weekdayOf(date)] ?? null);
  return openSpan(tz, date, hours);
}

const WEEKDAY_BY_NUMBER: Weekday[] = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
];
const weekdayOf = (date: Temporal.PlainDate): Weekday => WEEKDAY_BY_NUMBER[date.dayOfWeek - 1]!;

/**
 * The earliest start allowed now: now + the notice hours, or — "from the next business day" — the opening
 * of the first day after today (firm time) on which the firm takes bookings. No such day within a year:
 * nothing can be booked.
 */
function earliestStart(input: SlotInput, tz: Tz, today: Temporal.PlainDate): number {
  if (!input.rules.minNoticeNextBusinessDay) return input.now + input.rules.minNoticeHours * 60 * MINUTE;
  for (let d = 1; d <= 366; d++) {
    const span = hoursOn(input, tz, today.add({ days: d }));
    if (span) return span.open;
  }
  return Number.POSITIVE_INFINITY;
}

/** Everything that holds for the whole listing: the zone, the notice, the horizon and the day counts. */
function prepare(input: SlotInput) {
  const tz = new Tz(FIRM_TIME_ZONE);
  const nowZoned = tz.zoned(input.now);
  const today = nowZoned.toPlainDate();
  // The horizon in calendar days of the firm's zone: a day is a day even where a clock change makes it 23 hours.
  const latest = nowZoned.add({ days: input.rules.horizonDays }).epochMilliseconds;
  const lastDay = today.add({ days: input.rules.horizonDays });
  const perDay = new Map<string, number>();
  for (const t of input.taken) {
    if (t.typeId !== input.typeId) continue;
    const day = zonedDate(tz, t.start);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return {
    tz,
    today,
    latest,
    lastDay,
    earliest: earliestStart(input, tz, today),
    perDay,
    taken: takenCells(input.taken),
  };
}

/**
 * The taken blocks widened to whole cells, sorted and merged into disjoint spans [starts[i], ends[i]), so
 * whether a block clashes is one binary search however many bookings and busy times there are.
 */
export function takenCells(taken: readonly Pick<TakenBlock, "blockStart" | "blockEnd">[]): {
  starts: number[];
  ends: number[];
} {
  const spans = taken
    .map((t) => [cellFloor(t.blockStart), cellCeil(t.blockEnd)] as const)
    .filter(([a, b]) => b > a)
    .sort((a, b) => a[0] - b[0]);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const [a, b] of spans) {
    const last = ends.length - 1;
    if (last >= 0 && a <= ends[last]!) ends[last] = Math.max(ends[last]!, b);
    else {
      starts.push(a);
      ends.push(b);
    }
  }
  return { starts, ends };
}

/** Whether [blockStart, blockEnd), widened to whole cells, overlaps one of the merged spans. */
export function overlapsTaken(
  cells: { starts: number[]; ends: number[] },
  blockStart: number,
  blockEnd: number,
) {
  const a = cellFloor(blockStart);
  const b = cellCeil(blockEnd);
  // The first span ending after a: the only one that can overlap [a, b) and start before b.
  let lo = 0;
  let hi = cells.ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cells.ends[mid]! > a) hi = mid;
    else lo = mid + 1;
  }
  return lo < cells.starts.length && cells.starts[lo]! < b;
}

type Prepared = ReturnType<typeof prepare>;

/** The free starts (UTC ms) of one date, in order. */
function startsOn(input: SlotInput, p: Prepared, date: Temporal.PlainDate): number[] {
  const { rules } = input;
  if (Temporal.PlainDate.compare(date, p.lastDay) > 0) return [];
  if (rules.maxPerDay > 0 && (p.perDay.get(date.toString()) ?? 0) >= rules.maxPerDay) return [];
  const span = hoursOn(input, p.tz, date);
  if (!span) return [];
  const step = rules.incrementMinutes * MINUTE;
  if (!(step > 0) || !(rules.minutes > 0)) return [];
  const starts: number[] = [];
  // The grid counts from the opening time in elapsed minutes (the zone's rules already placed the opening).
  for (let s = span.open; s + rules.minutes * MINUTE <= span.close; s += step) {
    if (s < p.earliest || s > p.latest) continue;
    const block = blockOf(rules, s);
    if (overlapsTaken(p.taken, block.blockStart, block.blockEnd)) continue;
    starts.push(s);
  }
  return starts;
}

/** The free times of every date of [from, from + days), dates with none included. */
export function freeSlots(input: SlotInput): SlotDay[] {
  const p = prepare(input);
  const first = Temporal.PlainDate.from(input.from);
  const days: SlotDay[] = [];
  for (let i = 0; i < input.days; i++) {
    const date = first.add({ days: i });
    const slots: Slot[] = startsOn(input, p, date).map((s) => ({
      start: isoAt(p.tz, s),
      end: isoAt(p.tz, s + input.rules.minutes * MINUTE),
    }));
    days.push({ date: date.toString(), slots });
  }
  return days;
}

/**
 * Whether `start` (UTC ms) is a time the type offers now: the same rules as `freeSlots`, for the date
 * the start falls on (whatever `from` and `days` say), so a client cannot book what it was never shown.
 */
export function offered(input: SlotInput, start: number): boolean {
  if (!Number.isSafeInteger(start)) return false;
  const p = prepare(input);
  const date = p.tz.zoned(start).toPlainDate();
  return startsOn(input, p, date).includes(start);
}

/**
 * Several calendars' free times as one list (the same dates in each, in order): a time is free when one of
 * them is free then; each start once, in time order.
 */
export function unionSlots(lists: readonly SlotDay[][]): SlotDay[] {
  if (lists.length === 1) return lists[0]!;
  const first = lists[0] ?? [];
  return first.map((day, i) => {
    const byStart = new Map<string, { slot: Slot; at: number }>();
    for (const list of lists)
      for (const slot of list[i]?.slots ?? [])
        if (!byStart.has(slot.start)) byStart.set(slot.start, { slot, at: Date.parse(slot.start) });
    const slots = [...byStart.values()].sort((a, b) => a.at - b.at).map((x) => x.slot);
    return { date: day.date, slots };
  });
}
