import type { Submission } from "../shared/wire-types";
import type { Sql, SqlValue } from "./sql";

/** The state of one e-mail in the outbox. */
export type OutboxStatus = "pending" | "sent" | "failed";

/**
 * What an outbox row is: the staff's notification of an enquiry (to NOTIFY_TO), or the automatic
 * acknowledgement to the enquirer. An enquiry has at most one row of each kind.
 */
export type OutboxKind = "notification" | "acknowledgement" | "subscription" | "alert";

/** The kinds about a subscriber of client alerts rather than an enquiry. */
export const SUBSCRIBER_KINDS: readonly OutboxKind[] = ["subscription", "alert"];

export interface OutboxEntry {
  id: string;
  submissionId: string;
  messageId: string;
  status: OutboxStatus;
  attempts: number;
  createdAt: number;
  nextAttemptAt: number;
  firstAttemptAt: number | null;
  lastAttemptAt: number | null;
  sentAt: number | null;
  lastError: string | null;
}

interface ClaimedBase {
  id: string;
  messageId: string;
  adminUrl: string;
  attempts: number;
  firstAttemptAt: number | null;
}

/** A claimed e-mail with the enquiry it is about, ready to be built and sent. */
export interface ClaimedEnquiryMail extends ClaimedBase {
  kind: "notification" | "acknowledgement";
  submission: Submission;
}

/** A claimed e-mail to a subscriber of client alerts: their confirmation, or one article. */
export interface ClaimedSubscriberMail extends ClaimedBase {
  kind: "subscription" | "alert";
  subscriberId: string;
  /** The article of an alert. */
  postId: string | null;
}

export type ClaimedMail = ClaimedEnquiryMail | ClaimedSubscriberMail;

/** Which rows a claim takes: everything but alerts (sent at once), or alerts only (sent at a set rate). */
export type ClaimScope = "prompt" | "alerts";

/** What a failed attempt leaves behind (the retry schedule is decided in src/mail). */
export interface FailedAttempt {
  now: number;
  error: string;
  serverFailure: boolean;
  /** Undefined: give up (status failed). */
  nextAttemptAt: number | undefined;
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

interface EntryRow {
  id: string;
  submission_id: string;
  message_id: string;
  status: OutboxStatus;
  attempts: number;
  created_at: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
  last_attempt_at: number | null;
  sent_at: number | null;
  last_error: string | null;
}

const toEntry = (r: EntryRow): OutboxEntry => ({
  id: r.id,
  submissionId: r.submission_id,
  messageId: r.message_id,
  status: r.status,
  attempts: Number(r.attempts),
  createdAt: Number(r.created_at),
  nextAttemptAt: Number(r.next_attempt_at),
  firstAttemptAt: n(r.first_attempt_at),
  lastAttemptAt: n(r.last_attempt_at),
  sentAt: n(r.sent_at),
  lastError: r.last_error,
});

const ENTRY_COLS =
  "id, submission_id, message_id, status, attempts, created_at, next_attempt_at, first_attempt_at, last_attempt_at, sent_at, last_error";

const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");

/**
 * The mail outbox (src/mail sends from it). A row is written in the same transaction as its enquiry, so an
 * acknowledged enquiry always has its notification queued. Runs claim rows (a random token and an expiry)
 * before sending, and every later write checks the token, so no row is sent by two runs at once.
 */
export function createOutboxRepo(sql: Sql) {
  /** An alert's outcome is counted on its article's send, which outlives the row (and the subscriber). */
  const countOnSend = async (id: string, column: "sent" | "failed") => {
    await sql.run(
      `UPDATE alert_sends SET ${column} = ${column} + 1
       WHERE post_id = (SELECT post_id FROM mail_outbox WHERE id = ? AND kind = 'alert')`,
      [id],
    );
  };
  return {
    /** Queues one e-mail about an enquiry, due now: its notification unless `kind` says otherwise. */
    async enqueue(e: {
      submissionId: string;
      messageId: string;
      adminUrl: string;
      now: number;
      kind?: OutboxKind;
    }) {
      await sql.run(
        `INSERT INTO mail_outbox (id, submission_id, kind, message_id, admin_url, status, created_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
        [
          crypto.randomUUID(),
          e.submissionId,
          e.kind ?? "notification",
          e.messageId,
          e.adminUrl,
          e.now,
          e.now,
        ],
      );
    },

    /** The enquiry's e-mail of one kind (its notification unless told otherwise). */
    async findBySubmission(
      submissionId: string,
      kind: OutboxKind = "notification",
    ): Promise<(OutboxEntry & { resends: number }) | undefined> {
      const r = await sql.get<EntryRow & { resends: number }>(
        `SELECT ${ENTRY_COLS}, resends FROM mail_outbox WHERE submission_id = ? AND kind = ?`,
        [submissionId, kind],
      );
      return r ? { ...toEntry(r), resends: Number(r.resends) } : undefined;
    },

    /**
     * Queues the notification again (a resend; acknowledgements are never resent): a fresh pending row with a new Message-ID, due now. Any
     * run still holding the old claim loses it, so its late result cannot overwrite this.
     */
    async requeue(submissionId: string, messageId: string, adminUrl: string, now: number) {
      await sql.run(
        `UPDATE mail_outbox SET message_id = ?, admin_url = ?, status = 'pending', attempts = 0,
           resends = resends + 1, next_attempt_at = ?, first_attempt_at = NULL, last_error = NULL,
           server_failure = 0, sent_at = NULL, claimed_by = NULL, claimed_until = 0
         WHERE submission_id = ? AND kind = 'notification'`,
        [messageId, adminUrl, now, submissionId],
      );
    },

    /**
     * Claims up to `limit` due rows for one run and returns them with their enquiries. The conditions sit
     * in the outer WHERE too, so on PostgreSQL a row another instance claimed meanwhile is re-checked and
     * skipped (issue #16 may add SKIP LOCKED behind this method).
     */
    async claimDue(
      token: string,
      now: number,
      limit: number,
      claimMs: number,
      scope: ClaimScope = "prompt",
    ): Promise<ClaimedMail[]> {
      const kind = scope === "alerts" ? "kind = 'alert'" : "kind <> 'alert'";
      await sql.run(
        `UPDATE mail_outbox SET claimed_by = ?, claimed_until = ?
         WHERE status = 'pending' AND next_attempt_at <= ? AND claimed_until <= ? AND ${kind}
           AND id IN (SELECT id FROM mail_outbox
                      WHERE status = 'pending' AND next_attempt_at <= ? AND claimed_until <= ? AND ${kind}
                      ORDER BY next_attempt_at, created_at LIMIT ?)`,
        [token, now + claimMs, now, now, now, now, limit],
      );
      const subscriberMail = (
        await sql.all<{
          id: string;
          kind: "subscription" | "alert";
          message_id: string;
          admin_url: string;
          attempts: number;
          first_attempt_at: number | null;
          subscriber_id: string;
          post_id: string | null;
        }>(
          `SELECT id, kind, message_id, admin_url, attempts, first_attempt_at, subscriber_id, post_id
           FROM mail_outbox WHERE claimed_by = ? AND status = 'pending' AND subscriber_id IS NOT NULL
           ORDER BY next_attempt_at, created_at`,
          [token],
        )
      ).map(
        (r): ClaimedSubscriberMail => ({
          id: r.id,
          kind: r.kind,
          messageId: r.message_id,
          adminUrl: r.admin_url,
          attempts: Number(r.attempts),
          firstAttemptAt: n(r.first_attempt_at),
          subscriberId: r.subscriber_id,
          postId: r.post_id,
        }),
      );
      if (scope === "alerts") return subscriberMail;
      const rows = await sql.all<{
        id: string;
        kind: OutboxKind;
        message_id: string;
        admin_url: string;
        attempts: number;
        first_attempt_at: number | null;
        submission_id: string;
        name: string;
        email: string;
        phone: string;
        service: string;
        message: string;
        submitted_at: number;
        sub_status: Submission["status"];
      }>(
        `SELECT o.id, o.kind, o.message_id, o.admin_url, o.attempts, o.first_attempt_at, o.submission_id,
                s.name, s.email, s.phone, s.service, s.message, s.submitted_at, s.status AS sub_status
         FROM mail_outbox o JOIN contact_submissions s ON s.id = o.submission_id
         WHERE o.claimed_by = ? AND o.status = 'pending'
         ORDER BY o.next_attempt_at, o.created_at`,
        [token],
      );
      const enquiryMail = rows.map((r) => ({
        id: r.id,
        kind: r.kind as ClaimedEnquiryMail["kind"],
        messageId: r.message_id,
        adminUrl: r.admin_url,
        attempts: Number(r.attempts),
        firstAttemptAt: n(r.first_attempt_at),
        submission: {
          id: r.submission_id,
          name: r.name,
          email: r.email,
          phone: r.phone,
          service: r.service,
          message: r.message,
          submittedAt: new Date(Number(r.submitted_at)).toISOString(),
          status: r.sub_status,
        },
      }));
      return [...enquiryMail, ...subscriberMail];
    },

    /** Queues the confirmation e-mail of a sign-up (or the note to an address that is subscribed already). */
    async enqueueSubscription(subscriberId: string, messageId: string, now: number) {
      await sql.run(
        `INSERT INTO mail_outbox (id, kind, subscriber_id, message_id, admin_url, status, created_at, next_attempt_at)
         VALUES (?, 'subscription', ?, ?, '', 'pending', ?, ?)`,
        [crypto.randomUUID(), subscriberId, messageId, now, now],
      );
    },

    /** Alerts attempted since `since` (sent or failed): the sending rate's last minute. */
    async alertsAttemptedSince(since: number): Promise<{ count: number; oldest: number | undefined }> {
      const r = await sql.get<{ c: number; oldest: number | null }>(
        "SELECT COUNT(*) AS c, MIN(last_attempt_at) AS oldest FROM mail_outbox WHERE kind = 'alert' AND last_attempt_at >= ?",
        [since],
      );
      return { count: Number(r?.c ?? 0), oldest: n(r?.oldest) ?? undefined };
    },

    /** Records the SMTP server's acceptance. False when the claim was lost (a resend replaced it). */
    async markSent(id: string, token: string, now: number): Promise<boolean> {
      const res = await sql.run(
        `UPDATE mail_outbox SET status = 'sent', sent_at = ?, last_attempt_at = ?,
           first_attempt_at = COALESCE(first_attempt_at, ?), attempts = attempts + 1, last_error = NULL,
           server_failure = 0, claimed_by = NULL, claimed_until = 0
         WHERE id = ? AND claimed_by = ?`,
        [now, now, now, id, token],
      );
      if (res.changes > 0) await countOnSend(id, "sent");
      return res.changes > 0;
    },

    /** Records a failed attempt: retried at `nextAttemptAt`, or failed for good when it is undefined. */
    async markFailed(id: string, token: string, f: FailedAttempt): Promise<boolean> {
      const res = await sql.run(
        `UPDATE mail_outbox SET status = ?, attempts = attempts + 1, last_attempt_at = ?,
           first_attempt_at = COALESCE(first_attempt_at, ?), next_attempt_at = ?, last_error = ?,
           server_failure = ?, claimed_by = NULL, claimed_until = 0
         WHERE id = ? AND claimed_by = ?`,
        [
          f.nextAttemptAt === undefined ? "failed" : "pending",
          f.now,
          f.now,
          f.nextAttemptAt ?? f.now,
          f.error.slice(0, 1000),
          f.serverFailure ? 1 : 0,
          id,
          token,
        ],
      );
      if (res.changes > 0 && f.nextAttemptAt === undefined) await countOnSend(id, "failed");
      return res.changes > 0;
    },

    /** Gives back a claim without an attempt (the run stopped before sending it). */
    async release(id: string, token: string) {
      await sql.run(
        "UPDATE mail_outbox SET claimed_by = NULL, claimed_until = 0 WHERE id = ? AND claimed_by = ?",
        [id, token],
      );
    },

    /**
     * Makes pending mail due now. `serverFailuresOnly`: just the mail that waits because the server was
     * unreachable or refused us (the server works again); else every pending row (a restart).
     */
    async makeDue(now: number, serverFailuresOnly: boolean): Promise<number> {
      const res = await sql.run(
        `UPDATE mail_outbox SET next_attempt_at = ?
         WHERE status = 'pending' AND next_attempt_at > ? AND (server_failure = 1 OR ? = 0)`,
        [now, now, serverFailuresOnly ? 1 : 0],
      );
      return res.changes;
    },

    /** How many notifications wait because the mail server failed them. */
    async countServerFailures(): Promise<number> {
      const r = await sql.get<{ c: number }>(
        "SELECT COUNT(*) AS c FROM mail_outbox WHERE status = 'pending' AND server_failure = 1",
      );
      return Number(r?.c ?? 0);
    },

    /** The next time some pending mail is due, if any. */
    async nextDueAt(): Promise<number | undefined> {
      const r = await sql.get<{ t: number | null }>(
        "SELECT MIN(next_attempt_at) AS t FROM mail_outbox WHERE status = 'pending'",
      );
      return r?.t === null || r?.t === undefined ? undefined : Number(r.t);
    },

    /** The notification of each listed enquiry that has one (acknowledgements are not listed here). */
    async forSubmissions(submissionIds: readonly string[]): Promise<Map<string, OutboxEntry>> {
      const out = new Map<string, OutboxEntry>();
      // Chunks keep every statement under SQLite's limit on bound parameters.
      for (let i = 0; i < submissionIds.length; i += 500) {
        const chunk = submissionIds.slice(i, i + 500);
        const rows = await sql.all<EntryRow>(
          `SELECT ${ENTRY_COLS} FROM mail_outbox
           WHERE kind = 'notification' AND submission_id IN (${placeholders(chunk.length)})`,
          chunk as SqlValue[],
        );
        for (const r of rows) out.set(r.submission_id, toEntry(r));
      }
      return out;
    },

    /**
     * The most recent delivery attempt of one kind of e-mail (notifications unless told otherwise), and
     * how many of that kind wait or failed.
     */
    async health(kind: OutboxKind = "notification"): Promise<{
      last: { at: number; error: string | null } | undefined;
      pending: number;
      failed: number;
    }> {
      const last = await sql.get<{ last_attempt_at: number; last_error: string | null }>(
        `SELECT last_attempt_at, last_error FROM mail_outbox WHERE kind = ? AND last_attempt_at IS NOT NULL
         ORDER BY last_attempt_at DESC LIMIT 1`,
        [kind],
      );
      const counts = await sql.all<{ status: OutboxStatus; c: number }>(
        "SELECT status, COUNT(*) AS c FROM mail_outbox WHERE kind = ? AND status <> 'sent' GROUP BY status",
        [kind],
      );
      const count = (s: OutboxStatus) => Number(counts.find((c) => c.status === s)?.c ?? 0);
      return {
        last: last ? { at: Number(last.last_attempt_at), error: last.last_error } : undefined,
        pending: count("pending"),
        failed: count("failed"),
      };
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
