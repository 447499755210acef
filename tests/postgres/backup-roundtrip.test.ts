/**
 * One archive format for both backends: a SQLite site restores into PostgreSQL + S3 and a PostgreSQL + S3
 * site restores into SQLite + local disk, with every row of every table (read from the live schemas) and
 * every upload byte for byte the same; derived search structures are skipped and rebuilt.
 */
import { Database as BunDatabase } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { createBackup, restoreBackup } from "../../src/backup";
import { createRepos, type Database } from "../../src/db";
import { migrationsFor } from "../../src/db/migrations";
import type { AppDeps } from "../../src/http/app-env";
import { type BlobStore, createLocalStore } from "../../src/storage";
import { tempDir } from "../support/backup";
import { pngBytes } from "../support/images";
import { newSchema, occupied as occupiedIn, pgSchema, sqliteFixture } from "./backup-fixture";
import {
  bucketStore,
  freshBucket,
  postgresRows,
  sqliteRows,
  storeFingerprint,
  TEST_URL,
} from "./backup-support";

// Each test copies whole databases and buckets between the backends: seconds, more on a busy machine.
setDefaultTimeout(60_000);

const SCHEMA_VERSION = Math.max(...migrationsFor("sqlite").map((m) => m.version));

const root = tempDir("pg-roundtrip");
const opened: Database[] = [];
let site: AppDeps;
let sqliteArchive: string;
let images: Map<string, Uint8Array<ArrayBuffer>>;
let siteDbPath: string;
const _yes = async () => true;
const pg = (schema: string, existing = false) => pgSchema(schema, opened, existing);
const _occupied = (label: string) => occupiedIn(label, opened);
const siteDb = () => siteDbPath;

beforeAll(async () => {
  ({ site, archive: sqliteArchive, images, siteDb: siteDbPath } = await sqliteFixture(root));
}, 60_000);
afterAll(async () => {
  await site.repos.db.close();
  for (const db of opened) await db.close().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

describe("SQLite → archive → PostgreSQL + S3 → archive → SQLite", () => {
  let pgDb: Database;
  let bucket: BlobStore;

  test("into an empty PostgreSQL database and bucket: every table's rows and every upload, identical", async () => {
    const schema = newSchema("rt");
    bucket = bucketStore(await freshBucket("rt"));
    const summary = await restoreBackup(sqliteArchive, join(root, "unused-a"), {
      database: { url: TEST_URL, schema },
      storage: bucket,
    });
    expect(summary.database).toEqual({ kind: "postgres", url: TEST_URL });
    expect(summary.storage).toBe("s3");
    expect(summary.previous).toBeUndefined();
    expect(summary.removedObjects).toBe(0);
    expect(summary.manifest.source).toEqual({ database: "sqlite", uploads: "local" });
    // A PostgreSQL restore with a bucket writes nothing into DATA_DIR.
    expect(existsSync(join(root, "unused-a"))).toBe(false);

    pgDb = await pg(schema);
    const rows = await postgresRows(pgDb);
    const expected = sqliteRows(siteDb());
    // Every table of the SQLite site arrived (whatever later migrations add), with every row.
    expect(Object.keys(rows).sort()).toEqual(Object.keys(expected).sort());
    expect(Object.keys(rows)).toEqual(expect.arrayContaining(["contact_submissions", "posts", "users"]));
    expect(rows).toEqual(expected);
    expect(rows.contact_submissions).toHaveLength(1200);
    expect(await storeFingerprint(bucket)).toEqual(await storeFingerprint(site.storage));
    // The repositories read the restored data as they read the original.
    const restored = createRepos(pgDb);
    const byId = (ps: { id: string }[]) => ps.sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(await restored.posts.list("admin"))).toEqual(byId(await site.repos.posts.list("admin")));
    expect((await restored.jobLeases.find("purge-sessions"))?.owner).toBe("instance-1");
  });

  test("and back: a backup of PostgreSQL + S3 restores into SQLite + local disk, identical", async () => {
    const archive = join(root, "from-postgres.tar.gz");
    const made = await createBackup({ db: pgDb, storage: bucket }, archive);
    expect(made.manifest.source).toEqual({ database: "postgres", uploads: "s3" });
    expect(made.manifest.counts).toEqual({ posts: 4, submissions: 1200, users: 2, uploads: 6 });
    const dataDir = join(root, "back-to-sqlite");
    const summary = await restoreBackup(archive, dataDir);
    expect(summary.database.kind).toBe("sqlite");
    const db = new BunDatabase(join(dataDir, "site.db"), { readonly: true });
    expect(db.query("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
    db.close();
    expect(sqliteRows(join(dataDir, "site.db"))).toEqual(await postgresRows(pgDb));
    expect(sqliteRows(join(dataDir, "site.db"))).toEqual(sqliteRows(siteDb()));
    const local = createLocalStore(join(dataDir, "uploads"));
    expect(await storeFingerprint(local)).toEqual(await storeFingerprint(site.storage));
    for (const [key, bytes] of images) expect(await (await local.get(key))!.bytes()).toEqual(bytes);
  });

  test("into SQLite with uploads in a bucket: objects written, the bucket's others moved into before-restore", async () => {
    const other = bucketStore(await freshBucket("sq"));
    await other.put("stray.png", pngBytes(4, 4), "image/png");
    const dataDir = join(root, "sqlite-with-bucket");
    const summary = await restoreBackup(sqliteArchive, dataDir, { storage: other });
    expect(summary.storage).toBe("s3");
    expect(summary.removedObjects).toBe(1);
    expect(await storeFingerprint(other)).toEqual(await storeFingerprint(site.storage));
    expect(readdirSync(dataDir).sort()).toEqual([expect.stringMatching(/^before-restore-/), "site.db"]);
    expect(await Bun.file(join(summary.previous!, "uploads", "stray.png")).bytes()).toEqual(pngBytes(4, 4));
  });
});

describe("backups of PostgreSQL that cannot be made", () => {
  test("a database firm-site never used, and one newer than this program", async () => {
    const empty = await pg(newSchema("empty"), true);
    const err = await createBackup(
      { db: empty, storage: bucketStore(await freshBucket("e")) },
      join(root, "x.tar.gz"),
    ).catch((e) => e);
    expect(err.message).toBe(
      "the PostgreSQL database holds no firm-site data (no schema_migrations table): nothing to back up (is DATABASE_URL right?)",
    );
    const newer = await pg(newSchema("newer"));
    await newer.sql.run(
      "INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, '999-future', 0)",
    );
    const err2 = await createBackup(
      { db: newer, storage: bucketStore(await freshBucket("n")) },
      join(root, "y.tar.gz"),
    ).catch((e) => e);
    expect(err2.message).toContain(
      `has schema version 999; this firm-site knows versions up to ${SCHEMA_VERSION}.`,
    );
    expect(readdirSync(root).filter((n) => n.startsWith(".") || /^[xy]\.tar\.gz/.test(n))).toEqual([]);
  });

  test("derived search structures are skipped and rebuilt: a generated tsvector column", async () => {
    const schema = newSchema("derived");
    const db = await pg(schema);
    await db.sql.run(
      "ALTER TABLE posts ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', title || ' ' || content)) STORED",
    );
    const bucket = bucketStore(await freshBucket("d"));
    await restoreBackup(sqliteArchive, join(root, "unused-j"), {
      database: { url: TEST_URL, schema },
      storage: bucket,
    });
    const hits = await db.sql.all<{ slug: string }>(
      "SELECT slug FROM posts WHERE search_vector @@ plainto_tsquery('english', 'injection') ORDER BY slug",
    );
    expect(hits.map((h) => h.slug)).toEqual(["post-0", "post-1", "post-2", "post-3"]);
    const archive = join(root, "derived.tar.gz");
    await createBackup({ db, storage: bucket }, archive);
    const dataDir = join(root, "derived-sqlite");
    await restoreBackup(archive, dataDir);
    expect(sqliteRows(join(dataDir, "site.db"))).toEqual(sqliteRows(siteDb()));
  });
});
