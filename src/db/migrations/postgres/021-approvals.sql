-- Approval by a second admin (PostgreSQL twin of sqlite/021; see there for the why).
CREATE TABLE approval_requests (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id TEXT NOT NULL,
  revision BIGINT NOT NULL,
  requested_by TEXT NOT NULL,
  requested_by_name TEXT,
  requested_at BIGINT NOT NULL,
  action TEXT NOT NULL,
  scheduled_for BIGINT,
  state TEXT NOT NULL,
  decided_by TEXT,
  decided_by_name TEXT,
  decided_at BIGINT,
  note TEXT,
  -- An article's change held until approved (the save as it was asked for, JSON); null for content.
  payload TEXT
);
CREATE INDEX approval_requests_item ON approval_requests(kind, item_id, state);

ALTER TABLE content_revisions ADD COLUMN approved_by TEXT;
ALTER TABLE content_revisions ADD COLUMN approved_at BIGINT;
