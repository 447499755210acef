/**
 * Consultation bookings as the pages, the islands and the API see them (server and browser alike).
 * Times on the wire are ISO 8601 with the Cayman offset (-05:00); the firm's clock is America/Cayman all
 * year (no daylight saving there, but the visitor's own zone may have it).
 */
import type { EnquiryOrigin } from "./wire-types";

export const FIRM_TIME_ZONE = "America/Cayman";

/**
 * Where a booking stands. held: requested, the time taken, waiting for the firm; confirmed; declined (by
 * the firm, before the meeting); expired (not confirmed in time); cancelled (by the visitor);
 * firm-cancelled (by the firm, after confirming).
 */
export type BookingStatus = "held" | "confirmed" | "declined" | "expired" | "cancelled" | "firm-cancelled";

/** What staff record after the meeting's end. */
export type BookingOutcome = "attended" | "no-show" | "firm-cancelled";

/** One bookable time: [start, end) as ISO 8601 with offset. */
export interface Slot {
  start: string;
  end: string;
}

/** One day of free times; `date` is the Cayman calendar date YYYY-MM-DD. */
export interface SlotDay {
  date: string;
  slots: Slot[];
}

/** `GET /api/booking/slots`. */
export interface SlotsAnswer {
  timeZone: typeof FIRM_TIME_ZONE;
  days: SlotDay[];
}

/** A shown appointment type as the public sees it (`GET /api/booking/types`). */
export interface PublicAppointmentType {
  id: string;
  name: string;
  /** A practice area id, or null for any. */
  practiceArea: string | null;
  minutes: number;
  /** In words: "At our office, …", "By telephone", "By video call". */
  location: string;
  /** The lawyers a visitor may choose among (only when the type lets them choose). */
  hosts?: { id: string; name: string }[];
}

export type IntakeKind = "short" | "long" | "yesno" | "choice";

export interface IntakeQuestion {
  label: string;
  kind: IntakeKind;
  /** The choices, for kind "choice". */
  options: string[];
  required: boolean;
}

/** One answer to an intake question, as kept with the booking (the question's words as they were then). */
export interface IntakeAnswer {
  question: string;
  answer: string;
}

/** A booking as staff see it (admin API, inbox). Never on a public page except its own manage page. */
export interface BookingView {
  id: string;
  typeId: string;
  typeName: string;
  practiceArea: string | null;
  start: string;
  end: string;
  status: BookingStatus;
  outcome: BookingOutcome | null;
  name: string;
  email: string;
  phone: string;
  parties: string[];
  answers: IntakeAnswer[];
  message: string;
  origin: EnquiryOrigin;
  createdAt: string;
  holdExpiresAt: string | null;
  decidedAt: string | null;
  /** The admin who confirmed, declined or cancelled it, by name. */
  decidedBy: string | null;
  /** The lawyer taking it (a booking-host id), or "" for the firm's own calendar. */
  host: string;
  /** That lawyer's name (the person's), or null for the firm. */
  hostName: string | null;
}
