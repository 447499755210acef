-- The firm's own content, edited by staff: its settings (kind settings, id firm), its people (kind
-- person) and its page texts (kind page). Each item holds its live version, the draft of unpublished
-- changes and a scheduled version with its moment, as JSON checked by src/content before it is written.
-- 'revision' counts every change, so a save made on a stale copy is refused.
CREATE TABLE content_items (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  position INTEGER NOT NULL DEFAULT 0,
  published TEXT,
  -- Markdown fields of the live version rendered and sanitised when it was published (legal pages), with
  -- the renderer's version, so serving them never loads the sanitiser.
  published_html TEXT,
  html_version INTEGER,
  draft TEXT,
  scheduled TEXT,
  scheduled_at INTEGER,
  -- Why the last scheduled publish could not happen (the version is kept as a draft).
  schedule_error TEXT,
  removed INTEGER NOT NULL DEFAULT 0,
  revision INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  updated_by TEXT,
  PRIMARY KEY (kind, id)
);
CREATE INDEX content_items_due ON content_items(scheduled_at);

-- Every save, publish, schedule, restore and removal, with who and when, and the data it left. Revisions
-- that went live are never pruned.
CREATE TABLE content_revisions (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  action TEXT NOT NULL,
  data TEXT NOT NULL,
  author_id TEXT,
  author_name TEXT,
  at INTEGER NOT NULL,
  went_live INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, id, revision)
);

-- What an entry of the audit trail is about, in words a reader recognises (a post's title, a person's
-- name, a page's title, an admin's username), kept as it was then; enquiries keep only their id.
ALTER TABLE audit_log ADD COLUMN target_label TEXT;
