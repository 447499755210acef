import { beforeEach, describe, expect, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { keepPostHtml } from "../posts";

const { app, repos } = await makeTestApp();
beforeEach(async () => {
  for (const p of await repos.posts.list("admin")) await repos.posts.delete(p.id);
});

/** A post as a save leaves it: its HTML kept (`keep: false`: as one from before kept HTML). */
async function add(
  fields: Partial<Parameters<typeof repos.posts.create>[0]> = {},
  publishedAt?: string,
  keep = true,
) {
  const p = await repos.posts.create({
    title: "Buying Property in Cayman",
    slug: "buying-property",
    content: "First line\nsecond line\n\n## What to check\n\n- Title\n- Strata",
    excerpt: "A short guide to buying property.",
    serviceArea: "real-estate",
    featuredImage: "/uploads/3f1c2b4a-1111-4222-8333-444455556666.png",
    ...fields,
  });
  if (keep) await keepPostHtml({ repos }, p);
  if (publishedAt)
    await repos.db.sql.run("UPDATE posts SET published_at = ? WHERE id = ?", [Date.parse(publishedAt), p.id]);
  return (await repos.posts.findById(p.id))!;
}

const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("GET /blog/:slug", () => {
  test("shows badge, long date (firm time zone), title as the one h1, excerpt, image, content and Back", async () => {
    // 03:00 UTC on March 5 is still March 4 in George Town (UTC-5).
    await add({}, "2026-03-05T03:00:00Z");
    const res = await app.request("/blog/buying-property");
    expect(res.status).toBe(200);
    const html = main(await res.text());
    expect(html).toContain(">Real Estate</span>");
    expect(html).toContain(">March 4, 2026</time>");
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Buying Property in Cayman<\/h1>/);
    expect(html).toContain("A short guide to buying property.");
    expect(html).toMatch(
      /<img src="\/uploads\/3f1c2b4a-1111-4222-8333-444455556666\.png" alt="" width="1200" height="675"/,
    );
    expect(html).toContain('class="prose');
    expect(html).toContain("<p>First line<br>second line</p>");
    expect(html).toContain("<h2>What to check</h2>");
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*?Back<\/a>/);
  });

  test("no featured image → no image box", async () => {
    await add({ featuredImage: null });
    const html = main(await (await app.request("/blog/buying-property")).text());
    expect(html).not.toContain("<img");
  });

  test("its own title, description, canonical, article Open Graph with the image, and BlogPosting JSON-LD", async () => {
    const post = await add();
    const html = await (await app.request("/blog/buying-property")).text();
    expect(html).toContain("<title>Buying Property in Cayman | Ironwood Legal</title>");
    expect(meta(html, "name", "description")).toBe("A short guide to buying property.");
    expect(meta(html, "name", "robots")).toBe("index, follow");
    expect(html).toContain('<link rel="canonical" href="http://localhost/blog/buying-property"/>');
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(meta(html, "property", "og:image")).toBe(
      "http://localhost/uploads/3f1c2b4a-1111-4222-8333-444455556666.png",
    );
    const blocks = jsonLd(html);
    const types = blocks.map((b) => b["@type"]);
    for (const t of ["BlogPosting", "Organization", "WebSite", "LegalService", "WebPage", "BreadcrumbList"])
      expect(types).toContain(t);
    expect(blocks.find((b) => b["@type"] === "BlogPosting")).toMatchObject({
      headline: "Buying Property in Cayman",
      description: "A short guide to buying property.",
      datePublished: post.publishedAt,
      url: "http://localhost/blog/buying-property",
      image: "http://localhost/uploads/3f1c2b4a-1111-4222-8333-444455556666.png",
      articleSection: "Real Estate & Property Law",
    });
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList") as {
      itemListElement: { item: string }[];
    };
    expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
      "http://localhost/",
      "http://localhost/services/real-estate",
      "http://localhost/blog/buying-property",
    ]);
  });

  test("content, title and excerpt written by an attacker render inert", async () => {
    await add({
      title: "</title><script>alert(1)</script>",
      excerpt: '"><img src=x onerror=alert(1)></script><script>alert(2)</script>',
      content: [
        "<script>alert(3)</script>",
        "<img src=x onerror=alert(4)>",
        "[click](javascript:alert(5))",
        '<a href="jav&#x09;ascript:alert(6)">tab</a>',
        '<iframe srcdoc="<script>alert(7)</script>"></iframe>',
        "<svg onload=alert(8)>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(9)>",
      ].join("\n\n"),
    });
    const res = await app.request("/blog/buying-property");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<img[^>]+onerror/);
    expect(html).not.toContain("javascript:");
    expect(html).not.toMatch(/<iframe|<svg[^>]*onload|srcdoc/);
    // The text is still there, as text.
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("unsafe-inline");
  });

  test("a post without kept HTML is shown at once as plain text, never cached, and rendered meanwhile", async () => {
    await add({ content: "First line\nsecond <b>line</b>\n\n## Next" }, undefined, false);
    const res = await app.request("/blog/buying-property");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const plain = main(await res.text());
    expect(plain).toContain("<p>First line<br>second &lt;b&gt;line&lt;/b&gt;</p>\n<p>## Next</p>");
    let html = plain;
    for (let i = 0; i < 100 && !html.includes("<h2>Next</h2>"); i++) {
      await Bun.sleep(50);
      html = main(await (await app.request("/blog/buying-property")).text());
    }
    expect(html).toContain("<p>First line<br>second <b>line</b></p>\n<h2>Next</h2>");
  });

  test("a missing slug → 404 'Post Not Found' with Back to Home, not indexed", async () => {
    const res = await app.request("/blog/no-such-post");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(main(html)).toMatch(/<h1[^>]*>Post Not Found<\/h1>/);
    expect(html).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist.");
    expect(main(html)).toMatch(/<a [^>]*href="\/"[^>]*>Back to Home<\/a>/);
    expect(meta(html, "name", "robots")).toBe("noindex, nofollow");
  });

  test("a deleted post is gone at once, even after its page was viewed", async () => {
    const p = await add();
    expect((await app.request("/blog/buying-property")).status).toBe(200);
    await repos.posts.delete(p.id);
    // A deleted article's address is 410 Gone (with the "Post Not Found" text).
    const gone = await app.request("/blog/buying-property");
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("Post Not Found");
  });
});
