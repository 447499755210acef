/**
 * A calendar file → the times it holds busy. Runs in the helper process (a 5 MB file of recurring events
 * takes real time to expand), so it is synchronous and pure. What blocks: every event not marked free
 * (TRANSP:TRANSPARENT) and not cancelled, each occurrence of a recurring one (EXDATE removes one,
 * RECURRENCE-ID moves or cancels one), all-day events for the whole day(s) in the firm's zone.
 * Caps keep a hostile or runaway feed from taking the helper's memory or time.
 */
import ICAL from "ical.js";
import { type BusyBlock, CalendarFormatError, NOT_A_CALENDAR } from "./busy-types";
import { ianaZone, startOfDayMs, wallTimeToMs } from "./zones";

export { type BusyBlock, CalendarFormatError, NOT_A_CALENDAR };

/** Most blocks one calendar yields (a year of a very full diary is a few thousand). */
export const MAX_BLOCKS = 20_000;
/** Most occurrences of one recurring event inside the window. */
export const MAX_OCCURRENCES = 2_000;
/** Most steps of one recurring event's expansion, counting those before the window (a daily event since
 * 1990 takes ~13,000): bounds the work a rule of every second from long ago would otherwise take. */
export const MAX_STEPS_PER_EVENT = 50_000;
/** Most steps over the whole file. */
export const MAX_STEPS = 500_000;

interface Parsed {
  events: ICAL.Component[];
  zones: ICAL.Component[];
}

/**
 * The file's events and zone definitions, each on its own (no parent): ical.js looks a TZID up in the
 * whole file on every date it reads when the events hang under the calendar, and a TZID with no
 * definition is searched for again each time, which made a 5 MB file of such events take many seconds.
 * The zones are registered instead (see `withZones`).
 */
function parse(text: string): Parsed {
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarFormatError(NOT_A_CALENDAR);
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch {
    throw new CalendarFormatError(NOT_A_CALENDAR);
  }
  // A file of several calendars parses to an array of them; the first is the one feeds carry.
  const first = Array.isArray(jcal) && Array.isArray(jcal[0]) ? jcal[0] : jcal;
  if (!Array.isArray(first) || first[0] !== "vcalendar" || !Array.isArray(first[2]))
    throw new CalendarFormatError(NOT_A_CALENDAR);
  const events: ICAL.Component[] = [];
  const zones: ICAL.Component[] = [];
  for (const raw of first[2] as unknown[]) {
    if (!Array.isArray(raw)) continue;
    if (raw[0] === "vevent") events.push(new ICAL.Component(raw));
    else if (raw[0] === "vtimezone") zones.push(new ICAL.Component(raw));
  }
  return { events, zones };
}

/**
 * Runs `work` with the file's VTIMEZONEs in ical.js's zone service, and takes them out again after, so
 * one feed's definitions never serve another's read in the same helper process. A name the service
 * already holds (UTC) keeps its own definition.
 */
function withZones<T>(zones: ICAL.Component[], work: () => T): T {
  ICAL.TimezoneService.get("UTC"); // creates the service's table, with UTC, if nothing has yet
  const added: string[] = [];
  try {
    for (const zone of zones) {
      const tzid = zone.getFirstPropertyValue("tzid");
      if (typeof tzid !== "string" || tzid === "" || ICAL.TimezoneService.has(tzid)) continue;
      try {
        ICAL.TimezoneService.register(zone);
        added.push(tzid);
      } catch {
        // an unusable definition: its times are placed by the zone's name instead
      }
    }
    return work();
  } finally {
    for (const tzid of added) ICAL.TimezoneService.remove(tzid);
  }
}

const blocksTime = (c: ICAL.Component) => {
  const transp = String(c.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(c.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transp !== "TRANSPARENT" && status !== "CANCELLED";
};

/**
 * An ical.js time → UTC ms. `tzid`: the TZID the property named (ical.js forgets it when the file has no
 * VTIMEZONE for it, and then holds the time as floating).
 */
function instant(t: ICAL.Time, tzid: string | undefined, allDayZone: string): number {
  if (t.isDate) return startOfDayMs(t, allDayZone);
  const floating = t.zone === ICAL.Timezone.localTimezone || t.zone?.tzid === "floating";
  if (!floating) return t.toUnixTime() * 1000;
  // Named but undefined zone: the runtime's zone data; no zone at all, or one nobody knows: the firm's.
  const zone = (tzid && ianaZone(tzid)) || allDayZone;
  return wallTimeToMs(t, zone);
}

const tzidOf = (c: ICAL.Component, prop: string): string | undefined => {
  const p = c.getFirstProperty(prop);
  const v = p?.getParameter("tzid");
  return typeof v === "string" ? v : undefined;
};

/** The zone an event's end is written in: its DTEND's, else its start's. */
const endTzid = (c: ICAL.Component) => tzidOf(c, "dtend") ?? tzidOf(c, "dtstart");

class Collector {
  readonly blocks: BusyBlock[] = [];
  steps = 0;
  constructor(
    readonly from: number,
    readonly to: number,
    readonly allDayZone: string,
  ) {}
  get full() {
    return this.blocks.length >= MAX_BLOCKS || this.steps >= MAX_STEPS;
  }
  /** Adds one occurrence of `item` (the event or its moved copy); returns its start for the loop. */
  add(item: ICAL.Event, start: ICAL.Time, end: ICAL.Time, endTzid: string | undefined): number {
    const c = item.component;
    const s = instant(start, tzidOf(c, "dtstart"), this.allDayZone);
    let e = instant(end, endTzid, this.allDayZone);
    // An all-day event blocks whole days even when its end was written as a time, or not at all.
    if (start.isDate && e <= s) e = startOfDayMs(start, this.allDayZone) + 86_400_000;
    if (blocksTime(c) && e > s && e > this.from && s < this.to) this.blocks.push({ start: s, end: e });
    return s;
  }
}

function expandRecurring(event: ICAL.Event, out: Collector): void {
  const iterator = event.iterator();
  const seriesEndTzid = endTzid(event.component);
  let inWindow = 0;
  let steps = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (++steps > MAX_STEPS_PER_EVENT || ++out.steps > MAX_STEPS || out.full) return;
    const details = event.getOccurrenceDetails(next);
    const item = details.item;
    const moved = item !== event;
    const start = out.add(
      item,
      details.startDate,
      details.endDate,
      moved ? endTzid(item.component) : seriesEndTzid,
    );
    // The series' own time decides when to stop, not where a moved occurrence went.
    const own = moved ? instant(next, tzidOf(event.component, "dtstart"), out.allDayZone) : start;
    if (own >= out.to) return;
    if (own >= out.from && ++inWindow >= MAX_OCCURRENCES) return;
  }
}

/** Busy blocks overlapping [from, to), sorted by start, overlapping ones kept as they are. */
export function busyBlocks(text: string, from: number, to: number, allDayZone: string): BusyBlock[] {
  const { events, zones } = parse(text);
  return withZones(zones, () => expandAll(events, new Collector(from, to, allDayZone)));
}

function expandAll(vevents: ICAL.Component[], out: Collector): BusyBlock[] {
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  const single: ICAL.Event[] = [];
  for (const c of vevents) {
    if (!c.hasProperty("dtstart")) continue;
    if (c.hasProperty("recurrence-id")) {
      exceptions.push(c);
      continue;
    }
    const event = new ICAL.Event(c);
    const uid = event.uid;
    if (uid && event.isRecurring() && !masters.has(uid)) masters.set(uid, event);
    else single.push(event);
  }
  // A moved or cancelled occurrence belongs to its series; one whose series is not in the file stands alone.
  for (const c of exceptions) {
    const master = masters.get(String(c.getFirstPropertyValue("uid") ?? ""));
    if (master) master.relateException(c);
    else single.push(new ICAL.Event(c));
  }
  for (const event of single) {
    if (out.full) break;
    out.add(event, event.startDate, event.endDate, endTzid(event.component));
  }
  for (const event of masters.values()) {
    if (out.full) break;
    expandRecurring(event, out);
  }
  return out.blocks.slice(0, MAX_BLOCKS).sort((a, b) => a.start - b.start || a.end - b.end);
}
