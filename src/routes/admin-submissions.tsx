import { type Context, Hono } from "hono";
import { spamEmptiedToast, TOASTS, testMailToast } from "../../views/islands/lib/toast-messages";
import { ContactSubmissionsPage } from "../../views/pages/admin/contact-submissions";
import type { AppEnv } from "../app-env";
import { record } from "../audit";
import { setFlash } from "../lib/flash";
import { renderPage } from "../lib/render";
import {
  changeSubmissionStatus,
  deleteSubmission,
  emptySpam,
  markNotSpam,
  notificationOverview,
  resendNotification,
} from "../lib/submissions";
import { formFields } from "../lib/validate";

export const SUBMISSIONS_PATH = "/admin/contact-submissions";
export const SPAM_PATH = `${SUBMISSIONS_PATH}/spam`;

/** A failed form action: the same destructive toast the island shows, on the page we return to. */
function backWithError(c: Context<AppEnv>, error: string, to = SUBMISSIONS_PATH) {
  setFlash(c, { title: "Error", description: error, variant: "destructive" });
  return c.redirect(to, 303);
}

const meta = (title: string) => ({
  title,
  description: "Review contact form submissions.",
  robots: "noindex, nofollow" as const,
});

/**
 * The submissions screen and its no-JavaScript forms (the island uses the JSON API instead). The admin
 * guard (src/middleware/require-admin.ts) redirects anyone signed out before these run.
 */
export const adminSubmissionsRoutes = new Hono<AppEnv>()
  .get(SUBMISSIONS_PATH, async (c) => {
    const deps = c.get("deps");
    const submissions = await deps.repos.submissions.list();
    const [{ notifications, status }, spamCount] = await Promise.all([
      notificationOverview(
        deps,
        submissions.map((s) => s.id),
      ),
      deps.repos.submissions.countSpam(),
    ]);
    return renderPage(
      c,
      meta("Contact Submissions"),
      <ContactSubmissionsPage
        view="inbox"
        submissions={submissions}
        notifications={notifications}
        mailStatus={status}
        spamCount={spamCount}
      />,
    );
  })
  .get(SPAM_PATH, async (c) => {
    const deps = c.get("deps");
    const submissions = await deps.repos.submissions.listSpam();
    return renderPage(
      c,
      meta("Spam"),
      <ContactSubmissionsPage
        view="spam"
        submissions={submissions}
        mailStatus={await deps.mail.status()}
        spamCount={submissions.length}
      />,
    );
  })
  .post(`${SUBMISSIONS_PATH}/test-email`, async (c) => {
    const deps = c.get("deps");
    const result = await deps.mail.sendTest(c.get("session")?.username ?? "an admin", c.get("site").origin);
    setFlash(c, testMailToast(result));
    return c.redirect(SUBMISSIONS_PATH, 303);
  })
  .post(`${SPAM_PATH}/empty`, async (c) => {
    const fields = await formFields(c);
    if (fields.confirm !== "yes")
      return backWithError(c, "Tick “Yes, delete them permanently” to empty the spam folder.", SPAM_PATH);
    const deleted = await emptySpam(c.get("deps").repos);
    await record(c, "submission.spam_empty", { type: "submission" }, { count: deleted });
    setFlash(c, spamEmptiedToast(deleted));
    return c.redirect(SPAM_PATH, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/resend`, async (c) => {
    const result = await resendNotification(c.get("deps"), c.req.param("id"), c.get("site").origin);
    if (!result.ok) return backWithError(c, result.error);
    setFlash(c, TOASTS.notificationQueued);
    return c.redirect(SUBMISSIONS_PATH, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/not-spam`, async (c) => {
    const result = await markNotSpam(c.get("deps"), c.req.param("id"), c.get("site").origin);
    if (!result.ok) return backWithError(c, result.error, SPAM_PATH);
    setFlash(c, result.notified ? TOASTS.notSpamNotified : TOASTS.notSpam);
    return c.redirect(SPAM_PATH, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/status`, async (c) => {
    const result = await changeSubmissionStatus(c.get("deps").repos, c.req.param("id"), await formFields(c));
    if (!result.ok) return backWithError(c, result.error);
    await record(
      c,
      "submission.status",
      { type: "submission", id: result.submission.id },
      { status: result.submission.status },
    );
    setFlash(c, TOASTS.statusUpdated);
    return c.redirect(SUBMISSIONS_PATH, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/delete`, async (c) => {
    const result = await deleteSubmission(c.get("deps").repos, c.req.param("id"));
    if (!result.ok) return backWithError(c, result.error);
    await record(c, "submission.delete", { type: "submission", id: c.req.param("id") });
    setFlash(c, TOASTS.submissionDeleted);
    return c.redirect(SUBMISSIONS_PATH, 303);
  });
