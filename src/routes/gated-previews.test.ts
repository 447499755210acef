/**
 * With REQUIRE_2FA=on, an admin who has signed in with a password but not yet set up two-factor sign-in
 * reaches only the steps that set it up: no drafts, no previews, anywhere (pages, the content preview, the
 * posts API), exactly as a visitor. Once set up, the same admin sees them.
 */
import { describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

async function setup(env: Record<string, string>) {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", ...env });
  const draft = await t.repos.posts.create({
    title: "Not Yet",
    slug: "not-yet",
    content: "Secret draft text",
    excerpt: "e",
    serviceArea: "immigration",
    status: "draft",
  });
  await t.repos.posts.create({
    title: "Out Now",
    slug: "out-now",
    content: "Public text",
    excerpt: "e",
    serviceArea: "immigration",
  });
  const cookie = await signIn(t.app);
  const get = (path: string) => t.app.request(`http://localhost${path}`, { headers: { Cookie: cookie } });
  return { ...t, draft, cookie, get };
}

describe("an admin who must first set up two-factor sign-in", () => {
  test("sees no draft and no preview: pages, the posts API and the editor's preview", async () => {
    const t = await setup({ REQUIRE_2FA: "on" });
    expect((await t.get("/blog/not-yet")).status).toBe(404);
    expect((await t.get("/blog/not-yet?preview")).status).toBe(404);
    const list = (await (await t.get("/api/posts")).json()) as { slug: string }[];
    expect(list.map((p) => p.slug)).toEqual(["out-now"]);
    const paged = (await (await t.get("/api/posts?limit=10")).json()) as { slug: string }[];
    expect(paged.map((p) => p.slug)).toEqual(["out-now"]);
    expect((await t.get("/api/posts/slug/not-yet")).status).toBe(404);
    expect((await t.get(`/api/posts/${t.draft.id}`)).status).toBe(404);
    const preview = await t.app.request("http://localhost/api/posts/preview", {
      method: "POST",
      headers: { Cookie: t.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ content: "x" }),
    });
    expect(preview.status).toBe(403);
    // The site's own content: ?preview is the published page, as for anyone.
    const about = await t.get("/about?preview");
    expect(about.status).toBe(200);
    expect(await about.text()).not.toContain("Preview — not published");
    expect(about.headers.get("x-robots-tag")).toBeNull();
  });

  test("without REQUIRE_2FA the same admin sees drafts and previews", async () => {
    const t = await setup({});
    expect((await t.get("/blog/not-yet")).status).toBe(200);
    expect(((await (await t.get("/api/posts")).json()) as unknown[]).length).toBe(2);
    expect(await (await t.get("/about?preview")).text()).toContain("Preview — not published");
  });
});
