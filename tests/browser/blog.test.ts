import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { formatLongDate } from "../../src/shared/dates";
import { pngBytes } from "../support/images";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const TITLE = "Buying Property: A 2026 Guide!";
const SLUG = "buying-property-a-2026-guide";
const EXCERPT = "What to check before you sign for a home in Grand Cayman.";
const NEW_TITLE = "Buying Property in 2026: Updated";

const path = (page: Page) => new URL(page.url()).pathname;
/** Chromium logs every non-2xx response; the failures these tests provoke on purpose are expected. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource: the server responded with a status of (409|500)/.test(p));

/** Waits until React owns the element, so a click goes to the island rather than the plain form. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  }, selector);
}

async function signIn(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage(options);
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  return p;
}

async function openEditor(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page, "form[enctype='multipart/form-data'], form[encType='multipart/form-data']");
  // Hydrated: the toolbar buttons are enabled once the island runs.
  await page.getByRole("button", { name: "Bold" }).and(page.locator(":enabled")).waitFor();
}

async function openDashboard(page: Page) {
  await page.goto("/admin/dashboard");
  await hydrated(page, "[data-island='post-list'] > *");
}

const toast = (page: Page, title: string) => page.locator("li[data-variant]", { hasText: title });

/** Selects [start, end) of the content textarea, then clicks a toolbar button. */
async function format(page: Page, button: string, start: number, end: number) {
  await page
    .getByLabel("Content")
    .evaluate((el: HTMLTextAreaElement, [s, e]) => el.setSelectionRange(s!, e!), [start, end]);
  await page.getByRole("button", { name: button }).click();
}

/** Image preview shown and actually decoded. */
async function previewLoaded(page: Page) {
  const img = page.getByRole("img", { name: "Preview of the featured upload" });
  await img.waitFor();
  await page.waitForFunction(
    () =>
      (document.querySelector("img[alt='Preview of the featured upload']") as HTMLImageElement | null)
        ?.naturalWidth === 64,
  );
  return img;
}

describe("posts with JavaScript", () => {
  let postId = "";

  test("an empty dashboard invites the first post", async () => {
    const { page, context, problems } = await signIn();
    await openDashboard(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Posts");
    expect(await page.getByText("No posts yet").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Create Your First Post" }).getAttribute("href")).toBe(
      "/admin/posts/new",
    );
    expect(await page.getByRole("link", { name: "Contact Submissions" }).getAttribute("href")).toBe(
      "/admin/contact-submissions",
    );
    expect(await page.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "New Post" }).click();
    await page.waitForURL("**/admin/posts/new");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test("create: validation in the browser, slug from the title, toolbar, upload with preview, publish", async () => {
    const { page, context, problems } = await signIn();
    await openEditor(page, "/admin/posts/new");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Create New Post");
    expect(await page.getByLabel("Excerpt").getAttribute("rows")).toBe("3");
    expect(await page.getByLabel("Content").getAttribute("rows")).toBe("15");
    // Every type the server takes is named (the SPEC's PNG/JPG/GIF, and WebP).
    expect(await page.getByText("PNG, JPG, GIF or WebP, up to 5MB").isVisible()).toBe(true);
    expect(await page.getByLabel("Featured Image").getAttribute("accept")).toBe("image/*");

    // Empty: messages by the fields, and no request is made.
    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/posts")) saves.push(r.method());
    });
    await page.getByRole("button", { name: "Publish Post" }).click();
    expect(await page.getByText("Title is required").isVisible()).toBe(true);
    expect(await page.getByText("Please select a practice area").isVisible()).toBe(true);
    expect(await page.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(saves).toEqual([]);

    // The slug follows the title while creating.
    await page.getByLabel("Title").fill("Buying");
    expect(await page.getByLabel("Slug").inputValue()).toBe("buying");
    await page.getByLabel("Title").fill(TITLE);
    expect(await page.getByLabel("Slug").inputValue()).toBe(SLUG);
    expect(await page.getByText("Title is required").count()).toBe(0);

    // Upload: an uploading state, then the preview; the URL travels in the hidden field.
    await page.route("**/api/upload", async (route) => {
      await Bun.sleep(400);
      await route.continue();
    });
    await page
      .getByLabel("Featured Image")
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 36)) });
    await page.getByText("Uploading...").waitFor();
    expect(await page.getByLabel("Featured Image").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Publish Post" }).isDisabled()).toBe(true);
    await previewLoaded(page);
    expect(await page.getByText("Uploading...").count()).toBe(0);
    expect(await page.locator("input[name='featuredImage']").inputValue()).toMatch(
      /^\/uploads\/[0-9a-f-]{36}\.png$/,
    );
    await page.unroute("**/api/upload");

    await page.getByLabel("Practice Area").selectOption({ label: "Real Estate" });
    await page.getByLabel("Excerpt").fill(EXCERPT);

    // Toolbar: bold, headings and bullets act on the selection.
    const content = page.getByLabel("Content");
    await content.fill("First line\nSecond line\n\nKey points\nTitle checks\nStrata rules\n\nClosing");
    await format(page, "Bold", 11, 17); // "Second"
    expect(await content.inputValue()).toBe(
      "First line\n**Second** line\n\nKey points\nTitle checks\nStrata rules\n\nClosing",
    );
    expect(await content.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual(
      [13, 19],
    );
    expect(await content.evaluate((el) => document.activeElement === el)).toBe(true);
    await format(page, "H2 heading", 29, 29); // caret in "Key points"
    await format(page, "Bullet list", 43, 60); // from "Title checks" into "Strata rules"
    await format(page, "H3 heading", 75, 75); // caret in "Closing"
    expect(await content.inputValue()).toBe(
      "First line\n**Second** line\n\n## Key points\n- Title checks\n- Strata rules\n\n### Closing",
    );

    // Saving: "Saving..." and disabled while pending, then the dashboard with the toast.
    await page.route("**/api/posts", async (route) => {
      await Bun.sleep(400);
      await route.continue();
    });
    await page.getByRole("button", { name: "Publish Post" }).click();
    const saving = page.getByRole("button", { name: "Saving..." });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    await page.waitForURL("**/admin/dashboard");
    expect(saves).toEqual(["POST"]);
    const created = toast(page, "Post Created");
    await created.waitFor();
    expect(await created.innerText()).toContain("Your post has been published successfully");

    const item = page.getByRole("listitem").filter({ hasText: TITLE });
    expect(await item.getByText(EXCERPT).isVisible()).toBe(true);
    expect(await item.getByText("real estate", { exact: true }).isVisible()).toBe(true);
    expect(await item.getByText(formatLongDate(new Date().toISOString())).isVisible()).toBe(true);
    const edit = item.getByRole("link", { name: /^Edit/ });
    postId = (await edit.getAttribute("href"))!.split("/").pop()!;
    expect(postId).toMatch(/^[0-9a-f-]{36}$/);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test("a duplicate slug is shown by the slug field and every typed value stays", async () => {
    const { page, context, problems } = await signIn();
    await openEditor(page, "/admin/posts/new");
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Practice Area").selectOption("immigration");
    await page.getByLabel("Excerpt").fill("Another excerpt");
    await page.getByLabel("Content").fill("Another body");
    await page.getByRole("button", { name: "Publish Post" }).click();
    const error = toast(page, "Error");
    await error.waitFor();
    expect(await error.innerText()).toContain(`A post with the slug "${SLUG}" already exists`);
    expect(await page.getByLabel("Slug").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("p", { hasText: "already exists. Choose a different slug." }).count()).toBe(1);
    expect(path(page)).toBe("/admin/posts/new");
    expect(await page.getByLabel("Title").inputValue()).toBe(TITLE);
    expect(await page.getByLabel("Content").inputValue()).toBe("Another body");
    expect(await page.getByRole("button", { name: "Publish Post" }).isEnabled()).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test("the public post shows badge, long date, title, excerpt, image and content with line breaks", async () => {
    const { page, context, problems } = await h.newPage();
    const res = await page.goto(`/blog/${SLUG}`);
    expect(res?.status()).toBe(200);
    const article = page.locator("main article");
    expect(await article.getByText("Real Estate", { exact: true }).isVisible()).toBe(true);
    expect(await article.locator("time").innerText()).toBe(formatLongDate(new Date().toISOString()));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(TITLE);
    expect(await article.getByText(EXCERPT).isVisible()).toBe(true);
    const image = article.locator("img").first();
    expect(await image.getAttribute("src")).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    await page.waitForFunction(
      () => (document.querySelector("main article img") as HTMLImageElement).naturalWidth === 64,
    );
    const prose = article.locator(".prose");
    expect(await prose.locator("p").first().innerHTML()).toBe("First line<br><strong>Second</strong> line");
    expect(await prose.locator("h3").innerText()).toBe("Closing");
    expect(await prose.locator("h2").innerText()).toBe("Key points");
    expect(await prose.locator("li").allInnerTexts()).toEqual(["Title checks", "Strata rules"]);
    expect(await page.title()).toBe(`${TITLE} | Ironwood Legal`);
    await page.getByRole("link", { name: "Back" }).first().click();
    await page.waitForURL((u) => u.pathname === "/");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("Latest Insights shows the post on its practice page only, linking to it", async () => {
    const { page, context, problems } = await h.newPage();
    await page.goto("/services/real-estate");
    const insights = page.locator("section", { has: page.getByRole("heading", { name: "Latest Insights" }) });
    const card = insights.getByRole("link", { name: new RegExp(TITLE.replace(/[?!:]/g, ".")) });
    expect(await card.getAttribute("href")).toBe(`/blog/${SLUG}`);
    expect(await card.getByText(EXCERPT).isVisible()).toBe(true);
    for (const other of [
      "/services/immigration",
      "/services/corporate-services",
      "/services/corporate-law",
    ]) {
      await page.goto(other);
      expect(await page.getByRole("heading", { name: "Latest Insights" }).count()).toBe(0);
    }
    await page.goto("/services/real-estate");
    await page.getByRole("link", { name: new RegExp(TITLE.replace(/[?!:]/g, ".")) }).click();
    await page.waitForURL(`**/blog/${SLUG}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("edit: preloaded, the slug stays when the title changes, image removed, saved", async () => {
    const { page, context, problems } = await signIn();
    await openDashboard(page);
    await page.getByRole("listitem").filter({ hasText: TITLE }).getByRole("link", { name: /^Edit/ }).click();
    await page.waitForURL(`**/admin/posts/${postId}`);
    await openEditor(page, `/admin/posts/${postId}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Edit Post");
    expect(await page.getByLabel("Title").inputValue()).toBe(TITLE);
    expect(await page.getByLabel("Excerpt").inputValue()).toBe(EXCERPT);
    expect(await page.getByLabel("Practice Area").inputValue()).toBe("real-estate");
    await previewLoaded(page);

    await page.getByLabel("Title").fill(NEW_TITLE);
    expect(await page.getByLabel("Slug").inputValue()).toBe(SLUG);
    await page.getByRole("button", { name: "Remove" }).click();
    expect(await page.getByRole("img", { name: "Preview of the featured upload" }).count()).toBe(0);
    expect(await page.locator("input[name='featuredImage']").inputValue()).toBe("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL("**/admin/dashboard");
    const updated = toast(page, "Post Updated");
    await updated.waitFor();
    expect(await updated.innerText()).toContain("Your changes have been saved successfully");
    expect(await page.getByRole("heading", { name: NEW_TITLE }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: TITLE, exact: true }).count()).toBe(0);

    await page.goto(`/blog/${SLUG}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(NEW_TITLE);
    expect(await page.locator("main article img").count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test("the image guard: over 5MB is refused without uploading; a failed upload toasts and resets", async () => {
    const { page, context, problems } = await signIn();
    await openEditor(page, "/admin/posts/new");
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/upload")) uploads.push(r.method());
    });
    const big = Buffer.concat([Buffer.from(pngBytes()), Buffer.alloc(5 * 1024 * 1024)]);
    await page
      .getByLabel("Featured Image")
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
    const tooBig = toast(page, "Error");
    await tooBig.waitFor();
    expect(await tooBig.innerText()).toContain("Image must be less than 5MB");
    expect(uploads).toEqual([]);
    expect(await page.getByRole("img", { name: "Preview of the featured upload" }).count()).toBe(0);

    await page.route("**/api/upload", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page
      .getByLabel("Featured Image")
      .setInputFiles({ name: "ok.png", mimeType: "image/png", buffer: Buffer.from(pngBytes()) });
    const failed = toast(page, "Failed to upload image");
    await failed.waitFor();
    expect(await failed.innerText()).toContain("Error");
    expect(await page.getByText("Uploading...").count()).toBe(0);
    expect(await page.getByLabel("Featured Image").isEnabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Publish Post" }).isEnabled()).toBe(true);
    expect(await page.getByRole("img", { name: "Preview of the featured upload" }).count()).toBe(0);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  test("Cancel and Back to Dashboard return to the dashboard", async () => {
    const { page, context } = await signIn();
    await openEditor(page, "/admin/posts/new");
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL("**/admin/dashboard");
    await openEditor(page, `/admin/posts/${postId}`);
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL("**/admin/dashboard");
    await context.close();
  });

  test("delete: a dismissed confirm deletes nothing; an accepted one removes the post everywhere", async () => {
    const { page, context, problems } = await signIn();
    await openDashboard(page);
    const deletes: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "DELETE") deletes.push(r.url());
    });
    const item = page.getByRole("listitem").filter({ hasText: NEW_TITLE });
    const dismissed = new Promise<string>((resolve) =>
      page.once("dialog", (d) => {
        resolve(d.message());
        void d.dismiss();
      }),
    );
    await item.getByRole("button", { name: /^Delete/ }).click();
    expect(await dismissed).toBe(`Are you sure you want to delete "${NEW_TITLE}"?`);
    await page.waitForTimeout(200);
    expect(deletes).toEqual([]);
    expect(path(page)).toBe("/admin/dashboard");
    expect(await item.isVisible()).toBe(true);

    page.once("dialog", (d) => void d.accept());
    await item.getByRole("button", { name: /^Delete/ }).click();
    const deleted = toast(page, "Post Deleted");
    await deleted.waitFor();
    expect(await deleted.innerText()).toContain("The post has been removed successfully");
    await page.getByText("No posts yet").waitFor();
    expect(await page.getByRole("link", { name: "Create Your First Post" }).isVisible()).toBe(true);
    expect(deletes).toEqual([`${h.baseUrl}/api/posts/${postId}`]);
    expect(path(page)).toBe("/admin/dashboard");
    expect(unexpected(problems)).toEqual([]);

    // The post page is gone: 410 Gone, with the missing-post text (the browser logs the error
    // document; nothing else may appear).
    const res = await page.goto(`/blog/${SLUG}`);
    expect(res?.status()).toBe(410);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Post Not Found");
    expect(await page.getByText("The blog post you're looking for doesn't exist.").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    await page.goto("/services/real-estate");
    expect(await page.getByRole("heading", { name: "Latest Insights" }).count()).toBe(0);
    expect(unexpected(problems)).toEqual([
      "error: Failed to load resource: the server responded with a status of 410 (Gone)",
    ]);
    await context.close();
  });
});

describe("posts without JavaScript", () => {
  test("the plain form creates a post with an image, and a plain Delete removes it", async () => {
    const { page, context } = await signIn({ javaScriptEnabled: false });
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill("No Script Needed");
    await page.getByLabel("Slug").fill("no-script-needed");
    await page
      .getByLabel("Featured Image")
      .setInputFiles({ name: "p.png", mimeType: "image/png", buffer: Buffer.from(pngBytes(64, 36)) });
    await page.getByLabel("Practice Area").selectOption("employment-law");
    await page.getByLabel("Excerpt").fill("Works with JavaScript off.");
    await page.getByLabel("Content").fill("Line one\nLine two");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.waitForURL("**/admin/dashboard");
    expect(await toast(page, "Post Created").innerText()).toContain(
      "Your post has been published successfully",
    );
    const item = page.getByRole("listitem").filter({ hasText: "No Script Needed" });
    expect(await item.getByText("employment law", { exact: true }).isVisible()).toBe(true);

    await page.goto("/blog/no-script-needed");
    expect(await page.locator("main article img").first().getAttribute("src")).toMatch(
      /^\/uploads\/.+\.png$/,
    );
    expect(await page.locator(".prose p").innerHTML()).toBe("Line one<br>Line two");

    await page.goto("/admin/dashboard");
    await page
      .getByRole("listitem")
      .filter({ hasText: "No Script Needed" })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.waitForURL("**/admin/dashboard");
    expect(await toast(page, "Post Deleted").isVisible()).toBe(true);
    expect(await page.getByText("No posts yet").isVisible()).toBe(true);
    await context.close();
  });

  test("an invalid plain form comes back with the values and messages", async () => {
    const { page, context } = await signIn({ javaScriptEnabled: false });
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill("Kept Title");
    await page.getByLabel("Slug").fill("Bad Slug");
    await page.getByLabel("Practice Area").selectOption("immigration");
    await page.getByLabel("Excerpt").fill("Kept excerpt");
    await page.getByLabel("Content").fill("Kept content");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.waitForLoadState();
    expect(path(page)).toBe("/admin/posts/new");
    expect(
      await page.getByText("Slug may contain only lowercase letters, numbers and single hyphens").count(),
    ).toBe(
      2, // by the field, and in the toast
    );
    expect(await page.getByLabel("Title").inputValue()).toBe("Kept Title");
    expect(await page.getByLabel("Content").inputValue()).toBe("Kept content");
    expect(await page.getByLabel("Practice Area").inputValue()).toBe("immigration");
    await context.close();
  });
});
