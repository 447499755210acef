import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "../app-env";
import type { Logger } from "../lib/logger";

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
    const url = new URL(c.req.url);
    let origin = url.origin;
    if (config.trustProxy) {
      const proto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
      const forwarded = c.req.header("x-forwarded-host")?.split(",")[0]?.trim();
      // A proxy passes the visitor's Host on; anything that is not a plain host[:port] is ignored.
      const host = forwarded && HOST_PATTERN.test(forwarded) ? forwarded : url.host;
      if (proto === "https" || proto === "http") origin = `${proto}://${host}`;
    }
    c.set("site", { firm: config.firm, origin: config.siteUrl ?? origin });
    await next();
    c.header("X-Request-Id", requestId);
    logger.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId,
    });
  };
}

/** The client address: the socket peer, or the first X-Forwarded-For hop when TRUST_PROXY is on. */
function clientIp(req: Request, env: unknown, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const e = env as
    | { server?: { requestIP(r: Request): { address: string } | null }; remoteAddress?: string }
    | undefined;
  return e?.remoteAddress ?? e?.server?.requestIP(req)?.address ?? "unknown";
}

/** Whether the request reached us over HTTPS (directly or through a trusted proxy). */
export function isHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (url.startsWith("https:")) return true;
  return trustProxy && forwardedProto?.split(",")[0]?.trim() === "https";
}
