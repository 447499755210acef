import { checkNewPassword } from "./password-policy";
import { hashPassword, verifyPassword } from "./passwords";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { type AuthRequest, me, nowOf, recordAs } from "./request";
import { checkSecondFactor } from "./second-factor";
import { startSession } from "./session-cookie";
import { groupSecret, matchTotp, newTotpSecret, totpQrSvg, totpUri } from "./totp";

/** What the Account page and its JSON API answer when an action is refused. */
export type Refused = { ok: false; status: 400 | 401 | 403 | 404 | 409; error: string; field?: string };

export const WRONG_CURRENT_PASSWORD = "Your current password is not right.";

/**
 * Change password: the current one is required, the new one must pass the policy. Every OTHER session of
 * the admin ends; this one continues under a fresh id (a copy of the old cookie is worth nothing).
 */
export async function changePassword(
  r: AuthRequest,
  input: { currentPassword: string; newPassword: string },
): Promise<{ ok: true; signedOut: number } | Refused> {
  const session = me(r);
  const { repos, config } = r.deps;
  const user = await repos.users.findById(session.userId);
  if (!user) return { ok: false, status: 404, error: "Your account no longer exists." };
  if (!(await verifyPassword(input.currentPassword, user.password_hash)))
    return { ok: false, status: 400, error: WRONG_CURRENT_PASSWORD, field: "currentPassword" };
  if (input.newPassword === input.currentPassword)
    return {
      ok: false,
      status: 400,
      error: "The new password must be different from the current one.",
      field: "newPassword",
    };
  const verdict = await checkNewPassword(input.newPassword, user.username, [config.firm.name]);
  if (!verdict.ok) return { ok: false, status: 400, error: verdict.reason, field: "newPassword" };
  await repos.users.setPasswordHash(user.id, await hashPassword(input.newPassword), false);
  const signedOut = await repos.sessions.deleteOthers(user.id, session.id);
  // A sign-in begun with the old password must not finish with a code either.
  await repos.twoFactor.deletePendingForUser(user.id);
  await startSession(r, user, { mustChangePassword: false, totpEnabled: session.totpEnabled });
  await recordAs(r, "auth.password_change", { type: "user", id: user.id }, { sessionsEnded: signedOut });
  return { ok: true, signedOut };
}

/** What the set-up step shows: the QR code and the same secret as text, grouped for typing. */
export interface TotpSetup {
  secret: string;
  secretGrouped: string;
  uri: string;
  qrSvg: string;
}

async function setupView(r: AuthRequest, secret: string): Promise<TotpSetup> {
  const uri = await totpUri(secret, me(r).username, r.deps.config.firm.name);
  return { secret, secretGrouped: groupSecret(secret), uri, qrSvg: await totpQrSvg(uri) };
}

/** Starts setting up two-factor sign-in: a new secret, not active until a code from it is confirmed. */
export async function startTotpSetup(r: AuthRequest): Promise<{ ok: true; setup: TotpSetup } | Refused> {
  const session = me(r);
  if (session.totpEnabled)
    return {
      ok: false,
      status: 409,
      error: "Two-factor sign-in is already on. Turn it off first to start over.",
    };
  const secret = await newTotpSecret();
  await r.deps.repos.users.setPendingTotpSecret(session.userId, secret);
  return { ok: true, setup: await setupView(r, secret) };
}

/** The set-up under way, if any (the Account page shows it again after a reload or a wrong code). */
export async function currentTotpSetup(r: AuthRequest): Promise<TotpSetup | undefined> {
  const session = me(r);
  if (session.totpEnabled) return undefined;
  const secret = await r.deps.repos.users.pendingTotpSecret(session.userId);
  return secret ? setupView(r, secret) : undefined;
}

export async function cancelTotpSetup(r: AuthRequest): Promise<void> {
  await r.deps.repos.users.setPendingTotpSecret(me(r).userId, null);
}

/** Confirms the set-up with a code from the app: two-factor sign-in is on; ten recovery codes, shown once. */
export async function enableTotp(
  r: AuthRequest,
  code: string,
): Promise<{ ok: true; recoveryCodes: string[] } | Refused> {
  const session = me(r);
  const { repos } = r.deps;
  if (session.totpEnabled) return { ok: false, status: 409, error: "Two-factor sign-in is already on." };
  const secret = await repos.users.pendingTotpSecret(session.userId);
  if (!secret)
    return { ok: false, status: 409, error: "Start the set-up first: choose “Set up two-factor sign-in”." };
  const t = nowOf(r);
  const step = await matchTotp(secret, code.replace(/\s/g, ""), t);
  if (step === undefined)
    return {
      ok: false,
      status: 400,
      error:
        "That code is not right. Enter the 6-digit code your app shows now (check the phone's clock if it keeps failing).",
      field: "code",
    };
  const recoveryCodes = newRecoveryCodes();
  await repos.transaction(async (tx) => {
    await tx.users.enableTotp(session.userId, secret, step, t);
    await tx.twoFactor.replaceRecoveryCodes(session.userId, recoveryCodes.map(hashRecoveryCode), t);
  });
  session.totpEnabled = true;
  await recordAs(r, "auth.2fa_enable", { type: "user", id: session.userId });
  return { ok: true, recoveryCodes };
}

/** Turns two-factor sign-in off; proven with the password or a current code (or a recovery code). */
export async function disableTotp(
  r: AuthRequest,
  proof: { password?: string | undefined; code?: string | undefined },
): Promise<{ ok: true } | Refused> {
  const session = me(r);
  const { repos, config } = r.deps;
  if (!session.totpEnabled) return { ok: false, status: 409, error: "Two-factor sign-in is already off." };
  if (config.require2fa)
    return {
      ok: false,
      status: 403,
      error: "Two-factor sign-in is required for every admin on this site, so it cannot be turned off.",
    };
  const user = await repos.users.findById(session.userId);
  if (!user) return { ok: false, status: 404, error: "Your account no longer exists." };
  const byPassword = proof.password ? await verifyPassword(proof.password, user.password_hash) : false;
  const byCode =
    !byPassword && proof.code
      ? (await checkSecondFactor(repos, user.id, proof.code, nowOf(r))) !== undefined
      : false;
  if (!byPassword && !byCode)
    return {
      ok: false,
      status: 400,
      error: "Enter your password (or a current code from your app) to turn two-factor sign-in off.",
    };
  await repos.transaction(async (tx) => {
    await tx.users.disableTotp(user.id);
    await tx.twoFactor.deleteRecoveryCodes(user.id);
  });
  session.totpEnabled = false;
  await recordAs(
    r,
    "auth.2fa_disable",
    { type: "user", id: user.id },
    { proof: byPassword ? "password" : "code" },
  );
  return { ok: true };
}
