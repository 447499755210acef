/**
 * The free times of a type as the capability asks for them: the booking hours and the bookings that hold
 * time, read for the days in question, handed to the pure rules of ./slots. A type with lawyers: each
 * lawyer's hours, bookings and busy times apart, the lists merged (a time is free when one of them is).
 */
import type { Slot, SlotDay, SlotsAnswer } from "../shared/booking-types";
import { FIRM_TIME_ZONE } from "../shared/booking-types";
import { hoursOf, rulesOf, type StoredType } from "./catalogue";
import { type BookingContext, DAY, FIRM_HOST } from "./context";
import type { HostPlan } from "./hosts";
import { Tz, zonedDate } from "./slot-calendar";
import { freeSlots, type SlotInput, unionSlots as union } from "./slots";

const tz = new Tz(FIRM_TIME_ZONE);
/** Most days one listing may ask for. */
export const MAX_DAYS = 62;

/** The Cayman date of an instant, YYYY-MM-DD. */
export const caymanDate = (ms: number) => zonedDate(tz, ms);

/**
 * What the rules need to list `days` days from `from`, or to check one start: the bookings holding time
 * over those days (a margin either side for buffers), without `except` (a booking being moved). For a
 * lawyer (`host`): their hours, their bookings and the busy times of their own calendar (typeId "": the
 * type's daily limit counts bookings only).
 */
export async function inputFor(
  ctx: BookingContext,
  type: StoredType,
  from: string,
  days: number,
  now: number,
  except?: string,
  host?: HostPlan,
): Promise<SlotInput> {
  const first = Date.parse(`${from}T00:00:00Z`);
  const [lo, hi] = [first - 2 * DAY, first + (days + 2) * DAY];
  const blocks = await ctx.repos.bookings.activeBlocks(host?.id ?? FIRM_HOST, lo, hi);
  const own = except === undefined ? blocks : blocks.filter((b) => b.id !== except);
  const hours = host ?? hoursOf((await ctx.catalogue.site()).hours);
  return {
    rules: rulesOf(type),
    weekly: hours.weekly,
    exceptions: hours.exceptions,
    taken: host ? [...own, ...(await ctx.hosts.busyBetween(host.id, lo, hi))] : own,
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
  host?: HostPlan,
) => inputFor(ctx, type, caymanDate(start), 1, now, except, host);

/**
 * Whose times a type offers for a choice of lawyer: the firm's (no lawyers on the type: `[undefined]`),
 * the one chosen, or every lawyer of the type that is offering now. undefined: a lawyer the type does not
 * offer.
 */
export async function plansFor(
  ctx: BookingContext,
  type: StoredType,
  host: string | undefined,
): Promise<(HostPlan | undefined)[] | undefined> {
  const hosts = await ctx.hosts.ofType(type);
  const any = host === undefined || host === "" || host === "any";
  if (hosts.length === 0) return any ? [undefined] : undefined;
  if (!any && !(type.visitorChoosesHost && hosts.some((h) => h.id === host))) return undefined;
  const chosen = any ? hosts : hosts.filter((h) => h.id === host);
  const plans = await Promise.all(chosen.map((h) => ctx.hosts.plan(h)));
  return plans.filter((p) => p.offering);
}

/** Free times of several calendars as one list: a time is free when one of them is free then. */
async function unionSlots(
  ctx: BookingContext,
  type: StoredType,
  plans: (HostPlan | undefined)[],
  from: string,
  days: number,
  now: number,
  except?: string,
): Promise<SlotDay[]> {
  const lists = await Promise.all(
    plans.map(async (p) => freeSlots(await inputFor(ctx, type, from, days, now, except, p))),
  );
  return union(lists);
}

/** The free times of `days` days from `from` (default today); undefined for a lawyer the type does not offer. */
export async function listSlots(
  ctx: BookingContext,
  type: StoredType,
  from: string | undefined,
  days: number,
  host?: string,
): Promise<SlotsAnswer | undefined> {
  const plans = await plansFor(ctx, type, host);
  if (!plans) return undefined;
  const now = ctx.now();
  const today = caymanDate(now);
  const first = from && from > today ? from : today;
  const n = Math.min(Math.max(1, days), MAX_DAYS);
  if (plans.length === 0) {
    const none = Temporal.PlainDate.from(first);
    return {
      timeZone: FIRM_TIME_ZONE,
      days: Array.from({ length: n }, (_, i) => ({ date: none.add({ days: i }).toString(), slots: [] })),
    };
  }
  return { timeZone: FIRM_TIME_ZONE, days: await unionSlots(ctx, type, plans, first, n, now) };
}

/** The three free times nearest a time that could not be had, in time order. */
export async function alternativesTo(
  ctx: BookingContext,
  type: StoredType,
  start: number,
  except?: string,
  host?: string,
): Promise<Slot[]> {
  const now = ctx.now();
  const from = caymanDate(Math.max(now, start - 7 * DAY));
  const plans = (await plansFor(ctx, type, host)) ?? [];
  if (plans.length === 0) return [];
  const slots = (await unionSlots(ctx, type, plans, from, 21, now, except)).flatMap((d: SlotDay) => d.slots);
  return slots
    .map((s) => ({ s, d: Math.abs(Date.parse(s.start) - start) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.s)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/**
 * The lawyers free at a start, the one with the fewest active bookings in that week (Monday to Sunday,
 * Cayman time) first; ties keep the type's order.
 */
export async function leastBookedFirst(
  ctx: BookingContext,
  plans: HostPlan[],
  start: number,
): Promise<HostPlan[]> {
  const day = tz.zoned(start).toPlainDate();
  const monday = day.subtract({ days: day.dayOfWeek - 1 });
  const from = tz.at(monday, "00:00")!;
  const to = tz.at(monday.add({ days: 7 }), "00:00")!;
  const counts = await ctx.repos.bookings.activeCounts(
    plans.map((p) => p.id),
    from,
    to,
  );
  return plans
    .map((p, i) => ({ p, i, n: counts.get(p.id) ?? 0 }))
    .sort((a, b) => a.n - b.n || a.i - b.i)
    .map((x) => x.p);
}
