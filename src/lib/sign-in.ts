import type { Context } from "hono";
import type { AppDeps, AppEnv, SessionInfo } from "../app-env";
import { createRateLimiter } from "../middleware/rate-limit";
import { startSession } from "../middleware/session";
import type { LoginInput } from "../schemas";
import { dummyPasswordHash, verifyPassword } from "./passwords";

/** SPEC §8: the one answer to a wrong username and to a wrong password alike. */
export const INVALID_CREDENTIALS = "Invalid username or password";

/** Sign-in attempts allowed per client IP and username, and per client IP overall, in one window. */
export const LOGIN_LIMITS = { perAccount: 10, perClient: 50, windowMs: 15 * 60 * 1000 } as const;

export type SignInResult =
  | { ok: true; session: SessionInfo }
  | { ok: false; status: 401; error: string }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

export type SignIn = (c: Context<AppEnv>, input: LoginInput) => Promise<SignInResult>;

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/**
 * The one sign-in, shared by POST /api/auth/login and the no-JavaScript form: throttle → verify → fresh
 * session. One instance per app, so its counters live as long as the app.
 */
export function createSignIn(deps: AppDeps): SignIn {
  const limiter = (max: number) =>
    createRateLimiter({
      windowMs: LOGIN_LIMITS.windowMs,
      max,
      enabled: deps.config.rateLimits,
      now: deps.now,
    });
  const perAccount = limiter(LOGIN_LIMITS.perAccount);
  const perClient = limiter(LOGIN_LIMITS.perClient);
  // Computed now rather than on the first unknown username, whose answer would otherwise be slower.
  void dummyPasswordHash();

  return async function signIn(c, { username, password }) {
    const ip = c.get("clientIp");
    const accountKey = `${ip}\u0000${username}`;
    // Counted before the (slow) verification, so parallel guesses cannot all slip in under the limit.
    // A success gives the username's attempts back (the client's overall count keeps it: 1 of 50).
    const account = perAccount.hit(accountKey);
    const client = perClient.hit(ip);
    if (!account.allowed || !client.allowed) {
      const retryAfterSeconds = Math.ceil(Math.max(account.retryAfterMs, client.retryAfterMs) / 1000);
      return { ok: false, status: 429, error: throttledMessage(retryAfterSeconds), retryAfterSeconds };
    }
    const user = await deps.repos.users.findByUsername(username);
    // An unknown username is verified against a real hash too, so both failures take the same time.
    const valid = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !valid) return { ok: false, status: 401, error: INVALID_CREDENTIALS };
    perAccount.reset(accountKey);
    return { ok: true, session: await startSession(c, user) };
  };
}
