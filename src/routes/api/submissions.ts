import { type Context, Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { record } from "../../http/audit";
import { readJson } from "../../http/request-body";
import {
  addNote,
  changeSubmissionStatus,
  deleteNote,
  deleteSubmission,
  emptySpam,
  exportFileName,
  jsonListStream,
  type ListParams,
  listQuery,
  markNotSpam,
  notificationOverview,
  parseListParams,
  resendNotification,
} from "../../inbox";
import { encodeCursor } from "../../lib/cursor";
import { eraseEmail } from "../../privacy";
import { enquiryVisits } from "../../stats";

const MAX_IDS = 500;
const API = "/api/contact-submissions";

const idsOf = (raw: string | undefined) =>
  (raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A streamed body must not be read whole by the ETag middleware (it hashes the body when no ETag is
 * set): answers that are never cached (no-store) get a unique one instead.
 */
const streamHeaders = (c: Context<AppEnv>, type: string) => ({
  "Content-Type": type,
  ETag: `W/"${c.get("requestId")}"`,
});

/** The paged list: the original API's array; the cursors of the pages around it travel in headers. */
async function pagedList(c: Context<AppEnv>, spam: boolean, p: ListParams) {
  const page = await c.get("deps").repos.inbox.page({ spam, status: p.status, q: p.q }, p.cursor, p.limit);
  const links: string[] = [];
  for (const [rel, cursor] of [
    ["next", page.next],
    ["prev", page.prev],
  ] as const) {
    if (!cursor) continue;
    const encoded = encodeCursor(cursor);
    c.header(rel === "next" ? "X-Next-Cursor" : "X-Prev-Cursor", encoded);
    const query = listQuery({ status: p.status, q: p.q, limit: p.limit, cursor: encoded });
    links.push(`<${API}${query}${spam ? "&spam=1" : ""}>; rel="${rel}"`);
  }
  if (links.length > 0) c.header("Link", links.join(", "));
  return c.json(page.items);
}

/**
 * The original API's admin calls for contact submissions, plus the calls for e-mail notifications and
 * the spam folder. The admin guard (src/http/admin-guard.ts) answers 401 to anyone signed out before these run, and
 * marks every answer no-store.
 */
export const submissionsApiRoutes = new Hono<AppEnv>()
  /**
   * The inbox (the original API's shape); `?spam=1`: the spam folder, each item with its `spamReason`.
   * Without `status`, `q`, `limit` or `cursor` it is the whole list, as the original API has it, streamed
   * a thousand at a time; with any of them, one page (`limit` 1–100, default 25), the next and previous
   * pages' cursors in X-Next-Cursor / X-Prev-Cursor and a Link header.
   */
  .get(API, async (c) => {
    const query = c.req.query();
    const spam = query.spam === "1" || query.spam === "true";
    if (["status", "q", "limit", "cursor"].some((k) => query[k] !== undefined)) {
      const parsed = parseListParams(query);
      if (!parsed.ok) return c.json({ error: parsed.error }, 400);
      return pagedList(c, spam, parsed.params);
    }
    return c.body(
      jsonListStream(c.get("deps").repos, { spam }),
      200,
      streamHeaders(c, "application/json; charset=UTF-8"),
    );
  })
  // `{ all, new, contacted, completed, spam }`: the tabs' counts (within the search `q`, when given).
  .get(`${API}/counts`, async (c) => {
    const parsed = parseListParams({ q: c.req.query("q") });
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const { repos } = c.get("deps");
    const [counts, spam] = await Promise.all([
      repos.inbox.counts(parsed.params.q),
      repos.submissions.countSpam(),
    ]);
    return c.json({ ...counts, spam });
  })
  // The filtered list (`status`, `q`) as a CSV download, streamed.
  .get(`${API}/export.csv`, async (c) => {
    const parsed = parseListParams({ status: c.req.query("status"), q: c.req.query("q") });
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const { status, q } = parsed.params;
    const deps = c.get("deps");
    await record(
      c,
      "submission.export",
      { type: "submission" },
      { status: status ?? "all", searched: Boolean(q) },
    );
    return c.body(deps.inbox.exportCsv({ status, q }, c.get("session")?.userId), 200, {
      ...streamHeaders(c, "text/csv; charset=UTF-8"),
      "Content-Disposition": `attachment; filename="${exportFileName(status, (deps.now ?? Date.now)())}"`,
    });
  })
  // `{ visits }`: where each enquiry named in `?ids=a,b,…` came from, its first answer, whether overdue.
  .get(`${API}/visits`, async (c) => {
    const ids = idsOf(c.req.query("ids"));
    if (ids.length > MAX_IDS) return c.json({ error: `Ask for at most ${MAX_IDS} ids at a time.` }, 400);
    const { repos, stats } = c.get("deps");
    const cutoff = stats.overdueCutoff(c.get("site").content.settings.officeHours);
    return c.json({ visits: await enquiryVisits(repos, ids, cutoff) });
  })
  // `{ notes }`: the internal notes of the enquiries named in `?ids=a,b,…`, oldest first.
  .get(`${API}/notes`, async (c) => {
    const ids = idsOf(c.req.query("ids"));
    if (ids.length > MAX_IDS) return c.json({ error: `Ask for at most ${MAX_IDS} ids at a time.` }, 400);
    const notes = await c.get("deps").repos.notes.forSubmissions(ids);
    return c.json({ notes: Object.fromEntries(notes) });
  })
  .post(`${API}/:id/notes`, async (c) => {
    const deps = c.get("deps");
    const session = c.get("session")!;
    const result = await addNote(
      deps.repos,
      session,
      c.req.param("id"),
      await readJson(c),
      (deps.now ?? Date.now)(),
    );
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json(result.note, 201);
  })
  .delete(`${API}/:id/notes/:noteId`, async (c) => {
    const result = await deleteNote(c.get("deps").repos, c.req.param("id"), c.req.param("noteId"));
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json({ ok: true });
  })
  // "Erase by e-mail address": first how many enquiries and notes would go, then the erasure itself.
  .post(`${API}/erase/preview`, async (c) => {
    const input = eraseEmail(((await readJson(c)) as { email?: unknown }).email);
    if (!input.ok) return c.json({ error: input.error }, 400);
    return c.json(await c.get("deps").privacy.countForErasure(input.email));
  })
  .post(`${API}/erase`, async (c) => {
    const input = eraseEmail(((await readJson(c)) as { email?: unknown }).email);
    if (!input.ok) return c.json({ error: input.error }, 400);
    const counts = await c.get("deps").privacy.erase(input.email, c.get("session")?.userId);
    // Counts only: the address itself is the personal data being erased.
    await record(c, "submission.erase", { type: "submission" }, { ...counts });
    return c.json(counts);
  })
  // `{ status, notifications }` for the enquiries named in `?ids=a,b,…` (the cards on screen).
  .get("/api/contact-submissions/notifications", async (c) => {
    const ids = idsOf(c.req.query("ids"));
    if (ids.length > MAX_IDS) return c.json({ error: `Ask for at most ${MAX_IDS} ids at a time.` }, 400);
    return c.json(await notificationOverview(c.get("deps"), ids));
  })
  .post("/api/contact-submissions/test-email", async (c) => {
    const deps = c.get("deps");
    const result = await deps.mail.sendTest(c.get("session")?.username ?? "an admin", c.get("site").origin);
    if (result.ok) return c.json(result);
    return c.json({ error: result.error }, deps.mail.enabled ? 502 : 409);
  })
  .post("/api/contact-submissions/spam/empty", async (c) => {
    const deleted = await emptySpam(c.get("deps").repos);
    await record(c, "submission.spam_empty", { type: "submission" }, { count: deleted });
    return c.json({ deleted });
  })
  .post("/api/contact-submissions/:id/resend", async (c) => {
    const result = await resendNotification(c.get("deps"), c.req.param("id"));
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json({ notification: result.notification ?? null });
  })
  .post("/api/contact-submissions/:id/not-spam", async (c) => {
    const result = await markNotSpam(c.get("deps"), c.req.param("id"));
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json(result);
  })
  .patch("/api/contact-submissions/:id/status", async (c) => {
    const deps = c.get("deps");
    const now = (deps.now ?? Date.now)();
    const result = await changeSubmissionStatus(deps.repos, c.req.param("id"), await readJson(c), now);
    if (!result.ok) return c.json({ error: result.error }, result.status);
    await record(
      c,
      "submission.status",
      { type: "submission", id: result.submission.id },
      { status: result.submission.status },
    );
    return c.json(result.submission);
  })
  .delete("/api/contact-submissions/:id", async (c) => {
    const result = await deleteSubmission(c.get("deps").repos, c.req.param("id"));
    if (!result.ok) return c.json({ error: result.error }, result.status);
    await record(c, "submission.delete", { type: "submission", id: c.req.param("id") });
    return c.json({ ok: true });
  });
