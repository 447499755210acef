-- What public pages show changes with every post or image write; each write increments this one row in its
-- own transaction, and every server polls it, so a page cached by any instance is dropped within a second
-- of a write on another (src/db/content-version.ts). The row appears with the first write: a migration
-- seeds no rows, so a backup's copy into a freshly migrated database never collides with one.
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  value INTEGER NOT NULL
);
