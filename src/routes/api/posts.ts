import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { record } from "../../audit";
import { imageAt, responsiveImagesFor } from "../../images";
import { encodeCursor } from "../../lib/cursor";
import { createPost, deletePost, POST_NOT_FOUND, updatePost } from "../../lib/post-actions";
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
    if (area !== undefined) {
      const cards = await posts.listByServiceArea(area, INSIGHTS_LIMIT);
      // SPEC §7's fields only (the cards' image is for the practice pages).
      return c.json(cards.map(({ featuredImage: _, ...summary }) => summary));
    }
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
      // The dashboard's thumbnails ride along with each post of a page (a paged call is not SPEC §7's).
      const images = await responsiveImagesFor(c.get("deps"), ...page.items.map((p) => p.featuredImage));
      return c.json(page.items.map((p) => ({ ...p, image: imageAt(images, p.featuredImage) })));
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
    const r = await createPost(c.get("deps"), body.data);
    if (r.ok) await record(c, "post.create", { type: "post", id: r.post.id });
    return r.ok ? c.json(r.post, 201) : c.json({ error: r.error, fields: r.fields }, r.status);
  })
  .patch("/api/posts/:id", async (c) => {
    const body = await jsonBody(c, postUpdateSchema);
    if (!body.ok) return body.response;
    const r = await updatePost(c.get("deps"), c.req.param("id"), body.data);
    if (r.ok) await record(c, "post.update", { type: "post", id: r.post.id });
    return r.ok ? c.json(r.post) : c.json({ error: r.error, fields: r.fields }, r.status);
  })
  .delete("/api/posts/:id", async (c) => {
    if (!(await deletePost(c.get("deps"), c.req.param("id")))) return c.json({ error: POST_NOT_FOUND }, 404);
    await record(c, "post.delete", { type: "post", id: c.req.param("id") });
    return c.json({ ok: true });
  });
