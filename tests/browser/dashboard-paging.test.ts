import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { ADMIN, type Harness, startHarness } from "./harness";

/** The posts dashboard at any size in Chromium: pages and the title search, with and without JavaScript. */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  const { page, context } = await signIn();
  for (let i = 0; i < 30; i++) {
    const res = await page.request.post("/api/posts", {
      data: {
        title: i % 3 === 0 ? `Work permit update ${i}` : `Company law note ${i}`,
        slug: `post-${i}`,
        content: "Body text.",
        excerpt: "A short summary.",
        serviceArea: "immigration",
      },
    });
    expect(res.status()).toBe(201);
  }
  await context.close();
});
afterAll(async () => {
  await h?.stop();
});

async function signIn(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage(options);
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  p.problems.length = 0;
  return p;
}

const titles = (page: Page) => page.locator("[data-island='post-list'] li h2").allInnerTexts();
const count = (page: Page, n: number) =>
  page.waitForFunction((n) => document.querySelectorAll("[data-island='post-list'] li h2").length === n, n);

describe("with JavaScript", () => {
  test("search by title as you type, pages in place, Back/Forward; a delete refreshes the page", async () => {
    const { page, context, problems } = await signIn();
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("[data-island='post-list'] > *") ?? {}).some((k) =>
        k.startsWith("__reactFiber"),
      ),
    );
    expect(await titles(page)).toHaveLength(25);
    expect((await titles(page))[0]).toBe("Company law note 29");
    await page.getByRole("link", { name: "Older ›" }).click();
    await page.waitForURL((u) => u.searchParams.has("cursor"));
    await count(page, 5);
    expect((await titles(page)).at(-1)).toBe("Work permit update 0");
    await page.goBack();
    await count(page, 25);

    await page
      .getByRole("searchbox", { name: "Search posts by title" })
      .pressSequentially("permit", { delay: 30 });
    await page.waitForURL((u) => u.searchParams.get("q") === "permit");
    await count(page, 10);
    expect((await titles(page)).every((t) => t.startsWith("Work permit update"))).toBe(true);

    page.once("dialog", (d) => void d.accept());
    await page
      .locator("[data-island='post-list'] li")
      .filter({ has: page.getByRole("heading", { name: "Work permit update 27", exact: true }) })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page
      .locator("section[aria-label^='Notifications'] li")
      .filter({ hasText: "Post Deleted" })
      .waitFor();
    await count(page, 9);
    expect(await titles(page)).not.toContain("Work permit update 27");
    await page.reload();
    await count(page, 9);
    expect(await page.getByRole("searchbox", { name: "Search posts by title" }).inputValue()).toBe("permit");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript", () => {
  test("the GET search form and the page links", async () => {
    const { page, context } = await signIn({ javaScriptEnabled: false });
    expect(await titles(page)).toHaveLength(25);
    await page.getByRole("link", { name: "Older ›" }).click();
    await page.waitForURL((u) => u.searchParams.has("cursor"));
    expect(await titles(page)).toHaveLength(4);
    await page.getByRole("link", { name: "« Newest" }).click();
    await page.waitForURL((u) => !u.search);
    await page.getByRole("searchbox", { name: "Search posts by title" }).fill("company law");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "company law");
    expect(await titles(page)).toHaveLength(20);
    await context.close();
  });
});
