import type { MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { forwarded } from "../lib/forwarded";
import { errorFields, type Logger } from "../lib/logger";
import type { AppDeps, AppEnv } from "./app-env";

const HOST_PATTERN = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Sets the request id, client IP and site origin, and logs one line per request. */
export function requestContext(deps: AppDeps, logger: Logger): MiddlewareHandler<AppEnv> {
  const { config } = deps;
  return async function requestContextMiddleware(c, next) {
    const started = performance.now();
    const requestId = crypto.randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("session", undefined);
    c.set("flash", undefined);
    c.set("adminNav", undefined);
    c.set("clientIp", clientIp(c.req.raw, c.env, config.trustProxy));
    // The published content, from memory (rebuilt once after each change of the content version). Without a
    // database it cannot be built the first time: /healthz still answers (and says so), pages answer 503.
    const content = await deps.content.site().catch((e: unknown) => {
      if (c.req.path === "/healthz") return undefined;
      logger.error("the site's content could not be loaded", { requestId, ...errorFields(e) });
      throw new HTTPException(503, {
        message: "The site is starting or its database is unavailable. Please try again shortly.",
      });
    });
    // The site's own origin, never this request's Host (src/content/origin.ts).
    if (content) c.set("site", { firm: content.firm, origin: await deps.content.origin(), content });
    await next();
    c.header("X-Request-Id", requestId);
    logRequest(logger, c.req.method, c.req.path, c.res.status, started, requestId);
  };
}

/** A lawyer's calendar feed is opened by the secret in its path: the log keeps only the prefix. */
const SECRET_PATHS = ["/calendars/"];

/** The path as the log may show it (secrets in a path left out). */
export function loggedPath(path: string): string {
  const secret = SECRET_PATHS.find((p) => path.startsWith(p));
  return secret ? `${secret}…` : path;
}

/** The one log line of a request (the fast path in src/app.ts writes it too). */
export function logRequest(
  logger: Logger,
  method: string,
  path: string,
  status: number,
  started: number,
  requestId: string,
): void {
  logger.info("request", {
    method,
    path: loggedPath(path),
    status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    requestId,
  });
}

/**
 * The site's own origin, from memory: SITE_URL, else the address learnt from the first signed-in admin (or
 * set on the Site screen), else http://localhost:{PORT}. The same for every request whatever its Host; the
 * request context hands it to routes and views as `c.get("site").origin` (src/content/origin.ts).
 */
export function siteOrigin(deps: Pick<AppDeps, "content">): string {
  return deps.content.currentOrigin();
}

/**
 * The origin this request reached the site at (through a trusted proxy's X-Forwarded-Proto and -Host):
 * only for checking a form's Origin and for learning the site's address from a signed-in admin, never
 * for a link anyone else will follow.
 */
export function requestOrigin(req: Request, config: Pick<AppDeps["config"], "trustProxy">): string {
  const url = new URL(req.url);
  if (!config.trustProxy) return url.origin;
  const proto = forwarded(req.headers.get("x-forwarded-proto"), config.trustProxy);
  const host = forwarded(req.headers.get("x-forwarded-host"), config.trustProxy);
  // A proxy passes the visitor's Host on; anything that is not a plain host[:port] is ignored.
  const shown = host && HOST_PATTERN.test(host) ? host : url.host;
  return proto === "https" || proto === "http" ? `${proto}://${shown}` : url.origin;
}

/**
 * The client address: the socket peer, or behind `trustProxy` proxies the X-Forwarded-For entry the
 * outermost of them appended (never one the client wrote in front of it: those would let a client pick
 * its own address, and with it escape every throttle and write what it likes into the audit trail).
 */
export function clientIp(req: Request, env: unknown, trustProxy: number): string {
  const viaProxy = forwarded(req.headers.get("x-forwarded-for"), trustProxy);
  if (viaProxy) return viaProxy;
  const e = env as
    | { server?: { requestIP(r: Request): { address: string } | null }; remoteAddress?: string }
    | undefined;
  return e?.remoteAddress ?? e?.server?.requestIP(req)?.address ?? "unknown";
}

/** Whether the request reached us over HTTPS (directly, or as the trusted proxies say). */
export function isHttps(url: string, forwardedProto: string | undefined, trustProxy: number): boolean {
  if (url.startsWith("https:")) return true;
  return forwarded(forwardedProto, trustProxy) === "https";
}
