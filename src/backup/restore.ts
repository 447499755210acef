import { existsSync, statSync } from "node:fs";
import { mkdir, readdir, rename, rm, rmdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  DatabaseInUseError,
  type DatabaseLock,
  inspectSnapshot,
  knownSchemaVersion,
  lockIdleDatabase,
  SnapshotError,
  sqlitePath,
} from "../db";
import { extractArchive } from "./archive";
import { asBackupError, BackupError } from "./errors";
import { DB_ENTRY, MANIFEST_ENTRY, type Manifest, SUMS_ENTRY } from "./manifest";
import { timestamp } from "./names";
import { type Moves, moveAside } from "./swap";
import { requireSidecars, verifyExtracted } from "./verify";
import { APP_VERSION } from "./version";

export interface RestoreSummary {
  file: string;
  dataDir: string;
  manifest: Manifest;
  uploadBytes: number;
  /** Where the data that was in DATA_DIR before went; undefined when there was none. */
  previous: string | undefined;
  durationMs: number;
}

const UPLOADS = "uploads";

/**
 * Restores a backup into `dataDir`. Nothing in DATA_DIR changes until the archive has proven itself: it is
 * extracted into a hidden folder inside DATA_DIR (the same file system, so the swap is a few renames),
 * every checksum is verified against the manifest, the set of files must match it exactly, the database
 * must pass PRAGMA integrity_check and have a schema this program knows. Only then are the current site.db
 * and uploads/ moved into DATA_DIR/before-restore-<time>/ and the restored ones moved in. DATA_DIR must not
 * be in use: its database is locked for the whole restore (lockIdleDatabase). Throws BackupError.
 */
export async function restoreBackup(
  file: string,
  dataDirInput: string,
  now: () => number = Date.now,
): Promise<RestoreSummary> {
  const started = performance.now();
  const archive = resolve(file);
  const dataDir = resolve(dataDirInput);
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist`);
  if (statSync(archive).isDirectory()) throw new BackupError(`${archive} is a folder, not a backup file`);
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new BackupError(`DATA_DIR ${dataDir} is not a folder`);
  }

  const createdDataDir = !existsSync(dataDir);
  let lock: DatabaseLock | undefined;
  let staging: string | undefined;
  let done = false;
  try {
    try {
      lock = lockIdleDatabase(dataDir);
    } catch (e) {
      if (e instanceof DatabaseInUseError) {
        throw new BackupError(
          `DATA_DIR ${dataDir} is in use: a running firm-site server (or another firm-site command) has its database open. Stop it, then restore again`,
        );
      }
      if (e instanceof SnapshotError) throw new BackupError(e.message);
      throw e;
    }
    await mkdir(dataDir, { recursive: true });
    staging = join(dataDir, `.restore-${crypto.randomUUID().slice(0, 8)}`);
    await mkdir(staging);

    const files = await extractArchive(archive, staging);
    requireSidecars(files);
    const manifest = verifyExtracted(
      files,
      await Bun.file(join(staging, MANIFEST_ENTRY)).text(),
      await Bun.file(join(staging, SUMS_ENTRY)).text(),
    );
    const known = knownSchemaVersion();
    if (manifest.schemaVersion > known) {
      throw new BackupError(
        `the backup was made by firm-site ${manifest.appVersion} with database schema version ${manifest.schemaVersion}; this firm-site (${APP_VERSION}) knows versions up to ${known}. Restore it with firm-site ${manifest.appVersion} or newer`,
      );
    }
    let facts: ReturnType<typeof inspectSnapshot>;
    try {
      facts = inspectSnapshot(join(staging, DB_ENTRY));
    } catch (e) {
      throw new BackupError(e instanceof Error ? e.message : String(e));
    }
    const claimed = manifest.counts;
    if (
      facts.schemaVersion !== manifest.schemaVersion ||
      facts.counts.posts !== claimed.posts ||
      facts.counts.submissions !== claimed.submissions ||
      facts.counts.users !== claimed.users
    ) {
      throw new BackupError(
        "the database does not hold what manifest.json says it holds: the archive was changed",
      );
    }
    // Both restored pieces in place in the staging folder before the swap.
    await mkdir(join(staging, UPLOADS), { recursive: true });
    for (const name of [MANIFEST_ENTRY, SUMS_ENTRY]) await rm(join(staging, name));

    // The swap. The lock still holds: fold the WAL into site.db so the old database is one file, move the
    // old data aside, let go of the old database, then move the restored data in.
    const moves: Moves = [];
    const previous = join(dataDir, `before-restore-${timestamp(now())}`);
    const db = sqlitePath(dataDir);
    try {
      lock.detach();
      for (const name of [DB_ENTRY, `${DB_ENTRY}-wal`, `${DB_ENTRY}-shm`, UPLOADS]) {
        await moveAside(moves, join(dataDir, name), join(previous, name));
      }
      lock.release();
      lock = undefined;
      // Closing the old database removes its rollback journal; anything left would belong to the old file.
      for (const name of [`${DB_ENTRY}-journal`, `${DB_ENTRY}-wal`, `${DB_ENTRY}-shm`]) {
        await moveAside(moves, join(dataDir, name), join(previous, name));
      }
      await moveAside(moves, join(staging, DB_ENTRY), db);
      await moveAside(moves, join(staging, UPLOADS), join(dataDir, UPLOADS));
    } catch (e) {
      for (const m of moves.reverse()) await rename(m.to, m.from).catch(() => {});
      throw asBackupError(e, "the swap into DATA_DIR failed and was undone");
    }
    done = true;
    const uploadBytes = manifest.files.filter((f) => f.path !== DB_ENTRY).reduce((n, f) => n + f.size, 0);
    return {
      file: archive,
      dataDir,
      manifest,
      uploadBytes,
      previous: moves.some((m) => m.to.startsWith(previous)) ? previous : undefined,
      durationMs: performance.now() - started,
    };
  } catch (e) {
    throw asBackupError(e);
  } finally {
    lock?.release();
    if (staging) await rm(staging, { recursive: true, force: true }).catch(() => {});
    if (!done && createdDataDir && existsSync(dataDir)) {
      // Leave no trace of a refused restore: the folder we made is removed again if it is still empty.
      if ((await readdir(dataDir).catch(() => ["?"])).length === 0) await rmdir(dataDir).catch(() => {});
    }
  }
}
