/** Starting and watching the site (or any server) for the benchmark. */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../tests/support/free-port";
import { startServer } from "../../../tests/support/server";
import { SERVER_ENTRY } from "../../build-server";

export const root = join(import.meta.dir, "..", "..", "..");

export interface Running {
  base: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The environment `bun run start` gives the site (React's production build, a log line per request,
 * written to /dev/null here), plus the bench's own.
 */
export const benchEnv = (dataDir: string, port: number, extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "info",
  RATE_LIMITS: "off",
  ADMIN_USERNAME: "bench",
  ADMIN_PASSWORD: "bench-password-long",
  SITE_URL: "https://bench.example",
  ...extra,
});

/**
 * The site as `bun run start` runs it (the bundle scripts/build-server.ts wrote: build it first) or a
 * compiled binary, on a free port.
 */
export async function startSite(
  options: { dataDir?: string; binary?: string; cmd?: string[]; env?: Record<string, string> } = {},
): Promise<Running & { dataDir: string }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "firm-bench-"));
  const port = freePort();
  const server = await startServer({
    cmd: options.cmd ?? (options.binary ? [options.binary] : [process.execPath, SERVER_ENTRY]),
    cwd: root,
    port,
    env: benchEnv(dataDir, port, options.env),
  });
  return { base: server.base, port, pid: server.proc.pid, dataDir, stop: () => server.stop() };
}

/**
 * Resident memory a second after the process answered (its deferred start-up jobs have run), before any
 * other request: the "holds … before any load".
 */
export async function startedMb(pid: number): Promise<number> {
  await Bun.sleep(1000);
  return memoryMb(pid).rss;
}

/** Resident memory now and at its peak (VmHWM), in MB. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "–");

/** Signs in as the benchmark's admin (benchEnv creates it); the Cookie header value. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "bench", password: "bench-password-long" }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0]!;
}
