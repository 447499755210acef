/**
 * What the backup tests on PostgreSQL + S3 start from: a SQLite site with something in every table (odd
 * values included) and its archive, and PostgreSQL schemas and buckets holding another site to replace.
 */
import { Database as BunDatabase } from "bun:sqlite";
import { join } from "node:path";
import { createBackup } from "../../src/backup";
import { createRepos, type Database, openDatabase } from "../../src/db";
import { openSiteAt } from "../support/backup";
import { pngBytes } from "../support/images";
import { bucketStore, freshBucket, postgresRows, storeFingerprint, TEST_URL } from "./backup-support";

export const newSchema = (label: string) => `${label}_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;

/** A schema of the test database (created and migrated unless `existing`); closed by the caller via `opened`. */
export async function pgSchema(schema: string, opened: Database[], existing = false): Promise<Database> {
  const db = await openDatabase({ kind: "postgres", url: TEST_URL, schema, maxConnections: 2 }, { existing });
  opened.push(db);
  return db;
}

/** The SQLite site under `root` and a backup of it. */
export async function sqliteFixture(root: string) {
  const site = await openSiteAt(join(root, "sqlite-site"));
  const { repos, storage } = site;
  const images = new Map<string, Uint8Array<ArrayBuffer>>();
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
  // A consultation booking with its claims on the firm's time (rows that reference it, odd text included).
  const start = Date.parse("2026-03-03T14:00:00Z");
  await repos.transaction((tx) =>
    tx.bookings.create(
      {
        id: crypto.randomUUID(),
        typeId: "initial-consultation",
        typeName: "Initial consultation",
        practiceArea: null,
        host: "",
        start,
        end: start + 30 * 60_000,
        blockStart: start,
        blockEnd: start + 30 * 60_000,
        status: "held",
        name: "Zoë O'Brien",
        email: "zoe@example.com",
        phone: "+1 345 555 0199",
        parties: ["Blue Harbour Holdings Ltd", 'A "quoted" party'],
        answers: [{ question: "Company?", answer: "yes" }],
        message: "Ünïcödé; DROP TABLE bookings; --",
        conflicts: [],
        origin: { landingPage: "/", source: null, medium: null, campaign: null, sentFrom: "/book" },
        manageTokenHash: "f".repeat(64),
        holdExpiresAt: start - 3_600_000,
        createdAt: start - 86_400_000,
        confirmedAt: null,
        requestKey: "fixture-request-key-0001",
      },
      [start, start + 300_000, start + 600_000, start + 900_000, start + 1_200_000, start + 1_500_000],
    ),
  );
  const archive = join(root, "sqlite.tar.gz");
  await createBackup({ db: repos.db, storage }, archive);
  return { site, archive, images, siteDb: join(root, "sqlite-site", "site.db") };
}

/** A PostgreSQL schema and bucket holding another site, so replacing it can be watched. */
export async function occupied(label: string, opened: Database[]) {
  const schema = newSchema(label);
  const db = await pgSchema(schema, opened);
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

/** A copy of database bytes with `sql` applied. */
export function withSql(bytes: Uint8Array, sql: string): Uint8Array {
  const db = BunDatabase.deserialize(bytes);
  db.exec(sql);
  const out = db.serialize();
  db.close();
  return out;
}
