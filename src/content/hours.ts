import { type OpenHours, WEEKDAYS, type Weekday } from "./field-types";

const NAMES: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};
const SHORT: Record<Weekday, string> = {
  monday: "Mo",
  tuesday: "Tu",
  wednesday: "We",
  thursday: "Th",
  friday: "Fr",
  saturday: "Sa",
  sunday: "Su",
};

/** "09:00" → "9:00 AM", "17:30" → "5:30 PM". */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

const same = (a: OpenHours, b: OpenHours) =>
  a === null ? b === null : b !== null && a.open === b.open && a.close === b.close;

/** Runs of consecutive days with the same hours, Monday first. */
function runs(week: Record<Weekday, OpenHours>): { days: Weekday[]; hours: OpenHours }[] {
  const out: { days: Weekday[]; hours: OpenHours }[] = [];
  for (const day of WEEKDAYS) {
    const last = out[out.length - 1];
    if (last && same(last.hours, week[day])) last.days.push(day);
    else out.push({ days: [day], hours: week[day] });
  }
  return out;
}

const span = (days: Weekday[], names: Record<Weekday, string>, joiner: string) =>
  days.length === 1 ? names[days[0]!] : `${names[days[0]!]}${joiner}${names[days[days.length - 1]!]}`;

/** The week as people read it: "Monday-Friday: 9:00 AM-5:00 PM", "Saturday-Sunday: Closed". */
export function hoursLines(week: Record<Weekday, OpenHours>): { days: string; hours: string }[] {
  return runs(week).map((r) => ({
    days: span(r.days, NAMES, "-"),
    hours: r.hours ? `${clockTime(r.hours.open)}-${clockTime(r.hours.close)}` : "Closed",
  }));
}

/** The week for search engines: schema.org OpeningHoursSpecification entries and the short form. */
export function hoursForSearch(week: Record<Weekday, OpenHours>): {
  specification: { dayOfWeek: string[]; opens: string; closes: string }[];
  text: string;
} {
  const open = runs(week).filter((r) => r.hours !== null);
  // Days with the same hours are one entry, however they are spread over the week.
  const byHours = new Map<string, { dayOfWeek: string[]; opens: string; closes: string }>();
  for (const r of open) {
    const key = `${r.hours!.open}-${r.hours!.close}`;
    const entry = byHours.get(key) ?? { dayOfWeek: [], opens: r.hours!.open, closes: r.hours!.close };
    entry.dayOfWeek.push(...r.days.map((d) => NAMES[d]));
    byHours.set(key, entry);
  }
  return {
    specification: [...byHours.values()],
    text: open.map((r) => `${span(r.days, SHORT, "-")} ${r.hours!.open}-${r.hours!.close}`).join(", "),
  };
}

const clockSpan = (h: { open: string; close: string }) => `${clockTime(h.open)} to ${clockTime(h.close)}`;

/**
 * The week as a sentence says it, for texts that name the office hours: "Monday to Friday, 9:00 AM to
 * 5:00 PM" (and "…; and Saturday, 10:00 AM to 1:00 PM" for more); "by appointment only" when no day is open.
 */
export function hoursProse(week: Record<Weekday, OpenHours>): string {
  const parts = runs(week)
    .filter((r) => r.hours !== null)
    .map((r) => `${span(r.days, NAMES, " to ")}, ${clockSpan(r.hours!)}`);
  if (parts.length === 0) return "by appointment only";
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join("; ")}; and ${parts.at(-1)}`;
}
