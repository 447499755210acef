import { recordEvent } from "../audit";
import type { LoginInput } from "../shared/schemas";
import { accountHeldMessage, createAccountLock } from "./account-lock";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./passwords";
import { endPendingSignIn, pendingSignIn, startPendingSignIn } from "./pending-sign-in";
import type { AuthDeps, AuthRequest, SessionInfo } from "./request";
import { checkSecondFactor } from "./second-factor";
import { startSession } from "./session-cookie";
import { createRateLimiter } from "./throttle";

/** The one answer to a wrong username and to a wrong password alike. */
export const INVALID_CREDENTIALS = "Invalid username or password";
export const INVALID_CODE =
  "That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.";
export const SIGN_IN_EXPIRED =
  "Your sign-in took too long and has expired. Enter your username and password again.";

/**
 * Sign-in attempts allowed per client IP and username, and per client IP overall, in one window. Failures
 * per username across all addresses are held back as well (account-lock.ts).
 */
export const LOGIN_LIMITS = { perAccount: 10, perClient: 50, windowMs: 15 * 60 * 1000 } as const;

export type Refusal =
  | { kind: "refused"; status: 401; error: string; restart?: boolean }
  | { kind: "refused"; status: 429; error: string; retryAfterSeconds: number };

export type SignInResult =
  | { kind: "signed-in"; session: SessionInfo }
  /** The password was right; a pending sign-in now waits for the second factor. */
  | { kind: "second-factor" }
  | Refusal;

export type CodeResult = { kind: "signed-in"; session: SessionInfo } | Refusal;

export interface SignInFlow {
  /** Step one: username and password (POST /api/auth/login and the login form). */
  password(r: AuthRequest, input: LoginInput): Promise<SignInResult>;
  /** Step two, for admins with two-factor sign-in: a TOTP code or a recovery code. */
  code(r: AuthRequest, code: string): Promise<CodeResult>;
}

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/**
 * The one sign-in, shared by the JSON API and the no-JavaScript form: throttle → verify → fresh session,
 * or, for an admin with two-factor sign-in, a pending sign-in that only a right code turns into a session.
 * Its counters live in the database, so every instance of the site counts against one budget.
 */
export function createSignIn(deps: AuthDeps): SignInFlow {
  const clock = deps.now ?? Date.now;
  const limiter = (name: string, max: number) =>
    createRateLimiter({
      name,
      windowMs: LOGIN_LIMITS.windowMs,
      max,
      store: deps.repos.rateLimits,
      enabled: deps.config.rateLimits,
      now: clock,
    });
  const perAccount = limiter("sign-in:account", LOGIN_LIMITS.perAccount);
  const perClient = limiter("sign-in:client", LOGIN_LIMITS.perClient);
  // Codes are counted per account whatever the address (someone holding the password must not get more
  // guesses by changing address), and per client.
  const codesPerAccount = limiter("code:account", LOGIN_LIMITS.perAccount);
  const codesPerClient = limiter("code:client", LOGIN_LIMITS.perClient);
  // Failures per username across every address, with a growing hold (see account-lock.ts).
  const accountLock = createAccountLock({
    store: deps.repos.rateLimits,
    enabled: deps.config.rateLimits,
    now: clock,
  });

  const throttled = (...states: { allowed: boolean; retryAfterMs: number }[]): Refusal | undefined => {
    if (states.every((s) => s.allowed)) return undefined;
    const retryAfterSeconds = Math.ceil(Math.max(...states.map((s) => s.retryAfterMs)) / 1000);
    return { kind: "refused", status: 429, error: throttledMessage(retryAfterSeconds), retryAfterSeconds };
  };
  const audit = (r: AuthRequest, e: Omit<Parameters<typeof recordEvent>[1], "ip" | "at">) =>
    recordEvent(deps.repos, { ...e, ip: r.ip, at: clock() });

  return {
    async password(r, { username, password }) {
      const ip = r.ip;
      const accountKey = `${ip}\u0000${username}`;
      // Counted before the (slow) verification, so parallel guesses cannot all slip in under the limit.
      // A success gives the username's attempts back (the client's overall count keeps it: 1 of 50).
      const refused = throttled(await perAccount.hit(accountKey), await perClient.hit(ip));
      if (refused) return refused;
      // Held: no password is checked, not even the right one (the hold would be no limit otherwise).
      const heldMs = await accountLock.heldFor(username, ip);
      if (heldMs > 0) {
        const retryAfterSeconds = Math.ceil(heldMs / 1000);
        return {
          kind: "refused",
          status: 429,
          error: accountHeldMessage(retryAfterSeconds),
          retryAfterSeconds,
        };
      }
      const user = await deps.repos.users.findByUsername(username);
      // An unknown username is verified against a real hash too, so both failures take the same time.
      const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_PASSWORD_HASH);
      if (!user || !valid) {
        await accountLock.failed(username);
        // An unknown username is recorded without it: what was typed may be a password or a person's name.
        await audit(r, {
          action: "auth.sign_in_failed",
          actor: user ? { userId: user.id, username: user.username } : undefined,
          target: user ? { type: "user", id: user.id } : undefined,
          detail: { reason: user ? "wrong-password" : "unknown-username" },
        });
        return { kind: "refused", status: 401, error: INVALID_CREDENTIALS };
      }
      await perAccount.reset(accountKey);
      await accountLock.passed(username);
      const account = await deps.repos.users.account(user.id);
      if (account?.totpEnabled) {
        await startPendingSignIn(r, user.id);
        return { kind: "second-factor" };
      }
      await endPendingSignIn(r);
      await accountLock.signedIn(username, ip);
      const session = await startSession(r, user, {
        mustChangePassword: account?.mustChangePassword ?? false,
        totpEnabled: false,
      });
      await audit(r, {
        action: "auth.sign_in",
        actor: { userId: user.id, username: user.username },
        target: { type: "user", id: user.id },
        detail: { method: "password" },
      });
      return { kind: "signed-in", session };
    },

    async code(r, code) {
      const pending = await pendingSignIn(r);
      if (!pending) {
        await endPendingSignIn(r);
        return { kind: "refused", status: 401, error: SIGN_IN_EXPIRED, restart: true };
      }
      const ip = r.ip;
      const refused = throttled(await codesPerAccount.hit(pending.userId), await codesPerClient.hit(ip));
      if (refused) return refused;
      const actor = { userId: pending.userId, username: pending.username };
      const method = await checkSecondFactor(deps.repos, pending.userId, code, clock());
      if (!method) {
        await audit(r, {
          action: "auth.sign_in_failed",
          actor,
          target: { type: "user", id: pending.userId },
          detail: { reason: "wrong-code" },
        });
        return { kind: "refused", status: 401, error: INVALID_CODE };
      }
      await codesPerAccount.reset(pending.userId);
      await endPendingSignIn(r);
      await accountLock.signedIn(pending.username, ip);
      const account = await deps.repos.users.account(pending.userId);
      const session = await startSession(
        r,
        { id: pending.userId, username: pending.username },
        {
          mustChangePassword: account?.mustChangePassword ?? false,
          totpEnabled: true,
        },
      );
      if (method === "recovery-code") {
        await audit(r, {
          action: "auth.recovery_code_use",
          actor,
          target: { type: "user", id: pending.userId },
          detail: { left: await deps.repos.twoFactor.unusedRecoveryCodes(pending.userId) },
        });
      }
      await audit(r, {
        action: "auth.sign_in",
        actor,
        target: { type: "user", id: pending.userId },
        detail: { method: method === "totp" ? "password+totp" : "password+recovery-code" },
      });
      return { kind: "signed-in", session };
    },
  };
}
