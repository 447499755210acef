import type { SubmissionNote } from "../shared/wire-types";
import type { Sql, SqlValue } from "./sql";

interface NoteRow {
  id: string;
  submission_id: string;
  body: string;
  author_name: string;
  created_at: number | string;
}

const toNote = (r: NoteRow): SubmissionNote => ({
  id: r.id,
  submissionId: r.submission_id,
  body: r.body,
  authorName: r.author_name,
  createdAt: new Date(Number(r.created_at)).toISOString(),
});

const COLS = "id, submission_id, body, author_name, created_at";

export function createNotesRepo(sql: Sql) {
  return {
    /** Adds a note; undefined when the enquiry does not exist (any more). */
    async add(n: {
      submissionId: string;
      body: string;
      authorId: string | null;
      authorName: string;
      now: number;
    }): Promise<SubmissionNote | undefined> {
      // Time-ordered (UUIDv7), so notes written within one millisecond still list in the order written.
      const id = Bun.randomUUIDv7();
      // INSERT … SELECT: no row when the enquiry is gone, and no foreign-key error to tell apart.
      const res = await sql.run(
        `INSERT INTO submission_notes (id, submission_id, body, author_id, author_name, created_at)
         SELECT ?, id, ?, ?, ?, ? FROM contact_submissions WHERE id = ?`,
        [id, n.body, n.authorId, n.authorName, n.now, n.submissionId],
      );
      if (res.changes === 0) return undefined;
      // The first note is the enquiry's first answer, if its status has not changed before.
      await sql.run(
        "UPDATE contact_submissions SET first_answer_at = ? WHERE id = ? AND first_answer_at IS NULL",
        [n.now, n.submissionId],
      );
      const r = await sql.get<NoteRow>(`SELECT ${COLS} FROM submission_notes WHERE id = ?`, [id]);
      return r ? toNote(r) : undefined;
    },

    /** Deletes one note of one enquiry; false when there is no such note on it. */
    delete: async (submissionId: string, noteId: string) =>
      (
        await sql.run("DELETE FROM submission_notes WHERE id = ? AND submission_id = ?", [
          noteId,
          submissionId,
        ])
      ).changes > 0,

    /** The notes of each listed enquiry, oldest first (a dated log). */
    async forSubmissions(submissionIds: readonly string[]): Promise<Map<string, SubmissionNote[]>> {
      const out = new Map<string, SubmissionNote[]>();
      // Chunks keep every statement under SQLite's limit on bound parameters.
      for (let i = 0; i < submissionIds.length; i += 500) {
        const chunk = submissionIds.slice(i, i + 500);
        const rows = await sql.all<NoteRow>(
          `SELECT ${COLS} FROM submission_notes WHERE submission_id IN (${chunk.map(() => "?").join(", ")})
           ORDER BY submission_id, created_at, id`,
          chunk as SqlValue[],
        );
        for (const r of rows) {
          const list = out.get(r.submission_id) ?? [];
          list.push(toNote(r));
          out.set(r.submission_id, list);
        }
      }
      return out;
    },
  };
}
export type NotesRepo = ReturnType<typeof createNotesRepo>;
