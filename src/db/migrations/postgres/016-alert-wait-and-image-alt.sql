-- Two first-week changes (decision 033); see the SQLite migration of the same number for the why.
ALTER TABLE alert_sends DROP CONSTRAINT alert_sends_state_check;
ALTER TABLE alert_sends ADD CONSTRAINT alert_sends_state_check
  CHECK (state IN ('waiting', 'queued', 'off', 'before'));
ALTER TABLE alert_sends ADD COLUMN send_after BIGINT;
CREATE INDEX alert_sends_waiting ON alert_sends(state, send_after);

ALTER TABLE posts ADD COLUMN featured_image_alt TEXT NOT NULL DEFAULT '';
