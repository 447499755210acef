/**
 * Backup and restore of a large site (run by `bun run bench`, or alone): time and peak memory of
 * `firm-site backup` and `firm-site restore` over many enquiries and a large upload folder. Archives are
 * streamed, so peak memory must not grow with the size of the uploads.
 * With PostgreSQL installed it also measures the same site on PostgreSQL + S3 (a throw-away cluster and
 * s3rver, as the tests use): migrate-to-postgres from the SQLite site, backup from PostgreSQL + S3 (the
 * cursor-batched snapshot), and restore into another database and bucket.
 *   bun scripts/bench/sections/backup.ts [--upload-mb 240] [--enquiries 20000] [--pg-upload-mb 120]
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SQL } from "bun";
import { loadConfig } from "../../../src/config";
import { openDeps } from "../../../src/deps";
import { createLogger } from "../../../src/lib/logger";
import { postgresBin, startPostgres, startS3 } from "../../../tests/support/services";

const root = join(import.meta.dir, "..", "..", "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const UPLOAD_MB = arg("upload-mb", 240);
const ENQUIRIES = arg("enquiries", 20_000);
/** s3rver writes every object through Node to disk: a smaller upload set keeps the PostgreSQL run short. */
const PG_UPLOAD_MB = arg("pg-upload-mb", 120);
/** Peak RSS allowed for either command, whatever the upload size. */
const BUDGET_MB = 150;

/** Runs a command, sampling its peak resident memory (VmHWM) until it exits. */
async function measure(args: string[], env: Record<string, string>) {
  const started = performance.now();
  const proc = Bun.spawn([process.execPath, "src/server.ts", ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdout: "pipe",
    stderr: "pipe",
  });
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, "utf8"));
      if (m) peakKb = Math.max(peakKb, Number(m[1]));
    } catch {
      // exited
    }
  }, 10);
  const code = await proc.exited;
  clearInterval(sampler);
  if (code !== 0) throw new Error(`${args.join(" ")} failed: ${await new Response(proc.stderr).text()}`);
  return { seconds: (performance.now() - started) / 1000, peakMb: peakKb / 1024 };
}

const dir = mkdtempSync(join(tmpdir(), "firm-bench-backup-"));
let failed = false;
try {
  const dataDir = join(dir, "data");
  const deps = await openDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
  await deps.repos.transaction(async (tx) => {
    for (let i = 0; i < ENQUIRIES; i++) {
      await tx.submissions.create({
        name: `Client ${i}`,
        email: `client${i}@example.com`,
        phone: "3455550100",
        service: "Corporate Law",
        message: "A message of ordinary length about a company matter that needs advice.".repeat(3),
      });
    }
  });
  // Incompressible bytes (like photos), 4 MB each: gzip cannot shrink them, the worst case for time.
  const chunk = 4 * 1024 * 1024;
  const pgChunks = Math.ceil((PG_UPLOAD_MB * 1024 * 1024) / chunk);
  const pgSite = join(dir, "pg-source");
  for (let i = 0; i < Math.ceil((UPLOAD_MB * 1024 * 1024) / chunk); i++) {
    const bytes = new Uint8Array(chunk);
    for (let o = 0; o < chunk; o += 65536) crypto.getRandomValues(bytes.subarray(o, o + 65536));
    await deps.storage.put(`${crypto.randomUUID()}.jpg`, bytes, "image/jpeg");
    if (i === pgChunks - 1) {
      // The PostgreSQL run starts from a copy of the site with its first PG_UPLOAD_MB of uploads.
      await deps.repos.db.sql.run("VACUUM INTO ?", [join(dir, "pg-source.db")]);
      mkdirSync(pgSite);
      cpSync(join(dataDir, "uploads"), join(pgSite, "uploads"), { recursive: true });
      renameSync(join(dir, "pg-source.db"), join(pgSite, "site.db"));
    }
  }
  await deps.repos.db.close();

  const file = join(dir, "bench.tar.gz");
  const backup = await measure(["backup", file], { DATA_DIR: dataDir });
  const restore = await measure(["restore", file], { DATA_DIR: join(dir, "restored") });
  const size = statSync(file).size / 1024 / 1024;
  console.log(
    `\nBackup and restore (${ENQUIRIES} enquiries, ${UPLOAD_MB} MB of uploads; archive ${size.toFixed(0)} MB)`,
  );
  for (const [name, r] of [
    ["backup", backup],
    ["restore", restore],
  ] as const) {
    const over = r.peakMb > BUDGET_MB;
    failed ||= over;
    console.log(
      `  ${name.padEnd(8)} ${r.seconds.toFixed(1).padStart(5)} s  ${((UPLOAD_MB / r.seconds) | 0).toString().padStart(4)} MB/s  peak RSS ${r.peakMb.toFixed(0)} MB${over ? ` (over ${BUDGET_MB} MB)` : ""}`,
    );
  }

  if (postgresBin()) await postgresSection(pgSite, dir);
  else console.log("\n(PostgreSQL not installed: the PostgreSQL + S3 figures are skipped.)");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exit(1);

async function postgresSection(sqliteSite: string, work: string) {
  const pg = await startPostgres();
  const s3 = await startS3();
  try {
    const admin = new SQL(pg.url);
    for (const name of ["bench_a", "bench_b"]) await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.close();
    const env = (db: string, bucket: string) => {
      const u = new URL(pg.url);
      u.pathname = `/${db}`;
      return {
        DATABASE_URL: u.toString(),
        S3_BUCKET: bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      };
    };
    for (const bucket of ["bench-a", "bench-b"]) await fetch(`${s3.endpoint}/${bucket}`, { method: "PUT" });
    const file = join(work, "bench-pg.tar.gz");
    const steps = [
      [
        "migrate",
        await measure(["migrate-to-postgres"], { ...env("bench_a", "bench-a"), DATA_DIR: sqliteSite }),
      ],
      ["backup", await measure(["backup", file], env("bench_a", "bench-a"))],
      ["restore", await measure(["restore", file], env("bench_b", "bench-b"))],
    ] as const;
    console.log(
      `\nOn PostgreSQL + S3 (s3rver) (${ENQUIRIES} enquiries, ${PG_UPLOAD_MB} MB of uploads; archive ${(statSync(file).size / 1024 / 1024).toFixed(0)} MB)`,
    );
    for (const [name, r] of steps) {
      const over = r.peakMb > BUDGET_MB;
      failed ||= over;
      console.log(
        `  ${name.padEnd(8)} ${r.seconds.toFixed(1).padStart(5)} s  ${((PG_UPLOAD_MB / r.seconds) | 0).toString().padStart(4)} MB/s  peak RSS ${r.peakMb.toFixed(0)} MB${over ? ` (over ${BUDGET_MB} MB)` : ""}`,
      );
    }
  } finally {
    await s3.stop();
    await pg.stop();
  }
}
