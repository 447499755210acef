import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe("layout on desktop", () => {
  test("header, dropdown and footer work and the islands hydrate without console problems", async () => {
    const { page, problems, context } = await h.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole("link", { name: "About" }).getAttribute("aria-current")).resolves.toBe("page");
    const decoration = (name: string) =>
      nav.getByRole("link", { name, exact: true }).evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(await decoration("About")).toBe("underline");
    expect(await decoration("Home")).toBe("none");
    const cta = nav.getByRole("link", { name: "Schedule Consultation" });
    expect(await cta.getAttribute("href")).toBe("/contact");

    const trigger = nav.getByRole("button", { name: "Our Expertise" });
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");
    await trigger.click();
    expect(await trigger.getAttribute("aria-expanded")).toBe("true");
    const items = nav.locator(`#${await trigger.getAttribute("aria-controls")}`).getByRole("link");
    expect(await items.allInnerTexts()).toEqual([
      "All Services",
      "Corporate Services",
      "Corporate Law",
      "Real Estate & Property Law",
      "Immigration Services",
      "Regulatory Compliance",
      "Employment Law",
      "Intellectual Property",
      "Wills, Estates & Trusts",
    ]);
    await page.keyboard.press("Escape");
    expect(await trigger.getAttribute("aria-expanded")).toBe("false");

    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(await footer.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
    expect(await footer.getByRole("link", { name: "Terms of Engagement" }).getAttribute("href")).toBe(
      "/terms-of-engagement",
    );
    expect(await footer.getByRole("link", { name: /^\+1/ }).getAttribute("href")).toMatch(/^tel:\+1345/);
    expect(await footer.getByRole("link", { name: /@/ }).getAttribute("href")).toMatch(/^mailto:/);
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("the logo follows the route", async () => {
    const { page, context } = await h.newPage();
    const expectations: [string, string][] = [
      ["/", "global"],
      ["/services/regulatory-compliance", "compliance"],
      ["/services/corporate-services", "corporate-services"],
      ["/services/immigration", "legal-services"],
      ["/services/wills-estates-trusts", "legal-services"],
      ["/about", "global"],
    ];
    for (const [path, logo] of expectations) {
      await page.goto(path);
      const link = page.locator("header a[data-logo]");
      expect(await link.getAttribute("data-logo")).toBe(logo);
      expect(await link.getAttribute("href")).toBe("/");
      expect(await link.locator("img").getAttribute("src")).toContain(`/images/logo/${logo}.svg`);
    }
    await context.close();
  });

  test("an unknown path shows the 404 screen with status 404", async () => {
    const { page, context } = await h.newPage();
    const res = await page.goto("/this/does/not/exist");
    expect(res?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("404 Page Not Found");
    await context.close();
  });
});

describe("layout on a 375 px phone", () => {
  test("the menu toggle opens a stacked list and choosing a link closes it", async () => {
    const { page, problems, context } = await h.newPage({
      viewport: { width: 375, height: 740 },
      hasTouch: true,
    });
    await page.goto("/");
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    expect(await menu.isVisible()).toBe(true);
    for (const name of [
      "Home",
      "About",
      "Our People",
      "Contact",
      "Schedule Consultation",
      "Immigration Services",
    ]) {
      expect(await menu.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    }
    // A 204 answer keeps the page where it is, so the list can be seen closing on the click itself.
    await page.route("**/our-people", (route) => route.fulfill({ status: 204 }));
    await menu.getByRole("link", { name: "Our People" }).click();
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("nothing overflows horizontally", async () => {
    const { page, context } = await h.newPage({ viewport: { width: 375, height: 740 } });
    for (const path of ["/", "/missing-page"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});

describe("toasts", () => {
  const flash = (toast: object) => ({
    name: "flash",
    value: Buffer.from(JSON.stringify(toast)).toString("base64url"),
    url: h.baseUrl,
  });

  test("a toast carried across a redirect shows once, F8 focuses the region, and it goes after 5 s", async () => {
    const { page, context, problems } = await h.newPage();
    await context.addCookies([flash({ title: "Saved", description: "Your changes were kept." })]);
    await page.goto("/");
    const toast = page.getByRole("status").filter({ hasText: "Saved" });
    expect(await toast.innerText()).toContain("Your changes were kept.");
    // The toast is in the server's HTML; F8 works once the toaster island has hydrated.
    const focusedRegion = () =>
      page.evaluate(() => document.activeElement?.closest("section")?.getAttribute("aria-label"));
    for (let i = 0; i < 40 && (await focusedRegion()) !== "Notifications (F8)"; i++) {
      await page.keyboard.press("F8");
      await page.waitForTimeout(50);
    }
    expect(await focusedRegion()).toBe("Notifications (F8)");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await toast.waitFor({ state: "detached", timeout: 7000 });
    await page.reload();
    expect(await page.getByRole("status").filter({ hasText: "Saved" }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("swiping a toast right past 50 px dismisses it; a short swipe does not", async () => {
    const { page, context } = await h.newPage();
    await context.addCookies([flash({ title: "Swipe me" })]);
    await page.goto("/");
    const toast = page.getByRole("status").filter({ hasText: "Swipe me" });
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 50, y, { steps: 5 });
    await page.mouse.up();
    expect(await toast.count()).toBe(1);
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, y, { steps: 8 });
    await page.mouse.up();
    await toast.waitFor({ state: "detached", timeout: 2000 });
    await context.close();
  });
});
