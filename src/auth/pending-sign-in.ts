import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../http/app-env";
import { cookieOptions, hashToken, isTokenShaped, newToken } from "../http/session";

/**
 * The step between a right password and a right second-factor code. Its own random token in its own
 * HttpOnly cookie, its SHA-256 in the database, bound to the user, alive for five minutes. It is never a
 * session: it lets its holder enter a code and nothing else, so no admin page or API can be reached with it.
 */
export const PENDING_COOKIE = "sid_pending";
export const PENDING_TTL_MS = 5 * 60 * 1000;

const clockOf = (c: Context<AppEnv>) => (c.get("deps").now ?? Date.now)();

export async function startPendingSignIn(c: Context<AppEnv>, userId: string): Promise<void> {
  const { twoFactor } = c.get("deps").repos;
  const now = clockOf(c);
  await endPendingSignIn(c);
  const token = newToken();
  await twoFactor.createPending(hashToken(token), userId, now, now + PENDING_TTL_MS);
  setCookie(c, PENDING_COOKIE, token, { ...cookieOptions(c), maxAge: PENDING_TTL_MS / 1000 });
}

/** The user whose second factor this request may enter, when it carries a live pending sign-in. */
export async function pendingSignIn(
  c: Context<AppEnv>,
): Promise<{ id: string; userId: string; username: string } | undefined> {
  const token = getCookie(c, PENDING_COOKIE);
  if (!token || !isTokenShaped(token)) return undefined;
  const id = hashToken(token);
  const found = await c.get("deps").repos.twoFactor.findPending(id, clockOf(c));
  return found && { id, ...found };
}

/** Forgets the pending sign-in (done, abandoned or replaced) on the server and in the browser. */
export async function endPendingSignIn(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, PENDING_COOKIE);
  if (token === undefined) return;
  if (isTokenShaped(token)) await c.get("deps").repos.twoFactor.deletePending(hashToken(token));
  deleteCookie(c, PENDING_COOKIE, cookieOptions(c));
}
