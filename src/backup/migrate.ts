/**
 * `firm-site migrate-to-postgres`: moves the SQLite site in DATA_DIR (site.db and uploads/) into PostgreSQL
 * (DATABASE_URL) and the configured store, in one step: what `firm-site backup` on the SQLite site followed
 * by `firm-site restore` with DATABASE_URL set does, without the archive in between. DATA_DIR is only read.
 */
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  type DatabaseLock,
  inspectSnapshot,
  knownSchemaVersion,
  migrateSqliteFile,
  type SnapshotFacts,
  sqlitePath,
} from "../db";
import { type BlobStore, createLocalStore } from "../storage";
import { asBackupError, BackupError } from "./errors";
import { applyToPostgres } from "./into-postgres";
import { lockDataDir } from "./restore";
import type { PostgresTarget, RestoreOptions } from "./restore-types";
import { APP_VERSION } from "./version";

export interface MigrateOptions {
  target: PostgresTarget;
  /** Where the uploads go: an S3 store gets a copy of each; a local store is DATA_DIR/uploads already. */
  storage: BlobStore;
  confirm?: RestoreOptions["confirm"];
  safetyDir?: string;
  now?: () => number;
}

export interface MigrateSummary {
  dataDir: string;
  url: string;
  storage: "local" | "s3";
  facts: SnapshotFacts;
  uploads: number;
  uploadBytes: number;
  /** The backup of what the PostgreSQL database (and bucket) held before, when it held anything. */
  previous: string | undefined;
  removedObjects: number;
  durationMs: number;
}

export async function migrateToPostgres(
  dataDirInput: string,
  options: MigrateOptions,
): Promise<MigrateSummary> {
  const started = performance.now();
  const dataDir = resolve(dataDirInput);
  const dbFile = sqlitePath(dataDir);
  if (!existsSync(dbFile)) {
    throw new BackupError(`there is no SQLite database at ${dbFile}: nothing to move (is DATA_DIR right?)`);
  }
  let lock: DatabaseLock | undefined;
  let staging: string | undefined;
  try {
    // Held to the end: no SQLite server may write what would then be missing on PostgreSQL.
    lock = lockDataDir(
      dataDir,
      `DATA_DIR ${dataDir} is in use: a running firm-site server has its database open. Stop it first (anything written during the move would be lost), then run migrate-to-postgres again`,
    );
    staging = join(dataDir, `.migrate-${crypto.randomUUID().slice(0, 8)}`);
    await mkdir(staging);
    const copy = join(staging, "site.db");
    let facts: SnapshotFacts;
    try {
      lock.copyTo(copy);
      facts = inspectSnapshot(copy);
    } catch (e) {
      throw new BackupError(
        `the SQLite database ${dbFile} is damaged, ${e instanceof Error ? e.message : String(e)}`,
      );
    }
    const known = knownSchemaVersion();
    if (facts.schemaVersion > known) {
      throw new BackupError(
        `the SQLite database has schema version ${facts.schemaVersion}; this firm-site (${APP_VERSION}) knows versions up to ${known}. Use the firm-site version that site runs`,
      );
    }
    migrateSqliteFile(copy);

    const uploadsDir = join(dataDir, "uploads");
    const keys: string[] = [];
    let uploadBytes = 0;
    for await (const o of createLocalStore(uploadsDir).list()) {
      keys.push(o.key);
      uploadBytes += o.size;
    }
    keys.sort();
    const applied = await applyToPostgres({
      target: options.target,
      dbPath: copy,
      uploads: { dir: uploadsDir, keys },
      store: options.storage,
      // On local disk the PostgreSQL-configured server reads the same DATA_DIR/uploads.
      localUploads: "keep",
      dataDir,
      confirm: options.confirm,
      safetyDir: options.safetyDir ?? process.cwd(),
      now: options.now ?? Date.now,
    });
    return {
      dataDir,
      url: applied.url,
      storage: options.storage.kind,
      facts,
      uploads: keys.length,
      uploadBytes,
      previous: applied.previous,
      removedObjects: applied.removedObjects,
      durationMs: performance.now() - started,
    };
  } catch (e) {
    throw asBackupError(e);
  } finally {
    lock?.release();
    if (staging) await rm(staging, { recursive: true, force: true }).catch(() => {});
  }
}
