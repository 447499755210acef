import { Hono } from "hono";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { HTTPException } from "hono/http-exception";
import { TrieRouter } from "hono/router/trie-router";
import { createElement } from "react";
import { NotFoundPage } from "../views/site/not-found";
import { monthlyArchiveJob } from "./archive";
import { createSignIn } from "./auth";
import { createSubmitAccessibilityFeedback, createSubmitContact } from "./contact";
import { requireAdmin } from "./http/admin-guard";
import { adminNavCount } from "./http/admin-nav-count";
import type { AppDeps, AppEnv } from "./http/app-env";
import { requestBodyLimit } from "./http/body-limit";
import { errorResponse, isApiPath } from "./http/error-response";
import { flashMiddleware } from "./http/flash";
import { rejectMissingHost } from "./http/host";
import { learnSiteOrigin } from "./http/learn-origin";
import { pageCache, pathOf } from "./http/page-cache";
import { isPastRequest, pastRenderer, pastSite } from "./http/past-site";
import { contentPreview } from "./http/preview";
import { redirectTo } from "./http/redirect";
import { renderPage } from "./http/render";
import { clientIp, isHttps, logRequest, requestContext, siteOrigin } from "./http/request-context";
import { originCheck, securityHeaders } from "./http/security";
import { sessionMiddleware } from "./http/session";
import { createLogger, errorFields } from "./lib/logger";
import { accessibilityRoutes } from "./routes/accessibility";
import { adminBookingsRoutes } from "./routes/admin/bookings";
import { adminBookingsWeekRoutes } from "./routes/admin/bookings-week";
import { adminConsultationsRoutes } from "./routes/admin/consultations";
import { adminHostsRoutes } from "./routes/admin/hosts";
import { adminAccountRoutes } from "./routes/admin-account";
import { adminActivityRoutes } from "./routes/admin-activity";
// Approval by a second admin (its own routes).
import { adminApprovalRoutes } from "./routes/admin-approval";
import { adminAuthRoutes } from "./routes/admin-auth";
import { adminOverviewRoutes } from "./routes/admin-overview";
import { adminPostsRoutes } from "./routes/admin-posts";
import { adminSiteRoutes } from "./routes/admin-site";
import { adminSiteAddressRoutes } from "./routes/admin-site-address";
import { adminSiteArchiveRoutes } from "./routes/admin-site-archive";
import { adminSiteListRoutes } from "./routes/admin-site-lists";
import { adminSiteRevisionRoutes } from "./routes/admin-site-revisions";
import { adminSubmissionsRoutes } from "./routes/admin-submissions";
import { adminSubscribersRoutes } from "./routes/admin-subscribers";
import { alertsRoutes } from "./routes/alerts";
import { accountApiRoutes } from "./routes/api/account";
import { authApiRoutes } from "./routes/api/auth";
import { bookingApiRoutes } from "./routes/api/booking";
import { bookingsApiRoutes } from "./routes/api/bookings";
import { contactApiRoutes } from "./routes/api/contact";
import { contentApiRoutes } from "./routes/api/content";
import { postsApiRoutes } from "./routes/api/posts";
import { submissionsApiRoutes } from "./routes/api/submissions";
import { uploadApiRoutes } from "./routes/api/upload";
import { assetRoutes } from "./routes/assets";
import { blogRoutes } from "./routes/blog";
import { bookRoutes } from "./routes/book";
import { bookingLinks } from "./routes/book-links";
import { bookManageRoutes } from "./routes/book-manage";
import { calendarFeedRoutes } from "./routes/calendar-feed";
import { contactFormRoutes } from "./routes/contact-form";
import { pageRoutes } from "./routes/pages";
import { resultsRoutes } from "./routes/results";
import { seoFileRoutes } from "./routes/seo-files";
import { systemRoutes } from "./routes/system";
import { uploadRoutes } from "./routes/uploads";
import { isLocalPath } from "./shared/local-path";

/** Builds the whole application. No I/O happens here: the database arrives open in deps. */
export function createApp(deps: AppDeps) {
  const logger = createLogger(deps.config.logLevel);
  // Hono's default router first tries to compile every route into one RegExp, which refuses ours (a static
  // path beside a parameter: /api/contact-submissions/erase/preview and …/:id/status) and falls back to the
  // trie; the first request paid for both. The trie directly (docs/decisions/020-lazy-start.md).
  const app = new Hono<AppEnv>({ router: new TrieRouter() });

  // Cached public answers are served right after the request context (id, log line), with the headers
  // the first answer left with; everything below runs only on the normal path (src/http/page-cache.ts).
  const cache = pageCache({
    contentVersion: deps.repos.contentVersion.current,
    secure: (req) =>
      isHttps(req.url, req.headers.get("x-forwarded-proto") ?? undefined, deps.config.trustProxy),
  });
  app.use(requestContext(deps, logger));
  // The site on a past date, rendered in-process by the routes below (Site → Site on a date).
  app.use(pastSite());
  // Every page view a person makes of this site is counted here, however it was answered (signed-in
  // admins are not; nor a request naming another host).
  app.use(async function countView(c, next) {
    await next();
    if (c.get("session") || isPastRequest(c)) return;
    deps.stats.count(
      c.req.raw,
      { status: c.res.status, contentType: c.res.headers.get("content-type") },
      c.get("clientIp"),
      deps.content.knownOrigin(),
    );
  });
  app.use(cache.fastPath);
  app.use(...securityHeaders(deps.config.trustProxy));
  app.use(rejectMissingHost());
  app.use(compress());
  app.use(etag());
  app.use(originCheck(() => deps.config.siteUrl));
  app.use(requestBodyLimit());
  app.use(flashMiddleware());
  // Before any route, so no admin handler (present or future, however its path is spelled) runs unguarded.
  app.use(sessionMiddleware(deps));
  // A signed-in admin's request teaches the site its own address (SITE_URL unset, nothing stored yet).
  app.use(learnSiteOrigin());
  app.use(requireAdmin());
  app.use(adminNavCount());
  app.use(contentPreview());
  app.use(async function trailingSlash(c, next) {
    // One URL per page: /about/ → /about (GET only; forms and the API are never redirected). A path that
    // would lead elsewhere once stripped (//evil.example/, /\evil.example/) is not redirected at all: it
    // goes on to the routes, which know no such page.
    const path = c.req.path;
    if (c.req.method === "GET" && path.length > 1 && path.endsWith("/") && !isApiPath(path)) {
      const to = `${path.replace(/\/+$/, "") || "/"}${new URL(c.req.url).search}`;
      if (isLocalPath(to)) return redirectTo(c, to, 301);
    }
    return next();
  });
  app.use(cache.store);
  // Where each "Schedule Consultation" leads: /book once bookings are open, /contact until then.
  app.use(bookingLinks());

  app.route("/", assetRoutes);
  app.route("/", systemRoutes);
  app.route("/", seoFileRoutes);
  app.route("/", pageRoutes);
  // Case results and testimonials (/results), only while some are published.
  app.route("/", resultsRoutes);
  const signIn = createSignIn(deps);
  app.route("/", authApiRoutes(signIn));
  app.route("/", adminAuthRoutes(signIn));
  const submitContact = createSubmitContact(deps);
  app.route("/", contactApiRoutes(submitContact));
  app.route("/", contactFormRoutes(submitContact, logger));
  app.route("/", accessibilityRoutes(createSubmitAccessibilityFeedback(deps), logger));
  app.route("/", bookRoutes);
  app.route("/", bookManageRoutes);
  app.route("/", bookingApiRoutes);
  app.route("/", calendarFeedRoutes);
  app.route("/", alertsRoutes);
  app.route("/", submissionsApiRoutes);
  app.route("/", adminSubmissionsRoutes);
  app.route("/", bookingsApiRoutes);
  // The week view before the bookings' own screens, whose `/:id` would take "week" for an id.
  app.route("/", adminBookingsWeekRoutes);
  app.route("/", adminBookingsRoutes);
  app.route("/", uploadRoutes);
  app.route("/", blogRoutes);
  app.route("/", postsApiRoutes);
  app.route("/", uploadApiRoutes);
  app.route("/", adminPostsRoutes);
  app.route("/", adminAccountRoutes);
  app.route("/", adminActivityRoutes);
  app.route("/", adminOverviewRoutes);
  app.route("/", adminConsultationsRoutes);
  app.route("/", adminHostsRoutes);
  // Before the Site screen's own, whose `/:kind/:id` would take "archive" for a kind.
  const renderPast = pastRenderer(app);
  app.route("/", adminSiteArchiveRoutes(renderPast));
  // With backups going to a folder: the whole site there on the 1st of each month, when the firm asks.
  if (deps.config.backup)
    deps.jobs.add(
      monthlyArchiveJob({
        deps,
        dir: deps.config.backup.dir,
        render: renderPast,
        now: deps.now,
        log: (msg, fields) => logger.info(msg, fields),
      }),
    );
  app.route("/", adminSiteRoutes);
  app.route("/", adminApprovalRoutes);
  app.route("/", adminSiteAddressRoutes);
  app.route("/", adminSiteListRoutes);
  app.route("/", adminSiteRevisionRoutes);
  app.route("/", adminSubscribersRoutes);
  app.route("/", accountApiRoutes);
  app.route("/", contentApiRoutes);

  app.notFound((c) => {
    if (isApiPath(c.req.path)) return c.json({ error: "Not found." }, 404);
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
      if (err.status === 404 && !isApiPath(c.req.path)) {
        return renderPage(
          c,
          { title: "Page Not Found", description: message, robots: "noindex, nofollow" },
          createElement(NotFoundPage),
          404,
        );
      }
      return errorResponse(c, err.status, message);
    }
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      ...errorFields(err),
    });
    return errorResponse(c, 500, "Something went wrong on our side. Please try again.", {
      requestId: c.get("requestId"),
    });
  });

  /**
   * The fast path at the door (src/server.ts calls it before `fetch`): a cached public answer with its
   * request id and log line, and nothing else run; undefined sends the request down the normal path.
   */
  const fastFetch = (req: Request, server?: unknown): Response | undefined => {
    const started = performance.now();
    const res = cache.serve(req, siteOrigin(deps));
    if (!res) return undefined; // the normal path makes its own request id and log line
    const requestId = crypto.randomUUID();
    res.headers.set("x-request-id", requestId);
    logRequest(logger, req.method, pathOf(req.url), res.status, started, requestId);
    // Never a signed-in admin here: a session cookie takes the normal path.
    // The address is looked up only for a view that counts (most fast answers are not asked for it).
    deps.stats.count(
      req,
      { status: res.status, contentType: res.headers.get("content-type") },
      () => clientIp(req, { server }, deps.config.trustProxy),
      deps.content.knownOrigin(),
    );
    return res;
  };
  return Object.assign(app, { fastFetch, pageCacheSize: cache.size });
}

export type App = ReturnType<typeof createApp>;
