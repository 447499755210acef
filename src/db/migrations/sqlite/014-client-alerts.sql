-- Client alerts (decision 026): people who asked for the firm's articles by e-mail, the practice areas
-- each chose, and one row per article that went out (or was kept back).

-- A subscriber: the address, the consent record and the delivery state, nothing else. `token` is the
-- credential of every link in their e-mails (confirm, preferences, one-click unsubscribe).
CREATE TABLE subscribers (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  token TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  -- The consent record: when the form was sent, from which page, the words it showed, the areas ticked.
  requested_at INTEGER NOT NULL,
  requested_from TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  consent_areas TEXT NOT NULL,
  confirmed_at INTEGER,
  unsubscribed_at INTEGER,
  updated_at INTEGER NOT NULL,
  -- The site's address as the person used it: the links of e-mails queued later (SITE_URL wins).
  origin TEXT NOT NULL,
  -- A permanent refusal (5xx) of the address by a mail server: no alert is sent until an admin lifts it.
  suppressed_at INTEGER,
  suppressed_reason TEXT
);
CREATE INDEX subscribers_status ON subscribers(status, requested_at);

-- What each subscriber asked for: practice area ids (stable across renames) and '@firm-news'.
CREATE TABLE subscriber_areas (
  subscriber_id TEXT NOT NULL REFERENCES subscribers(id) ON DELETE CASCADE,
  area TEXT NOT NULL,
  PRIMARY KEY (subscriber_id, area)
);
CREATE INDEX subscriber_areas_area ON subscriber_areas(area);

-- One row per article: written once, when it goes live (or when an admin keeps its alert back), so an
-- article is announced at most once however often it is edited, unpublished and published again.
-- The counts outlive the subscribers they were sent to (erasure leaves them).
CREATE TABLE alert_sends (
  post_id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  -- 'queued': its alerts went to the outbox; 'off': an admin kept it back; 'before': it was on the site
  -- before alerts existed (or went live too long ago to be news).
  state TEXT NOT NULL CHECK (state IN ('queued', 'off', 'before')),
  queued_at INTEGER,
  queued INTEGER NOT NULL DEFAULT 0,
  sent INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE INDEX alert_sends_queued_at ON alert_sends(queued_at);

-- Every post on the site today was published before alerts existed: none of them is announced.
INSERT INTO alert_sends (post_id, title, state, updated_at) SELECT id, title, 'before', updated_at FROM posts;

-- The outbox carries alerts too: a row is about an enquiry (notification, acknowledgement) or about a
-- subscriber ('subscription': the confirmation e-mail; 'alert': one article to one subscriber). SQLite
-- cannot drop a NOT NULL in place, so the table is rebuilt with its rows; the new columns come last, where
-- PostgreSQL's ADD COLUMN puts them.
CREATE TABLE mail_outbox_new (
  id TEXT PRIMARY KEY,
  submission_id TEXT REFERENCES contact_submissions(id) ON DELETE CASCADE,
  message_id TEXT NOT NULL,
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
  kind TEXT NOT NULL DEFAULT 'notification'
    CHECK (kind IN ('notification', 'acknowledgement', 'subscription', 'alert')),
  subscriber_id TEXT REFERENCES subscribers(id) ON DELETE CASCADE,
  post_id TEXT,
  UNIQUE (submission_id, kind)
);
INSERT INTO mail_outbox_new (id, submission_id, message_id, admin_url, status, attempts, resends, created_at,
  next_attempt_at, first_attempt_at, last_attempt_at, sent_at, last_error, server_failure, claimed_by,
  claimed_until, kind)
SELECT id, submission_id, message_id, admin_url, status, attempts, resends, created_at, next_attempt_at,
  first_attempt_at, last_attempt_at, sent_at, last_error, server_failure, claimed_by, claimed_until, kind
FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE mail_outbox_new RENAME TO mail_outbox;
CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
CREATE INDEX mail_outbox_last_attempt ON mail_outbox(last_attempt_at);
-- One alert per article per subscriber, whatever runs queue it.
CREATE UNIQUE INDEX mail_outbox_alert ON mail_outbox(post_id, subscriber_id);
CREATE INDEX mail_outbox_subscriber ON mail_outbox(subscriber_id);
-- The sending rate looks at the last minute's alerts.
CREATE INDEX mail_outbox_kind_attempt ON mail_outbox(kind, last_attempt_at);
