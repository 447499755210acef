/**
 * Words and numbers for the admin charts and their summaries, without Intl (whose formats cost
 * milliseconds and memory to load, docs/decisions/019): thousands, percentages, calendar days
 * ("YYYY-MM-DD", the firm's own dates) and durations in hours.
 */
import { MONTHS } from "../../../../src/shared/dates";

/** A finite number, or 0 (a chart never draws NaN from a missing or broken figure). */
export const finite = (n: number | null | undefined): number => (Number.isFinite(n) ? (n as number) : 0);

/** 1234567 → "1,234,567"; 2.5 → "2.5". */
export function thousands(n: number): string {
  const v = finite(n);
  const [whole, fraction] = String(Math.abs(v)).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${v < 0 ? "−" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** 1 → "1 visitor", 2 → "2 visitors" (thousands separated). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${thousands(n)} ${n === 1 ? one : many}`;
}

/** One decimal, without a trailing ".0": 4.25 → "4.3", 4 → "4". */
export const oneDecimal = (n: number): string => thousands(Math.round(finite(n) * 10) / 10);

/** Share of a whole in whole percent, "37%"; under 1% but not nothing is "<1%". */
export function share(part: number, whole: number): string {
  if (!(whole > 0)) return "0%";
  const pct = (finite(part) / whole) * 100;
  if (pct > 0 && pct < 1) return "<1%";
  return `${Math.round(pct)}%`;
}

const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

/** "2026-03-12" → its parts; a malformed day reads as 1 January 1970 rather than throwing. */
export function calendarDay(iso: string): CalendarDay {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const [year, month, day] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [1970, 1, 1];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, weekday: Number.isFinite(weekday) ? weekday : 4 };
}

/** "2026-03-12" → "March 12, 2026" (the site's long date). */
export function longDay(iso: string): string {
  const d = calendarDay(iso);
  return `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
}

/** "2026-03-12" → "Thursday, March 12" (within a period whose year is said elsewhere). */
export function weekdayDay(iso: string): string {
  const d = calendarDay(iso);
  return `${WEEKDAYS[d.weekday]}, ${MONTHS[d.month - 1]} ${d.day}`;
}

/** "2026-03-12" → "March 12". */
export function monthDay(iso: string): string {
  const d = calendarDay(iso);
  return `${MONTHS[d.month - 1]} ${d.day}`;
}

/** "2026-03-12" → "Mar 12" (axis labels). */
export function shortDay(iso: string): string {
  const d = calendarDay(iso);
  return `${SHORT_MONTHS[d.month - 1]} ${d.day}`;
}

/** "2026-03-12" → "Thu, Mar 12, 2026" (table rows). */
export function tableDay(iso: string): string {
  const d = calendarDay(iso);
  return `${WEEKDAYS[d.weekday]!.slice(0, 3)}, ${SHORT_MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
}

/** "Mar 12, 2026" */
export function shortDate(iso: string): string {
  const d = calendarDay(iso);
  return `${SHORT_MONTHS[d.month - 1]} ${d.day}, ${d.year}`;
}

export const shortMonth = (month: number): string => SHORT_MONTHS[month - 1] ?? "";

/** An inclusive range of days: "March 1 – 30, 2026", "February 3 – March 2, 2026", or both years. */
export function rangeLabel(from: string, to: string): string {
  const a = calendarDay(from);
  const b = calendarDay(to);
  if (a.year !== b.year) return `${longDay(from)} – ${longDay(to)}`;
  if (a.month !== b.month) return `${monthDay(from)} – ${monthDay(to)}, ${b.year}`;
  if (a.day !== b.day) return `${monthDay(from)} – ${b.day}, ${b.year}`;
  return longDay(from);
}

/**
 * Hours, in words: "40 minutes", "2.5 hours", "14 hours", "1 day 3 hours", "2 days". Under ten hours
 * to the tenth, then whole hours; from 24 hours, days and hours.
 */
export function duration(hours: number): string {
  const h = Math.max(0, finite(hours));
  if (h < 1) {
    const minutes = Math.round(h * 60);
    if (minutes < 1) return "under 1 minute";
    if (minutes < 60) return plural(minutes, "minute");
  }
  const rounded = h < 10 ? Math.round(h * 10) / 10 : Math.round(h);
  if (rounded < 24) return `${oneDecimal(rounded)} ${rounded === 1 ? "hour" : "hours"}`;
  const whole = Math.round(h);
  const days = Math.floor(whole / 24);
  const rest = whole % 24;
  return rest === 0 ? plural(days, "day") : `${plural(days, "day")} ${plural(rest, "hour")}`;
}

/** Cuts a label to `max` characters, with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1)).trimEnd()}…`;
}
