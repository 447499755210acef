/**
 * Scheduled backups (BACKUP_DIR) with two instances sharing one PostgreSQL database and one bucket: the
 * job's lease in the database makes exactly one of them write each daily backup, and that backup restores
 * to the same rows and objects.
 */
import { afterAll, expect, test } from "bun:test";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { BACKUP_JOB, restoreBackup } from "../../src/backup";
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db";
import { openDeps } from "../../src/deps";
import type { AppDeps } from "../../src/http/app-env";
import { createLogger } from "../../src/lib/logger";
import { keepPostHtml } from "../../src/posts";
import type { BlobStore } from "../../src/storage";
import { tempDir } from "../support/backup";
import { pngBytes } from "../support/images";
import { bucketStore, freshBucket, postgresRows, storeFingerprint, TEST_URL } from "./backup-support";

const root = tempDir("pg-schedule");
const opened: AppDeps[] = [];
afterAll(async () => {
  for (const d of opened) {
    await d.jobs.stop();
    await d.repos.db.close();
  }
  rmSync(root, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;
/** 2026-03-04 02:30 in the Cayman Islands. */
const FIRST_RUN = Date.UTC(2026, 2, 4, 7, 30);

/** One instance: its own BACKUP_DIR (its own disk), the shared database schema and bucket. */
async function instance(name: string, schema: string, storage: BlobStore, clock: { now: number }) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: join(root, `${name}-data`),
    BACKUP_DIR: join(root, `${name}-backups`),
  });
  const deps = await openDeps(config, createLogger("silent"), {
    database: { kind: "postgres", url: TEST_URL, schema, maxConnections: 3 },
    storage,
    now: () => clock.now,
  });
  opened.push(deps);
  return deps;
}

const archives = () =>
  ["a", "b"].flatMap((n) => {
    const dir = join(root, `${n}-backups`);
    return existsSync(dir) ? readdirSync(dir).map((f) => join(dir, f)) : [];
  });

test("two instances: each daily backup is written once, by one of them, and restores", async () => {
  const schema = `sched_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const bucket = bucketStore(await freshBucket("sched"));
  const clock = { now: FIRST_RUN };
  const a = await instance("a", schema, bucket, clock);
  const b = await instance("b", schema, bucket, clock);
  await bucket.put("picture.png", pngBytes(12, 12), "image/png");
  const post = await a.repos.posts.create({
    title: "Shared",
    slug: "shared",
    content: "x",
    excerpt: "x",
    serviceArea: "immigration",
    featuredImage: "/uploads/picture.png",
  });
  // Saved as the editor saves it (with its HTML kept), so the start-up render pass has nothing to change
  // while the rows are compared.
  await keepPostHtml(a, post);
  await b.repos.submissions.create({
    name: "Client",
    email: "client@example.com",
    phone: "3455550100",
    service: "Immigration Services",
    message: "A message long enough.",
  });

  // Both try at the same moment: one runs it.
  const ran = await Promise.all([a.jobs.kick(BACKUP_JOB), b.jobs.kick(BACKUP_JOB)]);
  expect(ran.filter(Boolean)).toHaveLength(1);
  expect(archives()).toHaveLength(1);

  // The next day both schedulers run; the due backup is still written once.
  clock.now += DAY;
  a.jobs.start();
  b.jobs.start();
  const deadline = Date.now() + 10_000;
  while (archives().length < 2) {
    if (Date.now() > deadline) throw new Error("the second daily backup was not written");
    await Bun.sleep(20);
  }
  await Promise.all([a.jobs.stop(), b.jobs.stop()]);
  expect(archives()).toHaveLength(2);
  const lease = await a.repos.jobLeases.find(BACKUP_JOB);
  expect(lease?.last_error).toBeNull();
  expect(lease?.next_run_at).toBe(FIRST_RUN + 2 * DAY);

  const newest = archives().sort((x, y) => (x.split("/").at(-1)! < y.split("/").at(-1)! ? -1 : 1))[1]!;
  const targetSchema = `${schema}_r`;
  const restoredBucket = bucketStore(await freshBucket("sched-r"));
  const summary = await restoreBackup(newest, join(root, "unused"), {
    database: { url: TEST_URL, schema: targetSchema },
    storage: restoredBucket,
  });
  expect(summary.manifest.source).toEqual({ database: "postgres", uploads: "s3" });
  const restored = await openDatabase({ kind: "postgres", url: TEST_URL, schema: targetSchema });
  const live = await postgresRows(a.repos.db);
  const { job_leases: _a, ...liveData } = live;
  const { job_leases: _b, ...restoredData } = await postgresRows(restored);
  // The lease changed after the snapshot (the run finished); everything else is as it was.
  expect(restoredData).toEqual(liveData);
  expect(await storeFingerprint(restoredBucket)).toEqual(await storeFingerprint(bucket));
  await restored.close();
}, 60_000);
