/**
 * What the booking capability promises the routes and views: the shape of its door. (Written first so the
 * public pages, the staff screens and the capability itself could be built side by side.)
 */
import type { AuditActor } from "../audit";
import type { JobSpec } from "../jobs";
import type { PersonalData } from "../privacy";
import type {
  BookingOutcome,
  BookingStatus,
  BookingView,
  IntakeQuestion,
  PublicAppointmentType,
  Slot,
  SlotsAnswer,
} from "../shared/booking-types";
import type { EnquiryOrigin } from "../shared/wire-types";

/** A shown type with everything its booking form needs. */
export interface BookableType extends PublicAppointmentType {
  questions: IntakeQuestion[];
  /** The firm's notice shown before booking, as sanitised HTML. */
  noticeHtml: string;
  requiresConfirmation: boolean;
  /** Hours before the start until which the visitor may cancel or move it. */
  cancelCutoffHours: number;
}

/** What a visitor sends (the form or `POST /api/booking`), before validation. */
export interface BookingRequest {
  type: unknown;
  start: unknown;
  name: unknown;
  email: unknown;
  phone: unknown;
  /** The other parties involved, one per line (form) or a list (API). */
  parties: unknown;
  /** By question index ("0".."5") or a list in question order. */
  answers: unknown;
  message: unknown;
  /** The lawyer chosen (a booking-host id); "", "any" or absent: the first available. */
  host?: unknown;
}

/** Where a request came from, for throttles, attribution and idempotency. */
export interface RequestContext {
  ip: string;
  origin: EnquiryOrigin;
  /** The form's random key: the same key again returns the first booking instead of a second one. */
  requestKey: string | undefined;
}

export type FieldErrors = Record<string, string>;

export type RequestResult =
  | { ok: true; booking: BookingView; manageToken: string; manageUrl: string }
  | { ok: false; status: 400; error: string; fields: FieldErrors }
  | { ok: false; status: 409; error: string; alternatives: Slot[] }
  | { ok: false; status: 429; error: string };

/** The visitor's own page (`/book/manage?token=…`): their booking, and whether they may still change it. */
export interface ManageView {
  booking: Pick<BookingView, "id" | "typeName" | "start" | "end" | "status" | "name" | "email" | "hostName">;
  type: BookableType | undefined;
  /** Location in words. */
  location: string;
  /** Cancel and reschedule allowed now (before the cut-off, and the booking held or confirmed). */
  canChange: boolean;
  /** The cut-off time (ISO with offset). */
  changeUntil: string;
  firm: { name: string; phone: string; email: string };
}

export type ActionResult =
  | { ok: true; booking: BookingView }
  | { ok: false; status: 400 | 404 | 409; error: string; alternatives?: Slot[] };

/** A possible conflict of interest found by the pre-check: shown to staff only. */
export interface ConflictMatch {
  /** The name or address searched for, as the visitor typed it. */
  term: string;
  where: "enquiry" | "booking" | "note";
  /** The enquiry's or booking's id (a note: its enquiry's id). */
  id: string;
  /** Whose record it is (the enquirer's or booker's name). */
  name: string;
  at: string;
  /** A few words around the match. */
  excerpt: string;
}

export interface BookingFilter {
  /** requested: held; upcoming: confirmed and not yet ended; past: ended (any status but cancelled ones); cancelled: declined, expired, cancelled, firm-cancelled. */
  view?: "requested" | "upcoming" | "past" | "cancelled" | undefined;
  q?: string | undefined;
}

export interface BookingPage {
  items: BookingView[];
  total: number;
  page: number;
  pages: number;
  counts: Record<"requested" | "upcoming" | "past" | "cancelled", number>;
}

/** A lawyer taking bookings as staff see them: their calendar's state and their feed out. */
export interface HostSummary {
  id: string;
  /** The person's name. */
  name: string;
  /** Where the lawyer's calendar invitations go. */
  email: string;
  personId: string;
  calendar: {
    /** The private calendar address, masked ("" when none). */
    address: string;
    state: "none" | "ok" | "failing" | "stale";
    /** Why it fails, in words for staff; null when fine. */
    reason: string | null;
    /** Failing or stale since (ISO with offset). */
    since: string | null;
    /** The last good read (ISO with offset). */
    lastRead: string | null;
    busyCount: number;
  };
  whenCalendarFails: "keep" | "stop";
  /** False while the calendar fails and the firm chose to stop offering the lawyer's times. */
  offering: boolean;
  feed: { enabled: boolean /** Absolute, only for staff. */; url: string | null };
}

/** One lawyer's week (or the firm's, host ""), for the printable week view. Times ISO with offset. */
export interface WeekView {
  hostId: string;
  hostName: string;
  /** The Cayman Monday, YYYY-MM-DD. */
  weekStart: string;
  days: {
    date: string;
    bookings: {
      id: string;
      start: string;
      end: string;
      status: BookingStatus;
      typeName: string;
      name: string;
    }[];
    /** Busy times from the lawyer's own calendar (no titles). */
    busy: { start: string; end: string }[];
  }[];
}

export type CalendarAddressResult = { ok: true } | { ok: false; error: string };

/** The door of src/booking. */
export interface BookingDoor {
  /** True when at least one type is shown: "Schedule Consultation" then leads to /book. */
  open(): Promise<boolean>;
  types(): Promise<PublicAppointmentType[]>;
  /** A shown type by id; undefined when unknown or hidden. */
  type(id: string): Promise<BookableType | undefined>;
  /**
   * Free times from `from` (a Cayman date, default today) for `days` days; undefined for an unknown type.
   * `host`: one lawyer's times ("", "any" or absent: a time any of the type's lawyers is free); a lawyer
   * the type does not offer → undefined too (the route answers 400 on field "host").
   */
  slots(typeId: string, from?: string, days?: number, host?: string): Promise<SlotsAnswer | undefined>;
  request(input: BookingRequest, ctx: RequestContext): Promise<RequestResult>;

  /** The visitor's booking by its manage token; undefined when unknown or expired. Changes nothing. */
  manage(token: string): Promise<ManageView | undefined>;
  cancelByVisitor(token: string): Promise<ActionResult>;
  rescheduleByVisitor(token: string, start: unknown): Promise<ActionResult>;
  /** The booking as an .ics file (METHOD:PUBLISH), for "Add to calendar"; undefined for a bad token. */
  calendarFile(token: string): Promise<string | undefined>;

  list(filter: BookingFilter, page: number): Promise<BookingPage>;
  get(id: string): Promise<(BookingView & { conflicts: ConflictMatch[] }) | undefined>;
  confirm(id: string, actor: AuditActor): Promise<ActionResult>;
  decline(id: string, actor: AuditActor): Promise<ActionResult>;
  cancelByFirm(id: string, actor: AuditActor): Promise<ActionResult>;
  outcome(id: string, outcome: BookingOutcome, actor: AuditActor): Promise<ActionResult>;
  /** Every booking matching the filter as CSV lines (header first). */
  csv(filter: BookingFilter): AsyncIterable<string>;

  /** Every published lawyer taking bookings, in the firm's order. */
  hosts(): Promise<HostSummary[]>;
  host(id: string): Promise<HostSummary | undefined>;
  /** Checks and stores a lawyer's private calendar address (audited without it) and reads it soon. */
  setCalendarAddress(
    hostId: string,
    url: string,
    actor: AuditActor,
    allowHosts?: never,
  ): Promise<CalendarAddressResult>;
  removeCalendarAddress(hostId: string, actor: AuditActor): Promise<void>;
  /** Reads the lawyer's calendar now (the job does it every 5 minutes). */
  readCalendarNow(hostId: string): Promise<void>;
  /** Turns the lawyer's feed on (a new address); returns its absolute URL. */
  feedOn(hostId: string, actor: AuditActor): Promise<string>;
  /** Stops the feed's address (the next one is a new one). */
  feedRevoke(hostId: string, actor: AuditActor): Promise<void>;
  /** The public .ics of a feed token; undefined for a bad or revoked token. */
  feedIcs(token: string): Promise<string | undefined>;
  /** A week of bookings (and busy times) of one lawyer, or of the firm's own calendar (""). */
  week(hostId: string, weekStart: string): Promise<WeekView>;
  /** Lawyers' calendars that fail or are stale (the Overview's "Needs attention"). */
  attention(): Promise<{ hostId: string; hostName: string; reason: string; since: string | null }[]>;
  /** Public: the lawyers a visitor may choose for a type (empty when the type does not let them choose). */
  typeHosts(typeId: string): Promise<{ id: string; name: string }[]>;

  personalData: PersonalData<"bookings">;
  /** Expires holds not confirmed in time (and anything else done by the clock). */
  jobs: JobSpec[];
}

export type { BookingOutcome, BookingStatus };
