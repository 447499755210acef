import { FIRM_UTC_OFFSET_MS, TIME_ZONE } from "../shared/dates";

/** One format per time zone, made on first use (making one costs milliseconds). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (UTC−5 → −18,000,000). */
function offsetAt(instant: number, timeZone: string): number {
  // The firm's zone keeps one offset all year (src/shared/dates.ts): no time-zone data loaded for it.
  if (timeZone === TIME_ZONE) return FIRM_UTC_OFFSET_MS;
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export function parseTimeOfDay(value: string): { hour: number; minute: number } {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!m) throw new Error(`Not a time of day (HH:MM): ${JSON.stringify(value)}`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

/** "HH:MM" wall-clock time in a time zone → the next instant (ms) after `now` when the clock shows it. */
export function nextDailyRun(now: number, timeOfDay: string, timeZone: string): number {
  const { hour, minute } = parseTimeOfDay(timeOfDay);
  const local = new Date(now + offsetAt(now, timeZone));
  for (let days = 0; days <= 2; days++) {
    const wall = Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() + days,
      hour,
      minute,
    );
    // The offset on that day (daylight saving may differ from today's).
    const candidate = wall - offsetAt(wall - offsetAt(now, timeZone), timeZone);
    if (candidate > now) return candidate;
  }
  throw new Error("unreachable: a daily time always recurs within two days");
}
