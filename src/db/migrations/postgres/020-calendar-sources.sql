-- Lawyers' own calendars (PostgreSQL twin of sqlite/020; see there for the why).
CREATE TABLE calendar_sources (
  host_id TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  etag TEXT,
  last_modified TEXT,
  read_at BIGINT,
  ok_at BIGINT,
  failing_since BIGINT,
  error TEXT,
  busy TEXT,
  busy_version BIGINT NOT NULL DEFAULT 0,
  updated_at BIGINT
);

CREATE TABLE host_feeds (
  host_id TEXT PRIMARY KEY,
  generation BIGINT NOT NULL,
  enabled INTEGER NOT NULL,
  created_at BIGINT
);
