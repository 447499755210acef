/**
 * Backup and restore (src/backup): the only door. One .tar.gz archive holds a consistent
 * database snapshot, every object in the blob store and a manifest with checksums; restore verifies all of
 * it before swapping anything into DATA_DIR or PostgreSQL; migrate-to-postgres moves a SQLite site to
 * PostgreSQL. See docs/decisions/012-backup-archives.md and 013-backups-across-backends.md.
 */
export {
  BACKUP_USAGE,
  type CommandContext,
  runBackupCommand,
  runMigrateCommand,
  runRestoreCommand,
} from "./commands";
export { type BackupSource, type BackupSummary, createBackup, resolveBackupTarget } from "./create";
export { BackupError } from "./errors";
export { backupFolderProblem } from "./folder";
export { BACKUP_JOB, BACKUP_TIME, backupJob } from "./job";
export type { Manifest } from "./manifest";
export { type MigrateSummary, migrateToPostgres } from "./migrate";
export { BACKUP_NAME, backupFileName } from "./names";
export { pruneBackups } from "./prune";
export { restoreBackup } from "./restore";
export type { PostgresTarget, RestoreOptions, RestoreSummary } from "./restore-types";
export { APP_VERSION } from "./version";
