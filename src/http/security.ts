import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./app-env";
import { isHttps, requestOrigin } from "./request-context";

/** Strict headers on every response. No inline script is ever allowed; JSON-LD is data. */
export function securityHeaders(trustProxy: number): MiddlewareHandler<AppEnv>[] {
  return [
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Posts may show images from other https sites (featured image URLs, markdown images).
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'none'"],
      },
      strictTransportSecurity: false,
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      crossOriginResourcePolicy: "same-origin",
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
      },
    }),
    async function hstsWhenHttps(c, next) {
      await next();
      if (isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustProxy)) {
        c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
      }
    },
  ];
}

/**
 * Refuses state-changing requests from another origin. Hono's csrf() only looks at form content types;
 * this also covers JSON and multipart API calls. Requests without Origin and Sec-Fetch-Site come from
 * non-browser clients, which carry no ambient cookies to abuse, so they pass.
 *
 * One path is exempt: the client alerts' one-click unsubscribe (RFC 8058). A webmail client may post it from
 * its own origin; the token in its URL is the whole credential (no cookie is read), and all it can do is
 * take that one address off the list.
 */
export const CROSS_SITE_POSTS: readonly string[] = ["/alerts/unsubscribe"];

export function originCheck(allowedOrigin: () => string | undefined): MiddlewareHandler<AppEnv> {
  return async function originCheckMiddleware(c, next) {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    if (method === "POST" && CROSS_SITE_POSTS.includes(c.req.path)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const own = new URL(c.req.url);
    const host = c.req.header("host") ?? own.host;
    let ok = true;
    if (origin !== undefined) {
      try {
        const o = new URL(origin);
        // The address the browser used (behind a trusted proxy, the one the proxy forwards), or the
        // site's own address.
        ok =
          o.host === host ||
          o.origin === allowedOrigin() ||
          o.origin === c.get("site")?.origin ||
          o.origin === requestOrigin(c.req.raw, c.get("deps").config);
      } catch {
        ok = false;
      }
    } else if (fetchSite !== undefined) {
      ok = fetchSite === "same-origin" || fetchSite === "none";
    }
    if (!ok) return c.json({ error: "Cross-site request refused." }, 403);
    return next();
  };
}
