import { existsSync, statSync } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { type Database, inspectSnapshot, SnapshotError, snapshotDatabase } from "../db";
import type { BlobStore, StoredObject } from "../storage";
import { createArchiveWriter } from "./archive";
import { asBackupError, BackupError } from "./errors";
import {
  DB_ENTRY,
  FORMAT,
  FORMAT_VERSION,
  formatSums,
  MANIFEST_ENTRY,
  type Manifest,
  type ManifestFile,
  SUMS_ENTRY,
  serializeManifest,
  UPLOADS_PREFIX,
} from "./manifest";
import { backupFileName } from "./names";
import { APP_VERSION } from "./version";

export interface BackupSource {
  db: Database;
  storage: BlobStore;
}

export interface BackupSummary {
  file: string;
  /** Size of the archive in bytes. */
  bytes: number;
  manifest: Manifest;
  uploadBytes: number;
  durationMs: number;
}

/** FILE as given: a folder (or nothing: the current folder) gets a timestamped name inside it. */
export function resolveBackupTarget(file: string | undefined, defaultDir: string, at: number): string {
  const target = resolve(file ?? defaultDir);
  if (file === undefined || (existsSync(target) && statSync(target).isDirectory())) {
    return join(target, backupFileName(at));
  }
  return target;
}

/** Makes sure a rename is on disk too (not every file system can open a folder; that is fine). */
async function syncFolder(dir: string): Promise<void> {
  try {
    const handle = await open(dir, "r");
    await handle.sync().finally(() => handle.close());
  } catch {
    // best effort
  }
}

/** Tries at reading one object before a backup gives up: a bucket under load drops a request now and then. */
const READ_ATTEMPTS = 3;

const isMissing = (e: unknown) => {
  const code = (e as { code?: unknown }).code;
  return code === "NoSuchKey" || code === "ENOENT";
};

/**
 * One object's bytes as they are now, or undefined when it has gone since it was listed. The size is
 * that of the bytes read, never the listing's: an object replaced or still being written while the site
 * takes uploads has another size than it was listed with, and the archive's entry must match what is in
 * it. Held in memory whole: uploads are images of a few MB at most.
 */
async function readObject(storage: BlobStore, key: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      const blob = await storage.get(key);
      return blob ? new Uint8Array(await blob.arrayBuffer()) : undefined;
    } catch (e) {
      if (isMissing(e)) return undefined;
      if (attempt >= READ_ATTEMPTS) throw e;
      await Bun.sleep(200 * attempt);
    }
  }
}

/**
 * Writes one archive at `file`: a snapshot of the live database as a SQLite file (consistent while the site
 * takes writes; from PostgreSQL too),
 * every object in the blob store (read through the store, so an S3 bucket is included the same way), and a
 * manifest with versions, counts and checksums. Work files sit next to `file` under hidden names and are
 * removed whatever happens; `file` appears only when complete. Throws BackupError.
 */
export async function createBackup(
  source: BackupSource,
  file: string,
  now: () => number = Date.now,
): Promise<BackupSummary> {
  const started = performance.now();
  const createdAt = now();
  const dir = dirname(file);
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another file name`);
  try {
    await mkdir(dir, { recursive: true });
  } catch (e) {
    throw asBackupError(e, "cannot create the backup folder", dir);
  }
  const work = `.${basename(file)}.${crypto.randomUUID().slice(0, 8)}`;
  const snapshot = join(dir, `${work}.db.partial`);
  const partial = join(dir, `${work}.partial`);
  let writer: Awaited<ReturnType<typeof createArchiveWriter>> | undefined;
  try {
    try {
      await snapshotDatabase(source.db, snapshot);
    } catch (e) {
      throw e instanceof SnapshotError
        ? new BackupError(e.message)
        : asBackupError(e, "database snapshot failed", dir);
    }
    let facts: ReturnType<typeof inspectSnapshot>;
    try {
      facts = inspectSnapshot(snapshot);
    } catch (e) {
      throw new BackupError(`the live database is damaged, ${e instanceof Error ? e.message : String(e)}`);
    }
    writer = await createArchiveWriter(partial, new Date(createdAt));
    const files: ManifestFile[] = [];
    const add = async (
      path: string,
      size: number,
      body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>,
    ) => {
      const sha256 = await writer!.add(path, size, body);
      files.push({ path, size, sha256 });
      return sha256;
    };
    const db = Bun.file(snapshot);
    await add(DB_ENTRY, db.size, db.stream());
    await rm(snapshot, { force: true });

    // Sorted, so two backups of the same data list their files in the same order.
    const objects: StoredObject[] = [];
    for await (const o of source.storage.list()) objects.push(o);
    objects.sort((a, b) => (a.key < b.key ? -1 : 1));
    let uploadBytes = 0;
    let sinceCollection = 0;
    for (const o of objects) {
      const bytes = await readObject(source.storage, o.key);
      if (!bytes) continue; // deleted since it was listed
      const size = bytes.byteLength;
      await add(`${UPLOADS_PREFIX}${o.key}`, size, bytes);
      uploadBytes += size;
      // An S3 download's buffers outlive it until a full collection (scripts/bench/sections/backup.ts measures it).
      sinceCollection += size;
      if (source.storage.kind === "s3" && sinceCollection >= 32 * 1024 * 1024) {
        sinceCollection = 0;
        Bun.gc(true);
      }
    }

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: APP_VERSION,
      schemaVersion: facts.schemaVersion,
      createdAt: new Date(createdAt).toISOString(),
      database: "sqlite",
      source: { database: source.db.dialect, uploads: source.storage.kind },
      counts: { ...facts.counts, uploads: files.length - 1 },
      files: [...files],
    };
    const manifestBytes = new TextEncoder().encode(serializeManifest(manifest));
    const manifestSha = await writer.add(MANIFEST_ENTRY, manifestBytes.byteLength, manifestBytes);
    const sums = new TextEncoder().encode(
      formatSums([...files, { path: MANIFEST_ENTRY, sha256: manifestSha }]),
    );
    await writer.add(SUMS_ENTRY, sums.byteLength, sums);
    const bytes = await writer.finish();
    writer = undefined;
    if (existsSync(file)) throw new BackupError(`${file} already exists; choose another file name`);
    await rename(partial, file);
    await syncFolder(dir);
    return { file, bytes, manifest, uploadBytes, durationMs: performance.now() - started };
  } catch (e) {
    await writer?.abort();
    throw asBackupError(e, "cannot write the backup", dir);
  } finally {
    await rm(snapshot, { force: true }).catch(() => {});
    await rm(partial, { force: true }).catch(() => {});
  }
}
