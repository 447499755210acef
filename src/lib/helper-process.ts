/**
 * Heavy, rare work (sanitising with jsdom, decoding photos) runs in a child process of the same program
 * (docs/decisions/027): it starts on first use, takes jobs over Bun's IPC channel and is stopped after
 * a short idle time, so everything it allocated goes back to the system. Memory freed inside the server's
 * own process is not: jsdom kept ~40 MB resident after its last use, and even a Worker thread that was
 * terminated left ~26 MB of its heap behind.
 *
 * Jobs run side by side in the child (a caller that must not overlap, the image pipeline, queues before
 * calling). A job that does not finish in time, or a child that dies, fails its callers with a
 * HelperError; the next job starts a new child. Nothing here knows what the jobs are.
 */

import { join } from "node:path";
import type { Subprocess } from "bun";

/** The argument that makes the program run as the helper (src/server.ts dispatches on it). */
export const HELPER_FLAG = "--helper-process";
/** Idle time after the last job before the child is stopped. Long enough to keep a editing session warm. */
export const HELPER_IDLE_MS = 30_000;
/** A job that takes longer than this is stuck: its child is killed. Generous for a 50 MP photo. */
export const HELPER_TIMEOUT_MS = 120_000;

export class HelperError extends Error {
  override name = "HelperError";
}

/** A failure the job itself reported: its error's name, message and HTTP status, if it had one. */
export interface RemoteError {
  name: string;
  message: string;
  status?: number;
}
export class HelperJobError extends Error {
  override name = "HelperJobError";
  constructor(readonly remote: RemoteError) {
    super(remote.message);
  }
}

export type HelperRequest = { id: number; kind: string; payload: unknown };
export type HelperReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: RemoteError };

interface Pending {
  child: Subprocess;
  kind: string;
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface HelperOptions {
  /** How to start the child; read at each start. */
  command: () => string[];
  idleMs?: number;
  timeoutMs?: number;
}

export class HelperProcess {
  #child: Subprocess | undefined;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #starts = 0;

  constructor(private readonly options: HelperOptions) {}

  /** Runs one job in the child (started if none is running) and resolves with its answer. */
  run<T>(kind: string, payload: unknown): Promise<T> {
    clearTimeout(this.#idleTimer);
    const child = this.#child ?? this.#start();
    const id = this.#nextId++;
    const timeoutMs = this.options.timeoutMs ?? HELPER_TIMEOUT_MS;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#settle(id)?.reject(
          new HelperError(`The helper process did not finish a ${kind} job within ${timeoutMs / 1000} s.`),
        );
        // Stuck: whatever else it holds fails too (its exit rejects them), and the next job starts afresh.
        this.#forget(child);
        child.kill("SIGKILL");
      }, timeoutMs);
      this.#pending.set(id, { child, kind, resolve: resolve as (v: unknown) => void, reject, timer });
      try {
        child.send({ id, kind, payload } satisfies HelperRequest);
      } catch (e) {
        this.#settle(id)?.reject(
          new HelperError(`The helper process could not be given a ${kind} job: ${(e as Error).message}`),
        );
        this.#forget(child);
        child.kill("SIGKILL");
      }
    });
  }

  /** The running child's process id (for tests and the benchmark), or undefined. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** How many children were started so far. */
  get starts(): number {
    return this.#starts;
  }

  /** Stops the child now (at shutdown); jobs under way fail. */
  stop(): void {
    clearTimeout(this.#idleTimer);
    const child = this.#child;
    this.#forget(child);
    child?.kill();
  }

  #start(): Subprocess {
    this.#starts++;
    const child: Subprocess = Bun.spawn(this.options.command(), {
      stdio: ["ignore", "inherit", "inherit"],
      serialization: "advanced",
      ipc: (message: HelperReply) => {
        const pending = this.#settle(message.id);
        if (!pending) return;
        if (message.ok) pending.resolve(message.value);
        else pending.reject(new HelperJobError(message.error));
      },
      onExit: (_proc, code, signal) => {
        this.#forget(child);
        for (const [id, p] of this.#pending) {
          if (p.child !== child) continue;
          this.#settle(id);
          p.reject(
            new HelperError(
              `The helper process stopped (${signal ? `signal ${signal}` : `exit code ${code}`}) during a ${p.kind} job.`,
            ),
          );
        }
      },
    });
    // Neither the child nor its channel keeps this process alive (a command or a test can end).
    child.unref();
    this.#child = child;
    return child;
  }

  #settle(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    if (!pending) return undefined;
    clearTimeout(pending.timer);
    this.#pending.delete(id);
    if (this.#pending.size === 0) {
      clearTimeout(this.#idleTimer);
      this.#idleTimer = setTimeout(() => this.stop(), this.options.idleMs ?? HELPER_IDLE_MS);
      this.#idleTimer.unref();
    }
    return pending;
  }

  #forget(child: Subprocess | undefined): void {
    if (child && this.#child === child) this.#child = undefined;
  }
}

/**
 * The program's helper. src/server.ts tells it how the program starts itself (the executable, or bun and
 * the bundle); run from source (tests, scripts), the helper's own entry file is started with bun.
 */
let command: () => string[] = () => [process.execPath, join(import.meta.dir, "..", "helper", "main.ts")];
let shared: HelperProcess | undefined;

export function setHelperCommand(cmd: string[]): void {
  command = () => cmd;
}

export function helper(): HelperProcess {
  shared ??= new HelperProcess({ command: () => command() });
  return shared;
}
