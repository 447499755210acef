/**
 * How the staff screens say a booking's facts: its time in Cayman time, its status and outcome in words,
 * and the list's views. Shared by the bookings screen, its island and the confirmation pages.
 */
import type { BookingOutcome, BookingStatus, BookingView } from "../../../../src/shared/booking-types";
import { firmClock, MONTHS, two } from "../../../../src/shared/dates";

export const BOOKINGS_PATH = "/admin/bookings";
export const BOOKINGS_API = "/api/bookings";

export const BOOKING_VIEWS = ["requested", "upcoming", "past", "cancelled"] as const;
export type BookingListView = (typeof BOOKING_VIEWS)[number];

export const VIEW_LABELS: Record<BookingListView, string> = {
  requested: "Requested",
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled",
};

export const STATUS_WORDS: Record<BookingStatus, string> = {
  held: "Requested",
  confirmed: "Confirmed",
  declined: "Declined",
  expired: "Expired",
  cancelled: "Cancelled by the client",
  "firm-cancelled": "Cancelled by the firm",
};

export const OUTCOME_WORDS: Record<BookingOutcome, string> = {
  attended: "Attended",
  "no-show": "No-show",
  "firm-cancelled": "Cancelled by the firm",
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

const clock = (hour: number, minute: number) => `${hour % 12 || 12}:${two(minute)}`;
const half = (hour: number) => (hour < 12 ? "AM" : "PM");

/**
 * A meeting's time in the firm's time zone: "Mon 9 Mar 2026, 9:00–9:30 AM" (the AM/PM said once when
 * both ends share it), "Mon 9 Mar 2026, 11:30 AM–12:00 PM" otherwise.
 */
export function meetingTime(start: string, end: string): string {
  const s = firmClock(start);
  const e = firmClock(end);
  const weekday = WEEKDAYS[new Date(Date.UTC(s.year, s.month - 1, s.day)).getUTCDay()];
  const day = `${weekday} ${s.day} ${MONTHS[s.month - 1]!.slice(0, 3)} ${s.year}`;
  const from = clock(s.hour, s.minute);
  const to = `${clock(e.hour, e.minute)} ${half(e.hour)}`;
  return half(s.hour) === half(e.hour) ? `${day}, ${from}–${to}` : `${day}, ${from} ${half(s.hour)}–${to}`;
}

/** What staff may do with a booking now: the forms its card shows. */
export type BookingAction = "confirm" | "decline" | "cancel" | "outcome";

export function actionsFor(
  b: Pick<BookingView, "status" | "start" | "end" | "outcome">,
  now: number,
): BookingAction[] {
  const started = Date.parse(b.start) <= now;
  const ended = Date.parse(b.end) <= now;
  if (b.status === "held") return started ? [] : ["confirm", "decline"];
  if (b.status === "confirmed") {
    if (ended) return b.outcome ? [] : ["outcome"];
    return started ? [] : ["cancel"];
  }
  return [];
}

/** The question asked before an action that e-mails the client. */
export function askFirst(action: "decline" | "cancel", b: Pick<BookingView, "name" | "start" | "end">) {
  const when = meetingTime(b.start, b.end);
  return action === "decline"
    ? {
        title: "Decline this booking request?",
        question: `Decline ${b.name}'s request for ${when}?`,
        detail:
          "The time is freed, and the client is e-mailed a short, neutral message that the firm cannot take the appointment. It says nothing about why.",
        yes: "Yes, decline and e-mail the client",
      }
    : {
        title: "Cancel this consultation?",
        question: `Cancel ${b.name}'s consultation on ${when}?`,
        detail:
          "The time is freed, and the client is e-mailed that the firm has cancelled, with a calendar update that removes the meeting.",
        yes: "Yes, cancel and e-mail the client",
      };
}

/**
 * Why an action cannot be done on this booking now, in words that say what to do instead; undefined when
 * it can. The capability decides in the end; this lets a screen refuse before asking its question.
 */
export function whyNot(
  action: BookingAction,
  b: Pick<BookingView, "status" | "start" | "end" | "outcome">,
  now: number,
): string | undefined {
  if (actionsFor(b, now).includes(action)) return undefined;
  const status = STATUS_WORDS[b.status].toLowerCase();
  const ended = Date.parse(b.end) <= now;
  if (action === "outcome") {
    if (b.outcome) return `The outcome is already recorded as ${OUTCOME_WORDS[b.outcome].toLowerCase()}.`;
    if (b.status !== "confirmed")
      return `This booking is ${status}: there is no meeting to record an outcome for.`;
    return "The meeting has not ended yet: record how it went after its end.";
  }
  const started = Date.parse(b.start) <= now;
  if (b.status === "held" && started)
    return "The requested time has come without an answer: it can no longer be confirmed or declined. Contact the client to offer a new time.";
  if (action === "cancel" && b.status === "held")
    return "This request is not confirmed yet: decline it instead.";
  if (action === "cancel" && b.status === "confirmed" && started)
    return `The meeting has ${ended ? "ended" : "begun"}: after its end, record how it went instead (Cancelled by the firm if it did not take place).`;
  if (b.status === "expired")
    return "This request expired before anyone answered it, and its time was freed. Contact the client to offer a new time.";
  return `This booking is already ${status}: nothing was changed.`;
}
