import { expect, test } from "bun:test";
import { brotliDecompressSync } from "node:zlib";
import { makeTestApp } from "../test-support";

test("a cached page is served again identically and refreshed after a post is written", async () => {
  const { app, repos } = await makeTestApp();
  const first = await app.request("/services/immigration");
  const html = await first.text();
  expect(html).not.toContain("Latest Insights");
  const second = await app.request("/services/immigration", { headers: { "Accept-Encoding": "br" } });
  expect(second.headers.get("content-encoding")).toBe("br");
  expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
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
