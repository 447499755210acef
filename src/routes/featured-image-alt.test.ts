import { describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { photoPng } from "../../tests/support/images";

/**
 * A post's featured image is described for readers who cannot see it: the editor's "Image description"
 * field (a plain form field, so it works without JavaScript) stores it with the post, and the article and
 * the cards that show the picture read it out as the image's alt text.
 */

const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
const cookie = await signIn(t.app);
const admin = (path: string, init: RequestInit = {}) =>
  t.app.request(`http://localhost${path}`, {
    ...init,
    headers: { Cookie: cookie, Origin: "http://localhost", ...init.headers },
  });

describe("the featured image's description", () => {
  test("typed in the editor without JavaScript, kept with the post, and the picture's alt on the article and its cards", async () => {
    // The picture chosen in the same form, processed on save (no JavaScript).
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: "Moorings in the North Sound",
      slug: "moorings-north-sound",
      content: "What boat owners should know.",
      excerpt: "New mooring rules.",
      serviceArea: "real-estate",
      status: "published",
      publishAt: "",
      featuredImage: "",
      featuredImageAlt: "Sailing boats moored in the North Sound",
    }))
      form.append(k, v);
    form.append("image", new File([photoPng(800, 450)], "moorings.png", { type: "image/png" }));
    const saved = await admin("/admin/posts/new", { method: "POST", body: form });
    expect(saved.status).toBe(303);
    const post = await t.repos.posts.findBySlug("moorings-north-sound", "admin");
    expect(post?.featuredImage).toStartWith("/uploads/");
    expect(post?.featuredImageAlt).toBe("Sailing boats moored in the North Sound");

    // The editor shows it in its own labelled field.
    const editor = await (await admin(`/admin/posts/${post!.id}`)).text();
    expect(editor).toContain(">Image description</label>");
    expect(editor).toMatch(
      /<input[^>]*name="featuredImageAlt"[^>]*value="Sailing boats moored in the North Sound"/,
    );

    // The article and the cards (the practice page's insights, the articles page) read it out.
    for (const path of ["/blog/moorings-north-sound", "/services/real-estate", "/blog"]) {
      const html = await (await t.app.request(`http://localhost${path}`)).text();
      expect(html).toMatch(/<img [^>]*alt="Sailing boats moored in the North Sound"/);
    }
    // Processing a photo takes a few seconds on a busy machine: a generous ceiling, not a measure.
  }, 60_000);
});
