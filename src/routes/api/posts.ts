import { type Context, Hono } from "hono";
import type { PostView } from "../../db";
import type { AppEnv } from "../../http/app-env";
import { record } from "../../http/audit";
import { keepOut } from "../../http/page-cache";
import { jsonBody, readJson } from "../../http/request-body";
import { postViewOf } from "../../http/viewer";
import { imageAt, responsiveImagesFor } from "../../images";
import { encodeCursor } from "../../lib/cursor";
import {
  areaErrors,
  ContentTooComplexError,
  createPost,
  deletePost,
  isPublic,
  POST_NOT_FOUND,
  parsePostsPage,
  renderPostHtml,
  updatePost,
} from "../../posts";
import { type SchemaInput, validate } from "../../shared/validate";
import type { Post } from "../../shared/wire-types";
import { INSIGHTS_LIMIT } from "../pages";
import { saveWithAlertChoice } from "../post-alert-choice";
import {
  approvePost,
  postNeedsApproval,
  requestPostApproval,
  returnPost,
  withdrawPostRequest,
} from "../post-approval";

/**
 * Visitors get a post's public fields exactly; an admin also gets the status (draft or published) and the
 * featured image's description.
 */
function shownTo(post: Post, view: PostView) {
  if (view === "admin") return post;
  const { status: _, featuredImageAlt: __, ...spec } = post;
  return spec;
}

/** The practice areas a post may be filed under: those on the site now. */
export const areasOf = (c: Context<AppEnv>): ReadonlySet<string> =>
  new Set(c.get("site").content.practice.bySlug.keys());

/**
 * A post's JSON body checked by its schema and, for its practice area, against the areas on the site now,
 * every problem named at once (`keep`: the area the post is filed under already).
 */
async function postBody<N extends "postCreateSchema" | "postUpdateSchema">(
  c: Context<AppEnv>,
  name: N,
  keep?: string,
): Promise<{ ok: true; data: SchemaInput<N> } | { ok: false; response: Response }> {
  const raw = (await readJson(c)) as Record<string, unknown>;
  const parsed = await validate(name, raw);
  const fields = { ...(parsed.ok ? {} : parsed.errors), ...areaErrors(areasOf(c), raw.serviceArea, keep) };
  if (parsed.ok && Object.keys(fields).length === 0) return parsed;
  return { ok: false, response: c.json({ error: Object.values(fields).join(". "), fields }, 400) };
}

/**
 * The original API's posts calls. Reads are public; writes need the admin session, enforced by the admin
 * guard (src/http/admin-guard.ts), which closes every API path not on its public list (401 JSON before
 * any handler here runs).
 */
export const postsApiRoutes = new Hono<AppEnv>()
  .get("/api/posts", async (c) => {
    const { posts } = c.get("deps").repos;
    const asked = c.req.query("serviceArea");
    // An unknown area is simply one without posts: the insights block is then hidden. A renamed area's
    // former value answers with the area's posts.
    const where = asked === undefined ? undefined : c.get("site").content.practice.resolve(asked);
    const area = where?.kind === "moved" ? where.slug : asked;
    // Made-up values would each be a page of their own in the cache: answered, never kept.
    if (where?.kind === "unknown") keepOut(c);
    if (area !== undefined) {
      const cards = await posts.listByServiceArea(area, INSIGHTS_LIMIT, "public");
      // The original API's fields only (the cards' image is for the practice pages).
      return c.json(cards.map(({ featuredImage: _, featuredImageAlt: __, ...summary }) => summary));
    }
    // The dashboard's pages: with `q` (title search), `limit` or `cursor`, one page, newest
    // first, its neighbours' cursors in X-Next-Cursor / X-Prev-Cursor and Link. Without: the original
    // API's list.
    const query = c.req.query();
    if (["q", "limit", "cursor"].some((k) => query[k] !== undefined)) {
      const parsed = parsePostsPage(query);
      if (!parsed.ok) return c.json({ error: parsed.error }, 400);
      const { q, cursor, limit } = parsed.params;
      const page = await posts.page(q, cursor, limit, postViewOf(c));
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
      // The dashboard's thumbnails ride along with each post of a page (the original API has no paged call).
      const images = await responsiveImagesFor(c.get("deps"), ...page.items.map((p) => p.featuredImage));
      const view = postViewOf(c);
      return c.json(
        page.items.map((p) => ({ ...shownTo(p, view), image: imageAt(images, p.featuredImage) })),
      );
    }
    // Visitors: published posts whose time has come; an admin (the dashboard): every post, with status.
    const view = postViewOf(c);
    return c.json((await posts.list(view)).map((p) => shownTo(p, view)));
  })
  .get("/api/posts/slug/:slug", async (c) => {
    const view = postViewOf(c);
    const post = await c.get("deps").repos.posts.findBySlug(c.req.param("slug"), view);
    return post ? c.json(shownTo(post, view)) : c.json({ error: POST_NOT_FOUND }, 404);
  })
  .get("/api/posts/:id", async (c) => {
    const post = await c.get("deps").repos.posts.findById(c.req.param("id"));
    const view = postViewOf(c);
    const shown = post && (view === "admin" || isPublic(post));
    return shown ? c.json(shownTo(post, view)) : c.json({ error: POST_NOT_FOUND }, 404);
  })
  // The editor's live preview: the content rendered and sanitised exactly as the public page does it.
  .post("/api/posts/preview", async (c) => {
    const body = await jsonBody(c, "postPreviewSchema");
    if (!body.ok) return body.response;
    c.header("Cache-Control", "no-store");
    try {
      return c.json({ html: await renderPostHtml(c.get("deps"), body.data.content) });
    } catch (e) {
      if (!(e instanceof ContentTooComplexError)) throw e;
      return c.json({ error: e.message, fields: { content: e.message } }, 422);
    }
  })
  // What saving these values would set off, asked by the editor before it publishes: `{ alert: null }`, or
  // `{ alert: { subscribers, waitMinutes, goesLiveAt } }` when the post's client alert would go. The
  // post's own fields, plus `id` when it exists already.
  .post("/api/posts/alert-check", async (c) => {
    const raw = (await readJson(c)) as Record<string, unknown>;
    const parsed = await validate("postUpdateSchema", raw);
    if (!parsed.ok) return c.json({ error: parsed.message, fields: parsed.errors }, 400);
    const deps = c.get("deps");
    const id = typeof raw.id === "string" ? raw.id : undefined;
    const before = id === undefined ? undefined : await deps.repos.posts.findById(id);
    if (id !== undefined && !before) return c.json({ error: POST_NOT_FOUND }, 404);
    c.header("Cache-Control", "no-store");
    const alert = await deps.alerts.planned({
      postId: id,
      status: parsed.data.status ?? before?.status,
      publishedAt: parsed.data.publishedAt ?? before?.publishedAt,
      serviceArea: parsed.data.serviceArea ?? before?.serviceArea ?? "",
      choice: parsed.data.alert,
    });
    return c.json({ alert: alert ?? null });
  })
  .post("/api/posts", async (c) => {
    const body = await postBody(c, "postCreateSchema");
    if (!body.ok) return body.response;
    const deps = c.get("deps");
    // Publishing while a second admin must approve: saved as a draft, the publish asked for.
    if (await postNeedsApproval(c, undefined, body.data)) {
      const draft = await createPost(deps, { ...body.data, status: "draft", alert: undefined }, areasOf(c));
      if (!draft.ok) return c.json({ error: draft.error, fields: draft.fields }, draft.status);
      await record(c, "post.create", { type: "post", id: draft.post.id, label: draft.post.title });
      const asked = await requestPostApproval(c, draft.post, body.data);
      return c.json({ requested: true, post: draft.post, ...asked }, 202);
    }
    const r = await saveWithAlertChoice(deps, body.data.alert, body.data.title, (id) =>
      createPost(deps, body.data, areasOf(c), id),
    );
    if (r.ok) await record(c, "post.create", { type: "post", id: r.post.id, label: r.post.title });
    return r.ok ? c.json(r.post, 201) : c.json({ error: r.error, fields: r.fields }, r.status);
  })
  .patch("/api/posts/:id", async (c) => {
    const before = await c.get("deps").repos.posts.findById(c.req.param("id"));
    const body = await postBody(c, "postUpdateSchema", before?.serviceArea);
    if (!body.ok) return body.response;
    const deps = c.get("deps");
    const id = c.req.param("id");
    if (before && (await postNeedsApproval(c, before, body.data))) {
      // A draft keeps its other changes and stays a draft; a live article stays as it is.
      let post = before;
      if (before.status === "draft") {
        const saved = await updatePost(
          deps,
          id,
          { ...body.data, status: "draft", alert: undefined },
          areasOf(c),
        );
        if (!saved.ok) return c.json({ error: saved.error, fields: saved.fields }, saved.status);
        await record(c, "post.update", { type: "post", id, label: saved.post.title });
        post = saved.post;
      }
      const asked = await requestPostApproval(c, post, body.data);
      return c.json({ requested: true, post, ...asked }, 202);
    }
    const r = await saveWithAlertChoice(
      deps,
      body.data.alert,
      body.data.title ?? before?.title ?? "",
      () => updatePost(deps, id, body.data, areasOf(c)),
      { id },
    );
    if (r.ok) {
      if (r.post.status === "published") await withdrawPostRequest(c, id);
      await record(c, "post.update", { type: "post", id: r.post.id, label: r.post.title });
      if (body.data.status === "published" && before?.status === "draft")
        await record(
          c,
          "post.publish",
          { type: "post", id: r.post.id, label: r.post.title },
          { scheduled: !isPublic(r.post) },
        );
    }
    return r.ok ? c.json(r.post) : c.json({ error: r.error, fields: r.fields }, r.status);
  })
  // Approval by a second admin: the held save made now, or returned with `{ note }`.
  .post("/api/posts/:id/approve", async (c) => {
    const r = await approvePost(c, c.req.param("id"), areasOf(c));
    return r.ok ? c.json(r.post) : c.json({ error: r.error, fields: r.fields }, r.status);
  })
  .post("/api/posts/:id/return", async (c) => {
    const raw = (await readJson(c)) as Record<string, unknown>;
    const r = await returnPost(c, c.req.param("id"), raw.note);
    return r.ok ? c.json(r.post) : c.json({ error: r.error, fields: r.fields }, r.status);
  })
  .delete("/api/posts/:id", async (c) => {
    const title = (await c.get("deps").repos.posts.findById(c.req.param("id")))?.title;
    if (!(await deletePost(c.get("deps"), c.req.param("id")))) return c.json({ error: POST_NOT_FOUND }, 404);
    await record(c, "post.delete", { type: "post", id: c.req.param("id"), label: title });
    return c.json({ ok: true });
  });
