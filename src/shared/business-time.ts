import { FIRM_UTC_OFFSET_MS } from "./dates";

/** Office hours per weekday ("09:00"–"17:00"), or null when closed; the keys are lower-case day names. */
export type WeekHours = Record<string, { open: string; close: string } | null>;

const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const DAY_MS = 24 * 60 * 60 * 1000;
const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * The latest moment an enquiry can have arrived and still be waiting for longer than one business day
 * now: "one business day" is the office time of an average open day (9:00–17:00 → 8 hours), counted
 * only while the office is open, in the firm's time (Cayman). An enquiry on Friday at 16:00 is overdue on
 * Monday at 16:00; one on Saturday, at Monday's close. With no open day at all, 24 hours.
 */
export function overdueCutoff(now: number, week: WeekHours): number {
  const open = DAY_NAMES.map((d) => week[d]).filter((h): h is { open: string; close: string } => !!h);
  const lengths = open.map((h) => Math.max(0, minutes(h.close) - minutes(h.open)));
  const total = lengths.reduce((a, b) => a + b, 0);
  if (total === 0) return now - DAY_MS;
  let needed = (total / lengths.length) * 60_000;
  // Midnight (firm time) of today, as an instant.
  const local = now + FIRM_UTC_OFFSET_MS;
  const midnight = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - FIRM_UTC_OFFSET_MS;
  for (let back = 0; back < 370; back++) {
    const dayStart = midnight - back * DAY_MS;
    const weekday = new Date(dayStart + FIRM_UTC_OFFSET_MS).getUTCDay();
    const hours = week[DAY_NAMES[weekday]!];
    if (!hours) continue;
    const start = dayStart + minutes(hours.open) * 60_000;
    const end = Math.min(now, dayStart + minutes(hours.close) * 60_000);
    if (end <= start) continue;
    if (end - start >= needed) return end - needed;
    needed -= end - start;
  }
  return now - DAY_MS;
}
