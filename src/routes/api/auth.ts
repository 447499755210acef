import { Hono } from "hono";

import { endSession, type SignInFlow } from "../../auth";
import type { AppEnv } from "../../http/app-env";
import { record } from "../../http/audit";
import { authRequest } from "../../http/auth-request";
import { jsonBody } from "../../http/request-body";

/**
 * The original API's auth calls, plus the second step of a sign-in with two-factor sign-in. For an admin
 * without it, login answers exactly as the original API has it. With it, a right password answers 202
 * `{ twoFactorRequired }` and sets only a short-lived pending cookie: check stays `authenticated: false`
 * until POST /api/auth/2fa accepts a code. Cache-Control: no-store comes from the admin guard
 * (src/http/admin-guard.ts).
 */
export function authApiRoutes(signIn: SignInFlow) {
  return new Hono<AppEnv>()
    .post("/api/auth/login", async (c) => {
      const body = await jsonBody(c, "loginSchema");
      if (!body.ok) return body.response;
      const result = await signIn.password(authRequest(c), body.data);
      if (result.kind === "signed-in")
        return c.json({ ok: true, user: { username: result.session.username } });
      if (result.kind === "second-factor")
        return c.json({ ok: false, twoFactorRequired: true, next: "/api/auth/2fa" }, 202);
      if (result.status === 429) c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: result.error }, result.status);
    })
    .post("/api/auth/2fa", async (c) => {
      const body = await jsonBody(c, "secondFactorSchema");
      if (!body.ok) return body.response;
      const result = await signIn.code(authRequest(c), body.data.code);
      if (result.kind === "signed-in")
        return c.json({ ok: true, user: { username: result.session.username } });
      if (result.status === 429) {
        c.header("Retry-After", String(result.retryAfterSeconds));
        return c.json({ error: result.error }, 429);
      }
      return c.json({ error: result.error, ...(result.restart ? { restart: true } : {}) }, 401);
    })
    .get("/api/auth/check", (c) => c.json({ authenticated: c.get("session") !== undefined }))
    .post("/api/auth/logout", async (c) => {
      const session = c.get("session");
      if (session) await record(c, "auth.sign_out", { type: "user", id: session.userId });
      await endSession(authRequest(c));
      return c.json({ ok: true });
    });
}
