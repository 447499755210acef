/**
 * A backup taken while the site takes uploads into an S3 bucket: objects replaced, deleted or slow to answer
 * between the listing and the reading never fail it. Each object's size is the size of what was read.
 */
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { readArchive, tempDir } from "../../tests/support/backup";
import { type Service, startS3, TEST_BUCKET } from "../../tests/support/services";
import { type Database, openDatabase } from "../db";
import { type BlobStore, createS3Store } from "../storage";
import { createBackup, restoreBackup } from ".";

// A bucket server of its own (started under Node) and a backup and a restore: seconds on a busy machine.
setDefaultTimeout(60_000);

const root = tempDir("during-uploads");
let s3: Service & { endpoint: string };
let db: Database;
let bucket: BlobStore;

beforeAll(async () => {
  s3 = await startS3();
  bucket = createS3Store({
    endpoint: s3.endpoint,
    bucket: TEST_BUCKET,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    region: "us-east-1",
    prefix: "site/",
  });
  db = await openDatabase({ kind: "sqlite", dataDir: join(root, "site") });
}, 60_000);

afterAll(async () => {
  await db?.close();
  await s3?.stop();
  rmSync(root, { recursive: true, force: true });
});

const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);

test("objects replaced, deleted or briefly failing between listing and reading: the backup still succeeds", async () => {
  await bucket.put("kept.png", bytes(100, 1), "image/png");
  await bucket.put("replaced.png", bytes(200, 2), "image/png");
  await bucket.put("deleted-before-read.png", bytes(300, 3), "image/png");
  await bucket.put("deleted-while-read.png", bytes(400, 4), "image/png");
  await bucket.put("flaky.png", bytes(500, 5), "image/png");
  let flaked = false;
  // The bucket as the backup sees it while the site writes: every change happens after the listing.
  const racing: BlobStore = {
    ...bucket,
    list: (prefix) => bucket.list(prefix),
    async get(key) {
      if (key === "replaced.png") await bucket.put(key, bytes(5000, 9), "image/png");
      if (key === "deleted-before-read.png") await bucket.delete(key);
      if (key === "flaky.png" && !flaked) {
        flaked = true;
        throw Object.assign(new Error("We encountered an internal error. Please try again."), {
          code: "InternalError",
        });
      }
      const found = await bucket.get(key);
      if (key === "deleted-while-read.png") await bucket.delete(key);
      return found;
    },
  };

  const file = join(root, "during-uploads.tar.gz");
  const summary = await createBackup({ db, storage: racing }, file);
  const uploads = summary.manifest.files.filter((f) => f.path.startsWith("uploads/"));
  expect(uploads.map((f) => [f.path, f.size])).toEqual([
    ["uploads/flaky.png", 500],
    ["uploads/kept.png", 100],
    ["uploads/replaced.png", 5000],
  ]);
  expect(summary.manifest.counts.uploads).toBe(3);
  const entries = new Map((await readArchive(file)).map((e) => [e.header.name, e.data]));
  expect(entries.get("uploads/replaced.png")).toEqual(bytes(5000, 9));
  expect(entries.has("uploads/deleted-before-read.png")).toBe(false);
  expect(entries.has("uploads/deleted-while-read.png")).toBe(false);

  // And it restores: every checksum holds.
  const restored = join(root, "restored");
  await restoreBackup(file, restored);
  expect(readFileSync(join(restored, "uploads", "replaced.png"))).toEqual(Buffer.from(bytes(5000, 9)));
  expect(readFileSync(join(restored, "uploads", "flaky.png")).byteLength).toBe(500);
});
