import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { testDatabase, testStorage } from "../../tests/support/app";
import { tempDir } from "../../tests/support/backup";
import { ConfigError, loadConfig } from "../config";
import { openDeps } from "../deps";
import type { AppDeps } from "../http/app-env";
import { nextDailyRun } from "../jobs";
import type { Logger } from "../lib/logger";
import { BACKUP_JOB, backupFileName, restoreBackup } from ".";

// Each test opens a site and lets its backup job write archives: seconds on a busy machine.
setDefaultTimeout(30_000);

const root = tempDir("schedule");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const DAY = 24 * 60 * 60 * 1000;
/** 2026-03-04 02:30 in the Cayman Islands (UTC−5, no daylight saving). */
const FIRST_RUN = Date.UTC(2026, 2, 4, 7, 30);

interface Logged {
  level: "info" | "error";
  msg: string;
  fields: Record<string, unknown> | undefined;
}

/** A site on the test database with BACKUP_DIR set, a test clock and a logger that records. */
async function siteWithBackups(env: Record<string, string>, clock: { now: number }) {
  const logged: Logged[] = [];
  const logger: Logger = {
    info: (msg, fields) => logged.push({ level: "info", msg, fields }),
    error: (msg, fields) => logged.push({ level: "error", msg, fields }),
  };
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: join(root, `data-${crypto.randomUUID()}`),
    ...env,
  });
  // In the PostgreSQL + S3 pass of `bun run test`, the backups are taken from PostgreSQL and the bucket.
  const storage = testStorage();
  const deps = await openDeps(config, logger, {
    database: testDatabase(),
    ...(storage ? { storage } : {}),
    now: () => clock.now,
  });
  return { deps, logged };
}

async function addEnquiry(deps: AppDeps, i: number) {
  await deps.repos.submissions.create({
    name: `Client ${i}`,
    email: `client${i}@example.com`,
    phone: "3455550100",
    service: "Immigration Services",
    message: "A message long enough to count.",
  });
}

describe("scheduled backups (BACKUP_DIR, BACKUP_KEEP)", () => {
  test("a daily run writes a named archive, then keeps only the newest BACKUP_KEEP of its own files", async () => {
    const dir = join(root, "daily");
    const clock = { now: FIRST_RUN };
    const { deps, logged } = await siteWithBackups({ BACKUP_DIR: dir, BACKUP_KEEP: "2" }, clock);
    // Files the feature did not write, and one an admin made by hand with the default name (it counts).
    const unrelated = [
      "notes.txt",
      "firm-site-backup-before-upgrade.tar.gz",
      "firm-site-backup-20260101-000000.tar.gz.copy",
    ];
    await Bun.write(join(dir, "firm-site-backup-20260101-120000.tar.gz"), "an old manual backup");
    for (const name of unrelated) await Bun.write(join(dir, name), "keep me");

    const written: string[] = [];
    for (let day = 0; day < 4; day++) {
      await addEnquiry(deps, day);
      expect(await deps.jobs.kick(BACKUP_JOB)).toBe(true);
      written.push(backupFileName(clock.now));
      // It runs again tomorrow at 02:30 Cayman time.
      const lease = await deps.repos.jobLeases.find(BACKUP_JOB);
      expect(lease?.last_error).toBeNull();
      expect(lease?.next_run_at).toBe(clock.now + DAY);
      expect(new Date(lease!.next_run_at).toISOString()).toMatch(/T07:30:00\.000Z$/);
      clock.now += DAY;
    }
    expect(written[0]).toBe("firm-site-backup-20260304-023000.tar.gz");
    expect(readdirSync(dir).sort()).toEqual([...unrelated, ...written.slice(-2)].sort());

    // The newest holds the fourth day's data, and restores.
    const restored = await restoreBackup(join(dir, written[3]!), join(root, "restored-daily"));
    expect(restored.manifest.counts.submissions).toBe(4);
    expect(restored.manifest.createdAt).toBe(new Date(FIRST_RUN + 3 * DAY).toISOString());

    const info = logged.filter((l) => l.msg === "backup written");
    expect(info).toHaveLength(4);
    expect(info[3]?.fields).toMatchObject({ file: join(dir, written[3]!), uploads: 0, pruned: [written[1]] });
    expect(JSON.stringify(logged)).not.toContain("client");
    await deps.repos.db.close();
  });

  test("a failed run is logged without personal data and is due again the next day", async () => {
    const blocker = join(root, "not-a-folder");
    writeFileSync(blocker, "a file where the backup folder should be");
    const clock = { now: FIRST_RUN + 5 * 60_000 };
    const { deps, logged } = await siteWithBackups({ BACKUP_DIR: join(blocker, "backups") }, clock);
    await addEnquiry(deps, 1);
    expect(await deps.jobs.kick(BACKUP_JOB)).toBe(true);
    const failure = logged.find((l) => l.level === "error");
    expect(failure?.msg).toBe("job failed");
    expect(failure?.fields).toMatchObject({ job: "backup" });
    expect(String(failure?.fields?.error)).toMatch(
      /cannot create the backup folder: .*not-a-folder.*: a part of the path is not a folder/,
    );
    expect(JSON.stringify(logged)).not.toMatch(/client|example\.com/i);
    const lease = await deps.repos.jobLeases.find(BACKUP_JOB);
    expect(lease?.last_error).toContain("cannot create the backup folder");
    expect(lease?.next_run_at).toBe(nextDailyRun(clock.now, "02:30", "America/Cayman"));
    expect(lease?.next_run_at).toBe(FIRST_RUN + DAY);
    await deps.repos.db.close();
  });

  test("when the blob store fails, nothing is pruned and no partial file is left", async () => {
    const dir = join(root, "store-fails");
    const old = ["firm-site-backup-20260301-023000.tar.gz", "firm-site-backup-20260302-023000.tar.gz"];
    for (const name of old) await Bun.write(join(dir, name), "an earlier backup");
    const clock = { now: FIRST_RUN };
    const { deps, logged } = await siteWithBackups({ BACKUP_DIR: dir, BACKUP_KEEP: "1" }, clock);
    deps.storage.list = async function* () {
      yield* [];
      throw new Error("the bucket did not answer");
    };
    expect(await deps.jobs.kick(BACKUP_JOB)).toBe(true);
    expect(logged.find((l) => l.level === "error")?.fields?.error).toBe(
      "cannot write the backup: the bucket did not answer",
    );
    expect(readdirSync(dir).sort()).toEqual(old);
    await deps.repos.db.close();
  });

  test("a site that has never been backed up gets its first backup as soon as the jobs start", async () => {
    const dir = join(root, "at-start");
    const clock = { now: FIRST_RUN + 9 * 60 * 60_000 }; // mid-morning: not the scheduled hour
    const { deps } = await siteWithBackups({ BACKUP_DIR: dir }, clock);
    deps.jobs.start();
    try {
      const deadline = Date.now() + 5000;
      while (!existsSync(dir) || readdirSync(dir).length === 0) {
        if (Date.now() > deadline) throw new Error("no backup was written at start");
        await Bun.sleep(20);
      }
    } finally {
      await deps.jobs.stop();
    }
    expect(readdirSync(dir)).toEqual([backupFileName(clock.now)]);
    await deps.repos.db.close();
  });

  test("without BACKUP_DIR there is no backup job", async () => {
    const { deps } = await siteWithBackups({}, { now: FIRST_RUN });
    expect(deps.jobs.kick(BACKUP_JOB)).rejects.toThrow('No job named "backup"');
    await deps.repos.db.close();
  });
});

describe("configuration", () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: "/srv/firm/data", ...env });
  const problem = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
    throw new Error("expected a ConfigError");
  };

  test("BACKUP_DIR alone keeps a week; BACKUP_KEEP sets how many", () => {
    expect(load({}).backup).toBeUndefined();
    expect(load({ BACKUP_DIR: "/srv/backups" }).backup).toEqual({ dir: "/srv/backups", keep: 7 });
    expect(load({ BACKUP_DIR: "/srv/backups", BACKUP_KEEP: "30" }).backup).toEqual({
      dir: "/srv/backups",
      keep: 30,
    });
  });

  test("bad values stop the start with a message naming the variable", () => {
    expect(problem({ BACKUP_DIR: "/srv/b", BACKUP_KEEP: "0" })).toContain("BACKUP_KEEP: must be at least 1");
    expect(problem({ BACKUP_DIR: "/srv/b", BACKUP_KEEP: "2.5" })).toContain(
      "BACKUP_KEEP: must be a whole number",
    );
    expect(problem({ BACKUP_DIR: "/srv/b", BACKUP_KEEP: "many" })).toContain("BACKUP_KEEP");
    expect(problem({ BACKUP_KEEP: "3" })).toContain("BACKUP_DIR: required with BACKUP_KEEP");
    expect(problem({ BACKUP_DIR: "/srv/firm/data/backups" })).toContain(
      "BACKUP_DIR: must be outside DATA_DIR",
    );
    expect(problem({ BACKUP_DIR: "/srv/firm/data" })).toContain("BACKUP_DIR: must be outside DATA_DIR");
    expect(load({ BACKUP_DIR: "/srv/firm/data-backups" }).backup?.dir).toBe("/srv/firm/data-backups");
  });
});
