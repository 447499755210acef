/**
 * The fields of consultation bookings: an appointment type (staff add as many as they offer) and the
 * firm's booking hours (one item: a week in Cayman time and dated exceptions). Times are in minutes,
 * buffers and the start increment in multiples of 5 (a booking claims the firm's time in 5-minute cells).
 */
import type { FormSection } from "./field-types";

/** How often a start time is offered, in minutes. */
export const INCREMENTS = [5, 10, 15, 20, 30, 60] as const;

export const LOCATION_CHOICES = [
  { value: "office", label: "At the office (its address)" },
  { value: "phone", label: "By telephone (we call the client)" },
  { value: "video", label: "By video call (the link below)" },
] as const;

export const INTAKE_KINDS = [
  { value: "short", label: "Short answer" },
  { value: "long", label: "Long answer" },
  { value: "yesno", label: "Yes or no" },
  { value: "choice", label: "One of a few choices" },
] as const;

/**
 * Dated days that differ from a week of hours (the firm's booking hours, a lawyer's own): the same fields,
 * in the words of whose days they are.
 */
export const exceptionsField = (words: { closed: string; open: string; close: string; openHint: string }) =>
  ({
    key: "exceptions",
    label: "Days that differ",
    type: "list",
    itemLabel: "Day",
    minItems: 0,
    maxItems: 200,
    fields: [
      { key: "date", label: "Date", type: "date" },
      { key: "closed", label: words.closed, type: "boolean" },
      {
        key: "open",
        label: words.open,
        type: "text",
        max: 5,
        format: "time",
        optional: true,
        hint: words.openHint,
      },
      { key: "close", label: words.close, type: "text", max: 5, format: "time", optional: true },
      { key: "note", label: "Note (staff only)", type: "text", max: 200, optional: true },
    ],
  }) as const;

export const APPOINTMENT_TYPE = [
  {
    title: "The appointment",
    intro: "What a client books. It shows on the booking page only while “Offered on the site” is ticked.",
    fields: [
      { key: "name", label: "Name", type: "text", max: 120, hint: "e.g. Initial consultation." },
      {
        key: "shown",
        label: "Offered on the site",
        type: "boolean",
        hint: "While no appointment is offered, every “Schedule Consultation” button leads to the contact form.",
      },
      {
        key: "practiceArea",
        label: "Practice area",
        type: "text",
        max: 80,
        format: "practice-area",
        optional: true,
        hint: "On that practice area's page, “Schedule Consultation” offers this type first. Any practice area: offered everywhere.",
      },
      { key: "minutes", label: "Length (minutes)", type: "integer", min: 15, max: 240, step: 5 },
      { key: "locationKind", label: "Where it takes place", type: "choice", options: LOCATION_CHOICES },
      {
        key: "videoLink",
        label: "Video call link",
        type: "text",
        max: 500,
        format: "url",
        optional: true,
        hint: "For a video call: the https:// link clients join with.",
      },
      {
        key: "hostEmail",
        label: "Lawyer's calendar address",
        type: "text",
        max: 254,
        format: "email",
        optional: true,
        hint: "Where the lawyer's calendar invitation goes when no lawyer is chosen below. Empty: the addresses that receive enquiry notifications.",
      },
      {
        key: "hosts",
        label: "Lawyers",
        type: "list",
        itemLabel: "Lawyer",
        minItems: 0,
        maxItems: 10,
        fields: [{ key: "host", label: "Lawyer", type: "text", max: 80, format: "booking-host" }],
        hint: "Whose times are offered (Site → Consultations → Lawyers taking bookings). None: the firm's booking hours, one booking at a time.",
      },
      {
        key: "visitorChoosesHost",
        label: "Visitors may choose the lawyer",
        type: "boolean",
        hint: "Off: each booking goes to the first available lawyer (the one with fewest bookings that week).",
      },
      {
        key: "clientNameInInvite",
        label: "Name the client in the lawyer's calendar entry",
        type: "boolean",
        hint: "Off: the entry says only the appointment's name, so a shared calendar shows no client.",
      },
    ],
  },
  {
    title: "When it can be booked",
    fields: [
      {
        key: "bufferBefore",
        label: "Free time before (minutes)",
        type: "integer",
        min: 0,
        max: 120,
        step: 5,
      },
      { key: "bufferAfter", label: "Free time after (minutes)", type: "integer", min: 0, max: 120, step: 5 },
      {
        key: "minNoticeHours",
        label: "Minimum notice (hours)",
        type: "integer",
        min: 0,
        max: 720,
        hint: "No time sooner than this is offered.",
      },
      {
        key: "minNoticeNextBusinessDay",
        label: "Not before the next business day",
        type: "boolean",
        hint: "The earliest time is the opening of the next day the firm takes bookings.",
      },
      { key: "horizonDays", label: "How far ahead (days)", type: "integer", min: 1, max: 365 },
      {
        key: "incrementMinutes",
        label: "Start times every (minutes)",
        type: "integer",
        min: 5,
        max: 60,
        oneOf: INCREMENTS,
        hint: "5, 10, 15, 20, 30 or 60: counted from the opening time.",
      },
      {
        key: "maxPerDay",
        label: "At most a day",
        type: "integer",
        min: 0,
        max: 50,
        hint: "0: no limit.",
      },
    ],
  },
  {
    title: "Confirmation, changes and reminders",
    fields: [
      {
        key: "requiresConfirmation",
        label: "The firm confirms each booking",
        type: "boolean",
        hint: "On: a request holds the time until staff confirm it (after the conflict check). Off: confirmed at once.",
      },
      {
        key: "holdHours",
        label: "Hours a request waits for confirmation",
        type: "integer",
        min: 1,
        max: 168,
        hint: "Not confirmed by then, it expires, the time is freed and the client is told.",
      },
      {
        key: "cancelCutoffHours",
        label: "Clients may cancel or move it until (hours before)",
        type: "integer",
        min: 0,
        max: 336,
        hint: "After that, their page gives the firm's phone and e-mail instead.",
      },
      {
        key: "reminders",
        label: "E-mail reminders",
        type: "list",
        itemLabel: "Reminder",
        minItems: 0,
        maxItems: 3,
        fields: [{ key: "hours", label: "Hours before", type: "integer", min: 1, max: 336 }],
      },
    ],
  },
  {
    title: "Questions before booking",
    intro: "Up to six questions the client answers on the booking form.",
    fields: [
      {
        key: "questions",
        label: "Questions",
        type: "list",
        itemLabel: "Question",
        minItems: 0,
        maxItems: 6,
        fields: [
          { key: "label", label: "Question", type: "text", max: 200 },
          { key: "kind", label: "Answer", type: "choice", options: INTAKE_KINDS },
          {
            key: "options",
            label: "Choices (one per line)",
            type: "lines",
            maxItems: 12,
            maxItem: 100,
          },
          { key: "required", label: "An answer is required", type: "boolean" },
        ],
      },
    ],
  },
  {
    title: "Notice before booking",
    fields: [
      {
        key: "notice",
        label: "Notice",
        type: "markdown",
        max: 3000,
        hint: "Shown above the booking form: that no lawyer-client relationship exists yet, not to send confidential details, and that a conflict check comes first.",
      },
    ],
  },
] as const satisfies readonly FormSection[];

/** When the firm takes bookings: its week (Cayman time) and the days that differ. */
export const BOOKING_HOURS = [
  {
    title: "Weekly hours",
    intro: "The times clients can book, in Cayman time. They start as the office hours of the firm settings.",
    fields: [{ key: "weekly", label: "Booking hours", type: "hours" }],
  },
  {
    title: "Exceptions",
    intro: "Public holidays, absences and days with other hours.",
    fields: [
      exceptionsField({
        closed: "Closed all day",
        open: "Opens at",
        close: "Closes at",
        openHint: "HH:MM, when not closed.",
      }),
    ],
  },
] as const satisfies readonly FormSection[];
