import { type Context, Hono } from "hono";
import type { ToastData } from "../../views/islands/lib/toast";
import { TOASTS } from "../../views/islands/lib/toast-messages";
import { LoginPage } from "../../views/pages/admin/login";
import type { AppEnv } from "../app-env";
import { setFlash } from "../lib/flash";
import { renderPage } from "../lib/render";
import type { SignIn } from "../lib/sign-in";
import { formFields, validate } from "../lib/validate";
import { LOGIN_PATH } from "../middleware/require-admin";
import { endSession } from "../middleware/session";
import { loginSchema } from "../schemas";

export const DASHBOARD_PATH = "/admin/dashboard";

function loginPage(c: Context<AppEnv>, username: string, status = 200, toast?: ToastData) {
  // The failure toast is rendered by the server, so it shows without JavaScript as well.
  if (toast) c.set("flash", toast);
  return renderPage(
    c,
    {
      title: "Admin Login",
      description: "Sign in to the admin area.",
      robots: "noindex, nofollow",
    },
    <LoginPage username={username} />,
    status,
  );
}

/** The login and logout pages as plain form posts (the islands use the JSON API instead). */
export function adminAuthRoutes(signIn: SignIn) {
  return new Hono<AppEnv>()
    .get("/admin", (c) => c.redirect(DASHBOARD_PATH))
    .get(LOGIN_PATH, (c) => (c.get("session") ? c.redirect(DASHBOARD_PATH) : loginPage(c, "")))
    .post(LOGIN_PATH, async (c) => {
      const fields = await formFields(c);
      const username = (fields.username ?? "").slice(0, 100);
      const parsed = validate(loginSchema, fields);
      if (!parsed.ok) {
        return loginPage(c, username, 400, { ...TOASTS.loginFailed, description: parsed.message });
      }
      const result = await signIn(c, parsed.data);
      if (result.ok) return c.redirect(DASHBOARD_PATH, 303);
      if (result.status === 429) c.header("Retry-After", String(result.retryAfterSeconds));
      return loginPage(c, username, result.status, { ...TOASTS.loginFailed, description: result.error });
    })
    .post("/admin/logout", async (c) => {
      await endSession(c);
      setFlash(c, TOASTS.loggedOut);
      return c.redirect(LOGIN_PATH, 303);
    });
}
