/**
 * Turning an event's wall-clock time into an instant when the feed gives a zone's name but not its rules.
 * A feed that includes a VTIMEZONE is read by ical.js itself; one that only names the zone (Google names
 * IANA zones and often leaves the definition out) is placed with the runtime's own zone data (Temporal),
 * and the Windows names Outlook writes ("Eastern Standard Time") are mapped to IANA for the common ones.
 */

/** The Windows zone names met in practice in the firm's region and with its correspondents. */
const WINDOWS_ZONES: Record<string, string> = {
  "SA Pacific Standard Time": "America/Bogota",
  "Eastern Standard Time": "America/New_York",
  "US Eastern Standard Time": "America/Indiana/Indianapolis",
  "Central Standard Time": "America/Chicago",
  "Central America Standard Time": "America/Guatemala",
  "Mountain Standard Time": "America/Denver",
  "US Mountain Standard Time": "America/Phoenix",
  "Pacific Standard Time": "America/Los_Angeles",
  "Alaskan Standard Time": "America/Anchorage",
  "Hawaiian Standard Time": "Pacific/Honolulu",
  "Atlantic Standard Time": "America/Halifax",
  "SA Western Standard Time": "America/La_Paz",
  "Cuba Standard Time": "America/Havana",
  "Haiti Standard Time": "America/Port-au-Prince",
  "Turks And Caicos Standard Time": "America/Grand_Turk",
  "Newfoundland Standard Time": "America/St_Johns",
  "E. South America Standard Time": "America/Sao_Paulo",
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  UTC: "UTC",
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "Central Europe Standard Time": "Europe/Budapest",
  "Central European Standard Time": "Europe/Warsaw",
  "GTB Standard Time": "Europe/Bucharest",
  "FLE Standard Time": "Europe/Kiev",
  "Russian Standard Time": "Europe/Moscow",
  "Arabian Standard Time": "Asia/Dubai",
  "India Standard Time": "Asia/Calcutta",
  "Singapore Standard Time": "Asia/Singapore",
  "China Standard Time": "Asia/Shanghai",
  "Tokyo Standard Time": "Asia/Tokyo",
  "AUS Eastern Standard Time": "Australia/Sydney",
  "New Zealand Standard Time": "Pacific/Auckland",
  "South Africa Standard Time": "Africa/Johannesburg",
};

const known = new Map<string, string | undefined>();

/** The IANA zone a TZID stands for, or undefined when neither an IANA nor a known Windows name. */
export function ianaZone(tzid: string): string | undefined {
  if (!known.has(tzid)) {
    // A hostile file could name endless zones: the memo stays small.
    if (known.size >= 500) known.clear();
    known.set(tzid, lookUp(tzid));
  }
  return known.get(tzid);
}

function lookUp(tzid: string): string | undefined {
  // Some writers put a path-like prefix before the name ("/mozilla.org/…/America/New_York").
  const name = tzid.trim().replace(/^"|"$/g, "");
  const windows = WINDOWS_ZONES[name];
  if (windows) return windows;
  const candidates = [name, name.replace(/^.*?\/(?=[A-Z][a-z]+\/)/, "")];
  for (const c of candidates) {
    try {
      return Temporal.Now.zonedDateTimeISO(c).timeZoneId;
    } catch {
      // not a zone this runtime knows: try the next spelling
    }
  }
  return undefined;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/**
 * The instant of a wall-clock time in `zone`. A time that does not exist (skipped by a change to summer
 * time) moves forward, one that exists twice takes the earlier: as calendars themselves do.
 */
export function wallTimeToMs(t: WallTime, zone: string): number {
  return Temporal.PlainDateTime.from({
    year: t.year,
    month: t.month,
    day: t.day,
    hour: t.hour,
    minute: t.minute,
    second: t.second,
  }).toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds;
}

/** Midnight at the start of a date in `zone` (a day that starts at 01:00 after a change starts then). */
export function startOfDayMs(t: Pick<WallTime, "year" | "month" | "day">, zone: string): number {
  return Temporal.PlainDate.from({ year: t.year, month: t.month, day: t.day }).toZonedDateTime({
    timeZone: zone,
  }).epochMilliseconds;
}
