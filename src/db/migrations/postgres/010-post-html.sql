-- Issue #15: each post keeps its content rendered and sanitised when it was saved, with the renderer's
-- version (src/posts/markdown.ts RENDERER_VERSION), so public pages never load the sanitiser to show it.
-- NULL: not rendered yet (posts from before, or written straight into the database): rendered on read and
-- by the start-up pass.
ALTER TABLE posts ADD COLUMN content_html TEXT;
ALTER TABLE posts ADD COLUMN content_html_version INTEGER;
