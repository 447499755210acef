import { backupJob } from "./backup";
import type { AppDeps } from "./http/app-env";
import { imagesJob } from "./images";
import type { Logger } from "./lib/logger";
import { postHtmlJob } from "./posts";

/**
 * Every background job of the site, registered in one place (they run once the server starts them;
 * src/jobs decides which instance runs each). A capability exports its job; this file wires it to deps.
 */
export function registerJobs(deps: AppDeps, logger?: Logger): void {
  // Throttle windows that have ended are deleted hourly (an ended window counts as empty anyway).
  deps.jobs.add({
    name: "purge-rate-limits",
    schedule: { everyMs: 60 * 60 * 1000 },
    run: async () => void (await deps.repos.rateLimits.purgeExpired((deps.now ?? Date.now)())),
  });
  // Expired sessions are deleted hourly (a lookup ignores them anyway; this keeps the table small).
  deps.jobs.add({
    name: "purge-sessions",
    schedule: { everyMs: 60 * 60 * 1000 },
    run: async () => {
      await deps.repos.sessions.purgeExpired();
      await deps.repos.twoFactor.purgeExpiredPending(Date.now());
    },
  });

  // BACKUP_DIR: a backup every day at 02:30 Cayman time, keeping the newest BACKUP_KEEP (src/backup).
  if (deps.config.backup) {
    deps.jobs.add(
      backupJob({
        db: deps.repos.db,
        storage: deps.storage,
        ...deps.config.backup,
        ...(deps.now ? { now: deps.now } : {}),
        ...(logger ? { log: (msg, fields) => logger.info(msg, fields) } : {}),
      }),
    );
  }
  // Uploads (src/images): earlier uploads processed at start; unused images and debris deleted daily.
  deps.jobs.add(imagesJob(deps, logger ? (msg, fields) => logger.info(msg, fields) : undefined));

  // Posts whose kept HTML is missing or from an older renderer are rendered again.
  deps.jobs.add(postHtmlJob(deps));
  // The mail outbox (src/mail): every kind of e-mail, within seconds, retried for 24 hours.
  if (deps.mail.job) deps.jobs.add(deps.mail.job);
  // Scheduled changes of the site's content go live (a timer usually gets there first; this catches up).
  deps.jobs.add(deps.content.job());
  // Client alerts (src/alerts): new articles announced to their subscribers.
  for (const job of deps.alerts.jobs) deps.jobs.add(job);
  // Consultation bookings (src/booking): requests not confirmed in time expire; reminders ride the outbox.
  for (const job of deps.booking.jobs) deps.jobs.add(job);
  // Visit statistics: each day's salt and visitor marks deleted within hours of its end; old detail folded.
  deps.jobs.add(deps.stats.job);
  // Personal data kept no longer than its rule says (src/privacy's list): completed enquiries older than
  // RETENTION_DAYS daily at 03:30 Cayman time, unconfirmed sign-ups and sent alerts hourly; all at start.
  for (const job of deps.privacy.retentionJobs) deps.jobs.add(job);
}
