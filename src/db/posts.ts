import type { KeysetCursor } from "../lib/cursor";
import type { Post, PostCard, PostStatus } from "../shared/wire-types";
import { type ContentVersion, recordContentChange } from "./content-version";
import { buryPost, formerSlug, rememberOldSlug, slugTaken } from "./post-links";
import { recordPostVersion } from "./post-versions";
import { isUniqueViolation, type Sql, type SqlValue } from "./sql";

/**
 * Who is looking: visitors see published posts whose time has come; admins see every post. Required by
 * every read that lists or finds posts, so no caller can show a draft by forgetting to hide it.
 */
export type PostView = "public" | "admin";

export interface PostInput {
  /** A new post's id when the caller chose it (to attach something to it before it exists); default random. */
  id?: string | undefined;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featuredImage?: string | null | undefined;
  /** What the featured image shows (default ""). */
  featuredImageAlt?: string | undefined;
  serviceArea: string;
  /** Default "published". */
  status?: PostStatus | undefined;
  /** When it is (or was) published, ms; default now (or, for a draft being published, the moment it is). */
  publishedAt?: number | undefined;
}

interface PostRow {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featured_image: string | null;
  featured_image_alt: string;
  service_area: string;
  published_at: number | string;
  created_at: number | string;
  status: string;
}

/** Integer milliseconds (PostgreSQL's BIGINT arrives as a string) → ISO 8601. */
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function toPost(r: PostRow): Post {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    content: r.content,
    excerpt: r.excerpt,
    featuredImage: r.featured_image,
    featuredImageAlt: r.featured_image_alt ?? "",
    serviceArea: r.service_area,
    publishedAt: iso(r.published_at),
    createdAt: iso(r.created_at),
    status: r.status === "draft" ? "draft" : "published",
  };
}

function toCard(r: PostRow): PostCard {
  const { id, slug, title, excerpt, serviceArea, publishedAt, featuredImage, featuredImageAlt } = toPost(r);
  return { id, slug, title, excerpt, serviceArea, publishedAt, featuredImage, featuredImageAlt };
}

export class DuplicateSlugError extends Error {
  constructor(slug: string) {
    super(`A post with the slug "${slug}" already exists. Choose a different slug.`);
  }
}

const COLUMNS =
  "id, title, slug, content, excerpt, featured_image, service_area, published_at, created_at, status, featured_image_alt";
/** The posts a visitor may see at a moment (bound to that moment, ms). */
const PUBLIC = "status = 'published' AND published_at <= ?";
const visible = (view: PostView): { where: string; params: SqlValue[] } =>
  view === "public" ? { where: ` AND ${PUBLIC}`, params: [Date.now()] } : { where: "", params: [] };
const ORDER = "ORDER BY published_at DESC, created_at DESC";

/** One page of the posts dashboard: newest first, keyset cursors to the pages around it. */
export interface PostPage {
  items: Post[];
  next: KeysetCursor | undefined;
  prev: KeysetCursor | undefined;
}

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern. */
const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function createPostsRepo(sql: Sql, version: ContentVersion) {
  const byId = async (id: string) => {
    const r = await sql.get<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`, [id]);
    return r ? toPost(r) : undefined;
  };

  return {
    list: async (view: PostView) => {
      const v = visible(view);
      return (
        await sql.all<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE 1 = 1${v.where} ${ORDER}`, v.params)
      ).map(toPost);
    },
    listByServiceArea: async (serviceArea: string, limit: number, view: PostView): Promise<PostCard[]> => {
      const v = visible(view);
      return (
        await sql.all<PostRow>(
          `SELECT ${COLUMNS} FROM posts WHERE service_area = ?${v.where} ${ORDER} LIMIT ?`,
          [serviceArea, ...v.params, limit],
        )
      ).map(toCard);
    },
    /**
     * A page of what visitors see, newest first (/blog, the feed), optionally of one practice area, with
     * the total for the page links.
     */
    async publicPage(area: string | undefined, offset: number, limit: number) {
      const where = `WHERE ${PUBLIC}${area ? " AND service_area = ?" : ""}`;
      const params: SqlValue[] = [Date.now(), ...(area ? [area] : [])];
      const [rows, total] = await Promise.all([
        sql.all<PostRow>(
          `SELECT ${COLUMNS} FROM posts ${where} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
          [...params, limit, offset],
        ),
        sql.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM posts ${where}`, params),
      ]);
      return { items: rows.map(toPost), total: Number(total?.n ?? 0) };
    },
    /** The next moment a scheduled post appears (ms), if any: cached pages are stale from then on. */
    async nextScheduledAfter(now: number): Promise<number | undefined> {
      const r = await sql.get<{ at: number | string | null }>(
        "SELECT MIN(published_at) AS at FROM posts WHERE status = 'published' AND published_at > ?",
        [now],
      );
      return r?.at === null || r?.at === undefined ? undefined : Number(r.at);
    },
    /** The content's HTML as kept when the post was saved, if it was made by this renderer `version`. */
    async htmlOf(id: string, version: number): Promise<string | undefined> {
      const r = await sql.get<{ content_html: string | null }>(
        "SELECT content_html FROM posts WHERE id = ? AND content_html_version = ?",
        [id, version],
      );
      return r?.content_html ?? undefined;
    },
    /** Keeps the HTML rendered from `content`, unless the post's text has changed meanwhile. */
    async storeHtml(id: string, content: string, html: string, version: number): Promise<void> {
      await sql.run(
        "UPDATE posts SET content_html = ?, content_html_version = ? WHERE id = ? AND content = ?",
        [html, version, id, content],
      );
    },
    /** Posts whose kept HTML is missing or from another renderer version, a batch at a time. */
    async withStaleHtml(version: number, limit: number): Promise<{ id: string; content: string }[]> {
      return sql.all<{ id: string; content: string }>(
        `SELECT id, content FROM posts WHERE content_html_version IS NULL OR content_html_version <> ?
         ORDER BY id LIMIT ?`,
        [version, limit],
      );
    },
    /** What an address that is no post's slug was: a renamed post's (its current slug) or a deleted one's. */
    async formerSlug(slug: string): Promise<{ kind: "moved"; post: Post } | { kind: "gone" } | undefined> {
      const was = await formerSlug(sql, slug);
      if (was?.kind !== "moved") return was;
      const post = await byId(was.postId);
      return post ? { kind: "moved", post } : undefined;
    },
    /**
     * The dashboard's page: newest first on (published_at, id), optionally only titles containing `q`
     * (case-insensitive), after or before a keyset cursor. Fewer than a page of newer posts left: the top.
     */
    async page(
      q: string,
      cursor: KeysetCursor | undefined,
      limit: number,
      view: PostView,
    ): Promise<PostPage> {
      const v = visible(view);
      const search = `${v.where}${q.trim() ? " AND lower(title) LIKE ? ESCAPE '\\'" : ""}`;
      const searchParams = [...v.params, ...(q.trim() ? [likeContains(q.trim())] : [])];
      const fetch = async (c: KeysetCursor | undefined): Promise<PostPage> => {
        const newer = c?.kind === "newer";
        const bound = c
          ? newer
            ? " AND published_at >= ? AND (published_at > ? OR id > ?)"
            : " AND published_at <= ? AND (published_at < ? OR id < ?)"
          : "";
        const rows = await sql.all<PostRow>(
          `SELECT ${COLUMNS} FROM posts WHERE 1 = 1${search}${bound}
           ORDER BY ${newer ? "published_at ASC, id ASC" : "published_at DESC, id DESC"} LIMIT ?`,
          [...searchParams, ...(c ? [c.at, c.at, c.id] : []), limit + 1],
        );
        const more = rows.length > limit;
        const shown = rows.slice(0, limit);
        if (newer) shown.reverse();
        const first = shown[0];
        const last = shown[shown.length - 1];
        const key = (r: PostRow, kind: KeysetCursor["kind"]): KeysetCursor => ({
          kind,
          at: Number(r.published_at),
          id: r.id,
        });
        return {
          items: shown.map(toPost),
          next: last && (newer || more) ? key(last, "older") : undefined,
          prev: first && (newer ? more : c !== undefined) ? key(first, "newer") : undefined,
        };
      };
      const page = await fetch(cursor);
      if (cursor?.kind === "newer" && !page.prev) return fetch(undefined);
      return page;
    },
    findById: byId,
    findBySlug: async (slug: string, view: PostView) => {
      const v = visible(view);
      const r = await sql.get<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE slug = ?${v.where}`, [
        slug,
        ...v.params,
      ]);
      return r ? toPost(r) : undefined;
    },
    /** Published posts whose time has come, for the sitemap. */
    listSlugs: async () =>
      (
        await sql.all<{ slug: string; published_at: number | string; service_area: string }>(
          `SELECT slug, published_at, service_area FROM posts WHERE ${PUBLIC} ORDER BY published_at DESC`,
          [Date.now()],
        )
      ).map((r) => ({ slug: r.slug, publishedAt: iso(r.published_at), serviceArea: r.service_area })),
    async create(input: PostInput): Promise<Post> {
      const id = input.id ?? crypto.randomUUID();
      const now = Date.now();
      try {
        await sql.tx(async (tx) => {
          await tx.run(
            `INSERT INTO posts (${COLUMNS}, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              id,
              input.title,
              input.slug,
              input.content,
              input.excerpt,
              input.featuredImage ?? null,
              input.serviceArea,
              input.publishedAt ?? now,
              now,
              input.status ?? "published",
              input.featuredImageAlt ?? "",
              now,
            ],
          );
          await slugTaken(tx, input.slug);
          await recordPostVersion(tx, id, now);
          await recordContentChange(tx);
        });
      } catch (e) {
        if (isUniqueViolation(e, "posts.slug")) throw new DuplicateSlugError(input.slug);
        throw e;
      }
      version.bump();
      return (await byId(id))!;
    },
    /** Partial update; returns undefined when the post does not exist. */
    async update(id: string, patch: Partial<PostInput>): Promise<Post | undefined> {
      const columns: [string, SqlValue][] = [];
      if (patch.title !== undefined) columns.push(["title", patch.title]);
      if (patch.slug !== undefined) columns.push(["slug", patch.slug]);
      if (patch.content !== undefined) {
        columns.push(["content", patch.content]);
        // The HTML kept for the old text is wrong now: readers render the new text until it is stored.
        columns.push(["content_html", null], ["content_html_version", null]);
      }
      if (patch.excerpt !== undefined) columns.push(["excerpt", patch.excerpt]);
      if (patch.featuredImage !== undefined) columns.push(["featured_image", patch.featuredImage]);
      if (patch.featuredImageAlt !== undefined) columns.push(["featured_image_alt", patch.featuredImageAlt]);
      if (patch.serviceArea !== undefined) columns.push(["service_area", patch.serviceArea]);
      if (patch.status !== undefined) columns.push(["status", patch.status]);
      const now = Date.now();
      columns.push(["updated_at", now]);
      // Column names come from the fixed list above, never from input.
      try {
        const changed = await sql.tx(async (tx) => {
          const before = await tx.get<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`, [id]);
          if (!before) return false;
          const wasDraft = before.status === "draft";
          // Publishing a draft without a date publishes it now; a date given is kept as given.
          const publishedAt =
            patch.publishedAt ?? (wasDraft && patch.status === "published" ? now : undefined);
          const all: [string, SqlValue][] =
            publishedAt === undefined ? columns : [...columns, ["published_at", publishedAt]];
          const res = await tx.run(
            `UPDATE posts SET ${all.map(([name]) => `${name} = ?`).join(", ")} WHERE id = ?`,
            [...all.map(([, v]) => v), id],
          );
          if (res.changes === 0) return false;
          if (patch.slug !== undefined && patch.slug !== before.slug) {
            await slugTaken(tx, patch.slug);
            // Only an address visitors could have seen and shared keeps working.
            if (!wasDraft && Number(before.published_at) <= now)
              await rememberOldSlug(tx, before.slug, id, now);
          }
          await recordPostVersion(tx, id, now);
          await recordContentChange(tx);
          return true;
        });
        if (!changed) return undefined;
      } catch (e) {
        if (isUniqueViolation(e, "posts.slug") && patch.slug) throw new DuplicateSlugError(patch.slug);
        throw e;
      }
      version.bump();
      return byId(id);
    },
    /**
     * Whether any post names the upload `id` (a UUID) as its featured image or anywhere in its content.
     * A scan, but only run when an image is about to be deleted.
     */
    async usesUpload(id: string): Promise<boolean> {
      const pattern = `%/uploads/${id}%`;
      const r = await sql.get<{ used: number }>(
        "SELECT 1 AS used FROM posts WHERE featured_image LIKE ? OR content LIKE ? LIMIT 1",
        [pattern, pattern],
      );
      return r !== undefined;
    },
    /** The text of posts that may name uploads, a page at a time in id order (after `afterId`). */
    async listImageTextPage(
      afterId: string,
      limit: number,
    ): Promise<{ id: string; featuredImage: string | null; content: string }[]> {
      return (
        await sql.all<{ id: string; featured_image: string | null; content: string }>(
          "SELECT id, featured_image, content FROM posts WHERE id > ? ORDER BY id LIMIT ?",
          [afterId, limit],
        )
      ).map((r) => ({ id: r.id, featuredImage: r.featured_image, content: r.content }));
    },
    async delete(id: string): Promise<boolean> {
      const removed = await sql.tx(async (tx) => {
        const row = await tx.get<PostRow>(`SELECT ${COLUMNS} FROM posts WHERE id = ?`, [id]);
        if (!row) return false;
        const now = Date.now();
        // A published address answers 410 Gone from now on; a draft's never was one.
        if (row.status === "published" && Number(row.published_at) <= now) await buryPost(tx, id, now);
        const gone = (await tx.run("DELETE FROM posts WHERE id = ?", [id])).changes > 0;
        if (gone) {
          await recordPostVersion(tx, id, now);
          await recordContentChange(tx);
        }
        return gone;
      });
      if (removed) version.bump();
      return removed;
    },
  };
}
export type PostsRepo = ReturnType<typeof createPostsRepo>;
