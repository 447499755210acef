/**
 * A booking's e-mails, as kinds of the site's one outbox: to the firm when a request arrives, to the visitor
 * at each step (held, confirmed, declined, expired, cancelled, moved, reminded), and the lawyer's calendar
 * copy. Each is built when it goes, from the booking as it is then (looked up again), so an e-mail about a
 * step that was overtaken (a reminder for a cancelled booking) is closed with the reason instead of sent.
 * The callers queue them in the transaction that makes the change, about `{ type: "booking", id }`, with
 * ref = the booking's SEQUENCE for the kinds that carry an invite and the hours before for a reminder.
 */
import type { SendMailOptions } from "nodemailer";
import {
  automatic,
  type FirmDetails,
  fromHeader,
  headerText,
  type Mail,
  messageId,
  type OutboxMail,
  type QueuedMail,
  safeAddress,
  soleRecipient,
} from "../mail";
import type { BookingView } from "../shared/booking-types";
import { lawyerWords, requestWords, type VisitorKind, visitorWords, type Words } from "./booking-mail-texts";
import type { MailBooking } from "./mail-booking";

export type { MailBooking };

/** The booking e-mails' kinds, by their names in the outbox. */
export const BOOKING_MAIL = {
  /** To the firm: a new request (or a booking confirmed at once). */
  request: "booking-request",
  held: "booking-held",
  /** With the invite (REQUEST). */
  confirmed: "booking-confirmed",
  /** Neutral: says nothing of why. */
  declined: "booking-declined",
  expired: "booking-expired",
  /** With the invite's cancellation (CANCEL). */
  cancelled: "booking-cancelled",
  /** With the invite at the new time (REQUEST, same UID, higher SEQUENCE). */
  rescheduled: "booking-rescheduled",
  /** One per booking per reminder hour (ref = the hours); the invite again when confirmed. */
  reminder: "booking-reminder",
  /** The lawyer's calendar copy: `data.method` REQUEST or CANCEL. */
  invite: "booking-invite",
} as const;
export type BookingMailKind = (typeof BOOKING_MAIL)[keyof typeof BOOKING_MAIL];

/** What a booking's e-mails are about in the outbox. */
export const BOOKING_SUBJECT = "booking";

/**
 * One of a booking's e-mails to queue (`mail.queue(tx, …)`): its Message-ID is made of the kind, the
 * booking and the ref, so a retry keeps it and each step gets its own.
 */
export function bookingMail(
  kind: BookingMailKind,
  bookingId: string,
  ref: string,
  host: string,
  data?: { method: "REQUEST" | "CANCEL"; formerHost?: string },
): QueuedMail {
  return {
    kind,
    subject: { type: BOOKING_SUBJECT, id: bookingId },
    ref,
    messageId: messageId(`${kind}-${bookingId}${ref ? `-${ref}` : ""}`, host),
    ...(data ? { data } : {}),
  };
}

export interface BookingMailDeps {
  mail: Mail;
  /** The booking as it is now; undefined when it is gone (erased). */
  lookup(id: string): Promise<MailBooking | undefined>;
  /** The firm as its e-mails are signed, as the site shows it now. */
  firm(): Promise<FirmDetails>;
  /** The enquiry notification's recipients. */
  notifyTo(): readonly string[];
  /** The organizer of the events: the firm, at the address its e-mail comes from. */
  organizer(): { name: string; email: string };
  /** A lawyer's invitation address (a booking moved away from them is withdrawn from their calendar). */
  hostEmail?: (hostId: string) => Promise<string | undefined>;
  now?: () => number;
}

/** The visitor's e-mails, each with the booking statuses it may still go in, and its invite. */
const VISITOR: Record<
  VisitorKind,
  { statuses: readonly BookingView["status"][]; invite?: "REQUEST" | "CANCEL" }
> = {
  held: { statuses: ["held"] },
  confirmed: { statuses: ["confirmed"], invite: "REQUEST" },
  declined: { statuses: ["declined"] },
  expired: { statuses: ["expired"] },
  cancelled: { statuses: ["cancelled", "firm-cancelled"], invite: "CANCEL" },
  rescheduled: { statuses: ["held", "confirmed"], invite: "REQUEST" },
  reminder: { statuses: ["held", "confirmed"], invite: "REQUEST" },
};

/** Defines every kind of BOOKING_MAIL on the site's mail. */
export function defineBookingMail(deps: BookingMailDeps): void {
  const { mail } = deps;
  const now = deps.now ?? Date.now;

  /** The booking and the sender, or why the e-mail is not sent any more. */
  async function parts(m: OutboxMail) {
    const from = mail.sender();
    if (!from) return "E-mail is off.";
    const b = await deps.lookup(m.subject.id);
    if (!b) return "The booking is gone.";
    return { from, b };
  }

  /** The calendar part (ical-generator is loaded with the first one, not when the server starts). */
  async function calendar(
    b: MailBooking,
    method: "REQUEST" | "CANCEL",
    audience: "visitor" | "lawyer",
    lawyers?: readonly string[],
  ): Promise<SendMailOptions["icalEvent"]> {
    const { bookingEvent } = await import("./invite");
    const content = bookingEvent(b, method, audience, deps.organizer(), {
      stamp: now(),
      ...(lawyers ? { lawyers } : {}),
    });
    return { method, content, filename: method === "CANCEL" ? "cancel.ics" : "invite.ics" };
  }

  const body = (w: Words) => ({ subject: headerText(w.subject, 200), text: w.text, html: w.html });

  for (const [kind, rule] of Object.entries(VISITOR) as [VisitorKind, (typeof VISITOR)[VisitorKind]][]) {
    mail.define(BOOKING_MAIL[kind], {
      lane: "prompt",
      async build(m) {
        const p = await parts(m);
        if (typeof p === "string") return p;
        const { b, from } = p;
        if (!rule.statuses.includes(b.status)) return `The booking is ${b.status} now.`;
        if (kind === "reminder" && Date.parse(b.start) <= now()) return "The meeting has started.";
        const to = safeAddress(b.email);
        if (!to) return "The visitor's address cannot be used as a recipient.";
        // Only a confirmed booking's e-mails carry an invite to accept: a held one is in no diary yet.
        const invite = rule.invite === "CANCEL" || (rule.invite === "REQUEST" && b.status === "confirmed");
        const firm = await deps.firm();
        const words = visitorWords(kind, b, firm, { now: now(), invite });
        const replyTo = safeAddress(firm.email);
        return {
          ...soleRecipient(from, to),
          ...(replyTo ? { replyTo: { name: headerText(firm.name, 100), address: replyTo } } : {}),
          messageId: m.messageId,
          headers: automatic("auto-generated"),
          ...body(words),
          ...(invite ? { icalEvent: await calendar(b, rule.invite!, "visitor") } : {}),
        };
      },
    });
  }

  mail.define(BOOKING_MAIL.request, {
    lane: "prompt",
    async build(m) {
      const p = await parts(m);
      if (typeof p === "string") return p;
      const to = deps.notifyTo();
      if (to.length === 0) return "No one is set to receive the firm's notifications.";
      const replyTo = safeAddress(p.b.email);
      return {
        from: fromHeader(p.from),
        to: [...to],
        ...(replyTo ? { replyTo: { name: headerText(p.b.name, 100), address: replyTo } } : {}),
        messageId: m.messageId,
        ...body(requestWords(p.b, (await deps.firm()).name)),
      };
    },
  });

  mail.define(BOOKING_MAIL.invite, {
    lane: "prompt",
    async build(m) {
      const p = await parts(m);
      if (typeof p === "string") return p;
      const method = m.data?.method === "CANCEL" ? "CANCEL" : "REQUEST";
      // A request overtaken by a cancellation is not sent: the cancellation follows it.
      if (method === "REQUEST" && p.b.status !== "confirmed") return `The booking is ${p.b.status} now.`;
      // A booking moved to another lawyer: its CANCEL goes to the lawyer it left.
      const formerHost = typeof m.data?.formerHost === "string" ? m.data.formerHost : undefined;
      const address =
        formerHost !== undefined ? await deps.hostEmail?.(formerHost) : (p.b.hostEmail ?? undefined);
      const host = address ? safeAddress(address) : undefined;
      const to = host ? [host] : deps.notifyTo().flatMap((a) => safeAddress(a) ?? []);
      if (to.length === 0) return "No one is set to receive the lawyer's calendar copy.";
      return {
        from: fromHeader(p.from),
        to,
        messageId: m.messageId,
        headers: automatic("auto-generated"),
        ...body(lawyerWords(p.b, method)),
        icalEvent: await calendar(p.b, method, "lawyer", to),
      };
    },
  });
}
