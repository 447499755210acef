-- Client alerts (PostgreSQL twin of sqlite/014, decision 026).
CREATE TABLE subscribers (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  requested_at BIGINT NOT NULL,
  requested_from TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  consent_areas TEXT NOT NULL,
  confirmed_at BIGINT,
  unsubscribed_at BIGINT,
  updated_at BIGINT NOT NULL,
  origin TEXT NOT NULL,
  suppressed_at BIGINT,
  suppressed_reason TEXT
);
CREATE INDEX subscribers_status ON subscribers(status, requested_at);

CREATE TABLE subscriber_areas (
  subscriber_id TEXT NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
  area TEXT NOT NULL,
  PRIMARY KEY (subscriber_id, area)
);
CREATE INDEX subscriber_areas_area ON subscriber_areas(area);

CREATE TABLE alert_sends (
  post_id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'off', 'before')),
  queued_at BIGINT,
  queued INTEGER NOT NULL DEFAULT 0,
  sent INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  updated_at BIGINT NOT NULL
);
CREATE INDEX alert_sends_queued_at ON alert_sends(queued_at);

INSERT INTO alert_sends (post_id, title, state, updated_at) SELECT id, title, 'before', updated_at FROM posts;

ALTER TABLE mail_outbox ALTER COLUMN submission_id DROP NOT NULL;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('notification', 'acknowledgement', 'subscription', 'alert'));
ALTER TABLE mail_outbox ADD COLUMN subscriber_id TEXT REFERENCES subscribers(id) ON DELETE CASCADE;
ALTER TABLE mail_outbox ADD COLUMN post_id TEXT;
CREATE UNIQUE INDEX mail_outbox_alert ON mail_outbox(post_id, subscriber_id);
CREATE INDEX mail_outbox_subscriber ON mail_outbox(subscriber_id);
CREATE INDEX mail_outbox_kind_attempt ON mail_outbox(kind, last_attempt_at);
