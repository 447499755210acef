-- The site's own web address when SITE_URL is unset: every link in e-mails, feeds, the sitemap and canonical
-- tags is built from it, never from a request's Host header. Learnt from the first signed-in admin's request,
-- changeable on the Site screen; one row, shared by every instance (a change announces itself through
-- content_version, so each instance reloads it).
CREATE TABLE site_origin (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  origin TEXT NOT NULL,
  -- 'sign-in': learnt from an admin's request; 'admin': typed on the Site screen.
  source TEXT NOT NULL CHECK (source IN ('sign-in', 'admin')),
  updated_at INTEGER NOT NULL,
  -- The admin's username (who signed in, or who changed it).
  updated_by TEXT
);
