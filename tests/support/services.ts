/**
 * Throw-away servers for the test run: a PostgreSQL cluster in a temporary folder, started
 * from Debian's binaries, and stopped (folder removed) afterwards. Used by scripts/test.ts and the bench.
 */
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SQL } from "bun";
import { freePort } from "./free-port";

export interface Service {
  url: string;
  stop(): Promise<void>;
}

/** The newest PostgreSQL server binaries installed from Debian's packages, if any. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : undefined;
}

/** initdb and postgres refuse to run as root: run them as the `postgres` user when we are root. */
function run(cmd: string[], asPostgres: boolean): { ok: boolean; output: string } {
  const full = asPostgres ? ["runuser", "-u", "postgres", "--", ...cmd] : cmd;
  const p = Bun.spawnSync(full, { stdout: "pipe", stderr: "pipe" });
  return { ok: p.exitCode === 0, output: p.stdout.toString() + p.stderr.toString() };
}

/**
 * Where the cluster's folder goes: the memory-backed /dev/shm when it has room to spare (a test run
 * creates a schema per test app, about 2.5 MB of files each, and making those files in memory makes a
 * test app's database a third faster to create), else the temporary folder. A container's small /dev/shm
 * (Docker gives 64 MB) is left alone.
 */
function clusterParent(): string {
  const MEMORY_NEEDED = 8 * 1024 ** 3;
  try {
    const fs = statfsSync("/dev/shm");
    if (fs.bavail * fs.bsize >= MEMORY_NEEDED) return "/dev/shm";
  } catch {
    // No /dev/shm here: the temporary folder it is.
  }
  return tmpdir();
}

export async function startPostgres(): Promise<Service & { database(name: string): Promise<Service> }> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install postgresql)");
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(clusterParent(), "firm-pg-"));
  if (asPostgres) {
    const ids = Bun.spawnSync(["id", "-u", "postgres"]).stdout.toString().trim();
    const gid = Bun.spawnSync(["id", "-g", "postgres"]).stdout.toString().trim();
    chownSync(dir, Number(ids), Number(gid));
    chmodSync(dir, 0o700);
  }
  const data = join(dir, "data");
  const init = run(
    [join(bin, "initdb"), "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"],
    asPostgres,
  );
  if (!init.ok) throw new Error(`initdb failed:\n${init.output}`);
  const port = freePort();
  // Durability is not what a test cluster is for: fsync off makes it several times faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=1000 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = run(
    [join(bin, "pg_ctl"), "-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"],
    asPostgres,
  );
  if (!start.ok) throw new Error(`PostgreSQL did not start:\n${start.output}`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** A new database of this cluster, dropped (its files freed) by its stop(). */
    async database(name: string) {
      const admin = new SQL(url);
      await admin.unsafe(`CREATE DATABASE "${name}"`);
      await admin.close();
      return {
        url: `postgres://postgres@127.0.0.1:${port}/${name}`,
        async stop() {
          const again = new SQL(url);
          await again.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
          await again.close();
        },
      };
    },
    async stop() {
      run([join(bin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop"], asPostgres);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Bucket every test store lives in (each app gets its own key prefix). */
export const TEST_BUCKET = "firm-test";

/**
 * A local S3-compatible server (s3rver, a dev dependency) under Node, with one bucket. Node 20's OpenSSL 3
 * makes s3rver answer 500 to listings with a continuation token unless the legacy provider is enabled.
 */
export async function startS3(): Promise<Service & { endpoint: string }> {
  const dir = mkdtempSync(join(tmpdir(), "firm-s3-"));
  const port = freePort();
  const script = `
    const S3rver = require(${JSON.stringify(join(import.meta.dir, "..", "..", "node_modules", "s3rver"))});
    new S3rver({ port: ${port}, address: "127.0.0.1", silent: true, directory: ${JSON.stringify(join(dir, "data"))},
      configureBuckets: [{ name: ${JSON.stringify(TEST_BUCKET)} }] }).run().then(() => console.log("ready"));`;
  const proc = Bun.spawn(["node", "--openssl-legacy-provider", "-e", script], {
    stdout: "pipe",
    stderr: "inherit",
  });
  const reader = proc.stdout.getReader();
  const ready = await Promise.race([reader.read(), Bun.sleep(15_000).then(() => undefined)]);
  reader.releaseLock();
  if (!ready || ready.done) {
    proc.kill();
    throw new Error("s3rver did not start");
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    url: endpoint,
    endpoint,
    async stop() {
      proc.kill();
      await proc.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
