/**
 * A booking as a calendar event (iCalendar, RFC 5545 with the scheduling methods of RFC 5546), written by
 * ical-generator: the invite in the booking's e-mails and the "Add to calendar" file. One UID per booking,
 * so a calendar replaces its copy when the time moves (a higher SEQUENCE) and removes it on a CANCEL.
 * Times are in UTC, so no calendar needs a time zone definition to place it right (an invite that lands an
 * hour off is the usual fault of zone data a client reads its own way).
 */
import ical, {
  type ICalAttendeeData,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { line } from "../mail";
import type { MailBooking } from "./mail-booking";

export type InviteMethod = "REQUEST" | "CANCEL" | "PUBLISH";
/** Whose copy: the visitor's names the firm; the lawyer's names no client unless the type allows it. */
export type InviteAudience = "visitor" | "lawyer";

/** The one UID of a booking's event, whatever becomes of it. */
export const bookingUid = (b: Pick<MailBooking, "id" | "uidHost">) => `booking-${b.id}@${b.uidHost}`;

/** The event's title in each copy. */
export function inviteSummary(b: MailBooking, audience: InviteAudience, firmName: string): string {
  if (audience === "visitor") return `${b.typeName} with ${firmName}`;
  return b.clientNameInInvite ? `${b.typeName} with ${line(b.name)}` : `${b.typeName} (consultation booking)`;
}

function eventStatus(b: MailBooking, method: InviteMethod): ICalEventStatus {
  if (method === "CANCEL") return ICalEventStatus.CANCELLED;
  if (b.status === "held") return ICalEventStatus.TENTATIVE;
  if (b.status === "confirmed") return ICalEventStatus.CONFIRMED;
  return ICalEventStatus.CANCELLED;
}

/**
 * The booking as an iCalendar object with METHOD `method` (REQUEST: an invite to answer; CANCEL: it is
 * off; PUBLISH: a file to add). ORGANIZER is the firm (the site's sender, where answers go); ATTENDEE is
 * the visitor in their copy (asked to answer a REQUEST), and in the lawyer's copy the lawyers it goes to
 * (`lawyers`, default the type's host address), plus the visitor only where the type allows the client's
 * name in the lawyer's calendar. `stamp` is DTSTAMP, when this version of the event was written.
 */
export function bookingEvent(
  b: MailBooking,
  method: InviteMethod,
  audience: InviteAudience,
  organizer: { name: string; email: string },
  options: { lawyers?: readonly string[]; stamp?: number } = {},
): string {
  const answer = method === "REQUEST";
  const visitor: ICalAttendeeData = {
    name: line(b.name),
    email: b.email,
    role: ICalAttendeeRole.REQ,
    rsvp: answer,
    status: ICalAttendeeStatus.NEEDSACTION,
  };
  const lawyers = options.lawyers ?? (b.hostEmail ? [b.hostEmail] : []);
  const attendees: ICalAttendeeData[] =
    audience === "visitor"
      ? [visitor]
      : [
          ...lawyers.map((email) => ({
            email,
            role: ICalAttendeeRole.REQ,
            rsvp: false,
            status: ICalAttendeeStatus.ACCEPTED,
          })),
          ...(b.clientNameInInvite ? [{ ...visitor, rsvp: false }] : []),
        ];
  const description =
    audience === "visitor"
      ? [
          `${b.typeName} with ${organizer.name}.`,
          `Where: ${b.location}`,
          `To change or cancel it: ${b.manageUrl}`,
        ].join("\n")
      : [
          b.clientNameInInvite ? `${b.typeName} with ${line(b.name)}.` : `${b.typeName}.`,
          `Where: ${b.location}`,
          `Details in the admin area: ${b.adminUrl}`,
        ].join("\n");

  const calendar = ical({
    method: ICalCalendarMethod[method],
    // The product that wrote it (not the firm's name: nothing typed in settings goes into this line).
    prodId: { company: "firm-site", product: "Consultation bookings", language: "EN" },
  });
  calendar.createEvent({
    id: bookingUid(b),
    sequence: b.sequence,
    stamp: new Date(options.stamp ?? Date.now()),
    start: new Date(Date.parse(b.start)),
    end: new Date(Date.parse(b.end)),
    summary: inviteSummary(b, audience, organizer.name),
    description,
    location: b.location,
    organizer: { name: organizer.name, email: organizer.email },
    attendees,
    status: eventStatus(b, method),
  });
  return calendar.toString();
}
