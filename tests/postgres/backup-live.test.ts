/**
 * Backups of real servers running on PostgreSQL + S3 (each test with a database and a bucket of its own),
 * through the commands an operator types: taken while the site takes writes, restored into another database
 * and bucket, served again; and a restore refused while a server runs against the database.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { type Database, serversRunning } from "../../src/db";
import {
  createPost,
  type RunningServer,
  runCommand,
  sendEnquiry,
  servedBytes,
  signIn,
  startSiteOver,
  startWriters,
  tempDir,
  upload,
} from "../support/backup";
import { pngBytes } from "../support/images";
import {
  backendEnv,
  bucketStore,
  dropDatabases,
  freshBucket,
  freshDatabase,
  openPostgresAt,
  storeFingerprint,
} from "./backup-support";

const root = tempDir("pg-live");
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) if (s.proc.exitCode === null) await s.stop("SIGKILL");
  await dropDatabases();
  rmSync(root, { recursive: true, force: true });
});

async function serve(env: Record<string, string>) {
  const s = await startSiteOver(join(root, `unused-data-${servers.length}`), env);
  servers.push(s);
  return s;
}

async function slugs(baseUrl: string): Promise<string[]> {
  return ((await (await fetch(`${baseUrl}/api/posts`)).json()) as { slug: string }[])
    .map((p) => p.slug)
    .sort();
}

/** PostgreSQL notices a killed client when its socket closes; wait for that rather than race it. */
async function untilNoServer(db: Database) {
  const deadline = Date.now() + 5000;
  while ((await serversRunning(db)).length > 0) {
    if (Date.now() > deadline) throw new Error("PostgreSQL still lists a server after it was killed");
    await Bun.sleep(50);
  }
}

describe("a backup of a site running on PostgreSQL + S3", () => {
  test("taken during writes, restores into another database and bucket with every acknowledged write and image, and is served", async () => {
    const envA = backendEnv(await freshDatabase("live_a"), await freshBucket("live-a"));
    const a = await serve(envA);
    const cookie = await signIn(a.baseUrl);
    const seededImages = new Map<string, Uint8Array<ArrayBuffer>>();
    for (let i = 0; i < 10; i++) {
      const bytes = pngBytes(200 + i, 150, [i * 20, 40, 90]);
      const url = await upload(a.baseUrl, cookie, bytes);
      seededImages.set(url, await servedBytes(a.baseUrl, url));
      await createPost(a.baseUrl, cookie, `seeded-${i}`, url);
      await sendEnquiry(a.baseUrl, `seeded-${i}@example.com`);
    }

    const writers = startWriters(a.baseUrl, cookie);
    while (writers.acked.length < 10) await Bun.sleep(10);
    const backupFile = join(root, "during-writes.tar.gz");
    const started = performance.now();
    const ackedBefore = writers.acked.filter((w) => w.at < started);
    const backup = await runCommand(["backup", backupFile], envA);
    const ended = performance.now();
    await Bun.sleep(100);
    await writers.stop();
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const lines = backup.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(new RegExp(`^Backup written: ${backupFile} \\(\\d+\\.\\d KB\\)$`));
    expect(lines[1]).toBe(
      `  from:     the PostgreSQL database ${envA.DATABASE_URL} and the S3 bucket "${envA.S3_BUCKET}"`,
    );
    expect(writers.acked.filter((w) => w.at > started && w.at < ended).length).toBeGreaterThan(0);
    await a.stop();

    const envB = backendEnv(await freshDatabase("live_b"), await freshBucket("live-b"));
    const restore = await runCommand(["restore", backupFile], envB);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const out = restore.stdout.trimEnd().split("\n");
    expect(out[0]).toBe(
      `Restored ${backupFile} into the PostgreSQL database ${envB.DATABASE_URL} and the S3 bucket "${envB.S3_BUCKET}"`,
    );
    expect(out[1]).toMatch(/from a PostgreSQL site; every checksum verified, integrity check ok$/);
    expect(out).toContain("  the database held no data before");
    expect(out.at(-1)).toMatch(/^ {2}took \d+\.\d s\. Start the servers to use it\.$/);

    const db = await openPostgresAt(envB.DATABASE_URL);
    const emails = new Set(
      (await db.sql.all<{ email: string }>("SELECT email FROM contact_submissions")).map((r) => r.email),
    );
    const posts = await db.sql.all<{ slug: string; featured_image: string }>(
      "SELECT slug, featured_image FROM posts",
    );
    await db.close();
    const restoredSlugs = new Set(posts.map((p) => p.slug));
    for (let i = 0; i < 10; i++) {
      expect(emails.has(`seeded-${i}@example.com`)).toBe(true);
      expect(restoredSlugs.has(`seeded-${i}`)).toBe(true);
    }
    for (const w of ackedBefore)
      expect((w.kind === "enquiry" ? emails : restoredSlugs).has(w.key)).toBe(true);
    // Every article in the restored database has its image in the new bucket.
    const objects = await storeFingerprint(bucketStore(envB.S3_BUCKET));
    for (const p of posts) expect(objects[p.featured_image.replace("/uploads/", "")]).toBeDefined();

    const b = await serve(envB);
    expect(new Set(await slugs(b.baseUrl))).toEqual(restoredSlugs);
    for (const [url, bytes] of seededImages) {
      const res = await fetch(`${b.baseUrl}${url}`);
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
    expect((await fetch(`${b.baseUrl}/blog/seeded-3`)).status).toBe(200);
    await b.stop();
  }, 120_000);
});

describe("restore into a PostgreSQL database in use", () => {
  test("is refused while a server runs against it (which keeps working); after kill -9 it needs --yes, backs up, and works", async () => {
    const env = backendEnv(await freshDatabase("live_busy"), await freshBucket("live-busy"));
    const s = await serve(env);
    const cookie = await signIn(s.baseUrl);
    await createPost(s.baseUrl, cookie, "in-the-backup", await upload(s.baseUrl, cookie, pngBytes(9, 9)));
    const file = join(root, "busy.tar.gz");
    expect((await runCommand(["backup", file], env)).code).toBe(0);
    await createPost(s.baseUrl, cookie, "after-the-backup");

    const refused = await runCommand(["restore", file, "--yes"], env);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    const lines = refused.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Restore failed: the PostgreSQL database postgres:\/\/\S+ is in use: 1 firm-site server is running against it \(from 127\.0\.0\.1 since \d{4}-.+\)\. Stop it, then restore again$/,
    );
    await createPost(s.baseUrl, cookie, "after-the-refusal");
    expect(await slugs(s.baseUrl)).toEqual(["after-the-backup", "after-the-refusal", "in-the-backup"]);

    await s.stop("SIGKILL");
    const db = await openPostgresAt(env.DATABASE_URL, { existing: true });
    await untilNoServer(db);
    await db.close();

    const unconfirmed = await runCommand(["restore", file], env);
    expect(unconfirmed.code).toBe(1);
    // Sessions (and whatever else sign-in records) count as other rows; the upload is its master and one
    // WebP variant.
    expect(unconfirmed.stderr.trimEnd()).toMatch(
      /^Restore failed: the PostgreSQL database \S+ and its bucket hold 3 posts, 0 enquiries, 1 admin user, 23 items of the site's content \(\d+ revisions\), \d+ other rows? and 2 uploaded files in the bucket; run the command again with --yes to replace them \(they are backed up first\)$/,
    );

    const ops = join(root, "ops");
    mkdirSync(ops);
    const restored = await runCommand(["restore", file, "--yes"], env, ops);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    const [safety] = readdirSync(ops);
    expect(safety).toMatch(/^firm-site-before-restore-\d{8}-\d{6}\.tar\.gz$/);
    expect(restored.stdout).toContain(
      `  what the database held before is backed up in ${join(ops, safety!)} (keep it until the restored site looks right)`,
    );

    const again = await serve(env);
    expect(await slugs(again.baseUrl)).toEqual(["in-the-backup"]);
    await again.stop();
  }, 90_000);
});
