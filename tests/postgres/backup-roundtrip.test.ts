/**
 * One archive format for both backends: a SQLite site restores into PostgreSQL + S3 and a PostgreSQL + S3
 * site restores into SQLite + local disk, with every row of every table (read from the live schemas) and
 * every upload byte for byte the same. Replacing data in PostgreSQL is refused without confirmation, backed
 * up first, and all-or-nothing; a tampered archive changes nothing; a running server blocks a restore.
 */
import { Database as BunDatabase } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { AppDeps } from "../../src/app-env";
import { BackupError, createBackup, restoreBackup } from "../../src/backup";
import {
  type Entry,
  openSiteAt,
  readArchive,
  resign,
  tempDir,
  writeArchive,
} from "../../src/backup/test-support";
import { createRepos, type Database, openDatabase } from "../../src/db";
import { type BlobStore, createLocalStore } from "../../src/storage";
import { pngBytes } from "../../src/test-images";
import {
  bucketStore,
  freshBucket,
  postgresRows,
  sqliteRows,
  storeFingerprint,
  TEST_URL,
} from "./backup-support";

const root = tempDir("pg-roundtrip");
const opened: Database[] = [];
afterAll(async () => {
  for (const db of opened) await db.close().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

const newSchema = (label: string) => `${label}_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
async function pg(schema: string, existing = false): Promise<Database> {
  const db = await openDatabase({ kind: "postgres", url: TEST_URL, schema, maxConnections: 2 }, { existing });
  opened.push(db);
  return db;
}

let site: AppDeps;
let sqliteArchive: string;
const images = new Map<string, Uint8Array<ArrayBuffer>>();
const yes = async () => true;

/** A SQLite site with something in every table, odd values included. */
beforeAll(async () => {
  site = await openSiteAt(join(root, "sqlite-site"));
  const { repos, storage } = site;
  const admin = await repos.users.create("admin", "$argon2id$not-a-real-hash");
  await repos.users.create("second", "$argon2id$another");
  await repos.sessions.create("a".repeat(64), admin, Date.now() + 3_600_000);
  for (let i = 0; i < 6; i++) {
    const bytes = pngBytes(30 + i, 20 + i, [i * 40, 200 - i * 20, 9 * i]);
    const key = i === 5 ? "variants/nested-480.webp" : `${crypto.randomUUID()}.png`;
    await storage.put(key, bytes, i === 5 ? "image/webp" : "image/png");
    images.set(key, bytes);
  }
  const keys = [...images.keys()];
  for (let i = 0; i < 4; i++) {
    await repos.posts.create({
      title: i === 0 ? `Ünïcödé "quotes" 'and' emoji 🏝️ — ${i}` : `Post ${i}`,
      slug: `post-${i}`,
      content: `Line one\nLine two of post ${i}; DROP TABLE posts; -- not an injection`,
      excerpt: `Excerpt ${i}`,
      serviceArea: "immigration",
      ...(i < 3 ? { featuredImage: `/uploads/${keys[i]}` } : {}),
    });
  }
  for (let i = 0; i < 1200; i++) {
    const s = await repos.submissions.create({
      name: `Client ${i}`,
      email: `client${i}@example.com`,
      phone: "3455550100",
      service: "Immigration Services",
      message: `Enquiry number ${i}, long enough.`,
    });
    if (i % 3 === 1) await repos.submissions.setStatus(s.id, "contacted");
    if (i % 3 === 2) await repos.submissions.setStatus(s.id, "completed");
  }
  await repos.jobLeases.claim("purge-sessions", "instance-1", Date.now(), 60_000);
  await repos.jobLeases.claim("far-future", "instance-1", Date.now(), 60_000);
  // An integer a JavaScript number cannot hold exactly must survive both ways.
  await repos.db.sql.run("UPDATE job_leases SET next_run_at = ? WHERE name = ?", [
    2n ** 62n + 1n,
    "far-future",
  ]);
  sqliteArchive = join(root, "sqlite.tar.gz");
  await createBackup({ db: repos.db, storage }, sqliteArchive);
}, 60_000);
afterAll(() => site.repos.db.close());

const siteDb = () => join(root, "sqlite-site", "site.db");

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
    expect(Object.keys(rows).sort()).toEqual([
      "contact_submissions",
      "job_leases",
      "posts",
      "sessions",
      "users",
    ]);
    expect(rows).toEqual(sqliteRows(siteDb()));
    expect(rows.contact_submissions).toHaveLength(1200);
    expect(await storeFingerprint(bucket)).toEqual(await storeFingerprint(site.storage));
    // The repositories read the restored data as they read the original.
    const restored = createRepos(pgDb);
    const byId = (ps: { id: string }[]) => ps.sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId(await restored.posts.list())).toEqual(byId(await site.repos.posts.list()));
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

/** A PostgreSQL schema and bucket holding another site, so replacing it can be watched. */
async function occupied(label: string) {
  const schema = newSchema(label);
  const db = await pg(schema);
  const repos = createRepos(db);
  await repos.posts.create({
    title: "Old post",
    slug: "old-post",
    content: "old",
    excerpt: "old",
    serviceArea: "immigration",
  });
  await repos.users.create("old-admin", "hash");
  const bucket = bucketStore(await freshBucket(label));
  await bucket.put("old-image.png", pngBytes(5, 5), "image/png");
  const snapshot = async () => ({ rows: await postgresRows(db), objects: await storeFingerprint(bucket) });
  return { schema, db, bucket, snapshot, target: { url: TEST_URL, schema } };
}

describe("replacing data in PostgreSQL", () => {
  test("is refused without confirmation, saying what is there; nothing changes", async () => {
    const o = await occupied("refuse");
    const before = await o.snapshot();
    const asked: string[] = [];
    const decline = async (holds: string) => {
      asked.push(holds);
      return false;
    };
    for (const confirm of [undefined, decline]) {
      const err = await restoreBackup(sqliteArchive, join(root, "unused-b"), {
        database: o.target,
        storage: o.bucket,
        safetyDir: root,
        ...(confirm ? { confirm } : {}),
      }).catch((e) => e);
      expect(err).toBeInstanceOf(BackupError);
      expect(err.message).toBe(
        `the PostgreSQL database ${TEST_URL} and its bucket hold 1 post, 0 enquiries, 1 admin user and 1 uploaded file in the bucket; run the command again with --yes to replace them (they are backed up first)`,
      );
    }
    expect(asked).toEqual([expect.stringContaining("hold 1 post, 0 enquiries, 1 admin user")]);
    expect(await o.snapshot()).toEqual(before);
    expect(readdirSync(root).filter((n) => n.startsWith("firm-site-before-restore-"))).toEqual([]);
  });

  test("once confirmed: what was there is backed up first, then replaced; the bucket's other objects removed", async () => {
    const o = await occupied("confirm");
    const before = await o.snapshot();
    const safetyDir = join(root, "safety");
    const summary = await restoreBackup(sqliteArchive, join(root, "unused-c"), {
      database: o.target,
      storage: o.bucket,
      confirm: yes,
      safetyDir,
    });
    expect(summary.previous).toMatch(/safety\/firm-site-before-restore-\d{8}-\d{6}(-\d)?\.tar\.gz$/);
    expect(summary.removedObjects).toBe(1);
    expect(await postgresRows(o.db)).toEqual(sqliteRows(siteDb()));
    expect(await storeFingerprint(o.bucket)).toEqual(await storeFingerprint(site.storage));

    // The safety backup brings the replaced site back.
    const back = await occupied("undo");
    await restoreBackup(summary.previous!, join(root, "unused-d"), {
      database: back.target,
      storage: back.bucket,
      confirm: yes,
      safetyDir,
    });
    expect(await back.snapshot()).toEqual(before);
  });

  test("a failure half-way through the copy rolls everything back: the database is as it was", async () => {
    const o = await occupied("rollback");
    const before = await o.snapshot();
    // PostgreSQL refuses a NUL character in text, which SQLite stores happily: the copy fails part-way,
    // after other tables were emptied and filled.
    const bad = join(root, "nul.tar.gz");
    await writeArchive(
      bad,
      resign(
        (await readArchive(sqliteArchive)).map((e) =>
          e.header.name === "site.db"
            ? {
                ...e,
                data: withSql(
                  e.data!,
                  "UPDATE users SET password_hash = 'x' || char(0) || 'y' WHERE username = 'second'",
                ),
              }
            : e,
        ),
      ),
    );
    const err = await restoreBackup(bad, join(root, "unused-e"), {
      database: o.target,
      storage: o.bucket,
      confirm: yes,
      safetyDir: join(root, "safety-rollback"),
    }).catch((e) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toMatch(
      /^replacing the data in the PostgreSQL database .* failed, and nothing was changed: /,
    );
    expect(await postgresRows(o.db)).toEqual(before.rows);
    // The bucket keeps what it had; the backup's objects were written first and are merely extra.
    const objects = await storeFingerprint(o.bucket);
    expect(objects).toMatchObject(before.objects);
    expect(Object.keys(objects)).toHaveLength(1 + images.size);
  });
});

describe("a bad archive is refused and PostgreSQL and the bucket stay exactly as they were", () => {
  const flip = (data: Uint8Array, at = Math.floor(data.byteLength / 2)) => {
    const copy = data.slice();
    copy[at] = copy[at]! ^ 0xff;
    return copy;
  };
  const edit = (entries: Entry[], name: (n: string) => boolean, change: (d: Uint8Array) => Uint8Array) =>
    entries.map((e) => (name(e.header.name) ? { ...e, data: change(e.data!) } : e));
  const cases: [string, (es: Entry[]) => Entry[], RegExp][] = [
    [
      "a changed byte in the database",
      (es) => edit(es, (n) => n === "site.db", flip),
      /site\.db does not match its SHA-256/,
    ],
    [
      "a changed byte in an upload",
      (es) =>
        edit(
          es,
          (n) => n.startsWith("uploads/"),
          (d) => flip(d, d.byteLength - 5),
        ),
      /uploads\/.+ does not match its SHA-256/,
    ],
    [
      "counts changed, checksums recomputed",
      (es) =>
        resign(es, (m) => {
          m.counts.submissions = 3;
        }),
      /does not hold what manifest\.json says/,
    ],
    [
      "a database newer than this program (checksums recomputed)",
      (es) =>
        resign(
          edit(
            es,
            (n) => n === "site.db",
            (d) => withSql(d, "INSERT INTO schema_migrations VALUES (999, '999-future', 0)"),
          ),
          (m) => {
            m.schemaVersion = 999;
          },
        ),
      /schema version 999/,
    ],
  ];
  for (const [label, tamper, message] of cases) {
    test(label, async () => {
      const o = await occupied("tamper");
      const before = await o.snapshot();
      const bad = join(root, `bad-${label.replace(/\W+/g, "-")}.tar.gz`);
      await writeArchive(bad, tamper(await readArchive(sqliteArchive)));
      const safetyDir = join(root, `safety-${label.replace(/\W+/g, "-")}`);
      const err = await restoreBackup(bad, join(root, "unused-f"), {
        database: o.target,
        storage: o.bucket,
        confirm: yes,
        safetyDir,
      }).catch((e) => e);
      expect(err).toBeInstanceOf(BackupError);
      expect(err.message).toMatch(message);
      expect(await o.snapshot()).toEqual(before);
      expect(existsSync(safetyDir)).toBe(false);
    });
  }
});

describe("servers running against the database", () => {
  test("a restore is refused while one runs, and goes through once it has stopped", async () => {
    const o = await occupied("running");
    const server = await pg(o.schema);
    await server.markRunning();
    const before = await o.snapshot();
    const err = await restoreBackup(sqliteArchive, join(root, "unused-g"), {
      database: o.target,
      storage: o.bucket,
      confirm: yes,
      safetyDir: join(root, "safety-running"),
    }).catch((e) => e);
    expect(err).toBeInstanceOf(BackupError);
    expect(err.message).toMatch(
      new RegExp(
        `^the PostgreSQL database ${TEST_URL.replace(/[/.?]/g, "\\$&")} is in use: 1 firm-site server is running against it \\(from 127\\.0\\.0\\.1 since .*\\)\\. Stop it, then restore again$`,
      ),
    );
    expect(await o.snapshot()).toEqual(before);
    // A site in another schema of the same database is not affected by this server.
    const elsewhere = await occupied("elsewhere");
    await restoreBackup(sqliteArchive, join(root, "unused-h"), {
      database: elsewhere.target,
      storage: elsewhere.bucket,
      confirm: yes,
      safetyDir: join(root, "safety-elsewhere"),
    });
    await server.close();
    await restoreBackup(sqliteArchive, join(root, "unused-i"), {
      database: o.target,
      storage: o.bucket,
      confirm: yes,
      safetyDir: join(root, "safety-running"),
    });
    expect(await postgresRows(o.db)).toEqual(sqliteRows(siteDb()));
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
    expect(err2.message).toMatch(/has schema version 999; this firm-site knows versions up to 2\./);
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

/** A copy of database bytes with `sql` applied. */
function withSql(bytes: Uint8Array, sql: string): Uint8Array {
  const db = BunDatabase.deserialize(bytes);
  db.exec(sql);
  const out = db.serialize();
  db.close();
  return out;
}
