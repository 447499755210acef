import { Hono } from "hono";
import { activityPage } from "../../audit";
import {
  addAdmin,
  cancelTotpSetup,
  changePassword,
  disableTotp,
  enableTotp,
  listAdmins,
  listMySessions,
  removeAdmin,
  revokeMyOtherSessions,
  revokeMySession,
  startTotpSetup,
} from "../../auth";
import type { AppEnv } from "../../http/app-env";
import { authRequest } from "../../http/auth-request";
import { jsonBody } from "../../http/request-body";

const refusal = (r: { error: string; field?: string | undefined }) => ({
  error: r.error,
  ...(r.field ? { fields: { [r.field]: r.error } } : {}),
});

/**
 * The Account page's actions as JSON, calling the same functions as its forms. The admin guard
 * answers 401 to anyone signed out, 403 to a half-finished account outside its steps, and sets no-store.
 */
export const accountApiRoutes = new Hono<AppEnv>()
  .post("/api/account/password", async (c) => {
    const body = await jsonBody(c, "changePasswordSchema");
    if (!body.ok) return body.response;
    const r = await changePassword(authRequest(c), body.data);
    return r.ok ? c.json(r) : c.json(refusal(r), r.status);
  })
  .post("/api/account/two-factor/setup", async (c) => {
    const r = await startTotpSetup(authRequest(c));
    return r.ok ? c.json(r.setup) : c.json(refusal(r), r.status);
  })
  .post("/api/account/two-factor/cancel", async (c) => {
    await cancelTotpSetup(authRequest(c));
    return c.json({ ok: true });
  })
  .post("/api/account/two-factor/enable", async (c) => {
    const body = await jsonBody(c, "secondFactorSchema");
    if (!body.ok) return body.response;
    const r = await enableTotp(authRequest(c), body.data.code);
    return r.ok ? c.json({ recoveryCodes: r.recoveryCodes }) : c.json(refusal(r), r.status);
  })
  .post("/api/account/two-factor/disable", async (c) => {
    const body = await jsonBody(c, "disableTwoFactorSchema");
    if (!body.ok) return body.response;
    const r = await disableTotp(authRequest(c), body.data);
    return r.ok ? c.json(r) : c.json(refusal(r), r.status);
  })
  .get("/api/account/sessions", async (c) => c.json(await listMySessions(authRequest(c))))
  .post("/api/account/sessions/revoke-others", async (c) =>
    c.json(await revokeMyOtherSessions(authRequest(c))),
  )
  .delete("/api/account/sessions/:id", async (c) => {
    const r = await revokeMySession(authRequest(c), c.req.param("id"));
    return r.ok ? c.json(r) : c.json({ error: r.error }, r.status);
  })
  .get("/api/admins", async (c) => c.json(await listAdmins(authRequest(c))))
  .post("/api/admins", async (c) => {
    const body = await jsonBody(c, "addAdminSchema");
    if (!body.ok) return body.response;
    const r = await addAdmin(authRequest(c), body.data);
    return r.ok ? c.json(r, 201) : c.json({ error: r.error, fields: { [r.field]: r.error } }, r.status);
  })
  .delete("/api/admins/:id", async (c) => {
    const r = await removeAdmin(authRequest(c), c.req.param("id"));
    return r.ok ? c.json(r) : c.json({ error: r.error }, r.status);
  })
  // ?user=&action=&before= as on the Activity page; `next` is the cursor of the following page.
  .get("/api/activity", async (c) => {
    const page = await activityPage(c.get("deps").repos, {
      user: c.req.query("user"),
      action: c.req.query("action"),
      before: c.req.query("before"),
    });
    return c.json({ entries: page.entries, next: page.next ?? null });
  });
