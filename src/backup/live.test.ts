/**
 * Backups of a real, running server (spawned like tests/browser/harness.ts does), through the same
 * commands an operator types: taken while the site takes writes, restored into a fresh DATA_DIR, served
 * again; and a restore refused while a server has DATA_DIR open.
 */

import { Database } from "bun:sqlite";
import { afterAll, describe, expect, test } from "bun:test";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
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
} from "../../tests/support/backup";
import { pngBytes } from "../../tests/support/images";

const root = tempDir("live");
const servers: RunningServer[] = [];
afterAll(async () => {
  for (const s of servers) if (s.proc.exitCode === null) await s.stop("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

async function serve(dataDir: string) {
  const s = await startSiteOver(dataDir);
  servers.push(s);
  return s;
}

describe("a backup of a running site", () => {
  test("taken during writes, restores to a consistent database with every acknowledged write and image, and is served", async () => {
    const dataA = join(root, "site-a");
    const a = await serve(dataA);
    const cookie = await signIn(a.baseUrl);
    // Some history first: articles with images, enquiries.
    const seededImages = new Map<string, Uint8Array<ArrayBuffer>>();
    for (let i = 0; i < 12; i++) {
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
    const backup = await runCommand(["backup", backupFile], { DATA_DIR: dataA });
    const ended = performance.now();
    await Bun.sleep(100);
    await writers.stop();
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${backupFile}`);
    // The writes really overlapped the backup.
    expect(writers.acked.filter((w) => w.at > started && w.at < ended).length).toBeGreaterThan(0);
    await a.stop();

    const dataB = join(root, "site-b");
    const restore = await runCommand(["restore", backupFile], { DATA_DIR: dataB });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${backupFile} into ${dataB}`);

    const db = new Database(join(dataB, "site.db"), { readonly: true });
    expect(db.query("PRAGMA integrity_check").all()).toEqual([{ integrity_check: "ok" }]);
    const emails = new Set(
      db
        .query<{ email: string }, []>("SELECT email FROM contact_submissions")
        .all()
        .map((r) => r.email),
    );
    const slugs = new Set(
      db
        .query<{ slug: string }, []>("SELECT slug FROM posts")
        .all()
        .map((r) => r.slug),
    );
    const images = db.query<{ featured_image: string }, []>("SELECT featured_image FROM posts").all();
    db.close();
    for (let i = 0; i < 12; i++) {
      expect(emails.has(`seeded-${i}@example.com`)).toBe(true);
      expect(slugs.has(`seeded-${i}`)).toBe(true);
    }
    for (const w of ackedBefore) expect((w.kind === "enquiry" ? emails : slugs).has(w.key)).toBe(true);
    // Every article in the restored database has its image, byte for byte.
    const uploads = new Set(readdirSync(join(dataB, "uploads")));
    for (const { featured_image } of images)
      expect(uploads.has(featured_image.replace("/uploads/", ""))).toBe(true);

    const b = await serve(dataB);
    const posts = (await (await fetch(`${b.baseUrl}/api/posts`)).json()) as {
      slug: string;
      featuredImage: string;
    }[];
    expect(new Set(posts.map((p) => p.slug))).toEqual(slugs);
    for (const [url, bytes] of seededImages) {
      const res = await fetch(`${b.baseUrl}${url}`);
      expect(res.status).toBe(200);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
    for (const w of ackedBefore.filter((x) => x.kind === "post")) {
      const post = posts.find((p) => p.slug === w.key)!;
      expect(new Uint8Array(await (await fetch(`${b.baseUrl}${post.featuredImage}`)).arrayBuffer())).toEqual(
        w.image!,
      );
    }
    expect((await fetch(`${b.baseUrl}/blog/seeded-3`)).status).toBe(200);
    await b.stop();
  }, 90_000);
});

describe("restore over a DATA_DIR in use", () => {
  test("is refused while a server runs on it (which keeps working), and works once it is gone, even after kill -9", async () => {
    const dataDir = join(root, "site-live");
    const s = await serve(dataDir);
    const cookie = await signIn(s.baseUrl);
    await createPost(s.baseUrl, cookie, "in-the-backup");
    const file = join(root, "live.tar.gz");
    expect((await runCommand(["backup", file], { DATA_DIR: dataDir })).code).toBe(0);
    await createPost(s.baseUrl, cookie, "after-the-backup");

    const refused = await runCommand(["restore", file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr.trim().split("\n")).toEqual([
      `Restore failed: DATA_DIR ${dataDir} is in use: a running firm-site server (or another firm-site command) has its database open. Stop it, then restore again`,
    ]);
    // The server did not notice: it reads and writes as before.
    await createPost(s.baseUrl, cookie, "after-the-refusal");
    const slugs = async (base: string) =>
      ((await (await fetch(`${base}/api/posts`)).json()) as { slug: string }[]).map((p) => p.slug).sort();
    expect(await slugs(s.baseUrl)).toEqual(["after-the-backup", "after-the-refusal", "in-the-backup"]);
    expect(readdirSync(dataDir).sort()).toEqual(["site.db", "site.db-shm", "site.db-wal", "uploads"]);

    // A server killed outright holds nothing: the kernel dropped its locks.
    await s.stop("SIGKILL");
    const restored = await runCommand(["restore", file], { DATA_DIR: dataDir });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/the data that was there before is in .*before-restore-\d{8}-\d{6}/);

    const again = await serve(dataDir);
    expect(await slugs(again.baseUrl)).toEqual(["in-the-backup"]);
    await again.stop();
    // The data from before the restore, WAL included, is whole in before-restore-*.
    const aside = readdirSync(dataDir).find((n) => n.startsWith("before-restore-"))!;
    const old = new Database(join(dataDir, aside, "site.db"), { readonly: true });
    expect(old.query("SELECT slug FROM posts ORDER BY slug").all()).toEqual([
      { slug: "after-the-backup" },
      { slug: "after-the-refusal" },
      { slug: "in-the-backup" },
    ]);
    old.close();
  }, 60_000);
});
