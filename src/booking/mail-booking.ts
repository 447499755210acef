import type { BookingView } from "../shared/booking-types";

/** A booking with everything its e-mails need, as the capability looks it up when one goes. */
export type MailBooking = BookingView & {
  /** The iCalendar SEQUENCE: 0, raised each time the time moves or the booking is cancelled. */
  sequence: number;
  /** The visitor's own page, absolute, with their token. */
  manageUrl: string;
  /** The location in words. */
  location: string;
  /** The type's host address for the lawyer's calendar copy; null: the notification recipients. */
  hostEmail: string | null;
  /** Whether the lawyer's calendar copy may name the client. */
  clientNameInInvite: boolean;
  /** The host part of the event's UID (the site's host). */
  uidHost: string;
  /** The booking in the admin area, absolute. */
  adminUrl: string;
  /** Hours before the start until which the visitor's link can cancel or move it. */
  cancelCutoffHours: number;
};
