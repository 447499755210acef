/**
 * A post's content is rendered and sanitised when it is saved and kept beside the markdown;
 * the public page serves the kept HTML; posts without it (or from an older renderer) are rendered again.
 */
import { expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { postHtmlJob, RENDERER_VERSION } from "./";

test("saved through the API: kept, served, and renewed when the text changes", async () => {
  const { app, repos } = await makeTestAppWithAdmin();
  const cookie = await signIn(app);
  const send = (method: string, path: string, body: unknown) =>
    app.request(path, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const res = await send("POST", "/api/posts", {
    title: "Kept",
    slug: "kept",
    content: "**First** <script>x()</script>",
    excerpt: "e",
    serviceArea: "immigration",
  });
  const { id } = (await res.json()) as { id: string };
  expect(await repos.posts.htmlOf(id, RENDERER_VERSION)).toBe("<p><strong>First</strong> </p>\n");
  // What the page shows is the kept HTML (changed here behind the app's back to prove it is the source).
  await repos.db.sql.run("UPDATE posts SET content_html = ? WHERE id = ?", ["<p>kept copy</p>", id]);
  expect(await (await app.request("/blog/kept")).text()).toContain("<p>kept copy</p>");
  await send("PATCH", `/api/posts/${id}`, { content: "_Second_" });
  expect(await repos.posts.htmlOf(id, RENDERER_VERSION)).toBe("<p><em>Second</em></p>\n");
  expect(await (await app.request("/blog/kept")).text()).toContain("<em>Second</em>");
});

test("posts without kept HTML, or from an older renderer, are rendered by the start-up pass", async () => {
  const { repos } = await makeTestAppWithAdmin();
  const a = await repos.posts.create({
    title: "A",
    slug: "a",
    content: "## A",
    excerpt: "e",
    serviceArea: "immigration",
  });
  const b = await repos.posts.create({
    title: "B",
    slug: "b",
    content: "*B*",
    excerpt: "e",
    serviceArea: "immigration",
  });
  await repos.posts.storeHtml(b.id, b.content, "<p>old renderer</p>", RENDERER_VERSION - 1);
  expect(await repos.posts.htmlOf(a.id, RENDERER_VERSION)).toBeUndefined();
  await postHtmlJob({ repos }).run();
  expect(await repos.posts.htmlOf(a.id, RENDERER_VERSION)).toBe("<h2>A</h2>\n");
  expect(await repos.posts.htmlOf(b.id, RENDERER_VERSION)).toBe("<p><em>B</em></p>\n");
  expect(await repos.posts.withStaleHtml(RENDERER_VERSION, 10)).toEqual([]);
});
