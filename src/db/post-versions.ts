/**
 * Posts' live history (post_versions): what visitors could read, and from when until when. Every change
 * of a post calls `recordPostVersion` inside its own transaction, so the history never misses a change
 * that reached the site.
 */
import type { Post } from "../shared/wire-types";
import type { Sql } from "./sql";

interface VersionRow {
  post_id: string;
  version: number | string;
  live_from: number | string;
  live_until: number | string | null;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  featured_image: string | null;
  featured_image_alt: string;
  service_area: string;
  published_at: number | string;
  created_at: number | string;
}

const VERSION_COLUMNS = `post_id, version, live_from, live_until, title, slug, content, excerpt, featured_image,
  featured_image_alt, service_area, published_at, created_at`;

/** One post as it was while a version was live. */
export interface PostVersion {
  post: Post;
  version: number;
  liveFrom: number;
  liveUntil: number | null;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function toVersion(r: VersionRow): PostVersion {
  return {
    version: Number(r.version),
    liveFrom: Number(r.live_from),
    liveUntil: r.live_until === null ? null : Number(r.live_until),
    post: {
      id: r.post_id,
      title: r.title,
      slug: r.slug,
      content: r.content,
      excerpt: r.excerpt,
      featuredImage: r.featured_image,
      featuredImageAlt: r.featured_image_alt ?? "",
      serviceArea: r.service_area,
      publishedAt: iso(r.published_at),
      createdAt: iso(r.created_at),
      status: "published",
    },
  };
}

/**
 * After a change of post `id` at `now` (inside the change's transaction): the version that was live (or
 * waiting for its time) ends now, and the post as it stands, when published, starts a new one, live from
 * its publication time (now at the earliest). A draft's changes touch nothing.
 */
export async function recordPostVersion(tx: Sql, id: string, now: number): Promise<void> {
  const row = await tx.get<{
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
  }>(
    `SELECT title, slug, content, excerpt, featured_image, featured_image_alt, service_area, published_at,
       created_at, status FROM posts WHERE id = ?`,
    [id],
  );
  const open = await tx.get<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM post_versions WHERE post_id = ? AND live_until IS NULL`,
    [id],
  );
  const published = row?.status === "published";
  if (open && published && row && sameAsLive(open, row)) return;
  if (open) {
    // A version still waiting for its time was never seen: it ends where it would have begun.
    await tx.run("UPDATE post_versions SET live_until = ? WHERE post_id = ? AND version = ?", [
      Math.max(now, Number(open.live_from)),
      id,
      open.version,
    ]);
  }
  if (!row || !published) return;
  const last = await tx.get<{ v: number | string | null }>(
    "SELECT MAX(version) AS v FROM post_versions WHERE post_id = ?",
    [id],
  );
  await tx.run(
    `INSERT INTO post_versions (${VERSION_COLUMNS}) VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      Number(last?.v ?? 0) + 1,
      Math.max(now, Number(row.published_at)),
      row.title,
      row.slug,
      row.content,
      row.excerpt,
      row.featured_image,
      row.featured_image_alt ?? "",
      row.service_area,
      row.published_at,
      row.created_at,
    ],
  );
}

/** Whether what visitors read is unchanged (an edit that touched nothing they see). */
function sameAsLive(v: VersionRow, r: Omit<VersionRow, "post_id" | "version" | "live_from" | "live_until">) {
  return (
    v.title === r.title &&
    v.slug === r.slug &&
    v.content === r.content &&
    v.excerpt === r.excerpt &&
    v.featured_image === r.featured_image &&
    (v.featured_image_alt ?? "") === (r.featured_image_alt ?? "") &&
    v.service_area === r.service_area &&
    Number(v.published_at) === Number(r.published_at)
  );
}

export function createPostVersionsRepo(sql: Sql) {
  return {
    /** Every post version live at `at` (ms), newest publication first. */
    async liveAt(at: number): Promise<PostVersion[]> {
      const rows = await sql.all<VersionRow>(
        `SELECT ${VERSION_COLUMNS} FROM post_versions
         WHERE live_from <= ? AND (live_until IS NULL OR live_until > ?)
         ORDER BY published_at DESC, post_id DESC`,
        [at, at],
      );
      return rows.map(toVersion);
    },
    /** How many versions were live at some moment since `since` (ms): history a retention window keeps. */
    async countLiveSince(since: number): Promise<number> {
      const r = await sql.get<{ n: number | string }>(
        "SELECT COUNT(*) AS n FROM post_versions WHERE live_until IS NULL OR live_until > ?",
        [since],
      );
      return Number(r?.n ?? 0);
    },
  };
}
export type PostVersionsRepo = ReturnType<typeof createPostVersionsRepo>;

/** A practice area's new address takes its posts along; the live ones start a version under it. */
export async function movePostsArea(tx: Sql, from: string, to: string, now: number): Promise<void> {
  const ids = await tx.all<{ id: string }>("SELECT id FROM posts WHERE service_area = ?", [from]);
  await tx.run("UPDATE posts SET service_area = ? WHERE service_area = ?", [to, from]);
  for (const { id } of ids) await recordPostVersion(tx, id, now);
}
