import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { encodeCursor } from "../../lib/cursor";
import { createPost, POST_NOT_FOUND, updatePost } from "../../lib/post-actions";
import { jsonBody } from "../../lib/validate";
import { postCreateSchema, postUpdateSchema } from "../../schemas";
import { INSIGHTS_LIMIT } from "../pages";
import { parsePostsPage } from "../posts-page";

/**
 * SPEC §7 posts calls. Reads are public; writes need the admin session, enforced by path in
 * src/middleware/require-admin.ts (401 JSON before any handler here runs).
 */
export const postsApiRoutes = new Hono<AppEnv>()
  .get("/api/posts", async (c) => {
    const { posts } = c.get("deps").repos;
    const area = c.req.query("serviceArea");
    // An unknown area is simply one without posts: the insights block is then hidden (SPEC §4).
    if (area !== undefined) return c.json(await posts.listByServiceArea(area, INSIGHTS_LIMIT));
    // The dashboard's pages (issue #12): with `q` (title search), `limit` or `cursor`, one page, newest
    // first, its neighbours' cursors in X-Next-Cursor / X-Prev-Cursor and Link. Without: SPEC §7's list.
    const query = c.req.query();
    if (["q", "limit", "cursor"].some((k) => query[k] !== undefined)) {
      const parsed = parsePostsPage(query);
      if (!parsed.ok) return c.json({ error: parsed.error }, 400);
      const { q, cursor, limit } = parsed.params;
      const page = await posts.page(q, cursor, limit);
      const links: string[] = [];
      for (const [rel, next] of [
        ["next", page.next],
        ["prev", page.prev],
      ] as const) {
        if (!next) continue;
        const encoded = encodeCursor(next);
        c.header(rel === "next" ? "X-Next-Cursor" : "X-Prev-Cursor", encoded);
        const sp = new URLSearchParams({ ...(q ? { q } : {}), limit: String(limit), cursor: encoded });
        links.push(`</api/posts?${sp.toString().replace(/%7E/g, "~")}>; rel="${rel}"`);
      }
      if (links.length > 0) c.header("Link", links.join(", "));
      return c.json(page.items);
    }
    return c.json(await posts.list());
  })
  .get("/api/posts/slug/:slug", async (c) => {
    const post = await c.get("deps").repos.posts.findBySlug(c.req.param("slug"));
    return post ? c.json(post) : c.json({ error: POST_NOT_FOUND }, 404);
  })
  .get("/api/posts/:id", async (c) => {
    const post = await c.get("deps").repos.posts.findById(c.req.param("id"));
    return post ? c.json(post) : c.json({ error: POST_NOT_FOUND }, 404);
  })
  .post("/api/posts", async (c) => {
    const body = await jsonBody(c, postCreateSchema);
    if (!body.ok) return body.response;
    const r = await createPost(c.get("deps").repos.posts, body.data);
    return r.ok ? c.json(r.post, 201) : c.json({ error: r.error, fields: r.fields }, r.status);
  })
  .patch("/api/posts/:id", async (c) => {
    const body = await jsonBody(c, postUpdateSchema);
    if (!body.ok) return body.response;
    const r = await updatePost(c.get("deps").repos.posts, c.req.param("id"), body.data);
    return r.ok ? c.json(r.post) : c.json({ error: r.error, fields: r.fields }, r.status);
  })
  .delete("/api/posts/:id", async (c) =>
    (await c.get("deps").repos.posts.delete(c.req.param("id")))
      ? c.json({ ok: true })
      : c.json({ error: POST_NOT_FOUND }, 404),
  );
