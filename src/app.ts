import { Hono } from "hono";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { HTTPException } from "hono/http-exception";
import { createElement } from "react";
import { NotFoundPage } from "../views/pages/not-found";
import type { AppDeps, AppEnv } from "./app-env";
import { flashMiddleware } from "./lib/flash";
import { createLogger, errorFields } from "./lib/logger";
import { renderPage } from "./lib/render";
import { requestContext } from "./middleware/request-context";
import { originCheck, securityHeaders } from "./middleware/security";
import { assetRoutes } from "./routes/assets";
import { systemRoutes } from "./routes/system";

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

/** Builds the whole application. No I/O happens here: the database arrives open in deps. */
export function createApp(deps: AppDeps) {
  const logger = createLogger(deps.config.logLevel);
  const app = new Hono<AppEnv>();

  app.use(requestContext(deps, logger));
  app.use(...securityHeaders(deps.config.trustProxy));
  app.use(compress());
  app.use(etag());
  app.use(originCheck(() => deps.config.siteUrl));
  app.use(flashMiddleware());

  app.route("/", assetRoutes);
  app.route("/", systemRoutes);

  app.notFound((c) => {
    if (isApi(c.req.path)) return c.json({ error: "Not found." }, 404);
    return renderPage(
      c,
      {
        title: "Page Not Found",
        description: "The page you are looking for does not exist.",
        robots: "noindex, nofollow",
      },
      createElement(NotFoundPage),
      404,
    );
  });

  app.onError((err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      const message = err.message || "Bad request.";
      return isApi(c.req.path) || err.status !== 404
        ? c.json({ error: message }, err.status)
        : renderPage(
            c,
            { title: "Page Not Found", description: message, robots: "noindex, nofollow" },
            createElement(NotFoundPage),
            404,
          );
    }
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      ...errorFields(err),
    });
    return c.json(
      { error: "Something went wrong on our side. Please try again.", requestId: c.get("requestId") },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
