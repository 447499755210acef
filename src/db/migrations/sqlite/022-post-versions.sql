-- Posts' live history: one row per version of a post as visitors saw it, from live_from until live_until
-- (NULL: still live). Written in the same transaction as every change that makes a post live, changes a
-- live post, or takes it down, so the site as it was at any instant can be rebuilt ("Site on a date").
-- Rows outlive their post: a deleted post keeps the versions it was live with.
CREATE TABLE post_versions (
  post_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  live_from INTEGER NOT NULL,
  live_until INTEGER,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  content TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  featured_image TEXT,
  featured_image_alt TEXT NOT NULL DEFAULT '',
  service_area TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (post_id, version)
);
CREATE INDEX post_versions_live ON post_versions(live_from, live_until);

-- The posts published today become one version each, live from their publication.
INSERT INTO post_versions (post_id, version, live_from, live_until, title, slug, content, excerpt,
  featured_image, featured_image_alt, service_area, published_at, created_at)
SELECT id, 1, published_at, NULL, title, slug, content, excerpt, featured_image, featured_image_alt,
  service_area, published_at, created_at
FROM posts WHERE status = 'published';
