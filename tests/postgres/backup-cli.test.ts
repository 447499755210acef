/**
 * The backup commands against PostgreSQL and S3 as an operator runs them: moving a SQLite site over with
 * migrate-to-postgres (then served from PostgreSQL), and one line with exit 1 for every problem,
 * unreachable backends included.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { migrationsFor } from "../../src/db/migrations";
import { uploadImage } from "../../src/images";
import { openSiteAt, runCommand, startSiteOver, tempDir } from "../support/backup";
import { pngBytes } from "../support/images";
import {
  backendEnv,
  bucketStore,
  dropDatabases,
  freshBucket,
  freshDatabase,
  openPostgresAt,
  postgresRows,
  S3_ENDPOINT,
  S3_KEYS,
  sqliteRows,
  storeFingerprint,
} from "./backup-support";

// Each test runs the program (and often a server) over PostgreSQL and a bucket: seconds, more on a busy
// machine.
setDefaultTimeout(60_000);

const SCHEMA_VERSION = Math.max(...migrationsFor("sqlite").map((m) => m.version));

const root = tempDir("pg-cli");
const sqliteSite = join(root, "sqlite-site");
let imageKey = "";
/** The files an upload left in DATA_DIR/uploads (the cleaned master and its variants), sorted. */
let uploadFiles: string[] = [];
/** The cleaned master the site serves for the post's image. */
let master = new Uint8Array();

beforeAll(async () => {
  const site = await openSiteAt(sqliteSite);
  const { url } = await uploadImage(
    site,
    new Blob([pngBytes(640, 480, [10, 120, 200])], { type: "image/png" }),
  );
  imageKey = url.slice("/uploads/".length);
  uploadFiles = readdirSync(join(sqliteSite, "uploads")).sort();
  master = await Bun.file(join(sqliteSite, "uploads", imageKey)).bytes();
  await site.repos.posts.create({
    title: "Moving to PostgreSQL",
    slug: "moving",
    content: "It went well.",
    excerpt: "How it went.",
    serviceArea: "corporate-law",
    featuredImage: `/uploads/${imageKey}`,
  });
  await site.repos.submissions.create({
    name: "A Client",
    email: "client@example.com",
    phone: "3455550100",
    service: "Corporate Law",
    message: "Please call me back.",
  });
  await site.repos.db.close();
});
afterAll(async () => {
  await dropDatabases();
  rmSync(root, { recursive: true, force: true });
});

/** A failure is one line on stderr, never a stack trace, and nothing on stdout. */
function expectOneLine(r: { code: number; stdout: string; stderr: string }, pattern: RegExp) {
  expect(r.code).toBe(1);
  expect(r.stdout).toBe("");
  const lines = r.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe("firm-site migrate-to-postgres", () => {
  test("moves the SQLite site into PostgreSQL and the bucket; a server on them serves its posts and images", async () => {
    const env = { ...backendEnv(await freshDatabase("mig"), await freshBucket("mig")), DATA_DIR: sqliteSite };
    const before = readdirSync(sqliteSite).sort();
    const r = await runCommand(["migrate-to-postgres"], env);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split("\n")).toEqual([
      `Moved the SQLite site in ${sqliteSite} into the PostgreSQL database ${env.DATABASE_URL}`,
      `  database: 1 post, 1 enquiry, 0 admin users (schema version ${SCHEMA_VERSION})`,
      expect.stringMatching(
        new RegExp(
          `^ {2}uploads: {2}${uploadFiles.length} files \\([\\d.]+ (B|KB)\\) copied into the S3 bucket "${env.S3_BUCKET}"$`,
        ),
      ),
      "  the PostgreSQL database held no data before",
      `  ${sqliteSite}/site.db was only read: keep it until the site runs well on PostgreSQL.`,
      expect.stringMatching(/^ {2}took \d+\.\d s\. Start the servers with DATABASE_URL set\.$/),
    ]);
    // DATA_DIR was only read.
    expect(readdirSync(sqliteSite).sort()).toEqual(before);
    const db = await openPostgresAt(env.DATABASE_URL);
    expect(await postgresRows(db)).toEqual(sqliteRows(join(sqliteSite, "site.db")));
    await db.close();
    const { DATA_DIR: _, ...pgEnv } = env;
    const bucket = bucketStore(env.S3_BUCKET);
    expect(Object.keys(await storeFingerprint(bucket)).sort()).toEqual(uploadFiles);

    const server = await startSiteOver(join(root, "empty-data-dir"), pgEnv);
    try {
      const posts = (await (await fetch(`${server.baseUrl}/api/posts`)).json()) as { slug: string }[];
      expect(posts.map((p) => p.slug)).toEqual(["moving"]);
      const page = await fetch(`${server.baseUrl}/blog/moving`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Moving to PostgreSQL");
      const img = await fetch(`${server.baseUrl}/uploads/${imageKey}`);
      expect(img.status).toBe(200);
      expect(new Uint8Array(await img.arrayBuffer())).toEqual(master);
    } finally {
      await server.stop();
    }

    // Again: the database holds data now (the server created its admin; the image row is "other"):
    // refused without --yes.
    expectOneLine(
      await runCommand(["migrate-to-postgres"], env),
      new RegExp(
        `^Migration failed: the PostgreSQL database \\S+ and its bucket hold 1 post, 1 enquiry, 1 admin user, 23 items of the site's content \\(23 revisions\\), 2 other rows and ${uploadFiles.length} uploaded files in the bucket; run the command again with --yes to replace them \\(they are backed up first\\)$`,
      ),
    );
    const ops = join(root, "ops-migrate");
    mkdirSync(ops);
    const forced = await runCommand(["migrate-to-postgres", "--yes"], env, ops);
    expect(forced.stderr).toBe("");
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(
      /what the database held before is backed up in .*firm-site-before-restore-\d{8}-\d{6}\.tar\.gz/,
    );
    expect(readdirSync(ops)).toEqual([expect.stringMatching(/^firm-site-before-restore-/)]);
  }, 60_000);

  test("without a bucket the uploads stay in DATA_DIR/uploads, where the server on PostgreSQL reads them", async () => {
    const url = await freshDatabase("mig_local");
    const r = await runCommand(["migrate-to-postgres"], { DATABASE_URL: url, DATA_DIR: sqliteSite });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `\\n {2}uploads: {2}${uploadFiles.length} files \\([\\d.]+ (B|KB)\\) stay in ${sqliteSite}/uploads, where the server reads them with DATABASE_URL set too\\n`,
      ),
    );
    const server = await startSiteOver(sqliteSite, { DATABASE_URL: url });
    try {
      const img = await fetch(`${server.baseUrl}/uploads/${imageKey}`);
      expect(new Uint8Array(await img.arrayBuffer())).toEqual(master);
      expect((await fetch(`${server.baseUrl}/blog/moving`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);

  test("a database migrated by an earlier start but holding no content counts as empty", async () => {
    const url = await freshDatabase("mig_migrated");
    const db = await openPostgresAt(url); // migrates: the content-version row is there, nothing else
    await db.close();
    const r = await runCommand(["migrate-to-postgres"], { DATABASE_URL: url, DATA_DIR: sqliteSite });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("  the PostgreSQL database held no data before");
  }, 60_000);

  test("refused while a server runs on the SQLite site (writes during the move would be lost)", async () => {
    const server = await startSiteOver(sqliteSite);
    try {
      const url = await freshDatabase("mig_busy");
      expectOneLine(
        await runCommand(["migrate-to-postgres"], { DATABASE_URL: url, DATA_DIR: sqliteSite }),
        new RegExp(
          `^Migration failed: DATA_DIR ${sqliteSite} is in use: a running firm-site server has its database open\\. Stop it first \\(anything written during the move would be lost\\), then run migrate-to-postgres again$`,
        ),
      );
      const db = await openPostgresAt(url, { existing: true });
      expect(
        await db.sql.all("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"),
      ).toEqual([]);
      await db.close();
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe("problems are one line and exit 1", () => {
  const down = "postgres://firm:s3cret-password@127.0.0.1:9/firm";
  const s3 = (bucket: string, endpoint = S3_ENDPOINT) => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: S3_KEYS.region,
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
  });
  let archive = "";
  beforeAll(async () => {
    archive = join(root, "for-problems.tar.gz");
    expect((await runCommand(["backup", archive], { DATA_DIR: sqliteSite })).code).toBe(0);
  });

  test("PostgreSQL cannot be reached (the password never shown)", async () => {
    for (const [verb, args] of [
      ["Backup", ["backup", join(root, "never.tar.gz")]],
      ["Restore", ["restore", archive, "--yes"]],
      ["Migration", ["migrate-to-postgres"]],
    ] as const) {
      const r = await runCommand([...args], { DATABASE_URL: down, DATA_DIR: sqliteSite });
      expectOneLine(
        r,
        new RegExp(
          `^${verb} failed: cannot reach PostgreSQL at postgres://firm:\\*\\*\\*@127\\.0\\.0\\.1:9/firm: `,
        ),
      );
      expect(r.stderr).not.toContain("s3cret");
    }
  });

  test("the bucket cannot be reached, or does not exist", async () => {
    const url = await freshDatabase("problems");
    for (const args of [
      ["backup", join(root, "never.tar.gz")],
      ["restore", archive],
      ["migrate-to-postgres"],
    ]) {
      expectOneLine(
        await runCommand(args, {
          DATABASE_URL: url,
          DATA_DIR: sqliteSite,
          ...s3("some-bucket", "http://127.0.0.1:9"),
        }),
        /^(Backup|Restore|Migration) failed: cannot reach the S3 bucket "some-bucket" at http:\/\/127\.0\.0\.1:9: connection refused$/,
      );
      expectOneLine(
        await runCommand(args, { DATABASE_URL: url, DATA_DIR: sqliteSite, ...s3("no-such-bucket") }),
        /^(Backup|Restore|Migration) failed: cannot reach the S3 bucket "no-such-bucket" at .*: .*bucket does not exist/,
      );
    }
    expect(readdirSync(root).filter((n) => n.startsWith("never"))).toEqual([]);
  });

  test("a backup of a PostgreSQL database firm-site has never used", async () => {
    expectOneLine(
      await runCommand(["backup", join(root, "nothing.tar.gz")], {
        DATABASE_URL: await freshDatabase("unused"),
        DATA_DIR: join(root, "unused-data"),
      }),
      /^Backup failed: the PostgreSQL database holds no firm-site data \(no schema_migrations table\): nothing to back up \(is DATABASE_URL right\?\)$/,
    );
  });

  test("a restore of a damaged archive into PostgreSQL leaves the database untouched", async () => {
    const url = await freshDatabase("damaged");
    const bad = join(root, "damaged.tar.gz");
    const bytes = await Bun.file(archive).bytes();
    await Bun.write(bad, bytes.slice(0, Math.floor(bytes.byteLength * 0.6)));
    const dataDir = join(root, "damaged-data");
    expectOneLine(
      await runCommand(["restore", bad, "--yes"], { DATABASE_URL: url, DATA_DIR: dataDir }),
      /^Restore failed: .*damaged\.tar\.gz is damaged or incomplete .*; nothing was restored$/,
    );
    expect(existsSync(dataDir)).toBe(false);
    const db = await openPostgresAt(url, { existing: true });
    expect(
      await db.sql.all("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"),
    ).toEqual([]);
    await db.close();
  });

  test("usage: unknown options exit 2", async () => {
    for (const args of [["restore", archive, "--force"], ["migrate-to-postgres", "extra"], ["restore"]]) {
      const r = await runCommand(args, { DATA_DIR: sqliteSite });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("firm-site migrate-to-postgres [--yes]");
    }
  });
});
