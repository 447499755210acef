/** Helpers for the backup tests: open a site on disk, read and tamper with archives, fingerprint folders. */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { packTar, type TarHeader, unpackTar } from "modern-tar";
import { freePort } from "../../scripts/free-port";
import type { AppDeps } from "../app-env";
import { loadConfig } from "../config";
import { openDeps } from "../deps";
import { createLogger } from "../lib/logger";
import { formatSums, type Manifest, parseManifest } from "./manifest";

export const tempDir = (label: string) => mkdtempSync(join(tmpdir(), `firm-site-backup-${label}-`));

/** A site on disk (DATA_DIR/site.db and uploads/), as the server opens it. */
export async function openSiteAt(dataDir: string, env: Record<string, string> = {}): Promise<AppDeps> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env });
  return openDeps(config, createLogger("silent"));
}

export type Entry = { header: TarHeader; data?: Uint8Array };

export async function readArchive(file: string): Promise<Entry[]> {
  const tar = Bun.gunzipSync(await Bun.file(file).bytes());
  return (await unpackTar(tar)).map((e) => ({ header: e.header, ...(e.data ? { data: e.data } : {}) }));
}

export async function writeArchive(file: string, entries: Entry[]): Promise<void> {
  const tar = await packTar(
    entries.map((e) => ({ header: { ...e.header, size: e.data?.byteLength ?? 0 }, body: e.data })),
  );
  await Bun.write(file, Bun.gzipSync(tar));
}

const sha256 = (data: Uint8Array) => new Bun.CryptoHasher("sha256").update(data).digest("hex");

/**
 * Rewrites manifest.json (through `edit`) and SHA256SUMS so that both agree with the entries: a tampered
 * archive that is consistent with itself, as a careful forger would make it.
 */
export function resign(entries: Entry[], edit: (m: Manifest) => void = () => {}): Entry[] {
  const byName = new Map(entries.map((e) => [e.header.name, e]));
  const manifest = parseManifest(new TextDecoder().decode(byName.get("manifest.json")!.data)) as Manifest;
  manifest.files = manifest.files.map((f) => {
    const data = byName.get(f.path)?.data;
    return data ? { path: f.path, size: data.byteLength, sha256: sha256(data) } : f;
  });
  edit(manifest);
  const manifestBytes = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
  const sums = formatSums([...manifest.files, { path: "manifest.json", sha256: sha256(manifestBytes) }]);
  return entries.map((e) =>
    e.header.name === "manifest.json"
      ? { ...e, data: manifestBytes }
      : e.header.name === "SHA256SUMS"
        ? { ...e, data: new TextEncoder().encode(sums) }
        : e,
  );
}

/** path → size and SHA-256 of every file under `dir` (folders too), to prove nothing changed. */
export function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const rel = relative(dir, p);
      if (statSync(p).isDirectory()) {
        out[`${rel}/`] = "dir";
        walk(p);
      } else {
        const bytes = new Uint8Array(readFileSync(p));
        out[rel] = `${bytes.byteLength}:${sha256(bytes)}`;
      }
    }
  };
  walk(dir);
  return out;
}

const repoRoot = join(import.meta.dir, "..", "..");
export const TEST_ADMIN = { username: "admin", password: "correct-horse-battery" };

export interface RunningServer {
  baseUrl: string;
  proc: ReturnType<typeof Bun.spawn>;
  /** SIGTERM (a graceful stop) unless told otherwise; waits for the process to end. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
}

/** The real server (src/server.ts) on a free port over `dataDir`, as tests/browser/harness.ts starts it. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = freePort();
  const proc = Bun.spawn([process.execPath, "src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "error",
      RATE_LIMITS: "off",
      ...env,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error("server did not start");
    await Bun.sleep(50);
  }
  return {
    baseUrl,
    proc,
    async stop(signal = "SIGTERM") {
      proc.kill(signal);
      await proc.exited;
    },
  };
}

/** `bun src/server.ts …args` (the same code the single executable runs), with DATA_DIR and more in env. */
export async function runCommand(
  args: string[],
  env: Record<string, string>,
  cwd = repoRoot,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const proc = Bun.spawn([process.execPath, join(repoRoot, "src/server.ts"), ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: "error", ...env },
    stdout: "pipe",
    stderr: "pipe",
    stdin: "ignore",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { code, stdout, stderr };
}
