import type { BookingOutcome } from "./booking-types";
import type { ToastData } from "./toasts";

/** Said when the site sends no e-mail at all, so staff know the client heard nothing from it. */
export const NO_MAIL_SENT =
  "No e-mail was sent: e-mail is not set up (the site cannot send e-mail), so let the client know yourself.";

const OUTCOME_TOAST: Record<BookingOutcome, string> = {
  attended: "Recorded as attended.",
  "no-show": "Recorded as a no-show.",
  "firm-cancelled": "Recorded as cancelled by the firm.",
};

/** The toast after a booking action done from the bookings screen. */
export function bookingToast(
  action: "confirm" | "decline" | "cancel" | "outcome",
  mailEnabled: boolean,
  outcome?: BookingOutcome,
): ToastData {
  const mailed = (sent: string): string => (mailEnabled ? sent : NO_MAIL_SENT);
  switch (action) {
    case "confirm":
      return {
        title: "Booking Confirmed",
        description: mailed("The client is e-mailed the confirmation with a calendar invitation."),
      };
    case "decline":
      return {
        title: "Booking Declined",
        description: `The time is free again. ${mailed("The client is e-mailed a short, neutral message.")}`,
      };
    case "cancel":
      return {
        title: "Consultation Cancelled",
        description: `The time is free again. ${mailed("The client is e-mailed the cancellation and a calendar update.")}`,
      };
    case "outcome":
      return { title: "Outcome Recorded", description: OUTCOME_TOAST[outcome ?? "attended"] };
  }
}
