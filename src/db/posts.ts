import type { Database } from "bun:sqlite";

/** A post as the API and views see it (SPEC §3): camelCase, ISO timestamps. */
export interface Post {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImage: string | null;
  serviceArea: string;
  publishedAt: string;
  createdAt: string;
}

/** The card fields of SPEC §7 for GET /api/posts?serviceArea=… */
export type PostSummary = Pick<Post, "id" | "slug" | "title" | "excerpt" | "serviceArea" | "publishedAt">;

export interface PostInput {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImage?: string | null | undefined;
  serviceArea: string;
}

interface PostRow {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featured_image: string | null;
  service_area: string;
  published_at: number;
  created_at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toPost(r: PostRow): Post {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    content: r.content,
    excerpt: r.excerpt,
    featuredImage: r.featured_image,
    serviceArea: r.service_area,
    publishedAt: iso(r.published_at),
    createdAt: iso(r.created_at),
  };
}

export class DuplicateSlugError extends Error {
  constructor(slug: string) {
    super(`A post with the slug "${slug}" already exists. Choose a different slug.`);
  }
}

const isUniqueViolation = (e: unknown) =>
  e instanceof Error && /UNIQUE constraint failed: posts\.slug/.test(e.message);

const COLUMNS = "id, title, slug, content, excerpt, featured_image, service_area, published_at, created_at";

export function createPostsRepo(db: Database) {
  const all = db.query<PostRow, []>(
    `SELECT ${COLUMNS} FROM posts ORDER BY published_at DESC, created_at DESC`,
  );
  const byArea = db.query<PostRow, [string, number]>(
    `SELECT ${COLUMNS} FROM posts WHERE service_area = ? ORDER BY published_at DESC, created_at DESC LIMIT ?`,
  );
  const byId = db.query<PostRow, [string]>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`);
  const bySlug = db.query<PostRow, [string]>(`SELECT ${COLUMNS} FROM posts WHERE slug = ?`);
  const slugs = db.query<{ slug: string; published_at: number }, []>(
    "SELECT slug, published_at FROM posts ORDER BY published_at DESC",
  );
  const insert = db.query(
    `INSERT INTO posts (${COLUMNS}, updated_at) VALUES ($id, $title, $slug, $content, $excerpt, $featured_image,
     $service_area, $now, $now, $now)`,
  );
  const remove = db.query("DELETE FROM posts WHERE id = ?");
  // Bumped on every write: rendered pages that show posts are cached per version (src/middleware/page-cache.ts).
  let version = 0;

  return {
    /** Changes whenever a post is created, updated or deleted. */
    version: () => version,
    list: () => all.all().map(toPost),
    listByServiceArea: (serviceArea: string, limit: number): PostSummary[] =>
      byArea.all(serviceArea, limit).map((r) => {
        const { id, slug, title, excerpt, serviceArea: area, publishedAt } = toPost(r);
        return { id, slug, title, excerpt, serviceArea: area, publishedAt };
      }),
    findById: (id: string) => {
      const r = byId.get(id);
      return r ? toPost(r) : undefined;
    },
    findBySlug: (slug: string) => {
      const r = bySlug.get(slug);
      return r ? toPost(r) : undefined;
    },
    listSlugs: () => slugs.all().map((r) => ({ slug: r.slug, publishedAt: iso(r.published_at) })),
    create(input: PostInput): Post {
      const id = crypto.randomUUID();
      try {
        insert.run({
          id,
          title: input.title,
          slug: input.slug,
          content: input.content,
          excerpt: input.excerpt,
          featured_image: input.featuredImage ?? null,
          service_area: input.serviceArea,
          now: Date.now(),
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateSlugError(input.slug);
        throw e;
      }
      version++;
      return toPost(byId.get(id)!);
    },
    /** Partial update; returns undefined when the post does not exist. */
    update(id: string, patch: Partial<PostInput>): Post | undefined {
      const columns: Record<string, string | null> = {};
      if (patch.title !== undefined) columns.title = patch.title;
      if (patch.slug !== undefined) columns.slug = patch.slug;
      if (patch.content !== undefined) columns.content = patch.content;
      if (patch.excerpt !== undefined) columns.excerpt = patch.excerpt;
      if (patch.featuredImage !== undefined) columns.featured_image = patch.featuredImage;
      if (patch.serviceArea !== undefined) columns.service_area = patch.serviceArea;
      const names = Object.keys(columns);
      // Column names come from the fixed list above, never from input.
      const sql = `UPDATE posts SET ${[...names.map((n) => `${n} = $${n}`), "updated_at = $now"].join(", ")} WHERE id = $id`;
      try {
        const res = db.query(sql).run({ ...columns, now: Date.now(), id });
        if (res.changes === 0) return undefined;
        version++;
      } catch (e) {
        if (isUniqueViolation(e) && patch.slug) throw new DuplicateSlugError(patch.slug);
        throw e;
      }
      return toPost(byId.get(id)!);
    },
    delete: (id: string) => {
      const removed = remove.run(id).changes > 0;
      if (removed) version++;
      return removed;
    },
  };
}
export type PostsRepo = ReturnType<typeof createPostsRepo>;
