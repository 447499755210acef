import { expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { makeTestApp, makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { keepPostHtml } from "../posts";

test("a cached page is served again identically and refreshed after a post is written", async () => {
  const { app, repos } = await makeTestApp();
  const first = await app.request("/services/immigration");
  const html = await first.text();
  expect(html).not.toContain("Latest Insights");
  const second = await app.request("/services/immigration", { headers: { "Accept-Encoding": "br" } });
  expect(second.headers.get("content-encoding")).toBe("br");
  // The same validator, weak for the compressed bytes.
  expect(second.headers.get("etag")).toBe(`W/${first.headers.get("etag")}`);
  expect(brotliDecompressSync(new Uint8Array(await second.arrayBuffer())).toString("utf8")).toBe(html);

  await repos.posts.create({
    title: "New rules",
    slug: "new-rules",
    content: "x",
    excerpt: "y",
    serviceArea: "immigration",
  });
  expect(await (await app.request("/services/immigration")).text()).toContain("Latest Insights");
});

test("a conditional request for a cached page answers 304", async () => {
  const { app } = await makeTestApp();
  const first = await app.request("/about");
  await app.request("/about");
  const again = await app.request("/about", { headers: { "If-None-Match": first.headers.get("etag")! } });
  expect(again.status).toBe(304);
});

test("a page with a one-time toast is rendered fresh and not kept", async () => {
  const { app } = await makeTestApp();
  const flash = Buffer.from(JSON.stringify({ title: "Only once" })).toString("base64url");
  const withToast = await (await app.request("/", { headers: { Cookie: `flash=${flash}` } })).text();
  expect(withToast).toContain("Only once");
  expect(await (await app.request("/")).text()).not.toContain("Only once");
});

// The fast path: what it serves is what the normal path serves.
const VOLATILE = new Set(["date", "x-request-id", "content-length", "content-encoding"]);
const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers.entries()].filter(([name]) => !VOLATILE.has(name)));
async function decoded(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  const enc = res.headers.get("content-encoding");
  if (enc === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (enc === "gzip") return new TextDecoder().decode(Bun.gunzipSync(bytes));
  return new TextDecoder().decode(bytes);
}

test("public pages and JSON from the fast path: the same bytes and headers as the normal path, each encoding, 304", async () => {
  const { app, repos } = await makeTestApp();
  const post = await repos.posts.create({
    title: "T",
    slug: "t",
    content: "c",
    excerpt: "e",
    serviceArea: "immigration",
  });
  await keepPostHtml({ repos }, post); // as a save leaves it (a page without kept HTML is not cached)
  for (const path of [
    "/",
    "/services/immigration",
    "/blog/t",
    "/blog",
    "/blog/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/api/posts",
    "/api/posts?serviceArea=immigration",
    "/api/posts/slug/t",
  ]) {
    for (const encoding of ["identity", "gzip", "br, gzip"]) {
      await repos.posts.update((await repos.posts.list("admin"))[0]!.id, {
        excerpt: `e ${path} ${encoding}`,
      }); // new version
      const normal = await app.request(path, { headers: { "Accept-Encoding": encoding } });
      const fast = await app.request(path, { headers: { "Accept-Encoding": encoding } });
      expect(normal.status).toBe(200);
      expect(fast.status).toBe(200);
      expect({ path, encoding, ...headersOf(fast) }).toEqual({ path, encoding, ...headersOf(normal) });
      if (encoding !== "identity")
        expect(fast.headers.get("content-encoding")).toBe(encoding.startsWith("br") ? "br" : "gzip");
      expect(await decoded(fast)).toBe(await decoded(normal));
      const etag = fast.headers.get("etag")!;
      const again = await app.request(path, {
        headers: { "If-None-Match": etag, "Accept-Encoding": encoding },
      });
      expect(again.status).toBe(304);
    }
  }
});

test("a signed-in admin or a flash toast never get (or leave) a cached answer", async () => {
  const { app, repos } = await makeTestAppWithAdmin();
  const cookie = await signIn(app);
  await repos.posts.create({
    title: "Out",
    slug: "out",
    content: "c",
    excerpt: "e",
    serviceArea: "immigration",
  });
  await repos.posts.create({
    title: "Draft",
    slug: "draft",
    content: "c",
    excerpt: "e",
    serviceArea: "immigration",
    status: "draft",
  });
  const visitor = async () => (await (await app.request("/api/posts")).json()) as { slug: string }[];
  expect((await visitor()).map((p) => p.slug)).toEqual(["out"]);
  await visitor(); // cached now
  const admin = (await (await app.request("/api/posts", { headers: { Cookie: cookie } })).json()) as {
    slug: string;
  }[];
  expect(admin.map((p) => p.slug).sort()).toEqual(["draft", "out"]);
  // …and the admin's answer was not kept for visitors.
  expect((await visitor()).map((p) => p.slug)).toEqual(["out"]);
  const withFlash = await app.request("/about", {
    headers: {
      Cookie: `flash=${Buffer.from(JSON.stringify({ title: "Saved", description: "All good" })).toString("base64url")}`,
    },
  });
  // Rendered fresh, with its toast, although /about is cached.
  expect(await withFlash.text()).toContain("Saved");
  expect(await (await app.request("/about")).text()).not.toContain("Saved");
});

test("at the server's door: the same answer as through the app, or nothing for the normal path", async () => {
  const { app, repos, deps } = await makeTestApp();
  const post = await repos.posts.create({
    title: "T",
    slug: "t",
    content: "c",
    excerpt: "e",
    serviceArea: "immigration",
  });
  // Kept as a save through the app keeps it: a post without its HTML yet is shown provisionally, uncached.
  await keepPostHtml(deps, post);
  const req = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${path}`, { headers });
  expect(app.fastFetch(req("/about"))).toBeUndefined(); // nothing cached yet
  for (const path of ["/about", "/api/posts", "/blog/t"]) {
    for (const accept of ["identity", "gzip", "br"]) {
      const viaApp = await app.request(req(path, { "Accept-Encoding": accept }));
      await viaApp.arrayBuffer();
      const again = await app.request(req(path, { "Accept-Encoding": accept }));
      const fast = app.fastFetch(req(path, { "Accept-Encoding": accept }));
      expect(fast).toBeDefined();
      expect(headersOf(fast!)).toEqual(headersOf(again));
      expect(fast!.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(await decoded(fast!)).toBe(await decoded(again));
      const etag = fast!.headers.get("etag")!;
      expect(app.fastFetch(req(path, { "If-None-Match": etag }))?.status).toBe(304);
    }
  }
  // A parameter /about does not read changes nothing: its one entry answers.
  expect(await decoded(app.fastFetch(req("/about?x=1"))!)).toBe(await decoded(app.fastFetch(req("/about"))!));
  for (const [path, headers] of [
    ["/about", { Cookie: "sid=abc" }],
    ["/about", { Cookie: "theme=dark; flash=abc" }],
    ["/about/", {}],
    ["/admin/dashboard", {}],
  ] as const)
    expect(app.fastFetch(req(path, headers))).toBeUndefined();
  expect(app.fastFetch(new Request("http://localhost/about", { method: "POST" }))).toBeUndefined();
  // A write: the next request takes the normal path again.
  await repos.posts.create({ title: "U", slug: "u", content: "c", excerpt: "e", serviceArea: "immigration" });
  expect(app.fastFetch(req("/api/posts"))).toBeUndefined();
});

test("behind a proxy, HTTPS and plain answers are kept apart (HSTS only over HTTPS)", async () => {
  const { app } = await makeTestApp({ TRUST_PROXY: "on", SITE_URL: "https://firm.example" });
  const get = (proto: string) =>
    app.request(new Request("http://internal/about", { headers: { "X-Forwarded-Proto": proto } }));
  for (let i = 0; i < 2; i++) {
    expect((await get("https")).headers.get("strict-transport-security")).toContain("max-age");
    expect((await get("http")).headers.get("strict-transport-security")).toBeNull();
    const door = app.fastFetch(
      new Request("http://internal/about", { headers: { "X-Forwarded-Proto": "http" } }),
    );
    expect(door?.headers.get("strict-transport-security") ?? null).toBeNull();
  }
});

test("made-up query parameters and values never fill the cache: each page keeps one entry, and stays right", async () => {
  const { app, repos, deps } = await makeTestApp();
  const post = await repos.posts.create({
    title: "T",
    slug: "t",
    content: "c",
    excerpt: "e",
    serviceArea: "immigration",
  });
  await keepPostHtml(deps, post);
  const about = await (await app.request("/about")).text();
  const blog = await (await app.request("/blog")).text();
  const posts = await (await app.request("/api/posts")).text();
  const before = app.pageCacheSize();
  for (let i = 0; i < 500; i++) {
    // Tracking tags and junk: the page itself, from its one entry.
    const tagged = await app.request(`/about?utm_source=news${i}&fbclid=${i}`);
    expect(tagged.status).toBe(200);
    if (i % 100 === 0) expect(await tagged.text()).toBe(about);
    expect(await (await app.request(`/blog?x${i}=${i}`)).text()).toBe(blog);
    // An area nobody files under: an empty list, answered but not kept.
    expect(await (await app.request(`/api/posts?serviceArea=nowhere-${i}`)).json()).toEqual([]);
    // A page number that is not one: not found, not kept.
    expect((await app.request(`/blog?page=${i}x`)).status).toBe(404);
  }
  expect(app.pageCacheSize() - before).toBeLessThanOrEqual(1);
  // The door answers a tagged request from the page's entry, and the order of the parameters is no matter.
  expect(app.fastFetch(new Request("http://localhost/about?utm_campaign=spring"))?.status).toBe(200);
  await app.request("/blog?page=1&area=immigration");
  expect(app.fastFetch(new Request("http://localhost/blog?area=immigration&page=1&gclid=z"))?.status).toBe(
    200,
  );
  // A parameter that changes the page still does.
  expect(await (await app.request("/api/posts?serviceArea=immigration&utm_source=x")).json()).toHaveLength(1);
  expect(await (await app.request("/api/posts?serviceArea=corporate-law")).json()).toEqual([]);
  // The dashboard's paging is answered on the normal path, never from the plain list's entry.
  const paged = await app.request("/api/posts?limit=1");
  expect(paged.headers.get("x-next-cursor")).toBeNull();
  expect(app.fastFetch(new Request("http://localhost/api/posts?limit=1"))).toBeUndefined();
  expect(await (await app.request("/api/posts")).text()).toBe(posts);
}, 30_000);
