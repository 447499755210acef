-- Approval by a second admin. approval_requests: a publish or schedule that the item's last editor asked
-- for while the firm's settings require a second admin. It does not touch the item itself; `revision` is
-- the item's revision it was asked at, so a change made since makes the request stale (it cannot be
-- approved, only asked again). kind is the content kind, or "post" with item_id the post's id.
CREATE TABLE approval_requests (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  requested_by TEXT NOT NULL,
  requested_by_name TEXT,
  requested_at INTEGER NOT NULL,
  action TEXT NOT NULL,
  scheduled_for INTEGER,
  state TEXT NOT NULL,
  decided_by TEXT,
  decided_by_name TEXT,
  decided_at INTEGER,
  note TEXT,
  -- An article's change held until approved (the save as it was asked for, JSON); null for content.
  payload TEXT
);
CREATE INDEX approval_requests_item ON approval_requests(kind, item_id, state);

-- A revision that went live (or was scheduled) on a second admin's approval records who approved and when.
ALTER TABLE content_revisions ADD COLUMN approved_by TEXT;
ALTER TABLE content_revisions ADD COLUMN approved_at INTEGER;
