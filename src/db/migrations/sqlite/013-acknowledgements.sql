-- Acknowledgement e-mails to enquirers (decision 024) go through the same outbox as the staff
-- notifications: each row has a kind, and an enquiry has at most one row of each kind (it had one row in
-- all). SQLite cannot change a column's UNIQUE in place, so the table is rebuilt with its rows; nothing
-- references it, and its indexes are made again under their old names. `kind` comes last, where
-- PostgreSQL's ALTER TABLE … ADD COLUMN puts it, so both dialects list the same columns.
CREATE TABLE mail_outbox_new (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES contact_submissions(id) ON DELETE CASCADE,
  -- Stable per message, so a retry after an unclear failure is recognisable as the same mail.
  message_id TEXT NOT NULL,
  -- Where a notification's link to the submissions screen points ('' for an acknowledgement).
  admin_url TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL,
  first_attempt_at INTEGER,
  last_attempt_at INTEGER,
  sent_at INTEGER,
  last_error TEXT,
  server_failure INTEGER NOT NULL DEFAULT 0,
  claimed_by TEXT,
  claimed_until INTEGER NOT NULL DEFAULT 0,
  -- 'notification': to NOTIFY_TO about the enquiry; 'acknowledgement': the automatic reply to the enquirer.
  kind TEXT NOT NULL DEFAULT 'notification' CHECK (kind IN ('notification', 'acknowledgement')),
  UNIQUE (submission_id, kind)
);
INSERT INTO mail_outbox_new (id, submission_id, message_id, admin_url, status, attempts, resends, created_at,
  next_attempt_at, first_attempt_at, last_attempt_at, sent_at, last_error, server_failure, claimed_by,
  claimed_until, kind)
SELECT id, submission_id, message_id, admin_url, status, attempts, resends, created_at, next_attempt_at,
  first_attempt_at, last_attempt_at, sent_at, last_error, server_failure, claimed_by, claimed_until,
  'notification'
FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE mail_outbox_new RENAME TO mail_outbox;
CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
CREATE INDEX mail_outbox_last_attempt ON mail_outbox(last_attempt_at);
