/**
 * Approval by a second admin for articles, with JavaScript: while the firm wants a second admin for
 * everything, the editor's Publish Post asks instead, says so, and stays on the article, whose editor shows
 * the waiting request (the article is not on the site).
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

test("Publish Post becomes a request: 'Asked for approval', the editor shows it waiting, the article is not live", async () => {
  const { page } = await h.newPage({ viewport: { width: 1440, height: 1000 } });
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((u) => u.pathname === "/admin/dashboard");

  // The firm turns approval for everything on (published while it is still off).
  const headers = { Origin: h.baseUrl, "Content-Type": "application/json" };
  const firm = (await (await page.request.get("/api/content/settings/firm")).json()) as { revision: number };
  const saved = await page.request.put("/api/content/settings/firm", {
    headers,
    data: { revision: firm.revision, data: { approvalForAll: true } },
  });
  expect(saved.status()).toBe(200);
  expect(
    (await page.request.post("/api/content/settings/firm/publish", { headers, data: {} })).status(),
  ).toBe(200);

  await page.goto("/admin/posts/new");
  await page.getByRole("button", { name: "Bold" }).and(page.locator(":enabled")).waitFor();
  await page.getByLabel("Title").fill("Waiting for a partner");
  await page.getByLabel("Excerpt").fill("Needs a second look.");
  await page.getByLabel("Practice Area").selectOption("immigration");
  await page.getByLabel("Content").fill("Body of the article.");
  await page.getByRole("button", { name: "Publish Post" }).click();
  await page.waitForURL((u) => /^\/admin\/posts\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith("/new"));
  await page.getByText("Asked for approval").first().waitFor();
  expect(await page.getByRole("heading", { name: "Waiting for approval" }).isVisible()).toBe(true);
  const slug = await page.getByLabel("Slug").inputValue();
  // A visitor (no session: the author would see a preview of the draft).
  expect((await fetch(`${h.baseUrl}/blog/${slug}`)).status).toBe(404);
}, 90_000);
