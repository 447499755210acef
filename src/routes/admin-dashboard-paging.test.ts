/**
 * The posts dashboard at any size: a page at a time, newest first, a search by title, page links that
 * carry the search, and the paged GET /api/posts the island uses (the original API's unpaged list unchanged).
 */
import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import type { Post } from "../shared/wire-types";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});
beforeEach(async () => {
  await t.repos.db.sql.run("DELETE FROM posts");
});

/** `count` posts, published an hour apart (the last one newest). */
async function seed(count: number, title = (i: number) => `Article ${i}`) {
  const base = Date.now() - count * 3_600_000;
  for (let i = 0; i < count; i++) {
    const p = await t.repos.posts.create({
      title: title(i),
      slug: `article-${i}`,
      content: "Body",
      excerpt: "Summary",
      serviceArea: "immigration",
    });
    await t.repos.db.sql.run("UPDATE posts SET published_at = ? WHERE id = ?", [base + i * 3_600_000, p.id]);
  }
}

const get = (path: string) => t.app.request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const titles = (html: string) =>
  [...html.matchAll(/<h2 class="text-xl font-bold text-navy-900">([^<]*)<\/h2>/g)].map((m) => m[1]);
const hrefOf = (html: string, text: string) =>
  new RegExp(`<a href="([^"]+)"[^>]*>${text}</a>`).exec(html)?.[1]?.replace(/&amp;/g, "&");

describe("GET /admin/dashboard", () => {
  test("25 posts a page, newest first, with Older / Newer links; its columns and actions kept", async () => {
    await seed(30);
    const res = await get("/admin/dashboard");
    expect(res.status).toBe(200);
    const first = await res.text();
    expect(titles(first)).toEqual(Array.from({ length: 25 }, (_, i) => `Article ${29 - i}`));
    expect(first).toContain(">Contact Submissions</a>");
    expect(first).toContain(">New Post</a>");
    expect(first.match(/>Edit<span class="sr-only">/g)).toHaveLength(25);
    expect(first.match(/action="\/admin\/posts\/[^"]+\/delete"/g)).toHaveLength(25);
    const older = hrefOf(first, "Older ›")!;
    expect(older).toMatch(/^\/admin\/dashboard\?cursor=o[0-9a-z]+~[0-9a-f-]{36}$/);
    const second = await (await get(older)).text();
    expect(titles(second)).toEqual(["Article 4", "Article 3", "Article 2", "Article 1", "Article 0"]);
    expect(hrefOf(second, "Older ›")).toBeUndefined();
    expect(titles(await (await get(hrefOf(second, "‹ Newer")!)).text())).toEqual(titles(first));
  });

  test("search by title (case-insensitive, any part, LIKE wildcards literal), pages keep the search", async () => {
    await seed(40, (i) => (i % 2 ? `Work permits, part ${i}` : `Probate 100%_done ${i}`));
    const page = await (await get("/admin/dashboard?q=PERMIT")).text();
    expect(titles(page)).toHaveLength(20);
    expect(titles(page).every((x) => x!.startsWith("Work permits"))).toBe(true);
    expect(page).toMatch(/<input[^>]*type="search"[^>]*name="q"[^>]*value="PERMIT"/);
    expect(titles(await (await get("/admin/dashboard?q=permit&cursor=")).text())).toHaveLength(20);
    expect(
      titles(await (await get(`/admin/dashboard?q=${encodeURIComponent("100%_")}`)).text()),
    ).toHaveLength(20);
    expect(titles(await (await get("/admin/dashboard?q=%25")).text())).toHaveLength(20);
    expect(titles(await (await get("/admin/dashboard?q=_")).text())).toHaveLength(20);
    const none = await (await get("/admin/dashboard?q=nothing-like-this")).text();
    expect(none).toContain("No posts match “nothing-like-this”.");
    expect(none).not.toContain("Create Your First Post");
  });

  test("a malformed address is a 400 page", async () => {
    for (const q of ["cursor=zz", "cursor=r1~0", `q=${"x".repeat(201)}`]) {
      const res = await get(`/admin/dashboard?${q}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain("This page address is not valid");
    }
  });
});

describe("GET /api/posts with q, limit or cursor", () => {
  test("one page of posts with the original API's fields, the next page's cursor in X-Next-Cursor and Link; without them, every post", async () => {
    await seed(7);
    const res = await t.app.request("http://localhost/api/posts?limit=3&q=article");
    expect(res.status).toBe(200);
    const page = (await res.json()) as Post[];
    expect(page.map((p) => p.title)).toEqual(["Article 6", "Article 5", "Article 4"]);
    expect(Object.keys(page[0]!).sort()).toEqual(
      [
        "content",
        "createdAt",
        "excerpt",
        "featuredImage",
        "id",
        "publishedAt",
        "serviceArea",
        "slug",
        "title",
      ].sort(),
    );
    const next = res.headers.get("x-next-cursor")!;
    expect(res.headers.get("link")).toBe(`</api/posts?q=article&limit=3&cursor=${next}>; rel="next"`);
    const rest = (await (
      await t.app.request(`http://localhost/api/posts?limit=3&cursor=${next}`)
    ).json()) as Post[];
    expect(rest.map((p) => p.title)).toEqual(["Article 3", "Article 2", "Article 1"]);
    expect(((await (await t.app.request("http://localhost/api/posts")).json()) as Post[]).length).toBe(7);
    for (const bad of ["limit=0", "limit=500", "cursor=nope", `q=${"x".repeat(300)}`]) {
      const r = await t.app.request(`http://localhost/api/posts?${bad}`);
      expect(r.status).toBe(400);
      expect(typeof ((await r.json()) as { error: unknown }).error).toBe("string");
    }
  });
});
