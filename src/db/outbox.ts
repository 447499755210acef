import type { Sql, SqlValue } from "./sql";

/** The state of one e-mail in the outbox. */
export type OutboxStatus = "pending" | "sent" | "failed";

/**
 * How a row is sent: 'prompt' at once (enquiry mail, confirmations), 'alerts' after the prompt ones and at
 * the alerts' sending rate.
 */
export type Lane = "prompt" | "alerts";

/** What an e-mail is about: an enquiry ('submission'), a subscriber ('subscriber'), and so on. */
export interface OutboxSubject {
  type: string;
  id: string;
}

/** One e-mail to queue (src/mail fills in the lane from its kind). */
export interface NewOutboxRow {
  kind: string;
  lane: Lane;
  subject: OutboxSubject;
  /** What else it is about, where a subject has several e-mails of a kind ('' when it has one). */
  ref: string;
  /** Values only this kind needs, as JSON. */
  data: string | null;
  messageId: string;
  /** When it may go first. */
  due: number;
}

export interface OutboxEntry {
  id: string;
  messageId: string;
  status: OutboxStatus;
  attempts: number;
  resends: number;
  createdAt: number;
  nextAttemptAt: number;
  firstAttemptAt: number | null;
  lastAttemptAt: number | null;
  sentAt: number | null;
  lastError: string | null;
}

/** A claimed row, ready to be built (by its kind) and sent. */
export interface ClaimedMail {
  id: string;
  kind: string;
  subject: OutboxSubject;
  ref: string;
  data: string | null;
  messageId: string;
  attempts: number;
  firstAttemptAt: number | null;
}

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
  subject_id: string;
  message_id: string;
  status: OutboxStatus;
  attempts: number;
  resends: number;
  created_at: number;
  next_attempt_at: number;
  first_attempt_at: number | null;
  last_attempt_at: number | null;
  sent_at: number | null;
  last_error: string | null;
}

const toEntry = (r: EntryRow): OutboxEntry => ({
  id: r.id,
  messageId: r.message_id,
  status: r.status,
  attempts: Number(r.attempts),
  resends: Number(r.resends),
  createdAt: Number(r.created_at),
  nextAttemptAt: Number(r.next_attempt_at),
  firstAttemptAt: n(r.first_attempt_at),
  lastAttemptAt: n(r.last_attempt_at),
  sentAt: n(r.sent_at),
  lastError: r.last_error,
});

const ENTRY_COLS =
  "id, subject_id, message_id, status, attempts, resends, created_at, next_attempt_at, first_attempt_at, last_attempt_at, sent_at, last_error";
const ROW_COLS =
  "id, kind, lane, subject_type, subject_id, ref, data, message_id, status, created_at, next_attempt_at";

const placeholders = (count: number) => Array.from({ length: count }, () => "?").join(", ");
/** Rows or ids per statement: well under SQLite's limit on bound parameters. */
const CHUNK = 500;
const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The mail outbox (src/mail sends from it): one generic queue of e-mails, each of a kind and about a
 * subject. It knows no kind and no subject's table: the capabilities that own them build the messages
 * and delete a subject's rows with the subject. A row is written in the same transaction as what it is
 * about. Runs claim rows (a random token and an expiry) before sending, and every later write checks the
 * token, so no row is sent by two runs at once.
 */
export function createOutboxRepo(sql: Sql) {
  return {
    /**
     * Queues e-mails, many per statement. One of a kind per subject and ref: a duplicate is skipped, or,
     * with `again`, the row is queued anew (a resend: a new Message-ID, due now, its attempts reset and
     * counted as a resend), and any run still holding the old claim loses it, so its late result cannot
     * overwrite this. Returns how many were queued.
     */
    async enqueue(rows: readonly NewOutboxRow[], now: number, again = false): Promise<number> {
      let queued = 0;
      const onConflict = again
        ? `DO UPDATE SET message_id = excluded.message_id, data = excluded.data, status = 'pending',
             attempts = 0, resends = mail_outbox.resends + 1, next_attempt_at = excluded.next_attempt_at,
             first_attempt_at = NULL, last_error = NULL, server_failure = 0,
             sent_at = NULL, claimed_by = NULL, claimed_until = 0`
        : "DO NOTHING";
      for (const chunk of chunks(rows, CHUNK)) {
        const values: SqlValue[] = chunk.flatMap((r) => [
          crypto.randomUUID(),
          r.kind,
          r.lane,
          r.subject.type,
          r.subject.id,
          r.ref,
          r.data,
          r.messageId,
          "pending",
          now,
          r.due,
        ]);
        const res = await sql.run(
          `INSERT INTO mail_outbox (${ROW_COLS})
           VALUES ${chunk.map(() => `(${placeholders(11)})`).join(", ")}
           ON CONFLICT (subject_type, subject_id, kind, ref) ${onConflict}`,
          values,
        );
        queued += res.changes;
      }
      return queued;
    },

    /** The e-mail of one kind about a subject (and ref), if queued. */
    async find(kind: string, subject: OutboxSubject, ref = ""): Promise<OutboxEntry | undefined> {
      const r = await sql.get<EntryRow>(
        `SELECT ${ENTRY_COLS} FROM mail_outbox
         WHERE subject_type = ? AND subject_id = ? AND kind = ? AND ref = ?`,
        [subject.type, subject.id, kind, ref],
      );
      return r ? toEntry(r) : undefined;
    },

    /** The e-mail of one kind (ref '') about each listed subject that has one, by subject id. */
    async entries(
      kind: string,
      subjectType: string,
      ids: readonly string[],
    ): Promise<Map<string, OutboxEntry>> {
      const out = new Map<string, OutboxEntry>();
      for (const chunk of chunks(ids, CHUNK)) {
        const rows = await sql.all<EntryRow>(
          `SELECT ${ENTRY_COLS} FROM mail_outbox
           WHERE kind = ? AND ref = '' AND subject_type = ? AND subject_id IN (${placeholders(chunk.length)})`,
          [kind, subjectType, ...chunk],
        );
        for (const r of rows) out.set(r.subject_id, toEntry(r));
      }
      return out;
    },

    /**
     * Claims up to `limit` due rows of one lane for one run and returns them. The conditions sit in the
     * outer WHERE too, so on PostgreSQL a row another instance claimed meanwhile is re-checked and skipped.
     */
    async claimDue(
      token: string,
      now: number,
      limit: number,
      claimMs: number,
      lane: Lane = "prompt",
    ): Promise<ClaimedMail[]> {
      await sql.run(
        `UPDATE mail_outbox SET claimed_by = ?, claimed_until = ?
         WHERE status = 'pending' AND next_attempt_at <= ? AND claimed_until <= ? AND lane = ?
           AND id IN (SELECT id FROM mail_outbox
                      WHERE status = 'pending' AND next_attempt_at <= ? AND claimed_until <= ? AND lane = ?
                      ORDER BY next_attempt_at, created_at LIMIT ?)`,
        [token, now + claimMs, now, now, lane, now, now, lane, limit],
      );
      const rows = await sql.all<{
        id: string;
        kind: string;
        subject_type: string;
        subject_id: string;
        ref: string;
        data: string | null;
        message_id: string;
        attempts: number;
        first_attempt_at: number | null;
      }>(
        `SELECT id, kind, subject_type, subject_id, ref, data, message_id, attempts, first_attempt_at
         FROM mail_outbox WHERE claimed_by = ? AND status = 'pending'
         ORDER BY next_attempt_at, created_at`,
        [token],
      );
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        subject: { type: r.subject_type, id: r.subject_id },
        ref: r.ref,
        data: r.data,
        messageId: r.message_id,
        attempts: Number(r.attempts),
        firstAttemptAt: n(r.first_attempt_at),
      }));
    },

    /** A lane's e-mails attempted since `since` (sent or failed): its sending rate's last minute. */
    async attemptedSince(lane: Lane, since: number): Promise<{ count: number; oldest: number | undefined }> {
      const r = await sql.get<{ c: number; oldest: number | null }>(
        "SELECT COUNT(*) AS c, MIN(last_attempt_at) AS oldest FROM mail_outbox WHERE lane = ? AND last_attempt_at >= ?",
        [lane, since],
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
     * unreachable or refused us (the server works again); else every pending row waiting for a retry (a
     * restart). Mail queued to go later (a reminder before a booking) and not yet tried keeps its time.
     */
    async makeDue(now: number, serverFailuresOnly: boolean): Promise<number> {
      const res = await sql.run(
        `UPDATE mail_outbox SET next_attempt_at = ?
         WHERE status = 'pending' AND next_attempt_at > ? AND (server_failure = 1 OR (? = 0 AND attempts > 0))`,
        [now, now, serverFailuresOnly ? 1 : 0],
      );
      return res.changes;
    },

    /** How many e-mails wait because the mail server failed them. */
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

    /** The most recent delivery attempt of one kind of e-mail, and how many of that kind wait or failed. */
    async health(kind: string): Promise<{
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

    /** Deletes every e-mail about these subjects, sent or not (the subjects are being deleted). */
    async forget(subjectType: string, ids: readonly string[]): Promise<number> {
      let deleted = 0;
      for (const chunk of chunks(ids, CHUNK))
        deleted += (
          await sql.run(
            `DELETE FROM mail_outbox WHERE subject_type = ? AND subject_id IN (${placeholders(chunk.length)})`,
            [subjectType, ...chunk],
          )
        ).changes;
      return deleted;
    },

    /** Takes back the e-mails of one kind about a subject that have not gone yet. */
    withdraw: async (kind: string, subject: OutboxSubject) =>
      (
        await sql.run(
          "DELETE FROM mail_outbox WHERE subject_type = ? AND subject_id = ? AND kind = ? AND status = 'pending'",
          [subject.type, subject.id, kind],
        )
      ).changes,

    /**
     * E-mails about subjects of this type, sent or failed before `before`, leave the outbox; `keep`: those
     * of that kind sent since `since` stay (copies a retention period keeps).
     */
    purgeSettled: async (subjectType: string, before: number, keep?: { kind: string; since: number }) =>
      (
        await sql.run(
          `DELETE FROM mail_outbox WHERE subject_type = ? AND status <> 'pending' AND last_attempt_at < ?${
            keep ? " AND NOT (kind = ? AND status = 'sent' AND last_attempt_at >= ?)" : ""
          }`,
          [subjectType, before, ...(keep ? [keep.kind, keep.since] : [])],
        )
      ).changes,
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
