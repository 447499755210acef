import { join } from "node:path";
import { type Alerts, createAlerts } from "./alerts";
import { registerJobs } from "./background-jobs";
import type { Config } from "./config";
import { createFormTokens } from "./contact";
import { type Content, createContent } from "./content";
import { createRepos, type DatabaseTarget, openDatabase } from "./db";
import type { AppDeps } from "./http/app-env";
import { createInbox } from "./inbox";
import { createScheduler } from "./jobs";
import type { Logger } from "./lib/logger";
import { createMail, type MailOptions } from "./mail";
import { TIME_ZONE } from "./shared/dates";
import { contactServiceOptions } from "./shared/practice-areas";
import { createStats } from "./stats";
import { type BlobStore, createLocalStore, createS3Store, storeProblem } from "./storage";

/** The blob store configured could not be reached at start. */
export class StorageUnavailableError extends Error {}

/**
 * Opens what the app runs on (database, blob store, job runner), the same way for the server, the CLI and
 * route tests. Nothing is started: the server starts the jobs once it listens.
 */
export async function openDeps(
  config: Config,
  logger: Logger,
  options: { database?: DatabaseTarget; storage?: BlobStore; now?: () => number; mail?: MailOptions } = {},
): Promise<AppDeps> {
  const db = await openDatabase(
    options.database ??
      (config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "sqlite", dataDir: config.dataDir }),
  );
  const repos = createRepos(db);
  const storage = options.storage ?? openStorage(config);
  try {
    await storage.prepare();
  } catch (e) {
    await db.close();
    throw new StorageUnavailableError(
      storage.kind === "s3"
        ? `Cannot reach the S3 bucket "${config.s3?.bucket}"${config.s3?.endpoint ? ` at ${config.s3.endpoint}` : ""}: ${storeProblem(e)}`
        : `DATA_DIR ${config.dataDir}: the uploads folder cannot be used: ${storeProblem(e)}`,
    );
  }
  const jobs = createScheduler({
    leases: repos.jobLeases,
    logger,
    timeZone: TIME_ZONE,
    ...(options.now ? { now: options.now } : {}),
  });
  // The mail's sender and wording follow the firm's settings as the site shows them (content, made below).
  let content: Content | undefined;
  let alerts: Alerts | undefined;
  const mail = createMail({
    config,
    repos,
    jobs,
    logger,
    now: options.now,
    options: options.mail,
    firm: () => content?.current()?.firm,
    // The acknowledgement e-mail: its switch and words as the settings are published, signed with the firm
    // as the site shows it.
    acknowledgement: async () => {
      const site = await content!.site();
      const s = site.settings;
      return {
        enabled: s.acknowledge === true,
        subject: s.acknowledgementSubject,
        body: s.acknowledgementBody,
        firm: { ...site.firm, address: s.address.contact },
        services: contactServiceOptions(site.practice.areas),
      };
    },
    // Client alerts' e-mails (confirmations, articles) are built by src/alerts, made below.
    subscribers: {
      build: (m) => alerts!.build(m),
      refused: (m, reason) => alerts!.refused(m, reason),
    },
  });
  const formTokens = createFormTokens(repos.secrets, options.now ?? Date.now);
  const inbox = createInbox({ repos, retentionDays: config.retentionDays, logger, now: options.now });
  content = createContent({
    repos,
    storage,
    config,
    now: options.now,
    log: (msg, fields) => logger.info(msg, fields),
  });
  // A fresh database gets the sample firm's site (every item missing from an older one too).
  await content.seed();
  // Built now, so the first page (and the first e-mail) find it ready; the site's own address likewise.
  await content.site().catch(() => {});
  await content.origin();
  const stats = createStats({
    repos,
    retentionDays: config.statsRetentionDays,
    trustProxy: config.trustProxy,
    now: options.now,
    onError: (e) =>
      logger.error("statistics: counts not written", { error: e instanceof Error ? e.message : String(e) }),
    log: (msg, fields) => logger.info(msg, fields),
  });
  alerts = createAlerts({
    config,
    repos,
    mail,
    content,
    jobs,
    formTokens,
    now: options.now,
    log: (msg, fields) => logger.info(msg, fields),
  });
  const deps: AppDeps = {
    alerts,
    config,
    repos,
    storage,
    jobs,
    mail,
    inbox,
    stats,
    content: content as Content,
    formTokens,
    ...(options.now ? { now: options.now } : {}),
  };
  registerJobs(deps, logger);
  return deps;
}

/** The configured blob store: S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
export function openStorage(config: Config): BlobStore {
  return config.s3 ? createS3Store(config.s3) : createLocalStore(join(config.dataDir, "uploads"));
}
