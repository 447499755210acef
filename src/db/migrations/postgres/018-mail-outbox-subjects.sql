-- The outbox becomes one generic queue (PostgreSQL twin of sqlite/018, decision 036; see there for the
-- why). Rebuilt here too, so both dialects list the same columns in the same order; the old table's
-- names are moved aside first, as the new one takes them.
ALTER TABLE mail_outbox RENAME TO mail_outbox_old;
ALTER TABLE mail_outbox_old RENAME CONSTRAINT mail_outbox_pkey TO mail_outbox_old_pkey;
DROP INDEX mail_outbox_due;
DROP INDEX mail_outbox_last_attempt;
DROP INDEX mail_outbox_alert;
DROP INDEX mail_outbox_subscriber;
DROP INDEX mail_outbox_kind_attempt;
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  lane TEXT NOT NULL DEFAULT 'prompt',
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  ref TEXT NOT NULL DEFAULT '',
  data TEXT,
  message_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  next_attempt_at BIGINT NOT NULL,
  first_attempt_at BIGINT,
  last_attempt_at BIGINT,
  sent_at BIGINT,
  last_error TEXT,
  server_failure INTEGER NOT NULL DEFAULT 0,
  claimed_by TEXT,
  claimed_until BIGINT NOT NULL DEFAULT 0,
  CONSTRAINT mail_outbox_once UNIQUE (subject_type, subject_id, kind, ref)
);
INSERT INTO mail_outbox (id, kind, lane, subject_type, subject_id, ref, data, message_id, status, attempts,
  resends, created_at, next_attempt_at, first_attempt_at, last_attempt_at, sent_at, last_error, server_failure,
  claimed_by, claimed_until)
SELECT id, kind,
  CASE kind WHEN 'alert' THEN 'alerts' ELSE 'prompt' END,
  CASE WHEN subscriber_id IS NULL THEN 'submission' ELSE 'subscriber' END,
  COALESCE(subscriber_id, submission_id),
  CASE kind WHEN 'alert' THEN post_id WHEN 'subscription' THEN id ELSE '' END,
  NULL, message_id, status, attempts, resends, created_at, next_attempt_at, first_attempt_at,
  last_attempt_at, sent_at, last_error, server_failure, claimed_by, claimed_until
FROM mail_outbox_old;
DROP TABLE mail_outbox_old;
CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
CREATE INDEX mail_outbox_last_attempt ON mail_outbox(last_attempt_at);
CREATE INDEX mail_outbox_lane_attempt ON mail_outbox(lane, last_attempt_at);
CREATE INDEX mail_outbox_ref ON mail_outbox(kind, ref);
