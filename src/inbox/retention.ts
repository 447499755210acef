import { recordEvent } from "../audit";
import { SUBMISSION } from "../contact";
import type { Repos } from "../db";
import type { JobSpec } from "../jobs";

export const RETENTION_JOB = "retention";
/** A quiet hour in the firm's time zone (America/Cayman), after the 02:30 backup. */
export const RETENTION_TIME = "03:30";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Deleted per transaction: a large first run never holds the database for long. */
const BATCH = 500;

/**
 * RETENTION_DAYS: completed enquiries received longer ago than that are deleted, with their notes and
 * notification e-mail, daily at 03:30 Cayman time and once at every start. New and contacted enquiries
 * are kept however old (someone still has to deal with them). The log says how many, never whose.
 */
export function retentionJob(options: {
  repos: Pick<Repos, "transaction" | "audit">;
  days: number;
  now: () => number;
  log: (msg: string, fields: Record<string, unknown>) => void;
}): JobSpec {
  const { repos, days, now, log } = options;
  return {
    name: RETENTION_JOB,
    schedule: { dailyAt: RETENTION_TIME },
    atStart: true,
    leaseMs: 30 * 60_000,
    async run() {
      const before = now() - days * DAY_MS;
      const total = { enquiries: 0, notes: 0 };
      for (;;) {
        const batch = await repos.transaction(async (tx) => {
          const deleted = await tx.inbox.deleteCompletedBefore(before, BATCH);
          await tx.outbox.forget(SUBMISSION, deleted.ids);
          return deleted;
        });
        total.enquiries += batch.ids.length;
        total.notes += batch.notes;
        if (batch.ids.length < BATCH) break;
      }
      log("retention: completed enquiries deleted", {
        retentionDays: days,
        enquiries: total.enquiries,
        notes: total.notes,
      });
      // The Activity page shows it too (counts only, by nobody: the site did it).
      if (total.enquiries > 0)
        await recordEvent(repos, {
          action: "submission.retention",
          actor: undefined,
          ip: undefined,
          target: { type: "submission" },
          detail: { retentionDays: days, enquiries: total.enquiries, notes: total.notes },
        });
    },
  };
}
