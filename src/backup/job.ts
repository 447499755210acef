import { join } from "node:path";
import type { JobSpec } from "../jobs";
import { type BackupSource, createBackup } from "./create";
import { backupFileName } from "./names";
import { pruneBackups } from "./prune";

export const BACKUP_JOB = "backup";
/** A quiet hour in the firm's time zone (America/Cayman): after midnight, long before the office opens. */
export const BACKUP_TIME = "02:30";

export interface BackupJobOptions extends BackupSource {
  dir: string;
  keep: number;
  now?: () => number;
  log?: (msg: string, fields: Record<string, unknown>) => void;
}

/**
 * The daily backup (BACKUP_DIR, BACKUP_KEEP): one archive at 02:30 Cayman time, then the oldest beyond
 * BACKUP_KEEP are deleted; only after a backup succeeded, so failures never eat into the kept ones. A run
 * missed while the server was down is due at the next start (the job's lease remembers when it is due). A
 * failed run throws: the scheduler logs it (paths and reasons only, never data) and the next run is tomorrow.
 */
export function backupJob({ dir, keep, now = Date.now, log, ...source }: BackupJobOptions): JobSpec {
  return {
    name: BACKUP_JOB,
    schedule: { dailyAt: BACKUP_TIME },
    // Long enough for a large upload folder; a crashed run's lease expires after it.
    leaseMs: 60 * 60_000,
    async run() {
      const summary = await createBackup(source, join(dir, backupFileName(now())), now);
      const pruned = await pruneBackups(dir, keep);
      log?.("backup written", {
        file: summary.file,
        bytes: summary.bytes,
        uploads: summary.manifest.counts.uploads,
        durationMs: Math.round(summary.durationMs),
        pruned,
      });
    },
  };
}
