/**
 * Consultation bookings as a fresh install has them: one appointment type, not offered on the site (so
 * every "Schedule Consultation" still leads to the contact form until the firm turns it on), and booking
 * hours that are the office hours.
 */
import type { AppointmentTypeData, BookingHoursData, Listed } from "../data";
import { settings } from "./settings";

export const bookingHours: BookingHoursData = {
  weekly: structuredClone(settings.officeHours),
  exceptions: [],
};

export const appointmentTypes: Listed<AppointmentTypeData>[] = [
  {
    id: "initial-consultation",
    name: "Initial consultation",
    shown: false,
    practiceArea: "",
    minutes: 30,
    locationKind: "office",
    videoLink: "",
    hostEmail: "",
    hosts: [],
    visitorChoosesHost: false,
    clientNameInInvite: false,
    bufferBefore: 0,
    bufferAfter: 0,
    minNoticeHours: 24,
    minNoticeNextBusinessDay: false,
    horizonDays: 60,
    incrementMinutes: 30,
    maxPerDay: 0,
    requiresConfirmation: true,
    holdHours: 24,
    cancelCutoffHours: 24,
    reminders: [{ hours: 24 }, { hours: 2 }],
    questions: [],
    notice:
      "Booking a consultation does not make us your lawyers: no lawyer-client relationship exists until we have agreed to act for you in writing.\n\n" +
      "Please do not send confidential details before we have spoken. Before the consultation we run a conflict check on the names you give us, and we confirm your time once it is clear.",
  },
];
