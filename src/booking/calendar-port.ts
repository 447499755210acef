/**
 * What the booking capability needs from reading lawyers' calendars (src/calendars): checking and masking
 * an address, one guarded read, the expansion into busy times away from the request path, and the feed out.
 * Passed in by the program's wiring (src/deps.ts) with the configuration and the helper process bound, so
 * tests hand in a local calendar server or a stand-in.
 */

/** A busy time, UTC ms, end > start. */
export interface BusySpan {
  start: number;
  end: number;
}

export type CalendarReadResult =
  | { status: "unchanged" }
  | { status: "ok"; text: string; etag: string | null; lastModified: string | null }
  | { status: "failed"; reason: string };

export interface FeedBooking {
  id: string;
  typeName: string;
  name: string;
  start: number;
  end: number;
  status: "held" | "confirmed";
  location: string;
  sequence: number;
}

export interface CalendarPort {
  /** null when the address may be stored, else a sentence for staff. */
  addressProblem(url: string): string | null;
  /** The address as staff may see it again: its host and last few characters. */
  mask(url: string): string;
  read(
    url: string,
    previous: { etag: string | null; lastModified: string | null },
  ): Promise<CalendarReadResult>;
  /** Busy times of an iCalendar text overlapping [from, to); throws a sentence when it is not one. */
  expand(text: string, from: number, to: number): Promise<BusySpan[]>;
  feedIcs(input: {
    calendarName: string;
    uidHost: string;
    showNames: boolean;
    bookings: FeedBooking[];
  }): string;
}
