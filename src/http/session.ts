import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import {
  hashToken,
  isTokenShaped,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
  SESSION_REFRESH_MS,
  SESSION_SEEN_MS,
} from "../auth";
import type { AppDeps, AppEnv } from "./app-env";
import { isHttps } from "./request-context";

/** How every cookie the admin area sets is sent: HttpOnly, SameSite=Lax, Secure behind HTTPS. */
export function cookieOptions(c: Context<AppEnv>) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: isHttps(c.req.url, c.req.header("x-forwarded-proto"), c.get("deps").config.trustProxy),
  };
}

/**
 * Sets c.var.session when the request carries a valid session cookie, and keeps that session alive
 * (sliding: 7 days idle, 30 days at most; src/auth makes and ends sessions).
 */
export function sessionMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { sessions } = deps.repos;
  const clock = deps.now ?? Date.now;
  return async function session(c, next) {
    const token = getCookie(c, SESSION_COOKIE);
    if (token === undefined) return next();
    const now = clock();
    const row = isTokenShaped(token) ? await sessions.findValid(hashToken(token), now) : undefined;
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
    if (extend)
      setCookie(c, SESSION_COOKIE, token, {
        ...cookieOptions(c),
        maxAge: Math.max(1, Math.floor((renewed - now) / 1000)),
      });
  };
}
