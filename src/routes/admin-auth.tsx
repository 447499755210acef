import { type Context, Hono } from "hono";
import { LoginPage } from "../../views/admin/account/login";
import type { LoginStep } from "../../views/admin/account/login-form.island";

import { endPendingSignIn, endSession, pendingSignIn, type SignInFlow } from "../auth";
import { LOGIN_PATH } from "../http/admin-guard";
import type { AppEnv } from "../http/app-env";
import { record } from "../http/audit";
import { authRequest } from "../http/auth-request";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { formFields } from "../http/request-body";
import { TOASTS, type ToastData } from "../shared/toasts";
import { validate } from "../shared/validate";

export const DASHBOARD_PATH = "/admin/dashboard";

function loginPage(
  c: Context<AppEnv>,
  username: string,
  status = 200,
  toast?: ToastData,
  step: LoginStep = "password",
) {
  // The failure toast is rendered by the server, so it shows without JavaScript as well.
  if (toast) c.set("flash", toast);
  return renderPage(
    c,
    {
      title: "Admin Login",
      description: "Sign in to the admin area.",
      robots: "noindex, nofollow",
    },
    <LoginPage username={username} step={step} />,
    status,
  );
}

/** The code step of the no-JavaScript form (the island uses POST /api/auth/2fa instead). */
async function codeStep(c: Context<AppEnv>, signIn: SignInFlow, fields: Record<string, string>) {
  if (fields.step === "cancel") {
    await endPendingSignIn(authRequest(c));
    return redirectTo(c, LOGIN_PATH, 303);
  }
  const parsed = await validate("secondFactorSchema", fields);
  if (!parsed.ok) {
    const stillPending = (await pendingSignIn(authRequest(c))) !== undefined;
    return loginPage(
      c,
      "",
      400,
      { ...TOASTS.loginFailed, description: parsed.message },
      stillPending ? "code" : "password",
    );
  }
  const result = await signIn.code(authRequest(c), parsed.data.code);
  if (result.kind === "signed-in") return redirectTo(c, DASHBOARD_PATH, 303);
  if (result.status === 429) c.header("Retry-After", String(result.retryAfterSeconds));
  const restart = result.status === 401 && result.restart === true;
  return loginPage(
    c,
    "",
    result.status,
    { ...TOASTS.loginFailed, description: result.error },
    restart ? "password" : "code",
  );
}

/** The login and logout pages as plain form posts (the islands use the JSON API instead). */
export function adminAuthRoutes(signIn: SignInFlow) {
  return new Hono<AppEnv>()
    .get("/admin", (c) => redirectTo(c, DASHBOARD_PATH))
    .get(LOGIN_PATH, async (c) => {
      if (c.get("session")) return redirectTo(c, DASHBOARD_PATH);
      // A right password waiting for its code: the code step (also after a reload).
      return loginPage(c, "", 200, undefined, (await pendingSignIn(authRequest(c))) ? "code" : "password");
    })
    .post(LOGIN_PATH, async (c) => {
      const fields = await formFields(c);
      if (fields.step === "code" || fields.step === "cancel") return codeStep(c, signIn, fields);
      const username = (fields.username ?? "").slice(0, 100);
      const parsed = await validate("loginSchema", fields);
      if (!parsed.ok) {
        return loginPage(c, username, 400, { ...TOASTS.loginFailed, description: parsed.message });
      }
      const result = await signIn.password(authRequest(c), parsed.data);
      if (result.kind === "signed-in") return redirectTo(c, DASHBOARD_PATH, 303);
      if (result.kind === "second-factor") return redirectTo(c, LOGIN_PATH, 303);
      if (result.status === 429) c.header("Retry-After", String(result.retryAfterSeconds));
      return loginPage(c, username, result.status, { ...TOASTS.loginFailed, description: result.error });
    })
    .post("/admin/logout", async (c) => {
      const session = c.get("session");
      if (session) await record(c, "auth.sign_out", { type: "user", id: session.userId });
      await endSession(authRequest(c));
      setFlash(c, TOASTS.loggedOut);
      return redirectTo(c, LOGIN_PATH, 303);
    });
}
