/**
 * The site's own web address as an admin meets it on Site → Firm settings: learnt from their sign-in,
 * changed with the plain form (a bad address refused beside the field, what was typed kept), followed by the
 * public pages at once; and the new parts of the Site, Subscribers and enquiries screens pass axe.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  h = await startHarness({ SMTP_URL: smtp.url, NOTIFY_TO: "intake@ironwoodlegal.ky", SITE_URL: "" });
});
afterAll(async () => {
  await h?.stop();
  await smtp?.stop();
});

async function admin(javaScriptEnabled: boolean) {
  const p = await h.newPage({ viewport: { width: 1280, height: 1000 }, javaScriptEnabled });
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  return p;
}

/** What axe finds in the page's main area (the new parts are there; the frame is checked elsewhere). */
const axeProblems = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);

// Signing in (argon2) and axe are slow on a busy machine: room for it, as for the suite's other axe checks.
const SLOW = 120_000;

const canonical = async (path: string) =>
  /<link rel="canonical" href="([^"]+)"/.exec(await (await fetch(`${h.baseUrl}${path}`)).text())?.[1];

describe("Web address of this site", () => {
  test("learnt at sign-in, changed without JavaScript, followed by the pages", async () => {
    const { page, context } = await admin(false);
    await page.goto("/admin/site");
    const section = page.locator("#site-address-section");
    expect(await section.locator("[data-site-address]").innerText()).toBe(h.baseUrl);
    expect(await section.innerText()).toContain("learnt it when an administrator (admin) signed in");
    expect(await canonical("/about")).toBe(`${h.baseUrl}/about`);

    const field = page.getByLabel("New web address");
    await field.fill("https://www.ironwood.example/contact");
    await page.getByRole("button", { name: "Save web address" }).click();
    expect(await page.locator("#site-address-error").innerText()).toContain("without a page");
    expect(await field.inputValue()).toBe("https://www.ironwood.example/contact");
    expect(await field.getAttribute("aria-invalid")).toBe("true");

    await field.fill("https://www.ironwood.example");
    await page.getByRole("button", { name: "Save web address" }).click();
    await page.getByText("Web Address Saved").waitFor();
    expect(await section.locator("[data-site-address]").innerText()).toBe("https://www.ironwood.example");
    expect(await canonical("/about")).toBe("https://www.ironwood.example/about");
    await context.close();
  });

  test(
    "axe finds nothing on the Site screen, also with a refused address",
    async () => {
      const { page, context, problems } = await admin(true);
      await page.goto("/admin/site");
      expect(await axeProblems(page)).toEqual([]);
      await page.getByLabel("New web address").fill("ftp://nope.example");
      await page.getByRole("button", { name: "Save web address" }).click();
      await page.locator("#site-address-error").waitFor();
      // The error toast is the toaster's own (a list item with an alert role, which axe's list rule flags on
      // every screen): checked once it has gone, so this looks at the form.
      await page.locator('[data-variant="destructive"]').waitFor({ state: "detached" });
      expect(await axeProblems(page)).toEqual([]);
      // The refused form comes back as a 400 page, which Chromium reports as a failed resource.
      expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});

describe("the limits on e-mails to typed addresses, for staff", () => {
  for (const [path, words] of [
    ["/admin/subscribers", "confirmation e-mails are limited"],
    ["/admin/contact-submissions", "Enquirers get"],
  ] as const)
    test(
      `${path} states them, and axe finds nothing there`,
      async () => {
        const { page, context } = await admin(true);
        await page.goto(path);
        expect(await page.locator("main").innerText()).toContain(words);
        expect(await axeProblems(page)).toEqual([]);
        await context.close();
      },
      SLOW,
    );
});
