import { join } from "node:path";
import { createAlerts } from "./alerts";
import { registerJobs } from "./background-jobs";
import { calendarPort, createBooking } from "./booking";
import type { Config } from "./config";
import { createEnquiryMail, createFormTokens } from "./contact";
import { createContent } from "./content";
import { createRepos, type DatabaseTarget, openDatabase } from "./db";
import type { AppDeps } from "./http/app-env";
import { createInbox } from "./inbox";
import { createScheduler } from "./jobs";
import type { Logger } from "./lib/logger";
import { createMail, type MailOptions } from "./mail";
import { createPrivacy } from "./privacy";
import { TIME_ZONE } from "./shared/dates";
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
  const log = (msg: string, fields?: Record<string, unknown>) => logger.info(msg, fields);
  const content = createContent({ repos, storage, config, now: options.now, log });
  // The mail's sender follows the firm's settings as the site shows them. Each capability that sends
  // e-mail defines its kinds on it when it is made (below): the enquiries' here, client alerts' in theirs.
  const mail = createMail({
    config,
    repos,
    jobs,
    logger,
    now: options.now,
    options: options.mail,
    firm: () => content.current()?.firm,
  });
  const enquiryMail = createEnquiryMail({ config, repos, mail, content, log });
  const formTokens = createFormTokens(repos.secrets, options.now ?? Date.now);
  const inbox = createInbox({ repos, retentionDays: config.retentionDays, logger, now: options.now });
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
    log,
  });
  const alerts = createAlerts({ config, repos, mail, content, jobs, formTokens, now: options.now, log });
  // Consultation bookings (src/booking): its e-mails are defined on the mail when it is made.
  const booking = createBooking({
    config,
    repos,
    mail,
    content,
    log,
    now: options.now,
    calendars: calendarPort({ allowHosts: config.calendarAllowHosts }),
  });
  // Every capability's part of a person's data, for erasure by e-mail address and retention.
  const privacy = createPrivacy({
    repos,
    logger,
    entries: [inbox.personalData, alerts.personalData, booking.personalData],
  });
  const deps: AppDeps = {
    alerts,
    booking,
    config,
    repos,
    storage,
    jobs,
    mail,
    enquiryMail,
    inbox,
    privacy,
    stats,
    content,
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
