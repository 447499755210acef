import type {
  EnquiryOrigin,
  SpamReason,
  SpamSubmission,
  Submission,
  SubmissionStatus,
} from "../shared/wire-types";
import type { Sql } from "./sql";

export interface SubmissionInput {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

export interface SubmissionRow extends Omit<Submission, "submittedAt"> {
  submitted_at: number | string;
}

/** An enquiry's visit and first answer (the API's submissions keep their original fields). */
export interface VisitRow {
  id: string;
  status: SubmissionStatus;
  submittedAt: number;
  firstAnswerAt: number | null;
  origin: EnquiryOrigin;
}
interface SpamRow extends SubmissionRow {
  spam_reason: SpamReason | null;
}

export const toSubmission = ({ submitted_at, ...r }: SubmissionRow): Submission => ({
  ...r,
  submittedAt: new Date(Number(submitted_at)).toISOString(),
});
const toSpamSubmission = ({ spam_reason, ...r }: SpamRow): SpamSubmission => ({
  ...toSubmission(r),
  spamReason: spam_reason,
});

export const SUBMISSION_COLS = "id, name, email, phone, service, message, submitted_at, status";
const ORIGIN_COLS = "landing_page, visit_source, visit_medium, visit_campaign, sent_from";
const COLS = SUBMISSION_COLS;

/**
 * Newest first must also mean last received first when two arrive within one millisecond: submission
 * times from one database's repositories never repeat. (Order is by (submitted_at, id), which is also the
 * paging key.) createRepos makes one and hands it to every transaction's repositories too.
 */
export function monotonicStamp(): () => number {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return last;
  };
}

export function createSubmissionsRepo(sql: Sql, stamp: () => number = monotonicStamp()) {
  const byId = async (id: string) => {
    const r = await sql.get<SubmissionRow>(`SELECT ${COLS} FROM contact_submissions WHERE id = ?`, [id]);
    return r ? toSubmission(r) : undefined;
  };
  return {
    /** The inbox: every enquiry not taken for spam, newest first. */
    list: async () =>
      (
        await sql.all<SubmissionRow>(
          `SELECT ${COLS} FROM contact_submissions WHERE spam = 0 ORDER BY submitted_at DESC, id DESC`,
        )
      ).map(toSubmission),
    /** The spam folder, newest first. */
    listSpam: async () =>
      (
        await sql.all<SpamRow>(
          `SELECT ${COLS}, spam_reason FROM contact_submissions WHERE spam = 1 ORDER BY submitted_at DESC, id DESC`,
        )
      ).map(toSpamSubmission),
    countSpam: async () =>
      Number(
        (await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM contact_submissions WHERE spam = 1"))?.n ??
          0,
      ),
    findById: byId,
    /** Whether the enquiry is in the spam folder (undefined: no such enquiry). */
    async isSpam(id: string): Promise<boolean | undefined> {
      const r = await sql.get<{ spam: number }>("SELECT spam FROM contact_submissions WHERE id = ?", [id]);
      return r === undefined ? undefined : Number(r.spam) === 1;
    },
    /**
     * Committed before it resolves (outside a transaction): an acknowledged enquiry is on disk. With
     * `spamReason` it goes straight to the spam folder.
     */
    async create(
      input: SubmissionInput,
      spamReason?: SpamReason,
      origin?: EnquiryOrigin,
    ): Promise<Submission> {
      const id = crypto.randomUUID();
      await sql.run(
        `INSERT INTO contact_submissions (${COLS}, ${ORIGIN_COLS}, spam, spam_reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'new', ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          input.name,
          input.email,
          input.phone,
          input.service,
          input.message,
          stamp(),
          origin?.landingPage ?? null,
          origin?.source ?? null,
          origin?.medium ?? null,
          origin?.campaign ?? null,
          origin?.sentFrom ?? null,
          spamReason ? 1 : 0,
          spamReason ?? null,
        ],
      );
      return (await byId(id))!;
    },
    /** Where each listed enquiry came from, and when it was first answered. */
    async visits(ids: readonly string[]): Promise<Map<string, VisitRow>> {
      const out = new Map<string, VisitRow>();
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const rows = await sql.all<{
          id: string;
          status: SubmissionStatus;
          submitted_at: number | string;
          first_answer_at: number | string | null;
          landing_page: string | null;
          visit_source: string | null;
          visit_medium: string | null;
          visit_campaign: string | null;
          sent_from: string | null;
        }>(
          `SELECT id, status, submitted_at, first_answer_at, ${ORIGIN_COLS} FROM contact_submissions
           WHERE id IN (${chunk.map(() => "?").join(", ")})`,
          chunk,
        );
        for (const r of rows)
          out.set(r.id, {
            id: r.id,
            status: r.status,
            submittedAt: Number(r.submitted_at),
            firstAnswerAt: r.first_answer_at === null ? null : Number(r.first_answer_at),
            origin: {
              landingPage: r.landing_page,
              source: r.visit_source,
              medium: r.visit_medium,
              campaign: r.visit_campaign,
              sentFrom: r.sent_from,
            },
          });
      }
      return out;
    },
    /** Moves an enquiry out of the spam folder. True only when it was there (so callers notify once). */
    markNotSpam: async (id: string) =>
      (
        await sql.run(
          "UPDATE contact_submissions SET spam = 0, spam_reason = NULL WHERE id = ? AND spam = 1",
          [id],
        )
      ).changes > 0,
    /** Deletes every enquiry in the spam folder; returns their ids. */
    emptySpam: async () =>
      (await sql.all<{ id: string }>("DELETE FROM contact_submissions WHERE spam = 1 RETURNING id")).map(
        (r) => r.id,
      ),
    /** A first change of status is the enquiry's first answer (the Overview's time to first answer). */
    async setStatus(id: string, status: SubmissionStatus, now = Date.now()): Promise<Submission | undefined> {
      const res = await sql.run(
        `UPDATE contact_submissions SET
           first_answer_at = COALESCE(first_answer_at, CASE WHEN status <> ? THEN ? ELSE NULL END),
           status = ?
         WHERE id = ?`,
        [status, now, status, id],
      );
      return res.changes === 0 ? undefined : byId(id);
    },
    delete: async (id: string) =>
      (await sql.run("DELETE FROM contact_submissions WHERE id = ?", [id])).changes > 0,
  };
}
export type SubmissionsRepo = ReturnType<typeof createSubmissionsRepo>;
