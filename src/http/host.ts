import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { isApiPath } from "./error-response";

/** What Bun.serve hands the app beside the request (c.env). */
export interface ServerEnv {
  server?: unknown;
  /** The request named no usable host (HTTP/1.0 without Host, an empty or malformed Host). */
  missingHost?: boolean;
  /** The socket peer of a request that had to be rebuilt. */
  remoteAddress?: string | undefined;
}

/**
 * Bun gives a request without a usable Host header a relative URL ("/about"), which no URL parser accepts
 * and which makes the router read the wrong path. Such a request is served under SITE_URL when that is
 * set; otherwise it is passed on under a placeholder origin, marked, and answered 400 by
 * rejectMissingHost (inside the app, so the answer carries the usual headers and log line).
 */
export function absoluteRequest(
  req: Request,
  siteUrl: string | undefined,
): { req: Request; missingHost: boolean } {
  if (/^https?:\/\//i.test(req.url)) return { req, missingHost: false };
  const path = req.url.startsWith("/") ? req.url : `/${req.url}`;
  return {
    req: new Request(`${siteUrl ?? "http://host.invalid"}${path}`, req),
    missingHost: siteUrl === undefined,
  };
}

export function rejectMissingHost(): MiddlewareHandler<AppEnv> {
  return async function rejectMissingHostMiddleware(c, next) {
    if (!(c.env as ServerEnv | undefined)?.missingHost) return next();
    const message = "The request has no Host header. Send one (HTTP/1.1 requires it).";
    c.header("Cache-Control", "no-store");
    return isApiPath(c.req.path)
      ? c.json({ error: message }, 400)
      : c.text(`400 Bad Request: ${message}\n`, 400);
  };
}
