import type { Repos } from "../db";
import type { Submission } from "../db/submissions";
import { statusSchema } from "../schemas";
import { validate } from "./validate";

export const SUBMISSION_NOT_FOUND = "That submission does not exist (it may have been deleted).";

export type SubmissionResult =
  | { ok: true; submission: Submission }
  | { ok: false; status: 400 | 404; error: string };

/**
 * The admin's triage actions, shared by the JSON API (src/routes/api/submissions.ts) and the
 * no-JavaScript forms (src/routes/admin-submissions.tsx).
 */
export async function changeSubmissionStatus(
  repos: Repos,
  id: string,
  raw: unknown,
): Promise<SubmissionResult> {
  const parsed = validate(statusSchema, raw);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.message };
  const submission = await repos.submissions.setStatus(id, parsed.data.status);
  if (!submission) return { ok: false, status: 404, error: SUBMISSION_NOT_FOUND };
  return { ok: true, submission };
}

export async function deleteSubmission(
  repos: Repos,
  id: string,
): Promise<{ ok: true } | { ok: false; status: 404; error: string }> {
  return (await repos.submissions.delete(id))
    ? { ok: true }
    : { ok: false, status: 404, error: SUBMISSION_NOT_FOUND };
}
