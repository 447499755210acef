-- The outbox becomes one generic queue (decision 036): a row says what kind of e-mail it is, what it is
-- about (a subject: its type and id, e.g. 'submission' or 'subscriber') and, where one subject can have
-- several e-mails of a kind, what else it is about (`ref`: an alert's article, a sign-up's request).
-- Which kinds exist is decided by the code that defines them (src/mail's registry), so the table lists
-- none, and a new kind about a new subject needs no migration: this is the last rebuild of the busiest
-- table. Without a foreign key to each subject's table, whoever deletes a subject deletes its e-mails.
-- Kind-specific values go in `data` (JSON); a notification's link is rebuilt from the site's address
-- when it is sent, so `admin_url` goes. `lane` says how a row is sent: 'prompt' at once, 'alerts' at
-- ALERTS_PER_MINUTE after the prompt ones.
CREATE TABLE mail_outbox_new (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  lane TEXT NOT NULL DEFAULT 'prompt',
  subject_type TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  ref TEXT NOT NULL DEFAULT '',
  data TEXT,
  -- Stable per message, so a retry after an unclear failure is recognisable as the same mail.
  message_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  first_attempt_at INTEGER,
  last_attempt_at INTEGER,
  sent_at INTEGER,
  last_error TEXT,
  -- 1 when the last failure was the mail server's (unreachable, refusing logins), not this message's.
  server_failure INTEGER NOT NULL DEFAULT 0,
  -- A run that claimed the row (random token) and until when; a crashed run's claim expires.
  claimed_by TEXT,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  -- One e-mail of a kind per subject and ref: one notification and one acknowledgement per enquiry, one
  -- alert per subscriber and article, however many runs or instances queue them.
  CONSTRAINT mail_outbox_once UNIQUE (subject_type, subject_id, kind, ref)
);
INSERT INTO mail_outbox_new (id, kind, lane, subject_type, subject_id, ref, data, message_id, status, attempts,
  resends, created_at, next_attempt_at, first_attempt_at, last_attempt_at, sent_at, last_error, server_failure,
  claimed_by, claimed_until)
SELECT id, kind,
  CASE kind WHEN 'alert' THEN 'alerts' ELSE 'prompt' END,
  CASE WHEN subscriber_id IS NULL THEN 'submission' ELSE 'subscriber' END,
  COALESCE(subscriber_id, submission_id),
  -- An alert's article; a sign-up's e-mail was one per request: its own id keeps it apart.
  CASE kind WHEN 'alert' THEN post_id WHEN 'subscription' THEN id ELSE '' END,
  NULL, message_id, status, attempts, resends, created_at, next_attempt_at, first_attempt_at,
  last_attempt_at, sent_at, last_error, server_failure, claimed_by, claimed_until
FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE mail_outbox_new RENAME TO mail_outbox;
CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
CREATE INDEX mail_outbox_last_attempt ON mail_outbox(last_attempt_at);
-- The sending rate of a lane looks at its last minute.
CREATE INDEX mail_outbox_lane_attempt ON mail_outbox(lane, last_attempt_at);
-- What is still waiting of one kind and ref (an article's alerts on the Sends list).
CREATE INDEX mail_outbox_ref ON mail_outbox(kind, ref);
