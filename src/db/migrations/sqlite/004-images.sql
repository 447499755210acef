-- Issue #11: every upload is decoded, cleaned and resized on the server. One row per upload says what was
-- stored for it, so pages emit srcset, width, height and the placeholder without touching the files. A file
-- is served only while its row exists (src/routes/uploads.ts).
CREATE TABLE images (
  -- The upload's random UUID: the start of every file name stored for it.
  id TEXT PRIMARY KEY,
  -- The master's name in the upload store, served at /uploads/<name>: "<id>.<ext>".
  name TEXT NOT NULL UNIQUE,
  -- What the master file holds: 'jpeg', 'png' or 'webp' (a GIF becomes a PNG still, decision 010).
  format TEXT NOT NULL,
  -- What was uploaded: 'jpeg', 'png', 'gif' or 'webp'.
  source_format TEXT NOT NULL,
  -- The master's size in pixels, after orientation and the 2560 px cap.
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  -- A tiny blurred PNG as a data: URL, shown until the image has loaded.
  placeholder TEXT NOT NULL,
  -- JSON list of the WebP variants, [{"width":480,"height":320,"bytes":12345}, …], each stored as
  -- "<id>-<width>w.webp".
  variants TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- When the files were last written (an `images rebuild` rewrites the variants).
  processed_at INTEGER NOT NULL
);
-- The daily sweep looks for uploads older than a day that no post uses.
CREATE INDEX images_created_at ON images(created_at);
