/**
 * Which of a booking's e-mails each step queues, inside the step's transaction (the kinds themselves are
 * defined and built in ./booking-mail): the firm's notice of a request; the visitor's held, confirmed,
 * declined, expired, cancelled and moved e-mails; the lawyer's calendar copy; and one reminder per
 * reminder hour, queued when the booking is confirmed to go at start less those hours (the outbox keeps
 * one per booking and hour however many instances queue it) and withdrawn when it is cancelled.
 */
import type { BookingRow, TxRepos } from "../db";
import type { Mail } from "../mail";
import { BOOKING_MAIL, BOOKING_SUBJECT, type BookingMailKind, bookingMail } from "./booking-mail";

const HOUR = 60 * 60 * 1000;

export function createBookingMails(deps: { mail: Mail; now: () => number }) {
  const { mail } = deps;
  const one = (
    kind: BookingMailKind,
    id: string,
    ref = "",
    data?: { method: "REQUEST" | "CANCEL"; formerHost?: string },
  ) => bookingMail(kind, id, ref, mail.messageHost, data);

  /** The reminders still ahead of the start (none for hours already past). */
  const reminders = (b: BookingRow, hours: readonly number[]) =>
    hours
      .filter((h) => b.start - h * HOUR > deps.now())
      .map((h) => ({ ...one(BOOKING_MAIL.reminder, b.id, String(h)), due: b.start - h * HOUR }));

  const withdrawReminders = (tx: TxRepos, id: string) =>
    tx.outbox.withdraw(BOOKING_MAIL.reminder, { type: BOOKING_SUBJECT, id });

  /** Confirmed: the visitor's invite, the lawyer's copy, the reminders. */
  const confirmed = (tx: TxRepos, b: BookingRow, hours: readonly number[]) => {
    const seq = String(b.sequence);
    return mail.queue(tx, [
      one(BOOKING_MAIL.confirmed, b.id, seq),
      one(BOOKING_MAIL.invite, b.id, seq, { method: "REQUEST" }),
      ...reminders(b, hours),
    ]);
  };

  return {
    /** A request arrived: the firm is told; the visitor hears it is held, or (confirmed at once) confirmed. */
    async requested(tx: TxRepos, b: BookingRow, hours: readonly number[]): Promise<number> {
      let n = await mail.queue(tx, one(BOOKING_MAIL.request, b.id));
      if (b.status === "confirmed") n += await confirmed(tx, b, hours);
      else n += await mail.queue(tx, one(BOOKING_MAIL.held, b.id));
      return n;
    },
    confirmed,
    declined: (tx: TxRepos, b: BookingRow) => mail.queue(tx, one(BOOKING_MAIL.declined, b.id)),
    expired: (tx: TxRepos, b: BookingRow) => mail.queue(tx, one(BOOKING_MAIL.expired, b.id)),
    /** Cancelled (by the visitor or the firm): the invites withdrawn (CANCEL), no reminder goes. */
    async cancelled(tx: TxRepos, b: BookingRow, wasConfirmed: boolean): Promise<number> {
      await withdrawReminders(tx, b.id);
      const seq = String(b.sequence);
      return mail.queue(tx, [
        one(BOOKING_MAIL.cancelled, b.id, seq),
        ...(wasConfirmed ? [one(BOOKING_MAIL.invite, b.id, seq, { method: "CANCEL" })] : []),
      ]);
    },
    /**
     * Moved: the invite at the new time (same UID, higher SEQUENCE); the reminders for the new time. Moved to
     * another lawyer (`formerHost`): the lawyer it left gets the CANCEL.
     */
    async rescheduled(
      tx: TxRepos,
      b: BookingRow,
      hours: readonly number[],
      formerHost?: string,
    ): Promise<number> {
      await withdrawReminders(tx, b.id);
      const seq = String(b.sequence);
      const left = formerHost !== undefined && formerHost !== b.host && b.status === "confirmed";
      let n = await mail.queue(tx, [
        one(BOOKING_MAIL.rescheduled, b.id, seq),
        ...(b.status === "confirmed" ? [one(BOOKING_MAIL.invite, b.id, seq, { method: "REQUEST" })] : []),
        ...(left ? [one(BOOKING_MAIL.invite, b.id, `${seq}-left`, { method: "CANCEL", formerHost })] : []),
      ]);
      // A reminder that went for the old time goes again for the new one.
      if (b.status === "confirmed") n += await mail.queue(tx, reminders(b, hours), { again: true });
      return n;
    },
    /** Whatever of it is still waiting to go, withdrawn (a declined or expired request). */
    withdrawReminders,
  };
}
export type BookingMails = ReturnType<typeof createBookingMails>;
