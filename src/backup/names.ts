import { dateFormat, TIME_ZONE } from "../lib/dates";

/** Backups this program names itself (and may therefore prune): firm-site-backup-YYYYMMDD-HHMMSS.tar.gz. */
export const BACKUP_NAME = /^firm-site-backup-(\d{8})-(\d{6})\.tar\.gz$/;

const stampFormat = dateFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** "20260304-023000": the firm's wall-clock time (America/Cayman, no daylight saving), so names sort by age. */
export function timestamp(at: number): string {
  const part = (type: string) =>
    stampFormat()
      .formatToParts(new Date(at))
      .find((p) => p.type === type)?.value;
  return `${part("year")}${part("month")}${part("day")}-${part("hour")}${part("minute")}${part("second")}`;
}

export const backupFileName = (at: number): string => `firm-site-backup-${timestamp(at)}.tar.gz`;
