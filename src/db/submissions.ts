import type { Sql } from "./sql";

export const SUBMISSION_STATUSES = ["new", "contacted", "completed"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** A contact submission as the API and views see it (SPEC §3). */
export interface Submission {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  submittedAt: string;
  status: SubmissionStatus;
}

export interface SubmissionInput {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}

interface Row extends Omit<Submission, "submittedAt"> {
  submitted_at: number | string;
}

const toSubmission = ({ submitted_at, ...r }: Row): Submission => ({
  ...r,
  submittedAt: new Date(Number(submitted_at)).toISOString(),
});

const COLS = "id, name, email, phone, service, message, submitted_at, status";

export function createSubmissionsRepo(sql: Sql) {
  // Newest first must also mean last received first when two arrive within one millisecond: submission
  // times from this process never repeat. (Order is by (submitted_at, id), which is also the paging key.)
  let lastStamp = 0;
  const stamp = () => {
    lastStamp = Math.max(Date.now(), lastStamp + 1);
    return lastStamp;
  };
  const byId = async (id: string) => {
    const r = await sql.get<Row>(`SELECT ${COLS} FROM contact_submissions WHERE id = ?`, [id]);
    return r ? toSubmission(r) : undefined;
  };
  return {
    list: async () =>
      (await sql.all<Row>(`SELECT ${COLS} FROM contact_submissions ORDER BY submitted_at DESC, id DESC`)).map(
        toSubmission,
      ),
    findById: byId,
    /** Committed before it resolves: an acknowledged enquiry is on disk. */
    async create(input: SubmissionInput): Promise<Submission> {
      const id = crypto.randomUUID();
      await sql.run(`INSERT INTO contact_submissions (${COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, 'new')`, [
        id,
        input.name,
        input.email,
        input.phone,
        input.service,
        input.message,
        stamp(),
      ]);
      return (await byId(id))!;
    },
    async setStatus(id: string, status: SubmissionStatus): Promise<Submission | undefined> {
      const res = await sql.run("UPDATE contact_submissions SET status = ? WHERE id = ?", [status, id]);
      return res.changes === 0 ? undefined : byId(id);
    },
    delete: async (id: string) =>
      (await sql.run("DELETE FROM contact_submissions WHERE id = ?", [id])).changes > 0,
  };
}
export type SubmissionsRepo = ReturnType<typeof createSubmissionsRepo>;
