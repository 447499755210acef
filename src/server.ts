// First: it sets the JIT policy before any other module runs its top level.
import "./lib/jit-policy";
import { createApp } from "./app";
import { ensureAdmin } from "./auth";
import { backupFolderProblem } from "./backup";
import { runCli } from "./cli";
import { ConfigError, loadConfig } from "./config";
import { DatabaseUnavailableError, watchContentVersion } from "./db";
import { openDeps, StorageUnavailableError } from "./deps";
import { absoluteRequest } from "./http/host";
import { HELPER_FLAG, setHelperCommand, stopHelpers } from "./lib/helper-process";
import { createIdleTrim, IDLE_TRIM_AGAIN_MS, IDLE_TRIM_MS } from "./lib/idle-trim";
import { steadyJitPolicy } from "./lib/jit-policy";
import { createLogger } from "./lib/logger";
import { APP_VERSION } from "./lib/version";

/** Entry point: config → database + migrations → first admin → HTTP server → jobs → graceful stop. */
async function main(): Promise<void> {
  // Everything this program creates (the data folder, site.db and its -wal and -shm files, uploads,
  // backups, exports) is readable by its own user only: it holds enquiries and password hashes.
  process.umask(0o077);
  const args = process.argv.slice(2);
  // The helper process (heavy, rare work: sanitising, photos) is this same program started with a flag.
  if (args[0] === HELPER_FLAG) {
    (await import("./helper/main")).runHelper();
    return;
  }
  // Before the configuration: the version is what an operator asks for when something else is wrong.
  if (args.length === 1 && (args[0] === "--version" || args[0] === "-v" || args[0] === "version")) {
    console.log(`firm-site ${APP_VERSION}`);
    process.exit(0);
  }
  setHelperCommand(helperCommand());
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // Settings that change nothing are said once, in plain words beside the errors, and the start goes on.
  if (config.logLevel !== "silent") for (const w of config.warnings) console.error(`Warning: ${w}`);
  const logger = createLogger(config.logLevel);
  // A backend that cannot be reached is the operator's to fix: say which and why, no stack trace.
  const unavailable = (e: unknown): never => {
    if (e instanceof DatabaseUnavailableError || e instanceof StorageUnavailableError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  };
  // Commands open only what they need (a restore must find the database closed), so dispatch first.
  if (args.length > 0) process.exit(await runCli(args, config, logger).catch(unavailable));
  // A backup folder that can never take a backup stops the start, not every night's backup in a log.
  const backupDir = config.backup && backupFolderProblem(config.backup.dir);
  if (backupDir) {
    console.error(`BACKUP_DIR ${config.backup!.dir} ${backupDir}`);
    process.exit(1);
  }
  logger.info("starting", {
    version: APP_VERSION,
    database: config.databaseUrl ? "postgres" : "sqlite",
    uploads: config.s3 ? "s3" : "local",
  });
  const deps = await openDeps(config, logger).catch(unavailable);
  const { repos } = deps;
  for (const migration of repos.db.migrationsApplied) logger.info("migration applied", { migration });
  // Announce this server before it changes anything, so a restore refuses to replace data under it.
  await repos.db.markRunning().catch(unavailable);
  await ensureAdmin(repos, config, (line) => console.log(line));

  const app = createApp(deps);
  // A quiet server hands back what it keeps only for speed (src/lib/idle-trim.ts).
  const idle = createIdleTrim({
    idleMs: IDLE_TRIM_MS,
    againMs: IDLE_TRIM_AGAIN_MS,
    onError: (e) => logger.error("idle trim failed", { error: e instanceof Error ? e.message : String(e) }),
  });
  let server: ReturnType<typeof Bun.serve>;
  try {
    server = Bun.serve({
      port: config.port,
      hostname: config.host,
      fetch: (req, srv) => {
        idle.seen();
        const r = absoluteRequest(req, config.siteUrl);
        if (r.req === req) return app.fastFetch(req, srv) ?? app.fetch(req, { server: srv });
        // A rebuilt request is no longer the socket's: hand its peer address over explicitly.
        return app.fetch(r.req, {
          server: srv,
          missingHost: r.missingHost,
          remoteAddress: srv.requestIP(req)?.address,
        });
      },
      // The app's own limits (src/http/body-limit.ts: 1 MB, 6 MB for images) answer with a message
      // before reading a body; Bun's limit is only a backstop, since Bun itself answers an empty 413.
      maxRequestBodySize: 1024 * 1024 * 1024,
    });
  } catch (e) {
    const inUse = (e as { code?: string }).code === "EADDRINUSE";
    console.error(
      inUse
        ? `Cannot listen on ${config.host}:${config.port}: the port is already in use. Set PORT to a free port.`
        : `Cannot listen on ${config.host}:${config.port}: ${e instanceof Error ? e.message : String(e)}`,
    );
    await repos.db.close();
    process.exit(1);
  }
  steadyJitPolicy();
  logger.info("listening", { url: `http://${config.host}:${server.port}`, dataDir: config.dataDir });
  if (!config.siteUrl) {
    // Links that leave the site (e-mails, the feed, the sitemap) need its public address: say which is used.
    const { origin, source } = await deps.content.originInfo();
    logger.warn(
      `SITE_URL is not set: links in e-mails, the feed, the sitemap and canonical tags use ${origin} (${
        source === "fallback"
          ? "until an admin signs in: the address that admin uses is then learnt"
          : "learnt from an admin's sign-in; admins can change it under Site"
      }). Set SITE_URL to the site's public address (e.g. SITE_URL=https://www.example.ky) and restart.`,
      { origin },
    );
  }
  // Housekeeping at start (renders, retention, pending mail) waits a moment: the first requests come first.
  deps.jobs.start({ delayMs: 500 });
  deps.stats.start();
  // Writes made by other instances (or commands) drop this server's cached pages within a poll interval.
  const contentWatch = watchContentVersion(repos.db.sql, repos.contentVersion, {
    onError: (e) =>
      logger.error("content version poll failed", { error: e instanceof Error ? e.message : String(e) }),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("stopping", { signal });
    await server.stop(); // stops accepting, waits for in-flight requests
    await contentWatch.stop();
    await deps.stats.stop(); // the last second's counts
    await deps.jobs.stop(); // waits for a job under way (a mail being sent, a backup being written)
    deps.mail.close();
    stopHelpers();
    idle.stop();
    await repos.db.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/**
 * How this program starts itself as the helper: the executable is its own program (its embedded entry is
 * under Bun's virtual /$bunfs/ folder); otherwise bun runs the same entry file (the bundle, or this file).
 */
function helperCommand(): string[] {
  const compiled = Bun.main.startsWith("/$bunfs/");
  return compiled ? [process.execPath, HELPER_FLAG] : [process.execPath, Bun.main, HELPER_FLAG];
}

await main();
