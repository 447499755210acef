import { type Context, Hono } from "hono";
import { ContactSubmissionsPage } from "../../views/admin/inbox/contact-submissions";
import { EraseEnquiriesPage, type EraseStep } from "../../views/admin/inbox/erase-enquiries";
import type { InboxData, InboxParams } from "../../views/admin/inbox/inbox-data";
import type { AppEnv } from "../http/app-env";
import { record } from "../http/audit";
import { errorResponse } from "../http/error-response";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { formFields } from "../http/request-body";
import {
  addNote,
  changeSubmissionStatus,
  deleteNote,
  deleteSubmission,
  emptySpam,
  markNotSpam,
  notificationOverview,
  PAGE_SIZE,
  parseListParams,
  resendNotification,
} from "../inbox";
import { encodeCursor } from "../lib/cursor";
import { eraseEmail } from "../privacy";
import { nothingToErase } from "../shared/erasure-words";
import { erasedToast, spamEmptiedToast, TOASTS, testMailToast } from "../shared/toasts";
import { enquiryVisits } from "../stats";

export const SUBMISSIONS_PATH = "/admin/contact-submissions";
export const SPAM_PATH = `${SUBMISSIONS_PATH}/spam`;
const ERASE_PATH = `${SUBMISSIONS_PATH}/erase`;

/**
 * Where a plain form returns to: the list as it was shown (`back`, its tab, search and page), when that is
 * one of the submissions screens; else the inbox. Never another site, never a header break.
 */
const BACK = /^\/admin\/contact-submissions(\/spam)?(\?[^\s#]*)?(#submission-[A-Za-z0-9-]{1,64})?$/;
const backTo = (raw: string | undefined, fallback = SUBMISSIONS_PATH) =>
  raw && BACK.test(raw) ? raw : fallback;

/** A failed form action: the same destructive toast the island shows, on the page we return to. */
function backWithError(c: Context<AppEnv>, error: string, to = SUBMISSIONS_PATH) {
  setFlash(c, { title: "Error", description: error, variant: "destructive" });
  return redirectTo(c, to, 303);
}

const meta = (title: string) => ({
  title,
  description: "Review contact form submissions.",
  robots: "noindex, nofollow" as const,
});

/** One page of the inbox or the spam folder, as the URL asks for it; a malformed URL is a 400 page. */
async function listPage(c: Context<AppEnv>, view: "inbox" | "spam") {
  const parsed = parseListParams({
    status: c.req.query("status"),
    q: c.req.query("q"),
    cursor: c.req.query("cursor"),
  });
  if (!parsed.ok) return errorResponse(c, 400, `This page address is not valid: ${parsed.error}`);
  const { status, q, cursor } = parsed.params;
  const spam = view === "spam";
  const deps = c.get("deps");
  const page = await deps.repos.inbox.page({ spam, status, q }, cursor, PAGE_SIZE);
  const ids = page.items.map((s) => s.id);
  const [counts, spamCount, overview, notes] = await Promise.all([
    deps.repos.inbox.counts(spam ? undefined : q),
    deps.repos.submissions.countSpam(),
    spam ? undefined : notificationOverview(deps, ids),
    spam ? undefined : deps.repos.notes.forSubmissions(ids),
  ]);
  const params: InboxParams = {
    status: status ?? "all",
    q,
    cursor: c.req.query("cursor") ?? "",
  };
  const data: InboxData = {
    items: page.items,
    visits: spam
      ? {}
      : await enquiryVisits(
          deps.repos,
          ids,
          deps.stats.overdueCutoff(c.get("site").content.settings.officeHours),
        ),
    next: page.next ? encodeCursor(page.next) : null,
    prev: page.prev ? encodeCursor(page.prev) : null,
    offset: page.offset ?? null,
    counts: { ...counts, spam: spamCount },
    notes: notes ? Object.fromEntries(notes) : {},
    notifications: overview?.notifications ?? {},
  };
  return renderPage(
    c,
    meta(spam ? "Spam" : "Enquiries"),
    <ContactSubmissionsPage
      view={view}
      params={params}
      data={data}
      mailStatus={overview?.status ?? (await deps.enquiryMail.status())}
    />,
  );
}

/** The erase screen, with the staff words of every kind of personal data it counts. */
const erasePage = (c: Context<AppEnv>, props: EraseStep, status = 200) =>
  renderPage(
    c,
    {
      title: "Erase by e-mail address",
      description: "Erase enquiries by e-mail address.",
      robots: "noindex, nofollow",
    },
    <EraseEnquiriesPage {...props} words={c.get("deps").privacy.words} />,
    status,
  );

/**
 * The submissions screen and its no-JavaScript forms (the island uses the JSON API instead). The admin
 * guard (src/http/admin-guard.ts) redirects anyone signed out before these run.
 */
export const adminSubmissionsRoutes = new Hono<AppEnv>()
  .get(SUBMISSIONS_PATH, (c) => listPage(c, "inbox"))
  .get(SPAM_PATH, (c) => listPage(c, "spam"))
  .post(`${SUBMISSIONS_PATH}/test-email`, async (c) => {
    const deps = c.get("deps");
    const result = await deps.mail.sendTest(c.get("session")?.username ?? "an admin", c.get("site").origin);
    setFlash(c, testMailToast(result));
    return redirectTo(c, SUBMISSIONS_PATH, 303);
  })
  .post(`${SPAM_PATH}/empty`, async (c) => {
    const fields = await formFields(c);
    if (fields.confirm !== "yes")
      return backWithError(c, "Tick “Yes, delete them permanently” to empty the spam folder.", SPAM_PATH);
    const deleted = await emptySpam(c.get("deps").repos);
    await record(c, "submission.spam_empty", { type: "submission" }, { count: deleted });
    setFlash(c, spamEmptiedToast(deleted));
    return redirectTo(c, SPAM_PATH, 303);
  })
  // "Erase by e-mail address" without JavaScript: the address, then a page that names the count and
  // asks to confirm (its form carries confirm=yes), then the erasure.
  .get(ERASE_PATH, (c) => erasePage(c, { step: "ask" }))
  .post(ERASE_PATH, async (c) => {
    const fields = await formFields(c);
    const input = eraseEmail(fields.email);
    if (!input.ok) return erasePage(c, { step: "ask", email: fields.email ?? "", error: input.error }, 400);
    const { privacy } = c.get("deps");
    if (fields.confirm === "yes") {
      const counts = await privacy.erase(input.email, c.get("session")?.userId);
      // Counts only: the address itself is the personal data being erased.
      await record(c, "submission.erase", { type: "submission" }, { ...counts });
      setFlash(c, erasedToast(privacy.words, counts));
      return redirectTo(c, ERASE_PATH, 303);
    }
    const counts = await privacy.countForErasure(input.email);
    if (nothingToErase(counts))
      return erasePage(c, {
        step: "ask",
        email: input.email,
        error: `No enquiries from ${input.email}: nothing to erase.`,
      });
    return erasePage(c, { step: "confirm", email: input.email, counts });
  })
  .post(`${SUBMISSIONS_PATH}/:id/resend`, async (c) => {
    const back = backTo((await formFields(c)).back);
    const result = await resendNotification(c.get("deps"), c.req.param("id"));
    if (!result.ok) return backWithError(c, result.error, back);
    setFlash(c, TOASTS.notificationQueued);
    return redirectTo(c, back, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/not-spam`, async (c) => {
    const back = backTo((await formFields(c)).back, SPAM_PATH);
    const result = await markNotSpam(c.get("deps"), c.req.param("id"));
    if (!result.ok) return backWithError(c, result.error, back);
    setFlash(c, result.notified ? TOASTS.notSpamNotified : TOASTS.notSpam);
    return redirectTo(c, back, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/status`, async (c) => {
    const fields = await formFields(c);
    const back = backTo(fields.back);
    const deps = c.get("deps");
    const result = await changeSubmissionStatus(
      deps.repos,
      c.req.param("id"),
      fields,
      (deps.now ?? Date.now)(),
    );
    if (!result.ok) return backWithError(c, result.error, back);
    await record(
      c,
      "submission.status",
      { type: "submission", id: result.submission.id },
      { status: result.submission.status },
    );
    setFlash(c, TOASTS.statusUpdated);
    return redirectTo(c, back, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/delete`, async (c) => {
    const back = backTo((await formFields(c)).back);
    const result = await deleteSubmission(c.get("deps").repos, c.req.param("id"));
    if (!result.ok) return backWithError(c, result.error, back);
    await record(c, "submission.delete", { type: "submission", id: c.req.param("id") });
    setFlash(c, TOASTS.submissionDeleted);
    return redirectTo(c, back, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/notes`, async (c) => {
    const fields = await formFields(c);
    const back = backTo(fields.back);
    const deps = c.get("deps");
    const result = await addNote(
      deps.repos,
      c.get("session")!,
      c.req.param("id"),
      { body: fields.body ?? "" },
      (deps.now ?? Date.now)(),
    );
    if (!result.ok) return backWithError(c, result.error, back);
    setFlash(c, TOASTS.noteAdded);
    return redirectTo(c, back, 303);
  })
  .post(`${SUBMISSIONS_PATH}/:id/notes/:noteId/delete`, async (c) => {
    const back = backTo((await formFields(c)).back);
    const result = await deleteNote(c.get("deps").repos, c.req.param("id"), c.req.param("noteId"));
    if (!result.ok) return backWithError(c, result.error, back);
    setFlash(c, TOASTS.noteDeleted);
    return redirectTo(c, back, 303);
  });
