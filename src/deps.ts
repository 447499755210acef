import { join } from "node:path";
import type { AppDeps } from "./app-env";
import { registerJobs } from "./background-jobs";
import type { Config } from "./config";
import { createRepos, type DatabaseTarget, openDatabase } from "./db";
import { createScheduler } from "./jobs";
import { TIME_ZONE } from "./lib/dates";
import type { Logger } from "./lib/logger";
import { type BlobStore, createLocalStore } from "./storage";

/** The blob store for uploads: local disk under DATA_DIR/uploads (S3 arrives with #16). */
export function openStorage(config: Config): BlobStore {
  return createLocalStore(join(config.dataDir, "uploads"));
}

/**
 * Opens what the app runs on (database, blob store, job runner), the same way for the server, the CLI and
 * route tests. Nothing is started: the server starts the jobs once it listens.
 */
export async function openDeps(
  config: Config,
  logger: Logger,
  options: { database?: DatabaseTarget; now?: () => number } = {},
): Promise<AppDeps> {
  const db = await openDatabase(options.database ?? { kind: "sqlite", dataDir: config.dataDir });
  const repos = createRepos(db);
  const storage = openStorage(config);
  const jobs = createScheduler({
    leases: repos.jobLeases,
    logger,
    timeZone: TIME_ZONE,
    ...(options.now ? { now: options.now } : {}),
  });
  const deps: AppDeps = { config, repos, storage, jobs, ...(options.now ? { now: options.now } : {}) };
  registerJobs(deps, logger);
  return deps;
}
