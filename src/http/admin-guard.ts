import type { MiddlewareHandler } from "hono";
import { ACCOUNT_PATH, GATE_MESSAGES, gateFor, openWhileGated } from "../auth";
import type { AppEnv } from "./app-env";
import { LOGIN_PATH, publicEndpoint } from "./public-endpoints";
import { redirectTo } from "./redirect";

export { LOGIN_PATH };

/**
 * How a request relates to the admin area:
 * - "login": the sign-in page itself (open, never cached);
 * - "page": any other admin page (needs a session, else a redirect to the login page);
 * - "api": an admin API call (needs a session, else 401 JSON);
 * - "auth": the sign-in API (open, never cached);
 * - undefined: public (outside /api and /admin, or on the list of public endpoints).
 */
export type AdminArea = "login" | "page" | "api" | "auth" | undefined;

/**
 * Every spelling a path could be read as: Hono routes the decodeURI'd path case-sensitively, but a proxy,
 * a future router option or a handler reading the raw URL may not. A path is admin when ANY reading is,
 * so the guard errs towards protecting.
 */
export function pathReadings(path: string): string[] {
  let decoded = path;
  for (let i = 0; i < 3 && decoded.includes("%"); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      break;
    }
  }
  const readings = new Set<string>();
  for (const p of [path, decoded]) {
    const flat = `/${p.replace(/\\/g, "/").toLowerCase()}`.replace(/\/{2,}/g, "/");
    readings.add(flat);
    const resolved: string[] = [];
    for (const seg of flat.split("/")) {
      if (seg === "..") resolved.pop();
      else if (seg !== "" && seg !== ".") resolved.push(seg);
    }
    readings.add(`/${resolved.join("/")}`);
  }
  return [...readings].map((r) => (r.length > 1 ? r.replace(/\/+$/, "") : r));
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);
const isRead = (method: string) => {
  const m = method.toUpperCase();
  return m === "GET" || m === "HEAD";
};

/**
 * Closed by default: under /admin everything but the sign-in page is an admin screen, and under /api
 * everything is an admin call unless EVERY reading of the path is a public endpoint (public-endpoints.ts).
 * A route added later, however it is spelled, is guarded without anyone remembering to.
 */
export function adminArea(method: string, path: string): AdminArea {
  // Only the exact path the login route is registered at is open; every other spelling of it is guarded
  // (and so redirected to this one).
  if (path === LOGIN_PATH) return "login";
  const readings = pathReadings(path);
  if (readings.some((p) => under(p, "/admin"))) return "page";
  if (!readings.some((p) => under(p, "/api"))) return undefined;
  const open = readings.map((p) => publicEndpoint(method, p));
  if (open.some((e) => e === undefined)) return "api";
  return open.some((e) => e?.kind === "auth") ? "auth" : undefined;
}

/**
 * The one guard of the admin area, by path and closed by default, so admin routes added later are
 * protected without anyone remembering to. Runs after the session middleware. A pending second-factor sign-in is not a
 * session, so it never passes; a session of a half-finished account passes only to the steps finishing it.
 */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async function requireAdminMiddleware(c, next) {
    const area = adminArea(c.req.method, c.req.path);
    if (area === undefined) return next();
    c.header("Cache-Control", "no-store");
    const session = c.get("session");
    if (session === undefined) {
      if (area === "page") return redirectTo(c, LOGIN_PATH, isRead(c.req.method) ? 302 : 303);
      if (area === "api") return c.json({ error: "You are not signed in. Sign in at /admin/login." }, 401);
    } else if (area === "page" || area === "api") {
      // A half-finished account (one-time password, or 2FA required but not set up) reaches only the
      // Account page's steps that finish it.
      const gate = gateFor(session, c.get("deps").config.require2fa);
      if (gate && !openWhileGated(gate, c.req.method, c.req.path)) {
        if (area === "page") return redirectTo(c, ACCOUNT_PATH, isRead(c.req.method) ? 302 : 303);
        return c.json({ error: GATE_MESSAGES[gate] }, 403);
      }
      if (area === "page")
        c.set("adminNav", { username: session.username, ...(gate ? { restricted: true } : {}) });
    }
    await next();
    // Set again: a handler may have replaced the response with one of its own.
    c.header("Cache-Control", "no-store");
  };
}
