import { type Context, Hono } from "hono";

import { AccountPage, type AccountPageProps } from "../../views/admin/account/account";
import { NewAdminPage, RecoveryCodesPage } from "../../views/admin/account/shown-once";
import {
  ACCOUNT_PATH,
  addAdmin,
  cancelTotpSetup,
  changePassword,
  currentTotpSetup,
  disableTotp,
  enableTotp,
  gateFor,
  listAdmins,
  listMySessions,
  removeAdmin,
  revokeMyOtherSessions,
  revokeMySession,
  startTotpSetup,
} from "../auth";
import type { AppEnv } from "../http/app-env";
import { authRequest } from "../http/auth-request";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { formFields } from "../http/request-body";
import type { ToastData } from "../shared/toasts";
import { validate } from "../shared/validate";
import { DASHBOARD_PATH } from "./admin-auth";

const META = { title: "Account", description: "Your admin account.", robots: "noindex, nofollow" as const };
const failed = (description: string): ToastData => ({ title: "Error", description, variant: "destructive" });

/** The Account page, optionally with a refused form's errors (answered directly, so nothing typed is lost). */
async function accountPage(
  c: Context<AppEnv>,
  extra: Pick<AccountPageProps, "errors" | "newAdmin"> = {},
  status = 200,
  toast?: ToastData,
) {
  if (toast) c.set("flash", toast);
  const session = c.get("session")!;
  const deps = c.get("deps");
  const account = await deps.repos.users.account(session.userId);
  const [setup, sessions, admins, left] = await Promise.all([
    currentTotpSetup(authRequest(c)),
    listMySessions(authRequest(c)),
    listAdmins(authRequest(c)),
    deps.repos.twoFactor.unusedRecoveryCodes(session.userId),
  ]);
  const enabledAt = account?.totpEnabledAt;
  return renderPage(
    c,
    META,
    <AccountPage
      username={session.username}
      gate={gateFor(session, deps.config.require2fa)}
      twoFactor={{
        enabled: session.totpEnabled,
        enabledAt: enabledAt === undefined ? undefined : new Date(enabledAt).toISOString(),
        recoveryCodesLeft: left,
        setup: setup && { secret: setup.secret, secretGrouped: setup.secretGrouped, qrSvg: setup.qrSvg },
        required: deps.config.require2fa,
      }}
      sessions={sessions}
      admins={admins}
      {...extra}
    />,
    status,
  );
}

const back = (c: Context<AppEnv>, toast: ToastData, hash = "") => {
  setFlash(c, toast);
  return redirectTo(c, `${ACCOUNT_PATH}${hash}`, 303);
};

/**
 * The Account page and its plain forms: they work the same with and without JavaScript. The
 * admin guard keeps everyone signed out away, and holds a half-finished account to the steps finishing it.
 */
export const adminAccountRoutes = new Hono<AppEnv>()
  .get(ACCOUNT_PATH, (c) => accountPage(c))
  .post(`${ACCOUNT_PATH}/password`, async (c) => {
    const wasGated = c.get("session")!.mustChangePassword;
    const parsed = await validate("changePasswordSchema", await formFields(c));
    if (!parsed.ok)
      return accountPage(c, { errors: { password: parsed.errors } }, 400, failed(parsed.message));
    const result = await changePassword(authRequest(c), parsed.data);
    if (!result.ok)
      return accountPage(
        c,
        { errors: { password: { [result.field ?? "newPassword"]: result.error } } },
        result.status,
        failed(result.error),
      );
    setFlash(c, {
      title: "Password Changed",
      description:
        result.signedOut > 0
          ? `Your other ${result.signedOut === 1 ? "session was" : `${result.signedOut} sessions were`} signed out.`
          : "Your new password is in use.",
    });
    return redirectTo(c, wasGated ? DASHBOARD_PATH : ACCOUNT_PATH, 303);
  })
  .post(`${ACCOUNT_PATH}/two-factor/setup`, async (c) => {
    const result = await startTotpSetup(authRequest(c));
    if (!result.ok) return back(c, failed(result.error), "#two-factor");
    return redirectTo(c, `${ACCOUNT_PATH}#two-factor`, 303);
  })
  .post(`${ACCOUNT_PATH}/two-factor/cancel`, async (c) => {
    await cancelTotpSetup(authRequest(c));
    return redirectTo(c, `${ACCOUNT_PATH}#two-factor`, 303);
  })
  .post(`${ACCOUNT_PATH}/two-factor/enable`, async (c) => {
    const wasGated = gateFor(c.get("session")!, c.get("deps").config.require2fa) !== undefined;
    const result = await enableTotp(authRequest(c), (await formFields(c)).code ?? "");
    if (!result.ok)
      return accountPage(
        c,
        { errors: { twoFactor: { code: result.error } } },
        result.status,
        failed(result.error),
      );
    // Answered directly, never redirected to: the codes exist nowhere else.
    c.set("flash", { title: "Two-Factor Sign-In On", description: "Save your recovery codes now." });
    return renderPage(
      c,
      { ...META, title: "Recovery Codes" },
      <RecoveryCodesPage
        codes={result.recoveryCodes}
        continueTo={wasGated ? DASHBOARD_PATH : ACCOUNT_PATH}
      />,
    );
  })
  .post(`${ACCOUNT_PATH}/two-factor/disable`, async (c) => {
    const fields = await formFields(c);
    const result = await disableTotp(authRequest(c), { password: fields.password, code: fields.code });
    if (!result.ok)
      return accountPage(
        c,
        { errors: { twoFactor: { disable: result.error } } },
        result.status,
        failed(result.error),
      );
    return back(c, {
      title: "Two-Factor Sign-In Off",
      description: "Signing in now asks only for your password.",
    });
  })
  .post(`${ACCOUNT_PATH}/sessions/revoke-others`, async (c) => {
    const { count } = await revokeMyOtherSessions(authRequest(c));
    return back(
      c,
      {
        title: "Signed Out Everywhere Else",
        description: `${count} other ${count === 1 ? "session" : "sessions"} ended.`,
      },
      "#sessions",
    );
  })
  .post(`${ACCOUNT_PATH}/sessions/:id/revoke`, async (c) => {
    const result = await revokeMySession(authRequest(c), c.req.param("id"));
    if (!result.ok) return back(c, failed(result.error), "#sessions");
    return back(
      c,
      { title: "Session Signed Out", description: "That browser is no longer signed in." },
      "#sessions",
    );
  })
  .post(`${ACCOUNT_PATH}/admins`, async (c) => {
    const fields = await formFields(c);
    const username = (fields.username ?? "").slice(0, 100);
    const parsed = await validate("addAdminSchema", fields);
    if (!parsed.ok)
      return accountPage(
        c,
        { errors: { admins: parsed.errors }, newAdmin: username },
        400,
        failed(parsed.message),
      );
    const result = await addAdmin(authRequest(c), parsed.data);
    if (!result.ok)
      return accountPage(
        c,
        { errors: { admins: { [result.field]: result.error } }, newAdmin: username },
        result.status,
        failed(result.error),
      );
    return renderPage(
      c,
      { ...META, title: "Admin Added" },
      <NewAdminPage username={result.admin.username} password={result.oneTimePassword} />,
    );
  })
  .post(`${ACCOUNT_PATH}/admins/:id/remove`, async (c) => {
    if ((await formFields(c)).confirm !== "yes")
      return back(c, failed("Tick “Yes, remove” to confirm."), "#admins");
    const result = await removeAdmin(authRequest(c), c.req.param("id"));
    if (!result.ok) return back(c, failed(result.error), "#admins");
    return back(
      c,
      { title: "Admin Removed", description: "They can no longer sign in; their sessions ended." },
      "#admins",
    );
  });
