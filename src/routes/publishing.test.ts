/**
 * Drafts and schedules from the outside: drafts and scheduled posts hidden from visitors everywhere, previews for
 * admins, a scheduled post appearing by itself, old addresses answering 301 and 410, /blog and its feed.
 */
import { beforeAll, describe, expect, test } from "bun:test";
import { JSDOM } from "jsdom";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
const { app } = t;
let cookie = "";
beforeAll(async () => {
  cookie = await signIn(app);
});

const get = (path: string, withSession = false) =>
  app.request(`http://localhost${path}`, withSession ? { headers: { Cookie: cookie } } : {});
const send = (method: string, path: string, body: unknown) =>
  app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

let n = 0;
async function create(fields: Record<string, unknown> = {}) {
  n++;
  const res = await send("POST", "/api/posts", {
    title: `Work permits ${n}`,
    slug: `work-permits-${n}`,
    content: `Renewing a permit, part ${n}.`,
    excerpt: `What employers must file, part ${n}.`,
    serviceArea: "immigration",
    ...fields,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as {
    id: string;
    slug: string;
    title: string;
    status: string;
    publishedAt: string;
  };
}

/** Every public place a post can show up, as a visitor sees it. */
async function publicPlaces(slug: string, title: string) {
  const text = async (path: string) => (await get(path)).text();
  return {
    page: (await get(`/blog/${slug}`)).status,
    insights: (await text("/services/immigration")).includes(title),
    blog: (await text("/blog")).includes(title),
    blogArea: (await text("/blog?area=immigration")).includes(title),
    feed: (await text("/blog/feed.xml")).includes(title),
    sitemap: (await text("/sitemap.xml")).includes(`/blog/${slug}<`),
    list: ((await (await get("/api/posts")).json()) as { slug: string }[]).some((p) => p.slug === slug),
    area: ((await (await get("/api/posts?serviceArea=immigration")).json()) as { slug: string }[]).some(
      (p) => p.slug === slug,
    ),
    bySlug: (await get(`/api/posts/slug/${slug}`)).status,
  };
}
const HIDDEN = {
  page: 404,
  insights: false,
  blog: false,
  blogArea: false,
  feed: false,
  sitemap: false,
  list: false,
  area: false,
  bySlug: 404,
};
const SHOWN = {
  page: 200,
  insights: true,
  blog: true,
  blogArea: true,
  feed: true,
  sitemap: true,
  list: true,
  area: true,
  bySlug: 200,
};

describe("drafts and scheduled posts", () => {
  test("a POST without the new fields publishes now, exactly as in the original API", async () => {
    const p = await create();
    expect(p.status).toBe("published");
    expect(Date.now() - Date.parse(p.publishedAt)).toBeLessThan(5000);
    expect(await publicPlaces(p.slug, p.title)).toEqual(SHOWN);
    // Visitors get a post's public fields only.
    const visitor = (await (await get(`/api/posts/slug/${p.slug}`)).json()) as Record<string, unknown>;
    expect(visitor.status).toBeUndefined();
  });

  test("a draft is invisible to visitors in every public place; an admin sees it with its status", async () => {
    // Warm every cache first: hiding must not depend on a cold cache.
    await publicPlaces("none", "none");
    const d = await create({ status: "draft" });
    expect(d.status).toBe("draft");
    expect(await publicPlaces(d.slug, d.title)).toEqual(HIDDEN);
    expect((await get(`/api/posts/${d.id}`)).status).toBe(404);
    const adminList = (await (await get("/api/posts", true)).json()) as { slug: string; status: string }[];
    expect(adminList.find((p) => p.slug === d.slug)?.status).toBe("draft");
    expect((await get(`/api/posts/${d.id}`, true)).status).toBe(200);
  });

  test("an admin previews a draft at its address: banner, noindex, never cached; visitors still get 404", async () => {
    const d = await create({ status: "draft", title: "Preview me" });
    const res = await get(`/blog/${d.slug}`, true);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Preview — not published");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("Preview me");
    expect((await get(`/blog/${d.slug}`)).status).toBe(404);
    const scheduled = await create({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() });
    const preview = await (await get(`/blog/${scheduled.slug}`, true)).text();
    expect(preview).toMatch(/Preview — not published.*Scheduled for/s);
    expect((await get(`/blog/${scheduled.slug}`)).status).toBe(404);
  });

  test("a post scheduled two seconds ahead appears by itself everywhere, with no stale cached page", async () => {
    const at = new Date(Date.now() + 2000).toISOString();
    const s = await create({ publishedAt: at, title: "Scheduled article" });
    expect(s.status).toBe("published");
    expect(await publicPlaces(s.slug, s.title)).toEqual(HIDDEN); // also caches every page
    await Bun.sleep(Math.max(0, Date.parse(at) - Date.now()) + 50);
    expect(await publicPlaces(s.slug, s.title)).toEqual(SHOWN);
  });

  test("publishing a draft without a date publishes it now; an invalid date is a 400 naming the field", async () => {
    const d = await create({ status: "draft" });
    const res = await send("PATCH", `/api/posts/${d.id}`, { status: "published" });
    expect(res.status).toBe(200);
    const p = (await res.json()) as { publishedAt: string };
    expect(Date.now() - Date.parse(p.publishedAt)).toBeLessThan(5000);
    expect((await get(`/blog/${d.slug}`)).status).toBe(200);
    for (const publishedAt of [
      "tomorrow",
      "2026-12-07T09:00",
      "2026-13-45T09:00:00Z",
      "2030-02-31T09:00:00Z",
      12,
    ]) {
      const bad = await send("PATCH", `/api/posts/${d.id}`, { publishedAt });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { fields: Record<string, string> }).fields.publishedAt).toBeDefined();
    }
    const badStatus = await send("PATCH", `/api/posts/${d.id}`, { status: "hidden" });
    expect(badStatus.status).toBe(400);
  });
});

describe("links that keep working", () => {
  test("renamed twice: both old addresses answer 301 straight to the current one; deleted: 410 for all", async () => {
    const p = await create({ slug: "first-name" });
    await get("/blog/first-name"); // cached
    expect((await send("PATCH", `/api/posts/${p.id}`, { slug: "second-name" })).status).toBe(200);
    expect((await send("PATCH", `/api/posts/${p.id}`, { slug: "third-name" })).status).toBe(200);
    for (const old of ["first-name", "second-name"]) {
      const res = await get(`/blog/${old}`);
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/blog/third-name");
    }
    expect((await get("/blog/third-name")).status).toBe(200);
    expect((await send("DELETE", `/api/posts/${p.id}`, undefined)).status).toBe(200);
    for (const slug of ["first-name", "second-name", "third-name"]) {
      const res = await get(`/blog/${slug}`);
      expect(res.status).toBe(410);
      expect(await res.text()).toContain("Post Not Found");
    }
  });

  test("a new post taking an old address wins over its redirect; a draft renamed leaves no redirect", async () => {
    const p = await create({ slug: "taken-again" });
    await send("PATCH", `/api/posts/${p.id}`, { slug: "moved-away" });
    expect((await get("/blog/taken-again")).status).toBe(301);
    const q = await create({ slug: "taken-again", title: "The new one" });
    const res = await get("/blog/taken-again");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("The new one");
    const d = await create({ slug: "draft-before", status: "draft" });
    await send("PATCH", `/api/posts/${d.id}`, { slug: "draft-after" });
    expect((await get("/blog/draft-before")).status).toBe(404);
    expect(q.slug).toBe("taken-again");
  });
});

describe("/blog and the feed", () => {
  test("newest first, paged, filtered by practice area, with canonical, Open Graph and Blog JSON-LD", async () => {
    for (let i = 0; i < 14; i++)
      await create({
        serviceArea: "real-estate",
        title: `Property note ${i}`,
        slug: `property-note-${i}`,
        publishedAt: new Date(Date.now() - (14 - i) * 60_000).toISOString(),
      });
    const first = await (await get("/blog?area=real-estate")).text();
    expect(first).toContain('<link rel="canonical" href="http://localhost/blog?area=real-estate"/>');
    expect(first).toContain('<meta property="og:title" content="Real Estate &amp; Property Law Insights');
    const ld = [...first.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { "@type": string; mainEntity?: { "@type": string; blogPost: unknown[] } },
    );
    const collection = ld.find((b) => b["@type"] === "CollectionPage");
    expect(collection?.mainEntity?.["@type"]).toBe("Blog");
    expect(collection?.mainEntity?.blogPost).toHaveLength(12);
    const titles = [...first.matchAll(/Property note (\d+)/g)].map((m) => Number(m[1]));
    expect(titles[0]).toBe(13);
    expect(first).not.toContain("Work permits");
    expect(first).toContain('href="/blog?area=real-estate&amp;page=2" rel="next"');
    const second = await (await get("/blog?area=real-estate&page=2")).text();
    expect(second).toContain("Property note 0");
    expect(second).not.toContain("Property note 13");
    for (const bad of [
      "/blog?area=nowhere",
      "/blog?page=0",
      "/blog?page=abc",
      "/blog?area=real-estate&page=3",
    ])
      expect((await get(bad)).status).toBe(404);
    // The practice page links to its list; every page advertises the feed.
    const practice = await (await get("/services/real-estate")).text();
    expect(practice).toContain('href="/blog?area=real-estate"');
    expect(practice).toContain("View all insights");
    expect(practice).toContain('<link rel="alternate" type="application/atom+xml"');
    expect(await (await get("/sitemap.xml")).text()).toContain("<loc>http://localhost/blog</loc>");
  });

  test("the feed is well-formed Atom with absolute links, ids, dates and escaped text, per area too", async () => {
    await create({ title: `Fees & "costs" <2026>`, slug: "fees-and-costs", serviceArea: "corporate-law" });
    for (const [path, area] of [
      ["/blog/feed.xml", undefined],
      ["/blog/feed.xml?area=corporate-law", "corporate-law"],
    ] as const) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=UTF-8");
      const doc = new JSDOM(await res.text(), { contentType: "application/xml" }).window.document;
      expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
      const feed = doc.documentElement;
      expect(feed.namespaceURI).toBe("http://www.w3.org/2005/Atom");
      for (const tag of ["id", "title", "updated", "author"])
        expect(feed.getElementsByTagName(tag).length).toBeGreaterThan(0);
      const entries = [...feed.getElementsByTagName("entry")];
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(20);
      for (const e of entries) {
        expect(e.getElementsByTagName("id")[0]?.textContent).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
        expect(e.getElementsByTagName("link")[0]?.getAttribute("href")).toMatch(
          /^http:\/\/localhost\/blog\//,
        );
        expect(Number.isNaN(Date.parse(e.getElementsByTagName("updated")[0]?.textContent ?? ""))).toBe(false);
      }
      const fees = entries.find(
        (e) => e.getElementsByTagName("title")[0]?.textContent === `Fees & "costs" <2026>`,
      );
      expect(fees).toBeDefined();
      if (area)
        for (const e of entries)
          expect(e.getElementsByTagName("category")[0]?.getAttribute("term")).toBe("Corporate Law");
    }
    expect((await get("/blog/feed.xml?area=nowhere")).status).toBe(404);
  });
});

describe("the editor's live preview", () => {
  test("renders with the public page's renderer and sanitiser, for admins only", async () => {
    const res = await send("POST", "/api/posts/preview", {
      content: "## Heading\n\n**bold** <script>alert(1)</script><img src=x onerror=alert(1)>",
    });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("<h2");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    const anonymous = await app.request("http://localhost/api/posts/preview", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ content: "x" }),
    });
    expect(anonymous.status).toBe(401);
    expect((await send("POST", "/api/posts/preview", { content: 42 })).status).toBe(400);
  });

  test("without JavaScript: a draft saved from the plain form, a date in Cayman time, a server-rendered preview", async () => {
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      return app.request("http://localhost/admin/posts/new", {
        method: "POST",
        headers: { Cookie: cookie, Origin: "http://localhost" },
        body,
      });
    };
    const fields = {
      title: "Plain form article",
      slug: "plain-form-article",
      content: "Some **plain** text.",
      excerpt: "From the plain form.",
      serviceArea: "immigration",
      status: "published",
      publishAt: "2030-12-07T09:00",
    };
    const preview = await form({ ...fields, intent: "preview" });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("<strong>plain</strong>");
    expect(await t.repos.posts.findBySlug("plain-form-article", "admin")).toBeUndefined();
    const bad = await form({ ...fields, publishAt: "2030-02-30T09:00" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a valid date and time");
    const saved = await form(fields);
    expect(saved.status).toBe(303);
    const post = await t.repos.posts.findBySlug("plain-form-article", "admin");
    expect(post?.publishedAt).toBe("2030-12-07T14:00:00.000Z"); // 9:00 in George Town is 14:00 UTC
    expect((await get("/blog/plain-form-article")).status).toBe(404);
    const dashboard = await (await get("/admin/dashboard", true)).text();
    expect(dashboard).toMatch(/Scheduled for (<!-- -->)?December 7, 2030 at 9:00 AM/);
  });
});
