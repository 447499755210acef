/**
 * Heavy, rare work (sanitising with jsdom, decoding photos, argon2id) runs in a child process of the same
 * program (docs/decisions/027): it starts on first use, takes jobs over Bun's IPC channel and is stopped
 * after a short idle time, so everything it allocated goes back to the system. Memory freed inside the
 * server's own process is not: jsdom kept ~40 MB resident after its last use, and even a Worker thread
 * that was terminated left ~26 MB of its heap behind.
 *
 * There is one child per lane (see `helper`): markdown in one, images in another, password checks in a
 * third, so a sign-in never waits behind a long preview. Within a lane, jobs go to the child one at a
 * time, in order: the child does synchronous work, so a job sent beside another would only wait inside it,
 * and its time limit would then count someone else's work. A job that does not finish within its time
 * limit, or whose child dies, fails with a HelperError and its child is killed; jobs still queued were
 * never sent, so they are unharmed and go to a new child. Nothing here knows what the jobs are.
 */

import { join } from "node:path";
import type { Subprocess } from "bun";

/** The argument that makes the program run as the helper (src/server.ts dispatches on it). */
export const HELPER_FLAG = "--helper-process";
/** Idle time after the last job before the child is stopped. Long enough to keep a editing session warm. */
export const HELPER_IDLE_MS = 30_000;
/** A job that takes longer than this is stuck: its child is killed. Generous for a 50 MP photo. */
export const HELPER_TIMEOUT_MS = 120_000;
/**
 * Added to the time limit of the first job of each kind a child runs: starting the child and loading what
 * the job needs (jsdom for markdown: ~0.3 s, seconds on a busy machine) is not the job's own work.
 */
export const HELPER_START_ALLOWANCE_MS = 15_000;

export class HelperError extends Error {
  override name = "HelperError";
}
/** A job that ran past its time limit (its child was killed; the next job gets a new one). */
export class HelperTimeoutError extends HelperError {
  override name = "HelperTimeoutError";
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

interface Queued {
  kind: string;
  payload: unknown;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (e: Error) => void;
}

export interface HelperOptions {
  /** How to start the child; read at each start. */
  command: () => string[];
  idleMs?: number;
  /** The time limit of a job that sets none. */
  timeoutMs?: number;
  /** See HELPER_START_ALLOWANCE_MS. */
  startAllowanceMs?: number;
}

export class HelperProcess {
  #child: Subprocess | undefined;
  #pending = new Map<number, Pending>();
  #queue: Queued[] = [];
  #nextId = 1;
  #idleTimer: ReturnType<typeof setTimeout> | undefined;
  #starts = 0;
  /** The kinds of job the running child has answered (it has started and loaded what they need). */
  #warm = new Set<string>();

  constructor(private readonly options: HelperOptions) {}

  /**
   * Runs one job in the child (started if none is running) once the jobs before it are done, and
   * resolves with its answer. `timeoutMs`: this job's own time limit, counted from when it is sent.
   */
  run<T>(kind: string, payload: unknown, options: { timeoutMs?: number } = {}): Promise<T> {
    clearTimeout(this.#idleTimer);
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? HELPER_TIMEOUT_MS;
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ kind, payload, timeoutMs, resolve: resolve as (v: unknown) => void, reject });
      this.#next();
    });
  }

  /** How many jobs wait for the one under way (for tests). */
  get queued(): number {
    return this.#queue.length;
  }

  /** Whether a job is with the child now (for tests). */
  get busy(): boolean {
    return this.#pending.size > 0;
  }

  /** Sends the next queued job when none is under way. */
  #next(): void {
    if (this.#pending.size > 0) return;
    const job = this.#queue.shift();
    if (!job) return;
    const { kind, timeoutMs } = job;
    const child = this.#child ?? this.#start();
    const id = this.#nextId++;
    const allowance = this.#warm.has(kind) ? 0 : (this.options.startAllowanceMs ?? HELPER_START_ALLOWANCE_MS);
    const limit = timeoutMs + allowance;
    const timer = setTimeout(() => {
      this.#settle(id)?.reject(
        new HelperTimeoutError(`The helper process did not finish a ${kind} job within ${limit / 1000} s.`),
      );
      // Stuck: the child goes with it, and the next job starts afresh.
      this.#forget(child);
      child.kill("SIGKILL");
    }, limit);
    this.#pending.set(id, { child, kind, resolve: job.resolve, reject: job.reject, timer });
    try {
      child.send({ id, kind, payload: job.payload } satisfies HelperRequest);
    } catch (e) {
      this.#forget(child);
      this.#settle(id)?.reject(
        new HelperError(`The helper process could not be given a ${kind} job: ${(e as Error).message}`),
      );
      child.kill("SIGKILL");
    }
  }

  /** The running child's process id (for tests and the benchmark), or undefined. */
  get pid(): number | undefined {
    return this.#child?.pid;
  }

  /** How many children were started so far. */
  get starts(): number {
    return this.#starts;
  }

  /** Stops the child now (when idle, and at shutdown); a job under way fails, queued ones get a new child. */
  stop(): void {
    clearTimeout(this.#idleTimer);
    const child = this.#child;
    this.#forget(child);
    child?.kill();
  }

  #start(): Subprocess {
    this.#starts++;
    this.#warm = new Set();
    const child: Subprocess = Bun.spawn(this.options.command(), {
      stdio: ["ignore", "inherit", "inherit"],
      serialization: "advanced",
      ipc: (message: HelperReply) => {
        const pending = this.#settle(message.id);
        if (!pending) return;
        if (pending.child === this.#child) this.#warm.add(pending.kind);
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

  /** Takes a job off the child (answered, failed or timed out) and sends the next one. */
  #settle(id: number): Pending | undefined {
    const pending = this.#pending.get(id);
    if (!pending) return undefined;
    clearTimeout(pending.timer);
    this.#pending.delete(id);
    if (this.#queue.length > 0) queueMicrotask(() => this.#next());
    else if (this.#pending.size === 0) {
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
 * The program's helpers. src/server.ts tells them how the program starts itself (the executable, or bun
 * and the bundle); run from source (tests, scripts), the helper's own entry file is started with bun.
 */
let command: () => string[] = () => [process.execPath, join(import.meta.dir, "..", "helper", "main.ts")];

/**
 * The lanes, each its own child started on first use and stopped when idle: "content" (rendering and
 * sanitising markdown), "images" (the image pipeline), "passwords" (argon2id) and "calendars" (expanding
 * lawyers' calendars into busy times). A password check never queues behind a preview or a photo, a
 * preview never waits for a photo or a 5 MB calendar, and a text killed at its time limit takes nothing
 * else with it. Several children exist only while several kinds of work happen at
 * once; an idle server has none.
 */
export type HelperLane = "content" | "images" | "passwords" | "calendars";
const lanes = new Map<HelperLane, HelperProcess>();

export function setHelperCommand(cmd: string[]): void {
  command = () => cmd;
}

export function helper(lane: HelperLane = "content"): HelperProcess {
  let h = lanes.get(lane);
  if (!h) {
    h = new HelperProcess({ command: () => command() });
    lanes.set(lane, h);
  }
  return h;
}

/** Stops every lane's child (at shutdown). */
export function stopHelpers(): void {
  for (const h of lanes.values()) h.stop();
}
