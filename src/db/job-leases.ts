import type { Sql } from "./sql";

export interface JobLeaseRow {
  name: string;
  owner: string | null;
  locked_until: number;
  next_run_at: number;
  last_started_at: number | null;
  last_finished_at: number | null;
  last_error: string | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The job runner's claims (src/jobs): one UPDATE decides which instance runs a due job. */
export function createJobLeasesRepo(sql: Sql) {
  return {
    /**
     * Claims the job when no one holds it and it is due (or `force`, which skips the schedule but never
     * an active lease). True when this caller got it.
     */
    async claim(name: string, owner: string, now: number, leaseMs: number, force = false): Promise<boolean> {
      await sql.run("INSERT INTO job_leases (name) VALUES (?) ON CONFLICT (name) DO NOTHING", [name]);
      const res = await sql.run(
        `UPDATE job_leases SET owner = ?, locked_until = ?, last_started_at = ?
         WHERE name = ? AND locked_until <= ? AND (next_run_at <= ? OR ? = 1)`,
        [owner, now + leaseMs, now, name, now, now, force ? 1 : 0],
      );
      return res.changes === 1;
    },
    /** Releases the job after a run and sets when it is next due. */
    async finish(name: string, owner: string, now: number, nextRunAt: number, error: string | null) {
      await sql.run(
        `UPDATE job_leases SET locked_until = 0, next_run_at = ?, last_finished_at = ?, last_error = ?
         WHERE name = ? AND owner = ?`,
        [nextRunAt, now, error, name, owner],
      );
    },
    async find(name: string): Promise<JobLeaseRow | undefined> {
      const r = await sql.get<JobLeaseRow>("SELECT * FROM job_leases WHERE name = ?", [name]);
      if (!r) return undefined;
      return {
        ...r,
        locked_until: Number(r.locked_until),
        next_run_at: Number(r.next_run_at),
        last_started_at: num(r.last_started_at),
        last_finished_at: num(r.last_finished_at),
      };
    },
  };
}
export type JobLeasesRepo = ReturnType<typeof createJobLeasesRepo>;
