/** Dates in long form, English, in the firm's time zone, e.g. "March 4, 2026". */
export const TIME_ZONE = "America/Cayman";

/**
 * The firm's clock is read with arithmetic, not Intl: the Cayman Islands have kept Eastern Standard Time
 * (UTC−5) all year since 1912, with no daylight saving, so a fixed offset gives exactly what
 * `Intl.DateTimeFormat` gives for America/Cayman (dates.test.ts compares the two over many instants). The
 * first Intl format with a time zone loads ICU's zone and calendar data: ~5 MB resident for the life of
 * the process, and milliseconds on the first page with a date (docs/decisions/019). Instants
 * before 1912 (local mean time) are not ones this site writes.
 */
export const FIRM_UTC_OFFSET_MS = -5 * 60 * 60_000;

/** The months' names, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The firm's wall-clock reading of an instant (month 1–12). */
export interface FirmClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** An instant (ISO 8601, ms or Date) → the firm's wall clock; a RangeError for no valid time, as Intl's. */
export function firmClock(at: string | number | Date): FirmClock {
  const ms = at instanceof Date ? at.getTime() : typeof at === "number" ? at : Date.parse(at);
  if (!Number.isFinite(ms)) throw new RangeError("Invalid time value");
  const wall = new Date(ms + FIRM_UTC_OFFSET_MS);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** 7 → "07" */
export const two = (n: number) => String(n).padStart(2, "0");

/** e.g. "March 4, 2026" */
export function formatLongDate(iso: string): string {
  const c = firmClock(iso);
  return `${MONTHS[c.month - 1]} ${c.day}, ${c.year}`;
}

/** e.g. "March 4, 2026 at 2:05 PM" */
export function formatDateTime(iso: string): string {
  const c = firmClock(iso);
  return `${MONTHS[c.month - 1]} ${c.day}, ${c.year} at ${c.hour % 12 || 12}:${two(c.minute)} ${c.hour < 12 ? "AM" : "PM"}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** An instant → its time on the firm's clock, "9:00 AM". */
export function clockTime(iso: string): string {
  const c = firmClock(iso);
  return `${c.hour % 12 || 12}:${two(c.minute)} ${c.hour < 12 ? "AM" : "PM"}`;
}

/** A calendar date "2026-03-09" → "Monday, March 9, 2026". */
export function longDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return `${weekday}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

/** e.g. "2026-03-04": the firm's calendar date. */
export function firmDate(at: string | number): string {
  const c = firmClock(at);
  return `${c.year}-${two(c.month)}-${two(c.day)}`;
}

/**
 * An instant (ISO 8601 or ms) → the firm's wall-clock time as a datetime-local value, e.g.
 * "2026-12-07T09:00".
 */
export function toFirmLocal(at: string | number): string {
  const c = firmClock(at);
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "-05:00": the firm's offset as ISO 8601 writes it. */
const OFFSET = (() => {
  const abs = Math.abs(FIRM_UTC_OFFSET_MS) / 60_000;
  return `${FIRM_UTC_OFFSET_MS <= 0 ? "-" : "+"}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
})();

/**
 * A datetime-local value read as the firm's wall-clock time → ISO 8601 with its offset, e.g.
 * "2026-12-07T09:00" → "2026-12-07T09:00:00-05:00". Undefined for anything else.
 */
export function fromFirmLocal(local: string): string | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  if (h > 23 || mi > 59) return undefined;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return undefined;
  return `${local}:00${OFFSET}`;
}

/** ISO 8601 with an explicit offset or Z, so "09:00" can never be read in the server's own zone. */
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * "2026-12-07T09:00:00-05:00" → its moment (ms), when it is a real date and time with its offset between
 * 2000 and 2199; undefined for anything else, including days a month lacks ("2030-02-31", which
 * Date.parse would quietly read as 3 March).
 */
export function parseInstant(value: string): number | undefined {
  const m = ISO_INSTANT.exec(value);
  if (!m) return undefined;
  const [y, mo, d, h, mi, s = 0] = m
    .slice(1, 7)
    .map((x) => (x === undefined ? undefined : Number(x))) as number[];
  if (mo! < 1 || mo! > 12 || h! > 23 || mi! > 59 || s > 59) return undefined;
  if (m[8] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return undefined;
  if (new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDate() !== d) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) && ms >= Date.UTC(2000, 0) && ms < Date.UTC(2200, 0) ? ms : undefined;
}
