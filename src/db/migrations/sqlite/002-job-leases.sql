-- Background jobs (src/jobs): one row per job. An instance runs a job only after claiming it (its lease
-- expired and the job is due), so with several instances sharing a database each run happens once.
CREATE TABLE job_leases (
  name TEXT PRIMARY KEY,
  owner TEXT,
  -- Held while a run is under way; a crashed instance's lease simply expires.
  locked_until INTEGER NOT NULL DEFAULT 0,
  next_run_at INTEGER NOT NULL DEFAULT 0,
  last_started_at INTEGER,
  last_finished_at INTEGER,
  last_error TEXT
);
