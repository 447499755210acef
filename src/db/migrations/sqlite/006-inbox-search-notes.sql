-- Issue #12: the enquiry inbox at scale. Keyset paging per tab, full-text search, internal notes, erasure
-- by e-mail address, and paging of the posts dashboard.

-- Newest first on (submitted_at, id), the paging key (src/db/inbox.ts): the inbox and spam folder, and each
-- status tab. The second also serves the New count of the admin navigation and retention's completed rows.
DROP INDEX contact_submissions_spam_submitted_at;
CREATE INDEX contact_submissions_inbox ON contact_submissions(spam, submitted_at DESC, id DESC);
CREATE INDEX contact_submissions_status ON contact_submissions(status, spam, submitted_at DESC, id DESC);
-- "Erase by e-mail address": a case-insensitive exact match.
CREATE INDEX contact_submissions_email ON contact_submissions(lower(email));

-- Staff's internal notes on an enquiry; they go with it. The author's name is kept as it was when written.
CREATE TABLE submission_notes (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES contact_submissions(id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  author_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  author_name TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX submission_notes_submission ON submission_notes(submission_id, created_at);

-- The posts dashboard pages newest first on (published_at, id).
CREATE INDEX posts_dashboard ON posts(published_at DESC, id DESC);

-- Search over name, e-mail, phone, service and message: an FTS5 index over the table's own rows
-- (external content, keyed by rowid, which VACUUM and VACUUM INTO keep for a table with indexes), kept in
-- sync by the triggers below. unicode61 folds case and accents ("José" = "jose") and splits at every
-- non-letter/digit, so "ann@example.com" is ann | example | com and "555-0100" is 555 | 0100. Prefix
-- indexes make as-you-type prefixes of 2 and 3 characters cheap.
CREATE VIRTUAL TABLE contact_submissions_fts USING fts5(
  name, email, phone, service, message,
  content = 'contact_submissions',
  content_rowid = 'rowid',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
-- Ranking: a match in the name or e-mail counts most, then phone, service, message.
INSERT INTO contact_submissions_fts(contact_submissions_fts, rank) VALUES ('rank', 'bm25(10.0, 10.0, 5.0, 2.0, 1.0)');

CREATE TRIGGER contact_submissions_fts_insert AFTER INSERT ON contact_submissions BEGIN
  INSERT INTO contact_submissions_fts(rowid, name, email, phone, service, message)
  VALUES (new.rowid, new.name, new.email, new.phone, new.service, new.message);
END;
CREATE TRIGGER contact_submissions_fts_delete AFTER DELETE ON contact_submissions BEGIN
  INSERT INTO contact_submissions_fts(contact_submissions_fts, rowid, name, email, phone, service, message)
  VALUES ('delete', old.rowid, old.name, old.email, old.phone, old.service, old.message);
END;
-- Only when searchable text changes (a status change does not touch the index).
CREATE TRIGGER contact_submissions_fts_update AFTER UPDATE OF name, email, phone, service, message
ON contact_submissions BEGIN
  INSERT INTO contact_submissions_fts(contact_submissions_fts, rowid, name, email, phone, service, message)
  VALUES ('delete', old.rowid, old.name, old.email, old.phone, old.service, old.message);
  INSERT INTO contact_submissions_fts(rowid, name, email, phone, service, message)
  VALUES (new.rowid, new.name, new.email, new.phone, new.service, new.message);
END;

-- The enquiries already stored.
INSERT INTO contact_submissions_fts(contact_submissions_fts) VALUES ('rebuild');
