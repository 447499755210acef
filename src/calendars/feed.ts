/**
 * A lawyer's bookings as a calendar their own calendar program subscribes to. The UIDs are the invites'
 * own, so an event the invite already put there is the same event, not a second one. Subscribed calendars
 * refresh on their own schedule (Google every 12–24 hours, whatever the file asks); the 15 minutes asked
 * here are what the others honour.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";

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

export interface FeedInput {
  calendarName: string;
  uidHost: string;
  showNames: boolean;
  bookings: FeedBooking[];
}

/** How often subscribers are asked to read the feed again. */
const REFRESH_SECONDS = 15 * 60;

/** One line: a name typed with line breaks must not make a summary of several lines. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

export function hostFeedIcs(input: FeedInput): string {
  const calendar = ical({
    name: oneLine(input.calendarName),
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: "firm-site", product: "Consultation bookings", language: "EN" },
    ttl: REFRESH_SECONDS,
  });
  const stamp = new Date();
  for (const b of input.bookings) {
    calendar.createEvent({
      id: `booking-${b.id}@${input.uidHost}`,
      sequence: b.sequence,
      stamp,
      start: new Date(b.start),
      end: new Date(b.end),
      summary: input.showNames ? `${oneLine(b.typeName)} — ${oneLine(b.name)}` : oneLine(b.typeName),
      location: b.location,
      status: b.status === "held" ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
