import type { Database } from "bun:sqlite";

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
  submitted_at: number;
}

const toSubmission = ({ submitted_at, ...r }: Row): Submission => ({
  ...r,
  submittedAt: new Date(submitted_at).toISOString(),
});

export function createSubmissionsRepo(db: Database) {
  const cols = "id, name, email, phone, service, message, submitted_at, status";
  const all = db.query<Row, []>(
    `SELECT ${cols} FROM contact_submissions ORDER BY submitted_at DESC, rowid DESC`,
  );
  const byId = db.query<Row, [string]>(`SELECT ${cols} FROM contact_submissions WHERE id = ?`);
  const insert = db.query(
    `INSERT INTO contact_submissions (id, name, email, phone, service, message, submitted_at, status)
     VALUES ($id, $name, $email, $phone, $service, $message, $submitted_at, 'new')`,
  );
  const setStatus = db.query("UPDATE contact_submissions SET status = ? WHERE id = ?");
  const remove = db.query("DELETE FROM contact_submissions WHERE id = ?");
  return {
    list: () => all.all().map(toSubmission),
    findById: (id: string) => {
      const r = byId.get(id);
      return r ? toSubmission(r) : undefined;
    },
    /** Committed before it returns: an acknowledged enquiry is on disk. */
    create(input: SubmissionInput): Submission {
      const id = crypto.randomUUID();
      insert.run({ id, ...input, submitted_at: Date.now() });
      return toSubmission(byId.get(id)!);
    },
    setStatus(id: string, status: SubmissionStatus): Submission | undefined {
      if (setStatus.run(status, id).changes === 0) return undefined;
      return toSubmission(byId.get(id)!);
    },
    delete: (id: string) => remove.run(id).changes > 0,
  };
}
export type SubmissionsRepo = ReturnType<typeof createSubmissionsRepo>;
