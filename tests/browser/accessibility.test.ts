/**
 * The accessibility walk: every admin screen (each section of the menu and the screens under it) and the
 * accessibility statement, checked with axe's WCAG 2.2 AA rules; and the statement's feedback form sent
 * with JavaScript on, landing in the inbox. The public pages get the same axe check in public-pages.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { MIN_FILL_MS } from "../../src/contact";
import { ADMIN, axeOf, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

/** Every admin screen that needs no particular record to exist, in the menu's order. */
const ADMIN_SCREENS = [
  "/admin/overview",
  "/admin/dashboard",
  "/admin/posts/new",
  "/admin/contact-submissions",
  "/admin/contact-submissions/spam",
  "/admin/contact-submissions/erase",
  "/admin/bookings",
  "/admin/bookings/week",
  "/admin/subscribers",
  "/admin/subscribers/sends",
  "/admin/site",
  "/admin/site/checklist",
  "/admin/site/consultations",
  "/admin/site/settings/firm",
  "/admin/site/settings/bookings",
  "/admin/site/page/home",
  "/admin/site/page/privacy-policy",
  "/admin/site/page/accessibility",
  "/admin/site/person/natalie-ebanks",
  "/admin/site/practice-area/corporate-services",
  "/admin/site/appointment-type/initial-consultation",
  "/admin/site/page/accessibility/revisions",
  "/admin/activity",
  "/admin/account",
];

const problems = async (page: Page, path: string) => {
  const out = (await axeOf(page).analyze()).violations.map(
    (v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`,
  );
  return out;
};

describe("accessibility", () => {
  test("axe (WCAG 2.2 AA) finds nothing on the sign-in screen, the statement, and every admin screen", async () => {
    const { page, context } = await h.newPage({ viewport: { width: 1280, height: 1000 } });
    const found: string[] = [];
    await page.goto("/accessibility");
    found.push(...(await problems(page, "/accessibility")));
    await page.goto("/admin/login");
    found.push(...(await problems(page, "/admin/login")));
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/dashboard");
    // Two tabs of the one signed-in session share the screens: axe is the slow part, and runs in each.
    const second = await context.newPage();
    const half = Math.ceil(ADMIN_SCREENS.length / 2);
    const walk = async (tab: Page, paths: readonly string[]) => {
      for (const path of paths) {
        const res = await tab.goto(path);
        found.push(`${path} ${res?.status()}`, ...(await problems(tab, path)));
      }
    };
    await Promise.all([walk(page, ADMIN_SCREENS.slice(0, half)), walk(second, ADMIN_SCREENS.slice(half))]);
    expect(found.sort()).toEqual(ADMIN_SCREENS.map((p) => `${p} 200`).sort());
    await context.close();
  }, 300_000); // axe over some two dozen screens, beside other suites

  test("the statement's form, with JavaScript: sent, thanked with the response time, in the inbox", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/accessibility");
    await page.getByLabel("Your e-mail address").fill("reader@example.com");
    await page.getByLabel("Page address (optional)").fill("/contact");
    await page.getByLabel("What went wrong").fill("The date picker cannot be used with a keyboard.");
    // A person takes longer than the form's minimum fill time; a form sent back sooner is taken for a bot.
    await page.waitForTimeout(MIN_FILL_MS);
    await page.getByRole("button", { name: "Send report" }).click();
    await page.waitForURL((u) => u.pathname === "/accessibility" && u.hash === "#accessibility-feedback");
    expect(
      await page.getByRole("status").filter({ hasText: "your report has reached us" }).innerText(),
    ).toContain("We answer within 5 business days.");
    expect(await problems(page, "/accessibility (sent)")).toEqual([]);
    const rows = await h.query<{ service: string; message: string }>(
      "SELECT service, message FROM contact_submissions WHERE spam = 0",
    );
    expect(rows).toEqual([
      {
        service: "Accessibility",
        message: "Page: /contact\n\nThe date picker cannot be used with a keyboard.",
      },
    ]);
    await context.close();
  }, 120_000);
});
