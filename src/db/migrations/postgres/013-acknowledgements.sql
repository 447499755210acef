-- Acknowledgement e-mails to enquirers (PostgreSQL twin of sqlite/013, decision 024): each outbox row has a
-- kind, and an enquiry has at most one row of each kind (it had one row in all). The unique constraint is
-- the one migration 003's column constraint created, under PostgreSQL's own name for it.
ALTER TABLE mail_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'notification'
  CHECK (kind IN ('notification', 'acknowledgement'));
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_submission_id_key;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_submission_id_kind_key UNIQUE (submission_id, kind);
