import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AuthRequest } from "../auth";
import type { AppEnv } from "./app-env";
import { cookieOptions } from "./session";

/** This request as src/auth sees it: its session, its client's address and its cookies. */
export function authRequest(c: Context<AppEnv>): AuthRequest {
  return {
    deps: c.get("deps"),
    ip: c.get("clientIp"),
    userAgent: c.req.header("user-agent"),
    cookies: {
      get: (name) => getCookie(c, name),
      set: (name, value, maxAgeSeconds) =>
        setCookie(c, name, value, { ...cookieOptions(c), maxAge: maxAgeSeconds }),
      delete: (name) => deleteCookie(c, name, cookieOptions(c)),
    },
    session: () => c.get("session"),
    setSession: (session) => c.set("session", session),
  };
}
