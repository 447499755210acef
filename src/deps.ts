import { join } from "node:path";
import type { AppDeps } from "./app-env";
import { registerJobs } from "./background-jobs";
import type { Config } from "./config";
import { createRepos, type DatabaseTarget, openDatabase } from "./db";
import { createScheduler } from "./jobs";
import { TIME_ZONE } from "./lib/dates";
import { createFormTokens } from "./lib/form-token";
import type { Logger } from "./lib/logger";
import { createMail, type MailOptions } from "./mail";
import { createLocalStore } from "./storage";

/**
 * Opens what the app runs on (database, blob store, job runner), the same way for the server, the CLI and
 * route tests. Nothing is started: the server starts the jobs once it listens.
 */
export async function openDeps(
  config: Config,
  logger: Logger,
  options: { database?: DatabaseTarget; now?: () => number; mail?: MailOptions } = {},
): Promise<AppDeps> {
  const db = await openDatabase(options.database ?? { kind: "sqlite", dataDir: config.dataDir });
  const repos = createRepos(db);
  const storage = createLocalStore(join(config.dataDir, "uploads"));
  const jobs = createScheduler({
    leases: repos.jobLeases,
    logger,
    timeZone: TIME_ZONE,
    ...(options.now ? { now: options.now } : {}),
  });
  const mail = createMail({ config, repos, jobs, logger, now: options.now, options: options.mail });
  const formTokens = createFormTokens(repos.secrets, options.now ?? Date.now);
  const deps: AppDeps = {
    config,
    repos,
    storage,
    jobs,
    mail,
    formTokens,
    ...(options.now ? { now: options.now } : {}),
  };
  registerJobs(deps);
  return deps;
}
