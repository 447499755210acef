// First: it sets the JIT policy before any other module runs its top level.
import "./lib/jit-policy";
import { createApp } from "./app";
import { ensureAdmin } from "./auth";
import { runCli } from "./cli";
import { ConfigError, loadConfig } from "./config";
import { DatabaseUnavailableError, watchContentVersion } from "./db";
import { openDeps, StorageUnavailableError } from "./deps";
import { absoluteRequest } from "./http/host";
import { HELPER_FLAG, setHelperCommand, stopHelpers } from "./lib/helper-process";
import { createIdleTrim, IDLE_TRIM_AGAIN_MS, IDLE_TRIM_MS } from "./lib/idle-trim";
import { steadyJitPolicy } from "./lib/jit-policy";
import { createLogger } from "./lib/logger";

/** Entry point: config → database + migrations → first admin → HTTP server → jobs → graceful stop. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  // The helper process (heavy, rare work: sanitising, photos) is this same program started with a flag.
  if (args[0] === HELPER_FLAG) {
    (await import("./helper/main")).runHelper();
    return;
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
  const deps = await openDeps(config, logger).catch(unavailable);
  const { repos } = deps;
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
