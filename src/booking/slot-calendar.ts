/**
 * The few calendar operations free times need, on Temporal: instants in a zone, a date's opening hours as
 * instants, and ISO 8601 with the zone's offset as the wire carries it.
 *
 * Temporal is built into the runtime (Bun ships it, and the single executable embeds that same runtime),
 * so no polyfill is bundled; on a runtime without it, loading this module stops the program at start with
 * a sentence saying why, rather than failing at a visitor's first booking.
 */
if (typeof (globalThis as { Temporal?: unknown }).Temporal !== "object") {
  throw new Error(
    "This JavaScript runtime has no Temporal, which consultation bookings use for dates and times: run the site with Bun 1.4.5 or later.",
  );
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A day's opening hours as the content has them ("09:00"–"17:00"), or null when closed. */
export type OpeningHours = { open: string; close: string } | null;

/** A date's opening hours as instants (UTC ms). */
export interface OpenSpan {
  open: number;
  close: number;
}

/** A time zone, by IANA name. */
export class Tz {
  constructor(readonly id: string) {}

  zoned(ms: number): Temporal.ZonedDateTime {
    return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(this.id);
  }

  /** The instant of a wall-clock time on a date; a time a clock change skips moves forward ("compatible"). */
  at(date: Temporal.PlainDate, hhmm: string): number | undefined {
    const m = TIME.exec(hhmm);
    if (!m) return undefined;
    const plainTime = new Temporal.PlainTime(Number(m[1]), Number(m[2]));
    return date.toZonedDateTime({ timeZone: this.id, plainTime }).epochMilliseconds;
  }
}

/** The date's opening and closing instants; null when closed or the hours make no sense. */
export function openSpan(tz: Tz, date: Temporal.PlainDate, hours: OpeningHours): OpenSpan | null {
  if (!hours) return null;
  const open = tz.at(date, hours.open);
  const close = tz.at(date, hours.close);
  if (open === undefined || close === undefined || close <= open) return null;
  return { open, close };
}

/** The calendar date (YYYY-MM-DD) of an instant in the zone. */
export function zonedDate(tz: Tz, ms: number): string {
  return tz.zoned(ms).toPlainDate().toString();
}

/** An instant as ISO 8601 with the zone's offset, e.g. "2026-03-09T09:00:00-05:00". */
export function isoAt(tz: Tz, ms: number): string {
  return tz.zoned(ms).toString({ timeZoneName: "never" });
}
