/**
 * Approval by a second admin on the item's editor, as plain forms: Approve (the change asked for is made
 * now) and Return with a note. Each answers with a redirect and a toast; a refusal is shown on the editor.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { back, editor, failed, notFound, SITE } from "./admin-site";
import { actorOf } from "./api/content";

export const adminApprovalRoutes = new Hono<AppEnv>()
  .post(`${SITE}/:kind/:id/approve`, async (c) => {
    const { kind, id } = c.req.param();
    const here = `${SITE}/${kind}/${id}`;
    const content = c.get("deps").content;
    const r = await content.approve(actorOf(c), kind, id);
    if (r.ok)
      return back(c, here, {
        title: "Approved",
        description: r.value.scheduledFor
          ? "The change is scheduled for the time asked (Cayman time)."
          : "The change is live on the site.",
      });
    if (r.status === 404) return notFound(c);
    return back(c, here, failed(r.error));
  })
  .post(`${SITE}/:kind/:id/return`, async (c) => {
    const { kind, id } = c.req.param();
    const here = `${SITE}/${kind}/${id}`;
    const content = c.get("deps").content;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const r = await content.returnForChanges(actorOf(c), kind, id, form.note);
    if (r.ok)
      return back(c, here, {
        title: "Returned",
        description: "The note is shown on the item for its editor.",
      });
    if (r.status === 404) return notFound(c);
    const item = r.status === 400 ? await content.get(kind, id) : undefined;
    // A missing note: the editor again, the message beside the note (nothing else was typed).
    if (item) return editor(c, item, { errors: {}, noteError: r.fields?.note ?? r.error }, 400);
    return back(c, here, failed(r.error));
  });
