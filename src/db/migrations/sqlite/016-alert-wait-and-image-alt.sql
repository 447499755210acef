-- Two first-week changes (decision 033).
--
-- 1. An article's client alerts wait a while after it goes live, so a mistake can be caught: its send row is
-- written 'waiting' with the moment the alerts may leave (`send_after`), and becomes 'queued' when that
-- moment has come. Stored, so the wait holds across restarts and is the same on every instance. SQLite
-- cannot change a CHECK in place, so the small table is rebuilt with its rows; `send_after` comes last,
-- where PostgreSQL's ADD COLUMN puts it, so both dialects list the same columns.
CREATE TABLE alert_sends_new (
  post_id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  -- 'waiting': live, its alerts leave at send_after; 'queued': its alerts went to the outbox; 'off': an
  -- admin held it back; 'before': on the site before alerts existed (or live too long ago to be news).
  state TEXT NOT NULL CHECK (state IN ('waiting', 'queued', 'off', 'before')),
  queued_at INTEGER,
  queued INTEGER NOT NULL DEFAULT 0,
  sent INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  send_after INTEGER
);
INSERT INTO alert_sends_new (post_id, title, state, queued_at, queued, sent, failed, updated_at)
SELECT post_id, title, state, queued_at, queued, sent, failed, updated_at FROM alert_sends;
DROP TABLE alert_sends;
ALTER TABLE alert_sends_new RENAME TO alert_sends;
CREATE INDEX alert_sends_queued_at ON alert_sends(queued_at);
-- The announcer looks for waits that are over.
CREATE INDEX alert_sends_waiting ON alert_sends(state, send_after);

-- 2. What a post's featured image shows, for screen readers ('' until someone describes it).
ALTER TABLE posts ADD COLUMN featured_image_alt TEXT NOT NULL DEFAULT '';
