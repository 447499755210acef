import { existsSync, statSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { inspectSnapshot, knownSchemaVersion, type SnapshotFacts } from "../db";
import { extractArchive } from "./archive";
import { BackupError } from "./errors";
import { DB_ENTRY, MANIFEST_ENTRY, type Manifest, SUMS_ENTRY, UPLOADS_PREFIX } from "./manifest";
import { requireSidecars, verifyExtracted } from "./verify";
import { APP_VERSION } from "./version";

/** A backup unpacked into a folder and proven whole: what a restore then puts in place. */
export interface Staged {
  /** The folder holding site.db and uploads/ (always there, perhaps empty). */
  dir: string;
  dbPath: string;
  uploadsDir: string;
  /** Every upload's key, in the archive's order. */
  uploadKeys: string[];
  uploadBytes: number;
  manifest: Manifest;
  facts: SnapshotFacts;
}

/** The archive path, resolved, after checking it is a file. */
export function archivePath(file: string): string {
  const archive = resolve(file);
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist`);
  if (statSync(archive).isDirectory()) throw new BackupError(`${archive} is a folder, not a backup file`);
  return archive;
}

/**
 * Extracts `archive` into `dir` (an empty folder) and verifies everything before anything uses it: every
 * checksum against the manifest, exactly the files it lists, a database that passes PRAGMA integrity_check,
 * holds what the manifest counts, and has a schema this program knows. Throws BackupError.
 */
export async function stageArchive(archive: string, dir: string): Promise<Staged> {
  const files = await extractArchive(archive, dir);
  requireSidecars(files);
  const manifest = await verifyExtracted(
    files,
    await Bun.file(join(dir, MANIFEST_ENTRY)).text(),
    await Bun.file(join(dir, SUMS_ENTRY)).text(),
  );
  const known = knownSchemaVersion();
  if (manifest.schemaVersion > known) {
    throw new BackupError(
      `the backup was made by firm-site ${manifest.appVersion} with database schema version ${manifest.schemaVersion}; this firm-site (${APP_VERSION}) knows versions up to ${known}. Restore it with firm-site ${manifest.appVersion} or newer`,
    );
  }
  let facts: SnapshotFacts;
  try {
    facts = inspectSnapshot(join(dir, DB_ENTRY));
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
  await mkdir(join(dir, "uploads"), { recursive: true });
  for (const name of [MANIFEST_ENTRY, SUMS_ENTRY]) await rm(join(dir, name));
  const uploads = manifest.files.filter((f) => f.path.startsWith(UPLOADS_PREFIX));
  return {
    dir,
    dbPath: join(dir, DB_ENTRY),
    uploadsDir: join(dir, "uploads"),
    uploadKeys: uploads.map((f) => f.path.slice(UPLOADS_PREFIX.length)),
    uploadBytes: uploads.reduce((n, f) => n + f.size, 0),
    manifest,
    facts,
  };
}
