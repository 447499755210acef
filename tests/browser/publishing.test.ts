/**
 * Drafts and schedules in Chromium: the editor's publishing settings and live preview, with and without JavaScript;
 * a draft seen by its author as a preview and by a visitor as a 404; the articles page and its feed link.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

async function signIn(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage(options);
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  return p;
}

async function hydratedEditor(page: Page) {
  await page.goto("/admin/posts/new");
  await page.getByRole("button", { name: "Bold" }).and(page.locator(":enabled")).waitFor();
}

const preview = (page: Page) => page.locator("[data-preview]");

describe("with JavaScript", () => {
  test("the settings sit beside the text; the preview follows the typing; a draft is saved and previewed", async () => {
    const { page, context } = await signIn({ viewport: { width: 1440, height: 1000 } });
    await hydratedEditor(page);
    const settings = page.getByRole("complementary", { name: "Publishing settings" });
    for (const label of ["Status", "Publish date (Cayman time)", "Practice Area"])
      expect(await settings.getByLabel(label).isVisible()).toBe(true);
    // The settings panel is to the right of the text, not under it.
    const content = await page.getByLabel("Content").boundingBox();
    const panel = await settings.boundingBox();
    expect(panel!.x).toBeGreaterThan(content!.x + content!.width);

    await page.getByLabel("Title").fill("Draft about permits");
    await page.getByLabel("Excerpt").fill("Not ready for readers yet.");
    await settings.getByLabel("Practice Area").selectOption("immigration");
    await page.getByLabel("Content").fill("## Checklist\n\n**Renew** early <script>window.hacked=1</script>");
    await preview(page).locator("h2", { hasText: "Checklist" }).waitFor();
    expect(await preview(page).locator("strong").innerText()).toBe("Renew");
    expect(await preview(page).locator("script").count()).toBe(0);
    // Beside the text on a wide screen.
    const box = await preview(page).boundingBox();
    expect(box!.x).toBeGreaterThan(content!.x + content!.width - 1);

    await settings.getByLabel("Status").selectOption("draft");
    const save = page.getByRole("button", { name: "Save Draft" });
    await save.click();
    await page.waitForURL((u) => u.pathname === "/admin/dashboard");
    const card = page.locator("li", { hasText: "Draft about permits" });
    expect(await card.locator("[data-publish-state]").innerText()).toBe("Draft");

    // The author sees the preview at the public address; a visitor sees nothing.
    await page.goto("/blog/draft-about-permits");
    expect(await page.locator("[data-preview-banner]").innerText()).toContain("Preview — not published");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    const visitor = await h.newPage();
    const res = await visitor.page.goto("/blog/draft-about-permits");
    expect(res?.status()).toBe(404);
    await visitor.page.goto("/blog");
    expect(await visitor.page.locator("main").innerText()).not.toContain("Draft about permits");
    await visitor.context.close();
    await context.close();
  });

  test("a date ahead schedules the post: the button and the dashboard say so", async () => {
    const { page, context } = await signIn({ viewport: { width: 1280, height: 900 } });
    await hydratedEditor(page);
    await page.getByLabel("Title").fill("Monday article");
    await page.getByLabel("Excerpt").fill("Appears on Monday at nine.");
    await page.getByLabel("Practice Area").selectOption("corporate-law");
    await page.getByLabel("Content").fill("Text for Monday.");
    await page.getByLabel("Publish date (Cayman time)").fill("2031-03-03T09:00");
    await page.getByText("Scheduled: it appears by itself on March 3, 2031 at 9:00 AM.").waitFor();
    await page.getByRole("button", { name: "Schedule Post" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/dashboard");
    const card = page.locator("li", { hasText: "Monday article" });
    expect(await card.locator("[data-publish-state]").innerText()).toBe(
      "Scheduled for March 3, 2031 at 9:00 AM",
    );
    const [row] = await h.query<{ published_at: number | string }>(
      "SELECT published_at FROM posts WHERE slug = ?",
      ["monday-article"],
    );
    expect(new Date(Number(row!.published_at)).toISOString()).toBe("2031-03-03T14:00:00.000Z");
    await context.close();
  });
});

describe("without JavaScript", () => {
  test("the same settings as plain fields; 'Update preview' renders the text; a draft saves", async () => {
    const { page, context } = await signIn({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 1000 },
    });
    await page.goto("/admin/posts/new");
    await page.getByLabel("Title").fill("Plain draft");
    await page.getByLabel("Slug").fill("plain-draft");
    await page.getByLabel("Excerpt").fill("Written without scripts.");
    await page.getByLabel("Practice Area").selectOption("employment-law");
    await page.getByLabel("Content").fill("A **plain** preview.");
    await page.getByRole("button", { name: "Update preview" }).click();
    await preview(page).locator("strong", { hasText: "plain" }).waitFor();
    // Every typed value came back with the preview.
    expect(await page.getByLabel("Title").inputValue()).toBe("Plain draft");
    await page.getByLabel("Status").selectOption("draft");
    await page.getByRole("button", { name: /Publish Post|Save Draft/ }).click();
    await page.waitForURL((u) => u.pathname === "/admin/dashboard");
    expect(
      await page.locator("li", { hasText: "Plain draft" }).locator("[data-publish-state]").innerText(),
    ).toBe("Draft");
    await context.close();
  });
});

describe("the articles page", () => {
  test("lists what is published, filters by practice area, links the feed; the header links to it", async () => {
    const { page, context } = await h.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Insights" }).click();
    await page.waitForURL((u) => u.pathname === "/blog");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Insights");
    expect(
      await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href"),
    ).toBe("/blog/feed.xml");
    await page
      .getByRole("navigation", { name: "Practice areas" })
      .getByRole("link", { name: "Employment Law" })
      .click();
    await page.waitForURL((u) => u.search === "?area=employment-law");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Employment Law Insights");
    expect(await page.locator("main").innerText()).toContain("No articles on Employment Law yet.");
    await context.close();
  });
});
