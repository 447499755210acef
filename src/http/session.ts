import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppDeps, AppEnv, SessionInfo } from "./app-env";
import { isHttps } from "./request-context";

/**
 * Admin sessions (DESIGN.md §6). The cookie holds only a random token; the database keeps its SHA-256, so
 * a copy of site.db hands out no live session. Sessions slide: 7 days idle, 30 days at most.
 */
export const SESSION_COOKIE = "sid";
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend at most this often, so an active admin does not cost a database write per request. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;
/** "Last seen" (the sessions list) is written at most this often, for the same reason. */
export const SESSION_SEEN_MS = 5 * 60 * 1000;

/** 32 random bytes in base64url: 43 characters. Anything else is not worth a database lookup. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => Bun.CryptoHasher.hash("sha256", token, "hex");

/** 32 random bytes in base64url (43 characters): session and pending sign-in tokens. */
export const newToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

/** Whether a cookie value has the shape of our tokens (anything else is not worth a database lookup). */
export const isTokenShaped = (token: string) => TOKEN_PATTERN.test(token);

const clockOf = (c: Context<AppEnv>) => c.get("deps").now ?? Date.now;

export function cookieOptions(c: Context<AppEnv>) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: isHttps(c.req.url, c.req.header("x-forwarded-proto"), c.get("deps").config.trustProxy),
  };
}

function writeCookie(c: Context<AppEnv>, token: string, expiresAt: number, now: number): void {
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieOptions(c),
    maxAge: Math.max(1, Math.floor((expiresAt - now) / 1000)),
  });
}

/** The database id of the session the request presents, valid or not. */
function presentedId(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? hashToken(token) : undefined;
}

/** Sets c.var.session when the request carries a valid session cookie, and keeps that session alive. */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { sessions } = deps.repos;
  const clock = deps.now ?? Date.now;
  return async function session(c, next) {
    const token = getCookie(c, SESSION_COOKIE);
    if (token === undefined) return next();
    const now = clock();
    const row = TOKEN_PATTERN.test(token) ? await sessions.findValid(hashToken(token), now) : undefined;
    if (row)
      c.set("session", {
        id: row.id,
        userId: row.user_id,
        username: row.username,
        mustChangePassword: row.must_change_password,
        totpEnabled: row.totp_enabled,
      });
    await next();
    // Cookie updates never ride on a response a shared cache may keep (assets, robots.txt): a cached
    // Set-Cookie would be replayed to other visitors. The next private response carries them instead.
    if (/\bpublic\b/.test(c.res.headers.get("cache-control") ?? "")) return;
    // A handler that signed in or out has set the cookie itself.
    if (c.res.headers.getSetCookie().some((v) => v.startsWith(`${SESSION_COOKIE}=`))) return;
    if (!row) {
      // Expired, signed out or forged: tell the browser to stop sending it.
      deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
      return;
    }
    // The session may have ended during the request (signed out everywhere, password changed).
    if (c.get("session")?.id !== row.id) return;
    const renewed = Math.min(now + SESSION_IDLE_MS, row.created_at + SESSION_MAX_MS);
    const extend = renewed - row.expires_at >= SESSION_REFRESH_MS;
    if (extend || now - row.last_seen_at >= SESSION_SEEN_MS) {
      await sessions.touch(row.id, now, c.get("clientIp"), extend ? renewed : undefined);
    }
    if (extend) writeCookie(c, token, renewed, now);
  };
}

/**
 * Signs the user in with a brand-new session (never one the browser already had, so a planted cookie
 * cannot become a signed-in one). The session the request presented is deleted.
 */
export async function startSession(
  c: Context<AppEnv>,
  user: { id: string; username: string },
  flags: { mustChangePassword?: boolean; totpEnabled?: boolean } = {},
): Promise<SessionInfo> {
  const { sessions } = c.get("deps").repos;
  const now = clockOf(c)();
  const old = presentedId(c);
  if (old) await sessions.delete(old);
  const token = newToken();
  const id = hashToken(token);
  const expiresAt = now + SESSION_IDLE_MS;
  await sessions.create(id, user.id, expiresAt, now, {
    ip: c.get("clientIp"),
    userAgent: c.req.header("user-agent"),
  });
  writeCookie(c, token, expiresAt, now);
  const info: SessionInfo = {
    id,
    userId: user.id,
    username: user.username,
    mustChangePassword: flags.mustChangePassword ?? false,
    totpEnabled: flags.totpEnabled ?? false,
  };
  c.set("session", info);
  return info;
}

/** Deletes the presented session on the server and clears the cookie; fine when there is none. */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const id = presentedId(c);
  if (id) await c.get("deps").repos.sessions.delete(id);
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
  c.set("session", undefined);
}
