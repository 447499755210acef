import { type AuthRequest, nowOf } from "./request";
import { hashToken, isTokenShaped, newToken } from "./session-tokens";

/**
 * The step between a right password and a right second-factor code. Its own random token in its own
 * HttpOnly cookie, its SHA-256 in the database, bound to the user, alive for five minutes. It is never a
 * session: it lets its holder enter a code and nothing else, so no admin page or API can be reached with it.
 */
export const PENDING_COOKIE = "sid_pending";
export const PENDING_TTL_MS = 5 * 60 * 1000;

export async function startPendingSignIn(r: AuthRequest, userId: string): Promise<void> {
  const { twoFactor } = r.deps.repos;
  const now = nowOf(r);
  await endPendingSignIn(r);
  const token = newToken();
  await twoFactor.createPending(hashToken(token), userId, now, now + PENDING_TTL_MS);
  r.cookies.set(PENDING_COOKIE, token, PENDING_TTL_MS / 1000);
}

/** The user whose second factor this request may enter, when it carries a live pending sign-in. */
export async function pendingSignIn(
  r: AuthRequest,
): Promise<{ id: string; userId: string; username: string } | undefined> {
  const token = r.cookies.get(PENDING_COOKIE);
  if (!token || !isTokenShaped(token)) return undefined;
  const id = hashToken(token);
  const found = await r.deps.repos.twoFactor.findPending(id, nowOf(r));
  return found && { id, ...found };
}

/** Forgets the pending sign-in (done, abandoned or replaced) on the server and in the browser. */
export async function endPendingSignIn(r: AuthRequest): Promise<void> {
  const token = r.cookies.get(PENDING_COOKIE);
  if (token === undefined) return;
  if (isTokenShaped(token)) await r.deps.repos.twoFactor.deletePending(hashToken(token));
  r.cookies.delete(PENDING_COOKIE);
}
