/**
 * What the booking capability needs from reading lawyers' calendars (src/calendars): checking and masking
 * an address, one guarded read, the expansion into busy times away from the request path, and the feed out.
 * Passed in by the program's wiring (src/deps.ts) with the configuration and the helper process bound, so
 * tests hand in a local calendar server or a stand-in.
 */
import {
  busyBlocks,
  calendarAddressProblem,
  expandInHelper,
  hostFeedIcs,
  maskCalendarAddress,
  readCalendar,
} from "../calendars";
import { helper } from "../lib/helper-process";
import { FIRM_TIME_ZONE } from "../shared/booking-types";

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
  }): Promise<string>;
}

/**
 * The port over src/calendars: addresses checked against `allowHosts` (CALENDAR_ALLOW_HOSTS), reads
 * guarded, expansion in the helper process, all-day events in the firm's zone. `lookup` replaces DNS
 * (tests); `expandHere` expands on this thread (tests without a helper process).
 */
export function calendarPort(opts: {
  allowHosts: readonly string[];
  lookup?: (host: string) => Promise<string[]>;
  timeoutMs?: number;
  expandHere?: boolean;
}): CalendarPort {
  return {
    addressProblem: (url) => calendarAddressProblem(url, opts.allowHosts),
    mask: maskCalendarAddress,
    read: (url, previous) =>
      readCalendar(url, previous, {
        allowHosts: opts.allowHosts,
        ...(opts.lookup ? { lookup: opts.lookup } : {}),
        ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
      }),
    expand: async (text, from, to) =>
      opts.expandHere
        ? busyBlocks(text, from, to, FIRM_TIME_ZONE)
        : expandInHelper(helper("calendars"), text, from, to, FIRM_TIME_ZONE),
    feedIcs: hostFeedIcs,
  };
}
