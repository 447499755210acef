import { type AuthRequest, nowOf, type SessionInfo } from "./request";
import { hashToken, isTokenShaped, newToken, SESSION_COOKIE, SESSION_IDLE_MS } from "./session-tokens";

/** The database id of the session the request presents, valid or not. */
function presentedId(r: AuthRequest): string | undefined {
  const token = r.cookies.get(SESSION_COOKIE);
  return token && isTokenShaped(token) ? hashToken(token) : undefined;
}

/**
 * Signs the user in with a brand-new session (never one the browser already had, so a planted cookie
 * cannot become a signed-in one). The session the request presented is deleted.
 */
export async function startSession(
  r: AuthRequest,
  user: { id: string; username: string },
  flags: { mustChangePassword?: boolean; totpEnabled?: boolean } = {},
): Promise<SessionInfo> {
  const { sessions } = r.deps.repos;
  const now = nowOf(r);
  const old = presentedId(r);
  if (old) await sessions.delete(old);
  const token = newToken();
  const id = hashToken(token);
  const expiresAt = now + SESSION_IDLE_MS;
  await sessions.create(id, user.id, expiresAt, now, { ip: r.ip, userAgent: r.userAgent });
  r.cookies.set(SESSION_COOKIE, token, Math.max(1, Math.floor((expiresAt - now) / 1000)));
  const info: SessionInfo = {
    id,
    userId: user.id,
    username: user.username,
    mustChangePassword: flags.mustChangePassword ?? false,
    totpEnabled: flags.totpEnabled ?? false,
  };
  r.setSession(info);
  return info;
}

/** Deletes the presented session on the server and clears the cookie; fine when there is none. */
export async function endSession(r: AuthRequest): Promise<void> {
  const id = presentedId(r);
  if (id) await r.deps.repos.sessions.delete(id);
  r.cookies.delete(SESSION_COOKIE);
  r.setSession(undefined);
}
