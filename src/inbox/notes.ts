import type { Repos } from "../db";

import { validate } from "../shared/validate";
import type { SubmissionNote } from "../shared/wire-types";
import { SUBMISSION_NOT_FOUND } from "./triage";

export const NOTE_NOT_FOUND = "That note does not exist (it may have been deleted).";

export type NoteResult = { ok: true; note: SubmissionNote } | { ok: false; status: 400 | 404; error: string };

/** Adds a staff member's note to an enquiry (shared by the JSON API and the no-JavaScript form). */
export async function addNote(
  repos: Pick<Repos, "notes">,
  author: { userId: string; username: string },
  submissionId: string,
  raw: unknown,
  now: number,
): Promise<NoteResult> {
  const parsed = await validate("noteSchema", raw);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.message };
  const note = await repos.notes.add({
    submissionId,
    body: parsed.data.body,
    authorId: author.userId,
    authorName: author.username,
    now,
  });
  return note ? { ok: true, note } : { ok: false, status: 404, error: SUBMISSION_NOT_FOUND };
}

export async function deleteNote(
  repos: Pick<Repos, "notes">,
  submissionId: string,
  noteId: string,
): Promise<{ ok: true } | { ok: false; status: 404; error: string }> {
  return (await repos.notes.delete(submissionId, noteId))
    ? { ok: true }
    : { ok: false, status: 404, error: NOTE_NOT_FOUND };
}
