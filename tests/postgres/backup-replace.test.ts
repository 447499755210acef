/**
 * Replacing data in PostgreSQL: refused without confirmation, backed up first, all-or-nothing; a tampered
 * archive changes nothing in the database or the bucket; a running server blocks a restore.
 */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { BackupError, restoreBackup } from "../../src/backup";
import type { Database } from "../../src/db";
import type { AppDeps } from "../../src/http/app-env";
import { type Entry, readArchive, resign, tempDir, writeArchive } from "../support/backup";
import { occupied as occupiedIn, pgSchema, sqliteFixture, withSql } from "./backup-fixture";
import { postgresRows, sqliteRows, storeFingerprint, TEST_URL } from "./backup-support";

// Each test copies whole databases and buckets: seconds on a busy machine, more than bun's default 5.
setDefaultTimeout(30_000);

const root = tempDir("pg-replace");
const opened: Database[] = [];
let site: AppDeps;
let sqliteArchive: string;
let images: Map<string, Uint8Array<ArrayBuffer>>;
let siteDbPath: string;
const yes = async () => true;
const pg = (schema: string, existing = false) => pgSchema(schema, opened, existing);
const occupied = (label: string) => occupiedIn(label, opened);
const siteDb = () => siteDbPath;

beforeAll(async () => {
  ({ site, archive: sqliteArchive, images, siteDb: siteDbPath } = await sqliteFixture(root));
}, 60_000);
afterAll(async () => {
  await site.repos.db.close();
  for (const db of opened) await db.close().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

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
        `the PostgreSQL database ${TEST_URL} and its bucket hold 1 post, 0 enquiries, 1 admin user, 1 other row and 1 uploaded file in the bucket; run the command again with --yes to replace them (they are backed up first)`,
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
