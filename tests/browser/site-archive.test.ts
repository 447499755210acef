/**
 * Site → Site on a date without JavaScript: the screen reached from Site, a moment typed in Cayman time,
 * the pages of that moment listed and one opened as it was, the changes between two dates listed; the
 * screen passes axe (WCAG 2.2 AA).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import AxeBuilder from "@axe-core/playwright";
import { toFirmLocal } from "../../src/shared/dates";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const SLOW = 240_000;

async function signIn(javaScriptEnabled: boolean) {
  const { page } = await h.newPage({ viewport: { width: 1280, height: 1000 }, javaScriptEnabled });
  await page.goto("/admin/login");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((u) => u.pathname === "/admin/dashboard");
  return page;
}

describe("Site on a date", () => {
  test(
    "a moment's pages listed and opened as they were, and the changes listed, all without JavaScript",
    async () => {
      const page = await signIn(false);

      await page.goto("/admin/site");
      await page.getByRole("link", { name: "Site on a date" }).click();
      await page.waitForURL((u) => u.pathname === "/admin/site/archive");
      await page.getByLabel("Date and time").fill(toFirmLocal(Date.now()));
      await page.getByRole("button", { name: "Show the site then" }).click();
      await page.waitForURL((u) => u.searchParams.has("at"));
      const pages = page.getByRole("list", { name: "Pages then" });
      await expect(pages.getByRole("link", { name: "/about", exact: true }).count()).resolves.toBe(1);
      expect(await page.getByRole("link", { name: "Download archive" }).count()).toBe(1);
      const listed = page.url();

      await page.getByLabel("From").fill("2020-01-01T09:00");
      await page.getByLabel("To").fill(toFirmLocal(Date.now()));
      await page.getByRole("button", { name: "List the changes" }).click();
      await page.waitForURL((u) => u.searchParams.has("from"));
      // Before the site existed nothing was live: every page came onto the site since.
      expect(await page.getByRole("status").first().innerText()).toMatch(/\d+ items? changed between/);
      expect(await page.locator('[data-change="page/about"]').innerText()).toContain("Came onto the site");

      await page.goto("/admin/site/archive");
      await page.getByLabel("Date and time").fill(toFirmLocal(Date.now()));
      await page.getByRole("button", { name: "Show the site then" }).click();
      await page.getByRole("link", { name: "/about", exact: true }).click();
      await page.waitForURL((u) => u.pathname === "/admin/site/archive/view");
      expect(await page.locator("h1").first().innerText()).toBeTruthy();
      expect(await page.title()).toContain("About");

      // axe runs as a script: the same screen, with its list and its changes, in a page that runs scripts.
      const withJs = await signIn(true);
      for (const url of [
        listed,
        page
          .url()
          .replace(/view\?.*/, `?from=2020-01-01T09%3A00&to=${encodeURIComponent(toFirmLocal(Date.now()))}`),
      ]) {
        await withJs.goto(url);
        const problems = (
          await new AxeBuilder({ page: withJs })
            .include("main")
            .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
            .analyze()
        ).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);
        expect(problems).toEqual([]);
      }
    },
    SLOW,
  );
});
