import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { pngBytes } from "../../tests/support/images";

const dataDir = mkdtempSync(join(tmpdir(), "firm-admin-posts-test-"));
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", DATA_DIR: dataDir });
  cookie = await signIn(t.app);
});
beforeEach(async () => {
  for (const p of await t.repos.posts.list("admin")) await t.repos.posts.delete(p.id);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const fields = {
  title: "Work Permit Changes",
  slug: "work-permit-changes",
  serviceArea: "immigration",
  excerpt: "What employers need to know.",
  content: "Line one\nLine two",
  featuredImage: "",
};

const get = async (path: string, headers: Record<string, string> = { Cookie: cookie }) =>
  await t.app.request(`http://localhost${path}`, { headers, redirect: "manual" });

/** Posts the editor form as the browser does without JavaScript: multipart, with an (empty) file field. */
async function submit(
  path: string,
  values: Record<string, string>,
  image?: File,
  headers = { Cookie: cookie },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  form.append("image", image ?? new File([], "", { type: "application/octet-stream" }));
  return await t.app.request(`http://localhost${path}`, { method: "POST", headers, body: form });
}

/** The toast a redirect carries (the flash cookie). */
function flashOf(res: Response): Record<string, string> | undefined {
  const raw = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("flash="))
    ?.split(";")[0]
    ?.slice("flash=".length);
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : undefined;
}
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

describe("signed out", () => {
  test("every admin post page redirects to the login page, and no form post changes anything", async () => {
    const p = await t.repos.posts.create({ ...fields, featuredImage: null });
    for (const path of ["/admin/dashboard", "/admin/posts/new", `/admin/posts/${p.id}`]) {
      const res = await get(path, {});
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/admin/login");
    }
    for (const path of ["/admin/posts/new", `/admin/posts/${p.id}`, `/admin/posts/${p.id}/delete`]) {
      const res = await submit(path, { ...fields, slug: "other", title: "Changed" }, undefined, {} as never);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/admin/login");
    }
    expect(await t.repos.posts.list("admin")).toEqual([p]);
  });
});

describe("dashboard", () => {
  test("empty: 'No posts yet' and 'Create Your First Post'; the toolbar has its three actions", async () => {
    const res = await get("/admin/dashboard");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = main(await res.text());
    expect(html).toMatch(/<h1[^>]*>Posts<\/h1>/);
    expect(html).toContain("No posts yet");
    expect(html).toMatch(/<a href="\/admin\/posts\/new"[^>]*>Create Your First Post<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/contact-submissions"[^>]*>Contact Submissions<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/posts\/new"[^>]*>New Post<\/a>/);
    expect(html).toContain('<form action="/admin/logout" method="post">');
  });

  test("lists each post: title, excerpt, area with spaces, long date, Edit link and a Delete form", async () => {
    const p = await t.repos.posts.create({
      ...fields,
      serviceArea: "wills-estates-trusts",
      featuredImage: null,
    });
    await t.repos.db.sql.run("UPDATE posts SET published_at = ? WHERE id = ?", [
      Date.parse("2026-03-04T15:00:00Z"),
      p.id,
    ]);
    const html = main(await (await get("/admin/dashboard")).text());
    expect(html).toContain("Work Permit Changes");
    expect(html).toContain("What employers need to know.");
    expect(html).toContain(">wills estates trusts</span>");
    expect(html).toContain(">March 4, 2026</time>");
    expect(html).toContain(`href="/admin/posts/${p.id}"`);
    expect(html).toContain(`<form action="/admin/posts/${p.id}/delete" method="post">`);
    expect(html).not.toContain("No posts yet");
  });
});

describe("editor pages", () => {
  test("new: a multipart form to /admin/posts/new with every field of the post editor", async () => {
    const res = await get("/admin/posts/new");
    expect(res.status).toBe(200);
    const html = main(await res.text());
    const form = /<form [^>]*action="\/admin\/posts\/new"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('encType="multipart/form-data"');
    expect(form).toContain('method="post"');
    for (const label of ["Title", "Slug", "Practice Area", "Excerpt", "Content"])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain("Featured Image");
    // The featured image's file input (the content toolbar's picker is not part of the form).
    const file =
      [...html.matchAll(/<input [^>]*type="file"[^>]*>/g)]
        .map((m) => m[0])
        .find((i) => i.includes("name=")) ?? "";
    expect(file).toContain('name="image"');
    expect(file).toContain('accept="image/*"');
    expect(html).toContain("PNG, JPG, GIF or WebP, up to 5MB");
    expect(html).toMatch(/<textarea[^>]*name="excerpt"[^>]*rows="3"/);
    expect(html).toMatch(/<textarea[^>]*name="content"[^>]*rows="15"/);
    for (const name of ["Bold", "H2 heading", "H3 heading", "Bullet list"])
      expect(html).toContain(`aria-label="${name}"`);
    const areaSelect = html.slice(
      html.indexOf('name="serviceArea"'),
      html.indexOf("</select>", html.indexOf('name="serviceArea"')),
    );
    const options = [...areaSelect.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(options).toEqual([
      ["corporate-law", "Corporate Law"],
      ["real-estate", "Real Estate"],
      ["immigration", "Immigration"],
      ["regulatory-compliance", "Regulatory Compliance"],
      ["employment-law", "Employment Law"],
      ["intellectual-property", "Intellectual Property"],
      ["wills-estates-trusts", "Wills Estates Trusts"],
    ]);
    expect(html).toContain(">Publish Post</button>");
    expect(html).toMatch(/<a href="\/admin\/dashboard"[^>]*>Cancel<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/dashboard"[^>]*>Back to Dashboard<\/a>/);
  });

  test("edit: preloaded with the post, 'Save Changes', and a corporate-services area kept", async () => {
    const p = await t.repos.posts.create({
      ...fields,
      serviceArea: "corporate-services",
      featuredImage: "/uploads/3f1c2b4a-1111-4222-8333-444455556666.png",
    });
    const html = main(await (await get(`/admin/posts/${p.id}`)).text());
    expect(html).toContain(`action="/admin/posts/${p.id}"`);
    expect(html).toContain('value="Work Permit Changes"');
    expect(html).toContain('value="work-permit-changes"');
    expect(html).toContain("What employers need to know.</textarea>");
    expect(html).toContain('<option value="corporate-services" selected="">Corporate Services</option>');
    expect(html).toContain('name="featuredImage" value="/uploads/3f1c2b4a-1111-4222-8333-444455556666.png"');
    expect(html).toContain('src="/uploads/3f1c2b4a-1111-4222-8333-444455556666.png"');
    expect(html).toContain(">Save Changes</button>");
  });

  test("an unknown id → 404 'Post Not Found'", async () => {
    for (const path of ["/admin/posts/no-such-id"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(main(await res.text())).toContain("Post Not Found");
    }
    const res = await submit("/admin/posts/no-such-id", fields);
    expect(res.status).toBe(404);
  });
});

describe("saving without JavaScript", () => {
  test("create with an image: stored, 303 to the dashboard with the 'Post Created' toast", async () => {
    const res = await submit(
      "/admin/posts/new",
      fields,
      new File([pngBytes(3, 2)], "photo.gif", { type: "image/gif" }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    expect(flashOf(res)).toEqual({
      title: "Post Created",
      description: "Your post has been published successfully",
    });
    const post = (await t.repos.posts.findBySlug("work-permit-changes", "admin"))!;
    const { featuredImage, ...rest } = post;
    const { featuredImage: _, ...typed } = fields;
    expect(rest).toMatchObject(typed);
    expect(featuredImage).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await t.deps.storage.exists(featuredImage!.slice("/uploads/".length))).toBe(true);
    // The toast shows on the dashboard the browser is sent to.
    const flashCookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("flash="))!
      .split(";")[0]!;
    const dashboard = await (await get("/admin/dashboard", { Cookie: `${cookie}; ${flashCookie}` })).text();
    expect(dashboard).toContain("Post Created");
    expect(dashboard).toContain("Work Permit Changes");
  });

  test("invalid input → 400, every typed value kept, each message by its field, nothing stored", async () => {
    const res = await submit("/admin/posts/new", {
      ...fields,
      title: "Kept <title>",
      slug: "Bad Slug!",
      content: " ",
    });
    expect(res.status).toBe(400);
    const html = main(await res.text());
    expect(html).toContain('value="Kept &lt;title&gt;"');
    expect(html).toContain('value="Bad Slug!"');
    expect(html).toContain("What employers need to know.</textarea>");
    expect(html).toContain('<option value="immigration" selected="">');
    expect(html).toContain("Slug may contain only lowercase letters, numbers and single hyphens");
    expect(html).toContain("Content is required");
    expect(html).toMatch(/aria-invalid="true"[^>]*name="slug"|name="slug"[^>]*aria-invalid="true"/);
    expect(await t.repos.posts.list("admin")).toEqual([]);
  });

  test("a file that is not an image → 400 with the message by the image field, other values kept", async () => {
    const res = await submit(
      "/admin/posts/new",
      fields,
      new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }),
    );
    expect(res.status).toBe(400);
    const html = main(await res.text());
    expect(html).toContain("Only PNG, JPEG, GIF or WebP images can be uploaded.");
    expect(html).toContain('value="Work Permit Changes"');
    expect(await t.repos.posts.list("admin")).toEqual([]);
  });

  test("a stored image survives another field's error, so it need not be chosen again", async () => {
    const res = await submit("/admin/posts/new", { ...fields, title: "" }, new File([pngBytes()], "a.png"));
    expect(res.status).toBe(400);
    const html = main(await res.text());
    expect(html).toMatch(/name="featuredImage" value="\/uploads\/[0-9a-f-]{36}\.png"/);
  });

  test("a duplicate slug → the form again with the message by the slug field", async () => {
    await t.repos.posts.create({ ...fields, featuredImage: null });
    const res = await submit("/admin/posts/new", { ...fields, title: "Another" });
    expect(res.status).toBe(409);
    const html = main(await res.text());
    expect(html).toContain(
      "A post with the slug &quot;work-permit-changes&quot; already exists. Choose a different slug.",
    );
    expect(html).toContain('value="Another"');
    expect(await t.repos.posts.list("admin")).toHaveLength(1);
  });

  test("update: saved, 303 to the dashboard with the 'Post Updated' toast", async () => {
    const p = await t.repos.posts.create({ ...fields, featuredImage: null });
    const res = await submit(`/admin/posts/${p.id}`, {
      ...fields,
      title: "Retitled",
      serviceArea: "real-estate",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    expect(flashOf(res)).toEqual({
      title: "Post Updated",
      description: "Your changes have been saved successfully",
    });
    expect(await t.repos.posts.findById(p.id)).toMatchObject({
      title: "Retitled",
      serviceArea: "real-estate",
      slug: p.slug,
    });
  });

  test("delete: removed, 303 to the dashboard with the 'Post Deleted' toast; a missing post says so", async () => {
    const p = await t.repos.posts.create({ ...fields, featuredImage: null });
    const res = await submit(`/admin/posts/${p.id}/delete`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/dashboard");
    expect(flashOf(res)).toEqual({
      title: "Post Deleted",
      description: "The post has been removed successfully",
    });
    expect(await t.repos.posts.findById(p.id)).toBeUndefined();
    const again = await submit(`/admin/posts/${p.id}/delete`, {});
    expect(flashOf(again)).toEqual({
      title: "Error",
      description: "Post not found.",
      variant: "destructive",
    });
  });

  test("a form post from another site is refused", async () => {
    const res = await submit("/admin/posts/new", fields, undefined, {
      Cookie: cookie,
      Origin: "https://evil.example",
    } as never);
    expect(res.status).toBe(403);
    expect(await t.repos.posts.list("admin")).toEqual([]);
  });
});
