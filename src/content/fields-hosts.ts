/**
 * The fields of a lawyer taking bookings: one of the site's people, where their calendar invitations go,
 * their own hours (or the firm's booking hours), what happens while their own calendar cannot be read,
 * and what their calendar feed shows. The lawyer's name anywhere is the person's name.
 */
import type { FormSection } from "./field-types";
import { exceptionsField } from "./fields-booking";

export const WHEN_CALENDAR_FAILS = [
  { value: "keep", label: "Keep offering times on working hours" },
  { value: "stop", label: "Stop offering this lawyer's times until the calendar reads again" },
] as const;

export const BOOKING_HOST = [
  {
    title: "The lawyer",
    intro:
      "A lawyer clients can book. Add them to an appointment type's lawyers for their times to be offered.",
    fields: [
      {
        key: "person",
        label: "Person",
        type: "text",
        max: 80,
        format: "person",
        hint: "One of the people of the site: their name is the one clients and staff see.",
      },
      {
        key: "email",
        label: "E-mail address for calendar invitations",
        type: "text",
        max: 254,
        format: "email",
        hint: "Each booking's invitation goes here, so it is in the lawyer's calendar at once.",
      },
    ],
  },
  {
    title: "Working hours",
    intro: "The times this lawyer can be booked, in Cayman time.",
    fields: [
      {
        key: "ownHours",
        label: "Own working hours",
        type: "boolean",
        hint: "Off: the firm's booking hours (Site → Consultations → Booking hours).",
      },
      { key: "weekly", label: "Working hours", type: "hours" },
      exceptionsField({
        closed: "Away all day",
        open: "From",
        close: "Until",
        openHint: "HH:MM, when not away.",
      }),
    ],
  },
  {
    title: "The lawyer's own calendar",
    fields: [
      {
        key: "whenCalendarFails",
        label: "When their calendar cannot be read",
        type: "choice",
        options: WHEN_CALENDAR_FAILS,
      },
      {
        key: "feedIncludesHeld",
        label: "The bookings feed includes requests not yet confirmed",
        type: "boolean",
        hint: "Shown as tentative in the lawyer's calendar.",
      },
      {
        key: "feedShowsNames",
        label: "The bookings feed names the client",
        type: "boolean",
        hint: "Off: each entry says only the appointment's name.",
      },
    ],
  },
] as const satisfies readonly FormSection[];
