import { existsSync, statSync } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DatabaseInUseError, type DatabaseLock, lockIdleDatabase, SnapshotError, sqlitePath } from "../db";
import { asBackupError, BackupError } from "./errors";
import { restoreIntoPostgres } from "./into-postgres";
import { timestamp } from "./names";
import { putAll, removeOthers } from "./objects";
import type { RestoreOptions, RestoreSummary } from "./restore-types";
import { archivePath, stageArchive } from "./stage";
import { type Moves, moveAside } from "./swap";

const UPLOADS = "uploads";
const DB_FILE = "site.db";

/**
 * Restores a backup: into DATA_DIR's SQLite database, or (options.database) into PostgreSQL; uploads into
 * DATA_DIR/uploads or the S3 store (options.storage). Nothing changes until the archive has proven itself
 * (stageArchive). Throws BackupError.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  try {
    const archive = archivePath(file);
    return options.database
      ? await restoreIntoPostgres(archive, resolve(dataDir), options.database, options)
      : await restoreIntoDataDir(archive, resolve(dataDir), options);
  } catch (e) {
    throw asBackupError(e);
  }
}

/** lockIdleDatabase, its failures in an operator's words. */
export function lockDataDir(dataDir: string, inUse: string): DatabaseLock {
  try {
    return lockIdleDatabase(dataDir);
  } catch (e) {
    if (e instanceof DatabaseInUseError) throw new BackupError(inUse);
    if (e instanceof SnapshotError) throw new BackupError(e.message);
    throw e;
  }
}

/**
 * Into DATA_DIR: the archive is extracted into a hidden folder inside DATA_DIR (the same file system, so
 * the swap is a few renames) and verified; then the current site.db (and uploads/, on local disk) move into
 * DATA_DIR/before-restore-<time>/ and the restored ones move in. DATA_DIR must not be in use: its database
 * is locked for the whole restore (lockIdleDatabase). With an S3 store, the backup's objects are written
 * before the swap and the bucket's other objects are moved (copied, then deleted) into the
 * before-restore folder after it.
 */
async function restoreIntoDataDir(
  archive: string,
  dataDir: string,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const started = performance.now();
  const now = options.now ?? Date.now;
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new BackupError(`DATA_DIR ${dataDir} is not a folder`);
  }
  const bucket = options.storage?.kind === "s3" ? options.storage : undefined;
  const createdDataDir = !existsSync(dataDir);
  let lock: DatabaseLock | undefined;
  let staging: string | undefined;
  let done = false;
  try {
    lock = lockDataDir(
      dataDir,
      `DATA_DIR ${dataDir} is in use: a running firm-site server (or another firm-site command) has its database open. Stop it, then restore again`,
    );
    await mkdir(dataDir, { recursive: true });
    staging = join(dataDir, `.restore-${crypto.randomUUID().slice(0, 8)}`);
    await mkdir(staging);
    const staged = await stageArchive(archive, staging);
    // Every object the restored database may refer to is in the bucket before the database switches.
    if (bucket) await putAll(bucket, staged.uploadsDir, staged.uploadKeys);

    // The swap. The lock still holds: fold the WAL into site.db so the old database is one file, move the
    // old data aside, let go of the old database, then move the restored data in.
    const moves: Moves = [];
    const previous = join(dataDir, `before-restore-${timestamp(now())}`);
    const db = sqlitePath(dataDir);
    try {
      lock.detach();
      for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, ...(bucket ? [] : [UPLOADS])]) {
        await moveAside(moves, join(dataDir, name), join(previous, name));
      }
      lock.release();
      lock = undefined;
      // Closing the old database removes its rollback journal; anything left would belong to the old file.
      for (const name of [`${DB_FILE}-journal`, `${DB_FILE}-wal`, `${DB_FILE}-shm`]) {
        await moveAside(moves, join(dataDir, name), join(previous, name));
      }
      await moveAside(moves, staged.dbPath, db);
      if (!bucket) await moveAside(moves, staged.uploadsDir, join(dataDir, UPLOADS));
    } catch (e) {
      for (const m of moves.reverse()) await rename(m.to, m.from).catch(() => {});
      throw asBackupError(e, "the swap into DATA_DIR failed and was undone");
    }
    done = true;
    let removedObjects = 0;
    if (bucket) {
      try {
        removedObjects = await removeOthers(bucket, new Set(staged.uploadKeys), join(previous, UPLOADS));
      } catch (e) {
        throw asBackupError(
          e,
          `the database was restored, but removing the bucket's objects that are not in the backup failed (restore again to finish)`,
        );
      }
    }
    return {
      file: archive,
      dataDir,
      database: { kind: "sqlite", path: db },
      storage: bucket ? "s3" : "local",
      manifest: staged.manifest,
      uploadBytes: staged.uploadBytes,
      previous: moves.some((m) => m.to.startsWith(previous)) || removedObjects > 0 ? previous : undefined,
      removedObjects,
      durationMs: performance.now() - started,
    };
  } finally {
    lock?.release();
    if (staging) await rm(staging, { recursive: true, force: true }).catch(() => {});
    if (!done && createdDataDir && existsSync(dataDir)) {
      // Leave no trace of a refused restore: the folder we made is removed again if it is still empty.
      if ((await readdir(dataDir).catch(() => ["?"])).length === 0) await rmdir(dataDir).catch(() => {});
    }
  }
}
