/** `firm-site backup` / `firm-site restore` as an operator runs them: exit codes and what they print. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { openSiteAt, runCommand, tempDir } from "../../tests/support/backup";
import { pngBytes } from "../../tests/support/images";
import { migrationsFor } from "../db/migrations";
import { createSqliteFile } from "../db/sqlite";
import { BACKUP_NAME } from ".";

// Each test runs the program, which opens the database and writes or reads an archive: seconds on a busy
// machine.
setDefaultTimeout(30_000);

/** The newest schema this build knows (each merged feature adds migrations). */
const SCHEMA_VERSION = Math.max(...migrationsFor("sqlite").map((m) => m.version));

const root = tempDir("cli");
const dataDir = join(root, "data");
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  const site = await openSiteAt(dataDir);
  await site.repos.posts.create({
    title: "A post",
    slug: "a-post",
    content: "x",
    excerpt: "x",
    serviceArea: "immigration",
  });
  await site.storage.put("picture.png", pngBytes(40, 40), "image/png");
  await site.repos.db.close();
});

/** A failure is one line on stderr, never a stack trace. */
function expectOneLine(stderr: string, pattern: RegExp) {
  const lines = stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe("firm-site backup", () => {
  test("without FILE: a timestamped archive in the current folder, and a summary", async () => {
    const cwd = join(root, "cwd");
    mkdirSync(cwd);
    const r = await runCommand(["backup"], { DATA_DIR: dataDir }, cwd);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const [name] = readdirSync(cwd);
    expect(name).toMatch(BACKUP_NAME);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(new RegExp(`^Backup written: ${join(cwd, name!)} \\(\\d+\\.\\d KB\\)$`));
    expect(lines[1]).toBe(
      `  database: 1 post, 0 enquiries, 0 admin users (schema version ${SCHEMA_VERSION})`,
    );
    expect(lines[2]).toMatch(/^ {2}uploads: {2}1 file \(\d+ B\)$/);
    expect(lines[3]).toMatch(/^ {2}took \d+\.\d s\. Copy it off this machine/);
  });

  test("without FILE and with BACKUP_DIR: into BACKUP_DIR; with a folder as FILE: into that folder", async () => {
    const backupDir = join(root, "backups");
    const r = await runCommand(["backup"], { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    expect(r.code).toBe(0);
    expect(readdirSync(backupDir)).toHaveLength(1);
    const folder = join(root, "a-folder");
    mkdirSync(folder);
    expect((await runCommand(["backup", folder], { DATA_DIR: dataDir })).code).toBe(0);
    expect(readdirSync(folder)[0]).toMatch(BACKUP_NAME);
  });

  const failures: [string, string[], Record<string, string>, RegExp][] = [
    [
      "no database in DATA_DIR",
      ["backup", join(root, "x.tar.gz")],
      { DATA_DIR: join(root, "empty") },
      /^Backup failed: there is no database at .*empty\/site\.db: nothing to back up \(is DATA_DIR right\?\)$/,
    ],
    [
      "an existing file",
      ["backup", join(root, "exists.tar.gz")],
      { DATA_DIR: dataDir },
      /^Backup failed: .*exists\.tar\.gz already exists; choose another file name$/,
    ],
    [
      "a folder that cannot be made",
      ["backup", join(root, "exists.tar.gz", "sub", "b.tar.gz")],
      { DATA_DIR: dataDir },
      /^Backup failed: cannot create the backup folder: .*: a part of the path is not a folder$/,
    ],
    [
      "a file inside DATA_DIR",
      ["backup", join(dataDir, "uploads", "b.tar.gz")],
      { DATA_DIR: dataDir },
      /^Backup failed: .*b\.tar\.gz is inside DATA_DIR \(.*\); write backups elsewhere: a backup beside the data dies with the same disk$/,
    ],
    [
      "a bad BACKUP_KEEP",
      ["backup"],
      { DATA_DIR: dataDir, BACKUP_DIR: join(root, "b"), BACKUP_KEEP: "none" },
      /BACKUP_KEEP/,
    ],
  ];
  for (const [label, args, env, message] of failures) {
    test(`fails with one line and exit 1: ${label}`, async () => {
      writeFileSync(join(root, "exists.tar.gz"), "already here");
      const r = await runCommand(args, env);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr.trimEnd()).toMatch(message);
      if (label !== "a bad BACKUP_KEEP") expectOneLine(r.stderr, message);
    });
  }

  test("usage: --help exits 0, a wrong call exits 2", async () => {
    const help = await runCommand(["backup", "--help"], { DATA_DIR: dataDir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("firm-site backup [FILE]");
    const wrong = await runCommand(["backup", "a.tar.gz", "b.tar.gz"], { DATA_DIR: dataDir });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("firm-site restore FILE");
  });
});

describe("firm-site restore", () => {
  test("needs FILE (exit 2); a missing or foreign file fails with one line (exit 1)", async () => {
    const usage = await runCommand(["restore"], { DATA_DIR: join(root, "r1") });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("firm-site restore FILE");

    const missing = await runCommand(["restore", join(root, "nope.tar.gz")], { DATA_DIR: join(root, "r1") });
    expect(missing.code).toBe(1);
    expectOneLine(missing.stderr, /^Restore failed: .*nope\.tar\.gz does not exist$/);

    writeFileSync(join(root, "notes.txt"), "not a backup");
    const foreign = await runCommand(["restore", join(root, "notes.txt")], { DATA_DIR: join(root, "r1") });
    expect(foreign.code).toBe(1);
    expectOneLine(
      foreign.stderr,
      /^Restore failed: .*notes\.txt is not a firm-site backup \(not a \.tar\.gz archive\)$/,
    );

    const folder = await runCommand(["restore", root], { DATA_DIR: join(root, "r1") });
    expect(folder.code).toBe(1);
    expectOneLine(folder.stderr, /is a folder, not a backup file$/);
  });

  test("says what it restored", async () => {
    const file = join(root, "for-restore.tar.gz");
    expect((await runCommand(["backup", file], { DATA_DIR: dataDir })).code).toBe(0);
    const target = join(root, "restored");
    const r = await runCommand(["restore", file], { DATA_DIR: target });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(`Restored ${file} into ${target}`);
    expect(lines[1]).toMatch(
      /^ {2}backup taken \d{4}-\d\d-\d\dT.*Z by firm-site 0\.1\.0; every checksum verified, integrity check ok$/,
    );
    expect(lines[2]).toBe(
      `  database: 1 post, 0 enquiries, 0 admin users (schema version ${SCHEMA_VERSION})`,
    );
    expect(lines[3]).toMatch(/^ {2}uploads: {2}1 file/);
    expect(lines[4]).toBe("  DATA_DIR held no data before");
    expect(lines[5]).toMatch(/^ {2}took \d+\.\d s\. Start the server to use it\.$/);
  });
});

describe("a data folder written by an older version (schema version 10)", () => {
  const OLD = 10;
  /** DATA_DIR/site.db as a firm-site of schema version 10 left it: its tables, one admin and one post. */
  function olderSite(dir: string): void {
    mkdirSync(dir, { recursive: true });
    const applied = migrationsFor("sqlite")
      .filter((m) => m.version <= OLD)
      .map((m) => ({ version: m.version, name: m.name, applied_at: Date.UTC(2026, 0, 1) }));
    const db = createSqliteFile(join(dir, "site.db"), applied);
    db.query(
      "INSERT INTO users (id, username, password_hash, created_at) VALUES ('u1', 'partner', 'x', 1)",
    ).run();
    db.query(
      `INSERT INTO posts (id, title, slug, content, excerpt, service_area, published_at, created_at, updated_at)
       VALUES ('p1', 'Older post', 'older-post', 'x', 'x', 'immigration', 1, 1, 1)`,
    ).run();
    db.close();
  }

  test("backup works as it is; its archive restores, and the next start brings it up to date", async () => {
    const old = join(root, "older");
    olderSite(old);
    const file = join(root, "older.tar.gz");
    const backup = await runCommand(["backup", file], { DATA_DIR: old });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`  database: 1 post, 0 enquiries, 1 admin user (schema version ${OLD})`);
    const target = join(root, "older-restored");
    const restore = await runCommand(["restore", file], { DATA_DIR: target });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const site = await openSiteAt(target);
    try {
      expect(site.repos.db.migrationsApplied).toEqual(
        migrationsFor("sqlite")
          .filter((m) => m.version > OLD)
          .map((m) => m.name),
      );
      expect((await site.repos.posts.findBySlug("older-post", "admin"))?.title).toBe("Older post");
      expect((await site.repos.users.findByUsername("partner"))?.id).toBe("u1");
    } finally {
      await site.repos.db.close();
    }
  });

  test("restore into it, and content export from it, upgrade it first", async () => {
    const file = join(root, "for-older.tar.gz");
    expect((await runCommand(["backup", file], { DATA_DIR: dataDir })).code).toBe(0);
    const old = join(root, "older-replaced");
    olderSite(old);
    const restore = await runCommand(["restore", file], { DATA_DIR: old });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain("the data that was there before is in");

    const exported = join(root, "older-export");
    olderSite(exported);
    const r = await runCommand(["content", "export", join(root, "older-site.json")], { DATA_DIR: exported });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("practice areas");
  });
});

describe("firm-site migrate-to-postgres", () => {
  test("needs DATABASE_URL: one line, exit 1, DATA_DIR untouched; a wrong call exits 2", async () => {
    const before = readdirSync(dataDir).sort();
    const r = await runCommand(["migrate-to-postgres"], { DATA_DIR: dataDir });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expectOneLine(
      r.stderr,
      /^Migration failed: DATABASE_URL is not set: set it to the PostgreSQL database to move the site into \(and S3_BUCKET etc\. to move the uploads into a bucket\)$/,
    );
    expect(readdirSync(dataDir).sort()).toEqual(before);
    const wrong = await runCommand(["migrate-to-postgres", "--force"], { DATA_DIR: dataDir });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("firm-site migrate-to-postgres [--yes]");
  });

  test("a SQLite DATA_DIR without a database has nothing to move", async () => {
    const r = await runCommand(["migrate-to-postgres"], {
      DATA_DIR: join(root, "nothing-here"),
      DATABASE_URL: "postgres://firm@127.0.0.1:9/firm",
    });
    expect(r.code).toBe(1);
    expectOneLine(
      r.stderr,
      /^Migration failed: there is no SQLite database at .*nothing-here\/site\.db: nothing to move \(is DATA_DIR right\?\)$/,
    );
  });
});
