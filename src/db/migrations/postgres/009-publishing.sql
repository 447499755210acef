-- Issue #13 (PostgreSQL twin of sqlite/009): drafts and scheduled posts, and old addresses that keep working.
-- A post is a draft or published; a published post whose published_at is still ahead is scheduled and
-- appears by itself at that moment. Every existing post is published (as every post was before drafts).
ALTER TABLE posts ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'));
-- What the public sees, newest first: /blog, the feed, insights, the sitemap.
CREATE INDEX posts_public ON posts(status, published_at DESC, id DESC);
CREATE INDEX posts_public_area ON posts(service_area, status, published_at DESC, id DESC);

-- A published post's earlier slugs: each answers 301 to the post's current address (one hop, however many
-- renames). Gone with the post.
CREATE TABLE post_redirects (
  old_slug TEXT PRIMARY KEY,
  post_id TEXT NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL
);
CREATE INDEX post_redirects_post ON post_redirects(post_id);

-- Addresses of deleted posts (and their earlier slugs): 410 Gone, until a new post takes the slug.
CREATE TABLE post_tombstones (
  slug TEXT PRIMARY KEY,
  deleted_at BIGINT NOT NULL
);
