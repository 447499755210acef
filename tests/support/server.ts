/**
 * Starting a server process and waiting until it answers: the one way every test and benchmark does it
 * (the source server, the bundle `bun run start` runs, the single executable, a proxy in front of them).
 */

import { join } from "node:path";
import type { Subprocess } from "bun";
import { freePort } from "./free-port";

/** The repository's root: where `bun src/server.ts` runs from. */
export const REPO_ROOT = join(import.meta.dir, "..", "..");

export interface ServerProcess {
  /** http://127.0.0.1:{port} */
  base: string;
  port: number;
  proc: Subprocess;
  /** Stops it (SIGTERM, a graceful stop, unless told otherwise) and waits for the process to end. */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
}

export interface StartOptions {
  /** The command; the source server (`bun src/server.ts`) when left out. */
  cmd?: string[];
  cwd?: string;
  /** Added to this process's environment (or to nothing but PATH, with `inheritEnv: false`). */
  env?: Record<string, string | undefined>;
  /** false: the server sees only PATH and `env`, as on a bare machine. */
  inheritEnv?: boolean;
  /** A free one when left out; PORT and HOST=127.0.0.1 are set for the server. */
  port?: number;
  stdout?: "ignore" | "pipe" | "inherit";
  stderr?: "ignore" | "pipe" | "inherit";
  /** How long it may take to answer (20 s when left out). */
  timeoutMs?: number;
  /** What it must answer with a 2xx (/healthz when left out). */
  path?: string;
}

/**
 * Waits until `base` answers `path` with a 2xx; the time it took in ms. Throws after `deadlineMs`, or at
 * once when `proc` (if given) has exited.
 */
export async function waitHealthy(
  base: string,
  deadlineMs = 20_000,
  path = "/healthz",
  proc?: Subprocess,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}${path}`)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (proc && proc.exitCode !== null)
      throw new Error(`${base}: the server exited (${proc.exitCode}) before answering`);
    if (performance.now() - started > deadlineMs) throw new Error(`${base} did not become healthy`);
    await Bun.sleep(2);
  }
}

/** Starts a server on a free loopback port and waits until it answers. */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? freePort();
  const base = `http://127.0.0.1:${port}`;
  const proc = Bun.spawn(options.cmd ?? [process.execPath, "src/server.ts"], {
    cwd: options.cwd ?? REPO_ROOT,
    env: {
      ...(options.inheritEnv === false ? { PATH: process.env.PATH ?? "/usr/bin:/bin" } : process.env),
      ...options.env,
      // Last: the port it is waited on is the port it listens on.
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdout: options.stdout ?? "ignore",
    stderr: options.stderr ?? "inherit",
  });
  const stop = async (signal: "SIGTERM" | "SIGKILL" = "SIGTERM") => {
    proc.kill(signal);
    await proc.exited;
  };
  try {
    await waitHealthy(base, options.timeoutMs ?? 20_000, options.path ?? "/healthz", proc);
  } catch (e) {
    await stop("SIGKILL");
    throw e;
  }
  return { base, port, proc, stop };
}
