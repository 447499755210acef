import type { Sql } from "./sql";

/**
 * Old addresses that keep working. Called inside the transaction of the post write, so a
 * rename and its redirect, or a deletion and its tombstone, commit together.
 *
 * - A published post renamed: its old slug answers 301 to the post. Redirects point at the post's id, not
 *   at a slug, so after any number of renames every old address is one hop from the current one.
 * - A deleted post: its slug and earlier slugs answer 410 Gone.
 * - A slug taken again (a new post, or a rename onto it) is live: its redirect and tombstone go.
 */
export async function slugTaken(tx: Sql, slug: string): Promise<void> {
  await tx.run("DELETE FROM post_redirects WHERE old_slug = ?", [slug]);
  await tx.run("DELETE FROM post_tombstones WHERE slug = ?", [slug]);
}

export async function rememberOldSlug(tx: Sql, oldSlug: string, postId: string, at: number): Promise<void> {
  await tx.run(
    `INSERT INTO post_redirects (old_slug, post_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (old_slug) DO UPDATE SET post_id = excluded.post_id, created_at = excluded.created_at`,
    [oldSlug, postId, at],
  );
}

/** Before a post row is deleted (its redirects go with it by cascade). */
export async function buryPost(tx: Sql, postId: string, at: number): Promise<void> {
  const slugs = [
    ...(await tx.all<{ slug: string }>("SELECT slug FROM posts WHERE id = ?", [postId])),
    ...(await tx.all<{ slug: string }>("SELECT old_slug AS slug FROM post_redirects WHERE post_id = ?", [
      postId,
    ])),
  ];
  for (const { slug } of slugs)
    await tx.run(
      `INSERT INTO post_tombstones (slug, deleted_at) VALUES (?, ?)
       ON CONFLICT (slug) DO UPDATE SET deleted_at = excluded.deleted_at`,
      [slug, at],
    );
}

/** What an address that is no post's slug now was: renamed (the post's id) or deleted. */
export async function formerSlug(
  sql: Sql,
  slug: string,
): Promise<{ kind: "moved"; postId: string } | { kind: "gone" } | undefined> {
  const moved = await sql.get<{ post_id: string }>("SELECT post_id FROM post_redirects WHERE old_slug = ?", [
    slug,
  ]);
  if (moved) return { kind: "moved", postId: moved.post_id };
  const gone = await sql.get<{ slug: string }>("SELECT slug FROM post_tombstones WHERE slug = ?", [slug]);
  return gone ? { kind: "gone" } : undefined;
}
