import { type EnquiryMail, SUBMISSION } from "../contact";
import type { Repos } from "../db";
import type { Mail, NotificationView } from "../mail";
import { validate } from "../shared/validate";
import type { Submission } from "../shared/wire-types";

/** What the triage actions that touch notifications need: the repositories and the enquiries' e-mail. */
export interface TriageDeps {
  repos: Repos;
  mail: Pick<Mail, "wake">;
  enquiryMail: EnquiryMail;
}

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
  now: number = Date.now(),
): Promise<SubmissionResult> {
  const parsed = await validate("statusSchema", raw);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.message };
  const submission = await repos.submissions.setStatus(id, parsed.data.status, now);
  if (!submission) return { ok: false, status: 404, error: SUBMISSION_NOT_FOUND };
  return { ok: true, submission };
}

/** Deletes one enquiry: its notes go with it, and its e-mails leave the outbox. */
export async function deleteSubmission(
  repos: Repos,
  id: string,
): Promise<{ ok: true } | { ok: false; status: 404; error: string }> {
  const deleted = await repos.transaction(async (tx) => {
    if (!(await tx.submissions.delete(id))) return false;
    await tx.outbox.forget(SUBMISSION, [id]);
    return true;
  });
  return deleted ? { ok: true } : { ok: false, status: 404, error: SUBMISSION_NOT_FOUND };
}

// ── Notifications and spam ─────────────────────────────────────
export const NOTIFICATIONS_OFF =
  "E-mail notifications are off: the site is not set up to send e-mail, so nothing can be sent. Ask whoever runs the server to set it up.";
export const SPAM_NOT_NOTIFIED =
  "This enquiry is marked as spam. Choose “Not spam” first; that sends its notification.";
export const NOT_IN_SPAM = "That enquiry is not in the spam folder (it may have been moved or deleted).";

export type NotifyResult =
  | { ok: true; notification: NotificationView | undefined }
  | { ok: false; status: 404 | 409; error: string };

/** "Resend notification": queue the enquiry's e-mail again (a new Message-ID) and send it now. */
export async function resendNotification(deps: TriageDeps, id: string): Promise<NotifyResult> {
  const outcome = await deps.enquiryMail.resend(id);
  if (outcome === "not-found") return { ok: false, status: 404, error: SUBMISSION_NOT_FOUND };
  if (outcome === "off") return { ok: false, status: 409, error: NOTIFICATIONS_OFF };
  if (outcome === "spam") return { ok: false, status: 409, error: SPAM_NOT_NOTIFIED };
  return { ok: true, notification: (await deps.enquiryMail.notifications([id]))[id] };
}

/**
 * "Not spam": back to the inbox, and its notification is queued in the same transaction (once: a second
 * click finds it no longer in the spam folder).
 */
export async function markNotSpam(
  deps: TriageDeps,
  id: string,
): Promise<{ ok: true; notified: boolean } | { ok: false; status: 404; error: string }> {
  const outcome = await deps.repos.transaction(async (tx) => {
    if (!(await tx.submissions.markNotSpam(id))) return undefined;
    const submission = await tx.submissions.findById(id);
    // Queued once: an enquiry notified before it went to spam is not notified again.
    return submission ? deps.enquiryMail.queueNotification(tx, submission) : false;
  });
  if (outcome === undefined) {
    const exists = await deps.repos.submissions.findById(id);
    return { ok: false, status: 404, error: exists ? NOT_IN_SPAM : SUBMISSION_NOT_FOUND };
  }
  if (outcome) deps.mail.wake();
  return { ok: true, notified: outcome };
}

/** "Empty spam": deletes every enquiry in the spam folder (and any e-mail of theirs). */
export async function emptySpam(repos: Repos): Promise<number> {
  return repos.transaction(async (tx) => {
    const ids = await tx.submissions.emptySpam();
    await tx.outbox.forget(SUBMISSION, ids);
    return ids.length;
  });
}

/** What the submissions screen shows besides the list: notification states and the banner. */
export async function notificationOverview(deps: TriageDeps, ids: readonly string[]) {
  const [notifications, status] = await Promise.all([
    deps.enquiryMail.notifications(ids),
    deps.enquiryMail.status(),
  ]);
  return { notifications, status };
}
