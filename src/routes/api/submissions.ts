import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { changeSubmissionStatus, deleteSubmission } from "../../lib/submissions";
import { readJson } from "../../lib/validate";

/**
 * SPEC §7 admin calls for contact submissions. The admin guard (src/middleware/require-admin.ts) answers
 * 401 to anyone signed out before these run, and marks every answer no-store.
 */
export const submissionsApiRoutes = new Hono<AppEnv>()
  .get("/api/contact-submissions", async (c) => c.json(await c.get("deps").repos.submissions.list()))
  .patch("/api/contact-submissions/:id/status", async (c) => {
    const result = await changeSubmissionStatus(c.get("deps").repos, c.req.param("id"), await readJson(c));
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json(result.submission);
  })
  .delete("/api/contact-submissions/:id", async (c) => {
    const result = await deleteSubmission(c.get("deps").repos, c.req.param("id"));
    if (!result.ok) return c.json({ error: result.error }, result.status);
    return c.json({ ok: true });
  });
