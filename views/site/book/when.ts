/**
 * A booking's times in words, on the firm's clock (Cayman time, which never changes for daylight saving):
 * the same words on the server and in the browser, so a hydrated page shows what the server wrote.
 */
import { clockTime, firmClock, longDay, MONTHS, two } from "../../../src/shared/dates";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

// "9:00 AM" and "Monday, March 9, 2026": the staff screens say them alike.
export { clockTime, longDay };

/** A Cayman calendar date → "Mon, Mar 9": the day list's short form. */
export function shortDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!.slice(0, 3);
  return `${weekday}, ${MONTHS[m - 1]!.slice(0, 3)} ${d}`;
}

/** The Cayman calendar date of an instant, "2026-03-09". */
export function dayOf(iso: string): string {
  const c = firmClock(iso);
  return `${c.year}-${two(c.month)}-${two(c.day)}`;
}

/** "Monday, March 9, 2026, 9:00 AM – 9:30 AM Cayman time" */
export function meetingTime(start: string, end: string): string {
  return `${longDay(dayOf(start))}, ${clockTime(start)} – ${clockTime(end)} Cayman time`;
}

/** What the pages say of the firm's clock, once, above the times. */
export const CAYMAN_TIME_NOTE =
  "Times are Cayman Islands time (UTC−5; the Cayman Islands do not change the clocks for daylight saving).";
