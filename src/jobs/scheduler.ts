import type { JobLeasesRepo } from "../db";
import { nextDailyRun } from "./daily";

export interface JobLogger {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export interface JobSpec {
  /** Unique; also the lease's name in the database. */
  name: string;
  /** Every so many ms, or once a day at "HH:MM" in the scheduler's time zone. */
  schedule: { everyMs: number } | { dailyAt: string };
  /** Also run once soon after start, whatever the schedule says (e.g. retention: "daily and at start"). */
  atStart?: boolean;
  /** How long a run may take before another instance may assume this one died (default 10 minutes). */
  leaseMs?: number;
  run(): Promise<void>;
}

export interface Scheduler {
  add(job: JobSpec): void;
  /**
   * Starts polling every job; call once the server is up. `delayMs` holds the first checks back, so the
   * first requests after a start are not kept waiting by housekeeping (SQLite work runs on this thread).
   */
  start(options?: { delayMs?: number }): void;
  /** Stops polling and waits for runs under way. */
  stop(): Promise<void>;
  /**
   * Runs the job now if no instance is running it (ignoring its schedule). Resolves to whether it ran.
   * The outbox calls this when mail is queued, so a notification does not wait for the next poll.
   */
  kick(name: string): Promise<boolean>;
}

export interface SchedulerOptions {
  leases: JobLeasesRepo;
  logger: JobLogger;
  timeZone: string;
  now?: () => number;
  /** Identifies this process in the lease table. */
  instanceId?: string;
  /** Longest wait between two checks of one job (default 60 s; interval jobs check at their interval). */
  maxPollMs?: number;
}

/**
 * The in-process job runner. Each job is checked on its own timer; a database
 * lease decides which instance runs a due job, so with several instances each run happens once, and a
 * crashed run's lease expires. One run of a job at a time per process, too.
 */
export function createScheduler({
  leases,
  logger,
  timeZone,
  now = Date.now,
  instanceId = `${process.pid}-${crypto.randomUUID().slice(0, 8)}`,
  maxPollMs = 60_000,
}: SchedulerOptions): Scheduler {
  const jobs = new Map<string, JobSpec>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const running = new Map<string, Promise<boolean>>();
  let started = false;
  let startTimer: ReturnType<typeof setTimeout> | undefined;

  const nextRunAfter = (job: JobSpec, t: number) =>
    "everyMs" in job.schedule ? t + job.schedule.everyMs : nextDailyRun(t, job.schedule.dailyAt, timeZone);
  const pollMs = (job: JobSpec) =>
    "everyMs" in job.schedule ? Math.min(job.schedule.everyMs, maxPollMs) : maxPollMs;

  async function attempt(job: JobSpec, force: boolean): Promise<boolean> {
    const under = running.get(job.name);
    if (under) return under.then(() => false);
    const p = (async () => {
      const t = now();
      if (!(await leases.claim(job.name, instanceId, t, job.leaseMs ?? 10 * 60_000, force))) return false;
      let error: string | null = null;
      try {
        await job.run();
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        logger.error("job failed", { job: job.name, error });
      }
      const done = now();
      await leases.finish(job.name, instanceId, done, nextRunAfter(job, done), error);
      return true;
    })();
    running.set(job.name, p);
    try {
      return await p;
    } catch (e) {
      // The database itself failed (claim or finish): try again at the next poll.
      logger.error("job lease failed", { job: job.name, error: e instanceof Error ? e.message : String(e) });
      return false;
    } finally {
      running.delete(job.name);
    }
  }

  function schedule(job: JobSpec, delay: number) {
    const timer = setTimeout(async () => {
      await attempt(job, false);
      if (started) schedule(job, pollMs(job));
    }, delay);
    timers.set(job.name, timer);
  }

  return {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`Job "${job.name}" is already registered`);
      jobs.set(job.name, job);
      // Before a delayed start begins, the job waits for it like the others.
      if (started && startTimer === undefined) schedule(job, 0);
    },
    start({ delayMs = 0 } = {}) {
      if (started) return;
      started = true;
      const begin = () => {
        startTimer = undefined;
        for (const job of jobs.values()) {
          if (job.atStart) void attempt(job, true).finally(() => started && schedule(job, pollMs(job)));
          else schedule(job, 0);
        }
      };
      if (delayMs > 0) startTimer = setTimeout(begin, delayMs);
      else begin();
    },
    async stop() {
      started = false;
      if (startTimer) clearTimeout(startTimer);
      startTimer = undefined;
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running.values()]);
    },
    kick(name) {
      const job = jobs.get(name);
      if (!job) return Promise.reject(new Error(`No job named "${name}"`));
      return attempt(job, true);
    },
  };
}
