import { beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";
import type { Post } from "../../shared/wire-types";
import { INSIGHTS_LIMIT } from "../pages";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});
beforeEach(async () => {
  for (const p of await t.repos.posts.list("admin")) await t.repos.posts.delete(p.id);
});

const valid = {
  title: "New LLC Act",
  slug: "new-llc-act",
  content: "First line\nsecond line",
  excerpt: "What changes for LLCs.",
  serviceArea: "corporate-law",
};

/** A post published `minutesAgo` minutes ago (the API orders by publishedAt). */
async function add(slug: string, serviceArea = "immigration", minutesAgo = 0): Promise<Post> {
  const p = await t.repos.posts.create({ ...valid, title: `Title ${slug}`, slug, serviceArea });
  await t.repos.db.sql.run("UPDATE posts SET published_at = ? WHERE id = ?", [
    Date.now() - minutesAgo * 60_000,
    p.id,
  ]);
  return (await t.repos.posts.findById(p.id))!;
}

const call = async (
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { Cookie: cookie },
) =>
  await t.app.request(`http://localhost${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe("signed out", () => {
  test("every write answers 401 JSON and changes nothing; reads stay public", async () => {
    const p = await add("kept");
    const writes: [string, string, unknown][] = [
      ["POST", "/api/posts", valid],
      ["PATCH", `/api/posts/${p.id}`, { title: "Changed" }],
      ["DELETE", `/api/posts/${p.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      for (const headers of [{}, { Cookie: `sid=${"A".repeat(43)}` }] as Record<string, string>[]) {
        const res = await call(method, path, body, headers);
        expect(res.status).toBe(401);
        expect(String((await json(res)).error)).toContain("not signed in");
      }
    }
    expect(await t.repos.posts.list("admin")).toEqual([p]);
    for (const path of ["/api/posts", `/api/posts/${p.id}`, "/api/posts/slug/kept"]) {
      expect((await call("GET", path, undefined, {})).status).toBe(200);
    }
  });
});

describe("GET /api/posts", () => {
  test("newest first, with every field of a post", async () => {
    const older = await add("older", "immigration", 10);
    const newer = await add("newer", "real-estate", 1);
    const res = await call("GET", "/api/posts", undefined, {});
    expect(res.headers.get("content-type")).toContain("application/json");
    const list = (await res.json()) as Omit<Post, "status" | "featuredImageAlt">[];
    expect(list.map((p) => p.slug)).toEqual(["newer", "older"]);
    // Visitors get a post's public fields exactly (the status and the image's description are for admins).
    const spec = ({ status: _, featuredImageAlt: __, ...p }: Post) => p;
    expect(list[0]).toEqual(spec(newer));
    expect(Object.keys(list[1]!).sort()).toEqual(
      [
        "id",
        "title",
        "slug",
        "content",
        "excerpt",
        "featuredImage",
        "serviceArea",
        "publishedAt",
        "createdAt",
      ].sort(),
    );
    expect(list[1]).toEqual(spec(older));
  });

  test("an empty list is []", async () => {
    expect(await (await call("GET", "/api/posts")).json()).toEqual([]);
  });

  test("?serviceArea= filters, newest first, with only the card fields, at most INSIGHTS_LIMIT", async () => {
    for (let i = 0; i < INSIGHTS_LIMIT + 2; i++) await add(`imm-${i}`, "immigration", i + 1);
    await add("other", "real-estate", 0);
    const list = (await (
      await call("GET", "/api/posts?serviceArea=immigration", undefined, {})
    ).json()) as Record<string, unknown>[];
    expect(list).toHaveLength(INSIGHTS_LIMIT);
    expect(list.map((p) => p.slug)).toEqual(Array.from({ length: INSIGHTS_LIMIT }, (_, i) => `imm-${i}`));
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["id", "slug", "title", "excerpt", "serviceArea", "publishedAt"].sort(),
    );
    expect(list.every((p) => p.serviceArea === "immigration")).toBe(true);
  });

  test("corporate-services has its own posts; an unknown area has none", async () => {
    await add("cs", "corporate-services");
    expect(
      ((await (await call("GET", "/api/posts?serviceArea=corporate-services")).json()) as Post[]).map(
        (p) => p.slug,
      ),
    ).toEqual(["cs"]);
    expect(await (await call("GET", "/api/posts?serviceArea=tax")).json()).toEqual([]);
  });
});

describe("GET one post", () => {
  test("by id and by slug; 404 JSON when missing", async () => {
    const p = await add("found");
    expect(await (await call("GET", `/api/posts/${p.id}`)).json()).toEqual(p);
    expect(await (await call("GET", "/api/posts/slug/found")).json()).toEqual(p);
    for (const path of ["/api/posts/no-such-id", "/api/posts/slug/no-such-slug"]) {
      const res = await call("GET", path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: "Post not found." });
    }
  });
});

describe("POST /api/posts", () => {
  test("201 with the stored post; publishedAt and createdAt default to now", async () => {
    const before = Date.now();
    const res = await call("POST", "/api/posts", { ...valid, featuredImage: "/uploads/x.png" });
    expect(res.status).toBe(201);
    const post = (await res.json()) as Post;
    expect(post).toMatchObject({ ...valid, featuredImage: "/uploads/x.png" });
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(post.publishedAt)).toBeGreaterThanOrEqual(before - 1);
    expect(post.createdAt).toBe(post.publishedAt);
    expect(await t.repos.posts.findBySlug("new-llc-act", "admin")).toEqual(post);
  });

  test("featuredImage is optional; an empty one is stored as null", async () => {
    expect(((await (await call("POST", "/api/posts", valid)).json()) as Post).featuredImage).toBeNull();
    const res = await call("POST", "/api/posts", { ...valid, slug: "other", featuredImage: "" });
    expect(((await res.json()) as Post).featuredImage).toBeNull();
  });

  test("invalid input → 400 { error, fields } with a message per field, nothing stored", async () => {
    const res = await call("POST", "/api/posts", {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({
      title: "Title is required",
      slug: "Slug is required",
      content: "Content is required",
      excerpt: "Excerpt is required",
      serviceArea: "Please select a practice area",
    });
    expect(body.error).toContain("Title is required");
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ slug: "Not A Slug" }, "slug", /lowercase letters, numbers and single hyphens/],
      [{ serviceArea: "tax" }, "serviceArea", /practice area/],
      [{ featuredImage: "javascript:alert(1)" }, "featuredImage", /uploaded image or an http\(s\) URL/],
      [{ title: "   " }, "title", /Title is required/],
      [{ title: 42 }, "title", /Title is required/],
    ];
    for (const [patch, field, message] of cases) {
      const r = await call("POST", "/api/posts", { ...valid, ...patch });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { fields: Record<string, string> }).fields[field]).toMatch(message);
    }
    expect(await t.repos.posts.list("admin")).toEqual([]);
  });

  test("a body that is not a JSON object → 4xx with a message, never 500", async () => {
    for (const [body, type, status] of [
      ["{oops", "application/json", 400],
      ["[]", "application/json", 400],
      ["title=x", "application/x-www-form-urlencoded", 415],
    ] as const) {
      const res = await t.app.request("http://localhost/api/posts", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": type },
        body,
      });
      expect(res.status).toBe(status);
      expect(typeof (await json(res)).error).toBe("string");
    }
  });

  test("a duplicate slug → 409 naming the slug (as a slug field error too), never 500", async () => {
    await add("new-llc-act");
    const res = await call("POST", "/api/posts", valid);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('A post with the slug "new-llc-act" already exists. Choose a different slug.');
    expect(body.fields.slug).toBe(body.error);
    expect(await t.repos.posts.list("admin")).toHaveLength(1);
  });
});

describe("PATCH /api/posts/:id", () => {
  test("partial: only the fields sent change", async () => {
    const p = await add("patch-me", "immigration");
    const res = await call("PATCH", `/api/posts/${p.id}`, { title: "Retitled" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...p, title: "Retitled" });
    expect(await t.repos.posts.findById(p.id)).toEqual({ ...p, title: "Retitled" });
  });

  test("every field can change, and an empty featuredImage clears it", async () => {
    const p = await t.repos.posts.create({ ...valid, featuredImage: "/uploads/a.png" });
    const change = {
      title: "T2",
      slug: "t2",
      content: "c2",
      excerpt: "e2",
      serviceArea: "wills-estates-trusts",
      featuredImage: "",
    };
    const updated = (await (await call("PATCH", `/api/posts/${p.id}`, change)).json()) as Post;
    expect(updated).toMatchObject({ ...change, featuredImage: null, id: p.id, createdAt: p.createdAt });
  });

  test("invalid fields → 400, unknown id → 404, a slug taken by another post → 409", async () => {
    const p = await add("mine");
    await add("taken");
    const bad = await call("PATCH", `/api/posts/${p.id}`, { slug: "Bad Slug", serviceArea: "tax" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual([
      "serviceArea",
      "slug",
    ]);
    const missing = await call("PATCH", "/api/posts/nope", { title: "x" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Post not found." });
    const dup = await call("PATCH", `/api/posts/${p.id}`, { slug: "taken" });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as { error: string }).error).toContain('"taken" already exists');
    expect((await t.repos.posts.findById(p.id))?.slug).toBe("mine");
    // Its own slug is not a conflict.
    expect((await call("PATCH", `/api/posts/${p.id}`, { slug: "mine" })).status).toBe(200);
  });
});

describe("DELETE /api/posts/:id", () => {
  test("200 { ok: true }, then 404", async () => {
    const p = await add("bye");
    const res = await call("DELETE", `/api/posts/${p.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await t.repos.posts.findById(p.id)).toBeUndefined();
    const again = await call("DELETE", `/api/posts/${p.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "Post not found." });
  });
});

describe("the public pages follow the API", () => {
  test("a post written through the API appears on its practice page and in the sitemap at once", async () => {
    // Rendered pages are cached per content version; a write must show on the next view.
    const before = await (await t.app.request("/services/immigration")).text();
    expect(before).not.toContain("Latest Insights");
    const res = await call("POST", "/api/posts", { ...valid, slug: "visa-news", serviceArea: "immigration" });
    expect(res.status).toBe(201);
    const after = await (await t.app.request("/services/immigration")).text();
    expect(after).toContain("Latest Insights");
    expect(after).toContain('href="/blog/visa-news"');
    expect(await (await t.app.request("/services/real-estate")).text()).not.toContain("Latest Insights");
    expect(await (await t.app.request("/sitemap.xml")).text()).toContain("http://localhost/blog/visa-news");
  });
});

describe("the featured image's description (featuredImageAlt)", () => {
  test("optional: accepted and returned to admins, left out for visitors, trimmed, refused past 300 characters", async () => {
    const created = await call("POST", "/api/posts", {
      ...valid,
      featuredImage: "https://example.com/harbour.jpg",
      featuredImageAlt: "  The harbour at George Town at dusk  ",
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as Post;
    expect(post.featuredImageAlt).toBe("The harbour at George Town at dusk");
    expect((await json(await call("GET", `/api/posts/${post.id}`))).featuredImageAlt).toBe(
      "The harbour at George Town at dusk",
    );
    for (const path of ["/api/posts", `/api/posts/${post.id}`, "/api/posts/slug/new-llc-act"]) {
      const body = JSON.stringify(await (await call("GET", path, undefined, {})).json());
      expect(body).toContain("harbour.jpg");
      expect(body).not.toContain("featuredImageAlt");
    }
    // Without the field a post has none, and a change of it alone is kept.
    expect((await add("plain")).featuredImageAlt).toBe("");
    const patched = await call("PATCH", `/api/posts/${post.id}`, { featuredImageAlt: "Boats at the quay" });
    expect(((await patched.json()) as Post).featuredImageAlt).toBe("Boats at the quay");
    const tooLong = await call("PATCH", `/api/posts/${post.id}`, { featuredImageAlt: "x".repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { fields: Record<string, string> }).fields.featuredImageAlt).toBe(
      "Image description must be at most 300 characters",
    );
  });
});
