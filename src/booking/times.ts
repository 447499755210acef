/**
 * The free times of a type as the capability asks for them: the booking hours and the bookings that hold
 * time, read for the days in question, handed to the pure rules of ./slots.
 */
import type { Slot, SlotDay, SlotsAnswer } from "../shared/booking-types";
import { FIRM_TIME_ZONE } from "../shared/booking-types";
import { hoursOf, rulesOf, type StoredType } from "./catalogue";
import { type BookingContext, DAY, FIRM_HOST } from "./context";
import { Tz, zonedDate } from "./slot-calendar";
import { freeSlots, type SlotInput } from "./slots";

const tz = new Tz(FIRM_TIME_ZONE);
/** Most days one listing may ask for. */
export const MAX_DAYS = 62;

/** The Cayman date of an instant, YYYY-MM-DD. */
export const caymanDate = (ms: number) => zonedDate(tz, ms);

/**
 * What the rules need to list `days` days from `from`, or to check one start: the bookings holding time
 * over those days (a margin either side for buffers), without `except` (a booking being moved).
 */
export async function inputFor(
  ctx: BookingContext,
  type: StoredType,
  from: string,
  days: number,
  now: number,
  except?: string,
): Promise<SlotInput> {
  const { hours } = await ctx.catalogue.site();
  const first = Date.parse(`${from}T00:00:00Z`);
  const blocks = await ctx.repos.bookings.activeBlocks(FIRM_HOST, first - 2 * DAY, first + (days + 2) * DAY);
  return {
    rules: rulesOf(type),
    ...hoursOf(hours),
    taken: except === undefined ? blocks : blocks.filter((b) => b.id !== except),
    typeId: type.id,
    now,
    from,
    days,
  };
}

/** What `offered` needs for one start. */
export const slotInput = (
  ctx: BookingContext,
  type: StoredType,
  start: number,
  now: number,
  except?: string,
) => inputFor(ctx, type, caymanDate(start), 1, now, except);

/** The free times of `days` days from `from` (default today). */
export async function listSlots(
  ctx: BookingContext,
  type: StoredType,
  from: string | undefined,
  days: number,
): Promise<SlotsAnswer> {
  const now = ctx.now();
  const today = caymanDate(now);
  const first = from && from > today ? from : today;
  const input = await inputFor(ctx, type, first, Math.min(Math.max(1, days), MAX_DAYS), now);
  return { timeZone: FIRM_TIME_ZONE, days: freeSlots(input) };
}

/** The three free times nearest a time that could not be had, in time order. */
export async function alternativesTo(
  ctx: BookingContext,
  type: StoredType,
  start: number,
  except?: string,
): Promise<Slot[]> {
  const now = ctx.now();
  const from = caymanDate(Math.max(now, start - 7 * DAY));
  const input = await inputFor(ctx, type, from, 21, now, except);
  const slots = freeSlots(input).flatMap((d: SlotDay) => d.slots);
  return slots
    .map((s) => ({ s, d: Math.abs(Date.parse(s.start) - start) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.s)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
