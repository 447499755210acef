import type { MailBooking } from "../../src/booking/booking-mail";

/**
 * A booking as the booking e-mails look it up: an initial consultation at 9:00 AM Cayman time on Monday
 * 9 March 2026 (14:00 UTC), confirmed, at SEQUENCE 0. Tests change what they need.
 */
export function mailBooking(over: Partial<MailBooking> = {}): MailBooking {
  return {
    id: "b7d1c0de-0000-4000-8000-000000000001",
    typeId: "initial-consultation",
    typeName: "Initial consultation",
    practiceArea: null,
    start: "2026-03-09T09:00:00-05:00",
    end: "2026-03-09T09:30:00-05:00",
    status: "confirmed",
    outcome: null,
    name: "Ann O'Neil-Lee",
    email: "ann@example.com",
    phone: "+1 345 555 0100",
    parties: ["Blue Harbour Holdings Ltd", "Marco Díaz"],
    answers: [{ question: "Is this about a company?", answer: "Yes" }],
    message: "We need advice on a shareholder dispute.\nUrgent-ish.",
    origin: {
      landingPage: "/practice-areas/corporate",
      source: "google",
      medium: "organic",
      campaign: null,
      sentFrom: "/book",
    },
    createdAt: "2026-03-02T15:00:00.000Z",
    holdExpiresAt: null,
    decidedAt: "2026-03-02T16:00:00.000Z",
    decidedBy: "Jane Partner",
    host: "",
    hostName: null,
    sequence: 0,
    manageUrl: "https://www.ironwoodlegal.ky/book/manage?token=TOKEN_abc-123_xyz",
    location: "At our office, 5 Harbour Place, George Town",
    hostEmail: null,
    clientNameInInvite: false,
    uidHost: "www.ironwoodlegal.ky",
    adminUrl:
      "https://www.ironwoodlegal.ky/admin/inbox/bookings#booking-b7d1c0de-0000-4000-8000-000000000001",
    cancelCutoffHours: 24,
    ...over,
  };
}
