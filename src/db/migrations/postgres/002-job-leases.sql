-- Background jobs (src/jobs): one row per job; see sqlite/002.
CREATE TABLE job_leases (
  name TEXT PRIMARY KEY,
  owner TEXT,
  locked_until BIGINT NOT NULL DEFAULT 0,
  next_run_at BIGINT NOT NULL DEFAULT 0,
  last_started_at BIGINT,
  last_finished_at BIGINT,
  last_error TEXT
);
