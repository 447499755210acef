import { firmClock, two } from "../shared/dates";

/** Backups this program names itself (and may therefore prune): firm-site-backup-YYYYMMDD-HHMMSS.tar.gz. */
export const BACKUP_NAME = /^firm-site-backup-(\d{8})-(\d{6})\.tar\.gz$/;

/** "20260304-023000": the firm's wall-clock time (America/Cayman, no daylight saving), so names sort by age. */
export function timestamp(at: number): string {
  const c = firmClock(at);
  return `${c.year}${two(c.month)}${two(c.day)}-${two(c.hour)}${two(c.minute)}${two(c.second)}`;
}

export const backupFileName = (at: number): string => `firm-site-backup-${timestamp(at)}.tar.gz`;
