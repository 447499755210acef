-- Issue #10: enquiries marked as spam, the outbox of notification e-mails, and site secrets.

-- Spam is kept (so an admin can rescue a false positive) but out of the inbox and its counts.
ALTER TABLE contact_submissions ADD COLUMN spam INTEGER NOT NULL DEFAULT 0;
-- Why it was taken for spam: 'honeypot', 'too-fast' or 'bad-token'.
ALTER TABLE contact_submissions ADD COLUMN spam_reason TEXT;
CREATE INDEX contact_submissions_spam_submitted_at ON contact_submissions(spam, submitted_at DESC);

-- One notification per enquiry (a resend reuses the row with a new Message-ID). Written in the same
-- transaction as the enquiry; the outbox job sends it, retrying with backoff for 24 hours.
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE REFERENCES contact_submissions(id) ON DELETE CASCADE,
  -- Stable per notification, so a retry after an unclear failure is recognisable as the same mail.
  message_id TEXT NOT NULL,
  -- Where the e-mail's link to the submissions screen points (SITE_URL, else the origin the visitor used).
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
  -- 1 when the last failure was the mail server's (unreachable, refusing logins), not this message's:
  -- such mail is retried at once when the server is seen working again.
  server_failure INTEGER NOT NULL DEFAULT 0,
  -- A run that claimed the row (random token) and until when; a crashed run's claim expires.
  claimed_by TEXT,
  claimed_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
CREATE INDEX mail_outbox_last_attempt ON mail_outbox(last_attempt_at);

-- Secrets the site generates once and every instance shares (e.g. the contact form's signing key).
CREATE TABLE site_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
