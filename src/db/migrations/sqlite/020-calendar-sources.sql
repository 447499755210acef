-- Lawyers' own calendars. calendar_sources: one private calendar address per lawyer taking bookings (a
-- secret: never shown back in full, never exported with the content, kept in backups), what its last read
-- answered (ETag / Last-Modified for conditional requests), whether it fails and since when, and the busy
-- times it gave as JSON [[start, end], ...] in UTC ms. busy_version rises with every new busy list, so
-- instances keep the parsed list in memory and re-read only when it changed.
CREATE TABLE calendar_sources (
  host_id TEXT PRIMARY KEY,
  url TEXT NOT NULL,
  etag TEXT,
  last_modified TEXT,
  -- The last attempt (good or not): the read job reads a source at most every 5 minutes.
  read_at INTEGER,
  -- The last good read.
  ok_at INTEGER,
  -- The first failure of the current run of failures (kept until a good read clears it).
  failing_since INTEGER,
  error TEXT,
  busy TEXT,
  busy_version INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER
);

-- Each lawyer's feed of bookings out to their calendar: the link's token is signed from the lawyer and the
-- generation, so stopping a link is generation + 1 (the old token no longer matches).
CREATE TABLE host_feeds (
  host_id TEXT PRIMARY KEY,
  generation INTEGER NOT NULL,
  enabled INTEGER NOT NULL,
  created_at INTEGER
);
