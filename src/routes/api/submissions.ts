import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { record } from "../../audit";
import {
  changeSubmissionStatus,
  deleteSubmission,
  emptySpam,
  markNotSpam,
  notificationOverview,
  resendNotification,
} from "../../lib/submissions";
import { readJson } from "../../lib/validate";

const MAX_IDS = 500;

/**
 * SPEC §7 admin calls for contact submissions, plus the notification and spam calls of issue #10. The
 * admin guard (src/middleware/require-admin.ts) answers 401 to anyone signed out before these run, and
 * marks every answer no-store.
 */
export const submissionsApiRoutes = new Hono<AppEnv>()
  // The inbox (SPEC §7 shape); `?spam=1`: the spam folder, each item with its `spamReason`.
  .get("/api/contact-submissions", async (c) => {
    const { repos } = c.get("deps");
    const spam = c.req.query("spam");
    return c.json(
      spam === "1" || spam === "true" ? await repos.submissions.listSpam() : await repos.submissions.list(),
    );
  })
  // `{ status, notifications }` for the enquiries named in `?ids=a,b,…` (the cards on screen).
  .get("/api/contact-submissions/notifications", async (c) => {
    const ids = (c.req.query("ids") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
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
    const result = await resendNotification(c.get("deps"), c.req.param("id"), c.get("site").origin);
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json({ notification: result.notification ?? null });
  })
  .post("/api/contact-submissions/:id/not-spam", async (c) => {
    const result = await markNotSpam(c.get("deps"), c.req.param("id"), c.get("site").origin);
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json(result);
  })
  .patch("/api/contact-submissions/:id/status", async (c) => {
    const result = await changeSubmissionStatus(c.get("deps").repos, c.req.param("id"), await readJson(c));
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
