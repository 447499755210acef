/**
 * Lawyers' own calendars: reading a private calendar address safely (https, public addresses only, size
 * and time limits, conditional requests), the busy times it holds (expanded in the helper process), and
 * the feed of bookings a lawyer's calendar subscribes to. Nothing here stores anything or knows hosts:
 * the booking capability decides what to read when and keeps the results.
 */
import { CALENDAR_MAX_BYTES } from "./read";

export const CALENDAR_READ_EVERY_MS = 5 * 60_000;
export { CALENDAR_MAX_BYTES };
export const CALENDAR_STALE_MS = 60 * 60_000;

export { calendarAddressProblem, maskCalendarAddress } from "./address";
export { type BusyBlock, CalendarFormatError } from "./busy-types";

/**
 * The busy times of an iCalendar text overlapping [from, to), on this thread (the helper's job, and tests).
 * ical.js loads with the first call: the server itself never evaluates it.
 */
export async function busyBlocks(...args: Parameters<typeof import("./busy").busyBlocks>) {
  return (await import("./busy")).busyBlocks(...args);
}

/** The feed a lawyer's calendar subscribes to; ical-generator loads with the first feed asked for. */
export async function hostFeedIcs(...args: Parameters<typeof import("./feed").hostFeedIcs>) {
  return (await import("./feed")).hostFeedIcs(...args);
}
export { type CalendarBusyJob, calendarBusyJob, expandInHelper, type HelperLike } from "./helper-job";
export { type CalendarRead, readCalendar } from "./read";
