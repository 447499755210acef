import { type Context, Hono } from "hono";
import { TOASTS } from "../../views/islands/lib/toast-messages";
import { ContactSubmissionsPage } from "../../views/pages/admin/contact-submissions";
import type { AppEnv } from "../app-env";
import { setFlash } from "../lib/flash";
import { renderPage } from "../lib/render";
import { changeSubmissionStatus, deleteSubmission } from "../lib/submissions";
import { formFields } from "../lib/validate";

export const SUBMISSIONS_PATH = "/admin/contact-submissions";

/** A failed form action: the same destructive toast the island shows, on the page we return to. */
function backWithError(c: Context<AppEnv>, error: string) {
  setFlash(c, { title: "Error", description: error, variant: "destructive" });
  return c.redirect(SUBMISSIONS_PATH, 303);
}

/**
 * The submissions screen and its no-JavaScript forms (the island uses the JSON API instead). The admin
 * guard (src/middleware/require-admin.ts) redirects anyone signed out before these run.
 */
export const adminSubmissionsRoutes = new Hono<AppEnv>()
  .get(SUBMISSIONS_PATH, async (c) =>
    renderPage(
      c,
      {
        title: "Contact Submissions",
        description: "Review contact form submissions.",
        robots: "noindex, nofollow",
      },
      <ContactSubmissionsPage submissions={await c.get("deps").repos.submissions.list()} />,
    ),
  )
  .post(`${SUBMISSIONS_PATH}/:id/status`, async (c) => {
    const result = await changeSubmissionStatus(c.get("deps").repos, c.req.param("id"), await formFields(c));
    if (!result.ok) return backWithError(c, result.error);
    setFlash(c, TOASTS.statusUpdated);
    return c.redirect(SUBMISSIONS_PATH, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/delete`, async (c) => {
    const result = await deleteSubmission(c.get("deps").repos, c.req.param("id"));
    if (!result.ok) return backWithError(c, result.error);
    setFlash(c, TOASTS.submissionDeleted);
    return c.redirect(SUBMISSIONS_PATH, 303);
  });
