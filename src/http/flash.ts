import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ToastData } from "../shared/toasts";
import { validate } from "../shared/validate";
import type { AppEnv } from "./app-env";

/** A toast carried across a redirect (forms that work without JavaScript): set, redirect, shown once. */
const COOKIE = "flash";

export function setFlash(c: Context<AppEnv>, toast: ToastData): void {
  setCookie(c, COOKIE, Buffer.from(JSON.stringify(toast)).toString("base64url"), {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    maxAge: 60,
  });
}

export function flashMiddleware(): MiddlewareHandler<AppEnv> {
  return async function flash(c, next) {
    const raw = c.req.method === "GET" ? getCookie(c, COOKIE) : undefined;
    if (raw) {
      try {
        const parsed = await validate(
          "toastSchema",
          JSON.parse(Buffer.from(raw, "base64url").toString("utf8")),
        );
        if (parsed.ok) c.set("flash", parsed.data);
      } catch {
        // A mangled cookie is ignored; it is deleted below either way.
      }
    }
    await next();
    // Consumed only by a page that rendered it (not by an image or script request).
    if (raw && c.res.headers.get("content-type")?.startsWith("text/html"))
      deleteCookie(c, COOKIE, { path: "/" });
  };
}
