/**
 * Restoring into PostgreSQL (DATABASE_URL), and the last half of moving a SQLite site there
 * (migrate-to-postgres). The previous data cannot be moved aside inside PostgreSQL, so: no server may run
 * against the database (src/db/instances.ts), a database or bucket that holds data is replaced only when the
 * operator confirms, and then only after a backup of it was written; the rows are replaced in ONE
 * transaction, so a failure leaves the database as it was. See docs/decisions/013-backups-across-backends.md.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type Database,
  type DatabaseContents,
  DatabaseInUseError,
  DatabaseUnavailableError,
  describePostgres,
  knownSchemaVersion,
  migrateSqliteFile,
  openDatabase,
  type RunningInstance,
  redactUrl,
  replacePostgresContents,
  SnapshotError,
  serversRunning,
} from "../db";
import { type BlobStore, createLocalStore } from "../storage";
import { createBackup } from "./create";
import { asBackupError, BackupError } from "./errors";
import { timestamp } from "./names";
import { putAll, removeOthers, storedKeys } from "./objects";
import type { PostgresTarget, RestoreOptions, RestoreSummary } from "./restore-types";
import { stageArchive } from "./stage";
import { type Moves, moveAside } from "./swap";
import { APP_VERSION } from "./version";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2 servers are running against it (from 10.0.0.5 since …, …)". */
export function describeServers(instances: RunningInstance[]): string {
  const where = instances
    .map((i) => [i.address ? `from ${i.address}` : undefined, i.since ? `since ${i.since}` : undefined])
    .map((parts) => parts.filter(Boolean).join(" "))
    .filter(Boolean);
  const verb = instances.length === 1 ? "is" : "are";
  return `${plural(instances.length, "firm-site server")} ${verb} running against it${where.length ? ` (${where.join("; ")})` : ""}`;
}

function whatItHolds(contents: DatabaseContents, objects: number, bucket: boolean): string {
  const c = contents.counts;
  const others = contents.rows - c.posts - c.submissions - c.users - c.content - c.revisions;
  const parts = [
    plural(c.posts, "post"),
    plural(c.submissions, "enquiry", "enquiries"),
    plural(c.users, "admin user"),
    ...(c.content > 0
      ? [`${plural(c.content, "item")} of the site's content (${plural(c.revisions, "revision")})`]
      : []),
    ...(others > 0 ? [plural(others, "other row")] : []),
  ];
  const files =
    objects > 0 ? ` and ${plural(objects, "uploaded file")}${bucket ? " in the bucket" : ""}` : "";
  return `${parts.join(", ")}${files}`;
}

async function connect(target: PostgresTarget, existing: boolean): Promise<Database> {
  try {
    return await openDatabase(
      {
        kind: "postgres",
        url: target.url,
        ...(target.schema ? { schema: target.schema } : {}),
        maxConnections: 4,
      },
      { existing },
    );
  } catch (e) {
    if (e instanceof DatabaseUnavailableError) {
      throw new BackupError(e.message.replace(/^Cannot/, "cannot"));
    }
    throw asBackupError(e, `cannot open PostgreSQL at ${redactUrl(target.url)}`);
  }
}

const inUse = (where: string, instances: RunningInstance[]) =>
  new BackupError(
    `${where} is in use: ${describeServers(instances)}. Stop ${instances.length === 1 ? "it" : "them"}, then restore again`,
  );

/** dir/base+ext, or dir/base-2+ext… when that exists (two restores within one second). */
function freeName(dir: string, base: string, ext: string): string {
  for (let n = 1; ; n++) {
    const path = join(dir, `${base}${n === 1 ? "" : `-${n}`}${ext}`);
    if (!existsSync(path)) return path;
  }
}

export interface PostgresApply {
  target: PostgresTarget;
  /** A SQLite database at this program's schema (migrated), holding what goes in. */
  dbPath: string;
  /** The uploads that go with it: dir/<key> for each key. */
  uploads: { dir: string; keys: string[] };
  store: BlobStore;
  /**
   * With a local store: "swap" moves `uploads.dir` into DATA_DIR/uploads (the old folder aside); "keep"
   * leaves DATA_DIR/uploads as it is (a SQLite site moving to PostgreSQL keeps its uploads folder).
   */
  localUploads: "swap" | "keep";
  dataDir: string;
  confirm: RestoreOptions["confirm"];
  safetyDir: string;
  now: () => number;
}

export interface PostgresApplied {
  url: string;
  /** The backup of the data that was replaced. */
  previous: string | undefined;
  /** Where DATA_DIR/uploads was moved when it was swapped. */
  previousUploads: string | undefined;
  removedObjects: number;
  rows: number;
}

/**
 * Puts a verified SQLite database and its uploads into PostgreSQL and the store. In order: refuse while a
 * server runs or when the database is newer than this program; migrate it; when it (or the bucket) holds
 * data, ask, then write a backup of it; write the uploads (S3: every object; local: swap the folder);
 * replace every row in one transaction (which checks again that no server runs); only then remove the
 * bucket's objects that were not restored.
 */
export async function applyToPostgres(p: PostgresApply): Promise<PostgresApplied> {
  const where = `the PostgreSQL database ${redactUrl(p.target.url)}`;
  const probe = await connect(p.target, true);
  try {
    const before = await describePostgres(probe);
    const known = knownSchemaVersion();
    if (before.schemaVersion > known) {
      throw new BackupError(
        `${where} has schema version ${before.schemaVersion}; this firm-site (${APP_VERSION}) knows versions up to ${known}. Restore with the firm-site version its servers run`,
      );
    }
    const running = await serversRunning(probe);
    if (running.length > 0) throw inUse(where, running);
  } finally {
    await probe.close();
  }

  const db = await connect(p.target, false);
  const moves: Moves = [];
  try {
    const bucket = p.store.kind === "s3";
    const present = bucket
      ? await storedKeys(p.store)
      : p.localUploads === "swap"
        ? await storedKeys(createLocalStore(join(p.dataDir, "uploads")))
        : new Map<string, number>();
    const contents = await describePostgres(db);
    let previous: string | undefined;
    if (contents.rows > 0 || present.size > 0) {
      const holds = `${where}${bucket ? " and its bucket hold" : " holds"} ${whatItHolds(contents, present.size, bucket)}`;
      if (!(await p.confirm?.(holds))) {
        throw new BackupError(
          `${holds}; run the command again with --yes to replace them (they are backed up first)`,
        );
      }
      previous = freeName(p.safetyDir, `firm-site-before-restore-${timestamp(p.now())}`, ".tar.gz");
      try {
        await createBackup({ db, storage: p.store }, previous, p.now);
      } catch (e) {
        throw asBackupError(e, "the backup of the data to be replaced failed, so nothing was replaced");
      }
    }

    if (bucket) await putAll(p.store, p.uploads.dir, p.uploads.keys);
    else if (p.localUploads === "swap") {
      const aside = join(p.dataDir, `before-restore-${timestamp(p.now())}`, "uploads");
      try {
        await moveAside(moves, join(p.dataDir, "uploads"), aside);
        await moveAside(moves, p.uploads.dir, join(p.dataDir, "uploads"));
      } catch (e) {
        for (const m of moves.reverse()) await rename(m.to, m.from).catch(() => {});
        throw asBackupError(e, "moving the uploads into DATA_DIR failed and was undone");
      }
    }

    let rows: number;
    try {
      ({ rows } = await replacePostgresContents(db, p.dbPath));
    } catch (e) {
      for (const m of moves.reverse()) await rename(m.to, m.from).catch(() => {});
      if (e instanceof DatabaseInUseError) {
        if (e.instances.length > 0) throw inUse(where, e.instances);
        throw new BackupError(`${where} is busy: ${e.message}; try again when it has finished`);
      }
      if (e instanceof SnapshotError) throw new BackupError(e.message);
      throw asBackupError(e, `replacing the data in ${where} failed, and nothing was changed`);
    }

    let removedObjects = 0;
    if (bucket && present.size > 0) {
      try {
        removedObjects = await removeOthers(p.store, new Set(p.uploads.keys));
      } catch (e) {
        throw asBackupError(
          e,
          "the database was restored, but removing the bucket's objects that are not in the backup failed (restore again to finish)",
        );
      }
    }
    const previousUploads = moves.find((m) => m.from === join(p.dataDir, "uploads"))?.to;
    return { url: redactUrl(p.target.url), previous, previousUploads, removedObjects, rows };
  } finally {
    await db.close();
  }
}

/**
 * A backup into PostgreSQL: verified in a staging folder (inside DATA_DIR when uploads live there, so the
 * folder swap is a rename; in the system's temporary folder when they go to a bucket), brought up to this
 * program's schema, then applied.
 */
export async function restoreIntoPostgres(
  archive: string,
  dataDir: string,
  target: PostgresTarget,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  const started = performance.now();
  const store = options.storage ?? createLocalStore(join(dataDir, "uploads"));
  const local = store.kind === "local";
  const createdDataDir = local && !existsSync(dataDir);
  let staging: string | undefined;
  let done = false;
  try {
    if (local) await mkdir(dataDir, { recursive: true });
    staging = await mkdtemp(join(local ? dataDir : tmpdir(), local ? ".restore-" : "firm-site-restore-"));
    const staged = await stageArchive(archive, staging);
    // Unpacking leaves buffers the collector frees late; free them before the uploads are read again.
    Bun.gc(true);
    migrateSqliteFile(staged.dbPath);
    const applied = await applyToPostgres({
      target,
      dbPath: staged.dbPath,
      uploads: { dir: staged.uploadsDir, keys: staged.uploadKeys },
      store,
      localUploads: "swap",
      dataDir,
      confirm: options.confirm,
      safetyDir: options.safetyDir ?? process.cwd(),
      now: options.now ?? Date.now,
    });
    done = true;
    return {
      file: archive,
      dataDir,
      database: { kind: "postgres", url: applied.url },
      storage: store.kind,
      manifest: staged.manifest,
      uploadBytes: staged.uploadBytes,
      previous: applied.previous,
      ...(applied.previousUploads ? { previousUploads: applied.previousUploads } : {}),
      removedObjects: applied.removedObjects,
      durationMs: performance.now() - started,
    };
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true }).catch(() => {});
    if (!done && createdDataDir && existsSync(dataDir)) {
      if ((await readdir(dataDir).catch(() => ["?"])).length === 0) await rmdir(dataDir).catch(() => {});
    }
  }
}
