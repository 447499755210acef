import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import type { SignIn } from "../../lib/sign-in";
import { jsonBody } from "../../lib/validate";
import { endSession } from "../../middleware/session";
import { loginSchema } from "../../schemas";

/** SPEC §7 auth calls. Cache-Control: no-store comes from the admin guard (src/middleware/require-admin.ts). */
export function authApiRoutes(signIn: SignIn) {
  return new Hono<AppEnv>()
    .post("/api/auth/login", async (c) => {
      const body = await jsonBody(c, loginSchema);
      if (!body.ok) return body.response;
      const result = await signIn(c, body.data);
      if (result.ok) return c.json({ ok: true, user: { username: result.session.username } });
      if (result.status === 429) c.header("Retry-After", String(result.retryAfterSeconds));
      return c.json({ error: result.error }, result.status);
    })
    .get("/api/auth/check", (c) => c.json({ authenticated: c.get("session") !== undefined }))
    .post("/api/auth/logout", async (c) => {
      await endSession(c);
      return c.json({ ok: true });
    });
}
