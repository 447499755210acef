/**
 * What the admin screens show about notifications. Plain data (ISO dates), so the views and the browser
 * islands can import these types without reaching into the server.
 */

/** One enquiry's notification e-mail. */
export interface NotificationView {
  state: "pending" | "sent" | "failed";
  /** Delivery attempts so far. */
  attempts: number;
  sentAt?: string;
  /** Pending: when the next try is due. */
  nextAttemptAt?: string;
  lastAttemptAt?: string;
  /** The last failure, as the mail server put it (pending or failed). */
  lastError?: string;
}

/** Notifications as a whole, for the submissions screen's banner. */
export interface MailStatusView {
  /** False when SMTP_URL is unset: nothing is e-mailed. */
  enabled: boolean;
  recipients: string[];
  /** Set when the most recent delivery attempt failed. */
  lastFailure?: { at: string; error: string };
  pending: number;
  failed: number;
}

/** The result of "Send test e-mail". */
export type TestMailResult = { ok: true; recipients: string[] } | { ok: false; error: string };
