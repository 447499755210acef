import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { BUDGET, measurePageBytes } from "../../scripts/bench/support/pages";
import { ADMIN, type Harness, startHarness } from "./harness";

/**
 * Booking a consultation as a visitor does it, in Chromium: with JavaScript off on a phone and with it on at
 * desktop width, in three steps (a type, a day and time, the details); the visitor's own time beside each
 * Cayman time and the focus moving to a day's times with JavaScript; axe (WCAG 2.2 AA) on the booking form
 * with its errors shown and on the visitor's page, at both widths; targets of at least 24 × 24 px; nothing
 * wider than a phone; the page's JavaScript within the public pages' budget.
 */

let h: Harness;
const TYPE = "initial-consultation";

/** The firm offers the seeded appointment type, with one question, through the content API as staff would. */
async function offerType(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { revision: number; published: Record<string, unknown> };
  };
  const item = await call("GET", `/api/content/appointment-type/${TYPE}`);
  await call("PUT", `/api/content/appointment-type/${TYPE}`, {
    revision: item.revision,
    data: {
      ...item.published,
      shown: true,
      questions: [{ label: "Is the matter urgent?", kind: "yesno", options: [], required: false }],
    },
  });
  await call("POST", `/api/content/appointment-type/${TYPE}/publish`, {});
}

beforeAll(async () => {
  h = await startHarness();
  await offerType(h.baseUrl);
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

/** A page with the cookie choice made, so the banner covers nothing. */
async function newPage(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage(options);
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  return p;
}

/** A person takes more than the form's minimum fill time (3 s) from opening the form to sending it. */
async function humanPause(openedAt: number) {
  const left = 3_200 - (Date.now() - openedAt);
  if (left > 0) await Bun.sleep(left);
}

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("+1 345 555 0100");
  await page.getByLabel("Other parties involved").fill("Harbour Holdings Ltd");
  await page.getByRole("group", { name: "Is the matter urgent?" }).getByLabel("No").check();
  await page.getByLabel("What would you like to discuss?").fill("A lease that ends next month.");
}

/** Waits until the island has written the visitor's own time beside the first time (it has hydrated). */
const localTimesShown = (page: Page) =>
  page.waitForFunction(() => !!document.querySelector("[data-local-for]")?.textContent, null, {
    timeout: 10_000,
  });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Interactive things smaller than 24 × 24 px in the main area (inline links in text excepted, as WCAG does). */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        "main a, main button, main input:not([type=hidden]), main summary",
      ),
    ]
      .filter((el) => el.offsetParent !== null && !el.closest(".sr-only"))
      .filter((el) => !(el.tagName === "A" && getComputedStyle(el).display === "inline"))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 24 || r.height < 24)
      .map(({ el, r }) => `${el.tagName} ${el.textContent?.trim().slice(0, 30)} ${r.width}×${r.height}`),
  );

const axeProblems = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);

describe("booking a consultation", () => {
  test("without JavaScript on a phone: Schedule Consultation, a time, the details, requested", async () => {
    const { page, context } = await newPage({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    await page.goto("/");
    // Step 1: the one type offered leads straight to its times.
    await page.locator("main").getByRole("link", { name: "Schedule Consultation" }).first().click();
    await page.waitForURL("**/book");
    const openedAt = Date.now();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Step 2: a day's link jumps to its fieldset; a time is a radio button named by its Cayman time.
    const second = page.getByRole("navigation", { name: "Days with free times" }).getByRole("link").nth(1);
    const target = (await second.getAttribute("href"))!;
    await second.click();
    expect(new URL(page.url()).hash).toBe(target);
    const group = page.locator(target);
    expect(await group.locator("legend").innerText()).toMatch(/^\w+day, \w+ \d{1,2}, 20\d\d$/);
    const time = group.getByRole("radio").first();
    const label = await group.locator("label").first().innerText();
    expect(label).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
    await time.check();
    // Step 3: the details, then send.
    await fillDetails(page, "Nora Phone", "nora@example.com");
    await humanPause(openedAt);
    await page.getByRole("button", { name: "Request this time" }).click();
    await page.waitForURL("**/book/manage?token=*&done=1");
    expect(await page.getByRole("heading", { level: 2 }).first().innerText()).toBe(
      "Requested — awaiting the firm's confirmation",
    );
    expect(await page.locator("[data-meeting-time]").innerText()).toContain(`${label.split(" ")[0]} `);
    expect(await page.locator("[data-meeting-time]").innerText()).toContain("Cayman time");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const rows = await h.query<{ status: string }>("SELECT status FROM bookings WHERE name = ?", [
      "Nora Phone",
    ]);
    expect(rows).toEqual([{ status: "held" }]);
    await context.close();
  }, 60_000);

  test("with JavaScript at desktop width: the visitor's own time beside each time, focus moves to a day's times, then cancelled", async () => {
    const { page, context, problems } = await newPage({ timezoneId: "America/New_York" });
    await page.goto("/book");
    const openedAt = Date.now();
    // Cayman has no daylight saving; New York does: an hour apart from March 8, 2026, the same before.
    await localTimesShown(page);
    expect(await page.locator("[data-local-for]").first().innerText()).toMatch(
      /^\d{1,2}:\d{2} [AP]M in New York$/,
    );
    const third = page.getByRole("navigation", { name: "Days with free times" }).getByRole("link").nth(2);
    const target = (await third.getAttribute("href"))!;
    await third.click();
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return { type: el?.type, day: el?.closest("fieldset")?.id };
    });
    expect(focused).toEqual({ type: "radio", day: target.slice(1) });
    await page.keyboard.press("Space");
    await fillDetails(page, "Jay Desk", "jay@example.com");
    await humanPause(openedAt);
    await page.getByRole("button", { name: "Request this time" }).click();
    await page.waitForURL("**/book/manage?token=*&done=1");
    expect(await page.getByRole("link", { name: "Add to calendar (.ics)" }).isVisible()).toBe(true);
    // Cancelling asks first (a disclosure), then a POST.
    await page.getByText("Cancel this consultation").click();
    await page.getByRole("button", { name: "Yes, cancel my consultation" }).click();
    await page.waitForURL((u) => u.pathname === "/book/manage" && !u.search.includes("done"));
    expect(await page.getByRole("heading", { level: 2 }).first().innerText()).toContain("cancelled by you");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);

  for (const width of [1280, 375])
    test(`axe (WCAG 2.2 AA) finds nothing on the form with its errors and on the visitor's page; targets ≥ 24 px (${width} px)`, async () => {
      const { page, context } = await newPage({
        viewport: { width, height: 900 },
        timezoneId: "Europe/London",
      });
      await page.goto("/book");
      const openedAt = Date.now();
      await localTimesShown(page);
      expect(await axeProblems(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      // Sent empty: the summary at the top links to each field.
      await humanPause(openedAt);
      await page.getByRole("button", { name: "Request this time" }).click();
      await page.waitForURL("**/book");
      const summary = page.locator("[data-error-summary]");
      expect(await summary.getByRole("link").count()).toBeGreaterThanOrEqual(4);
      expect(await summary.getByRole("link", { name: /Name must be/ }).getAttribute("href")).toBe("#bk-name");
      await localTimesShown(page);
      expect(await axeProblems(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // The visitor's own page, booked through the API.
      const res = await page.request.post("/api/booking", {
        data: {
          type: TYPE,
          start: (await page.locator("input[name=start]").first().getAttribute("value"))!,
          name: `Axe ${width}`,
          email: `axe${width}@example.com`,
          phone: "+1 345 555 0100",
          parties: [],
          answers: [],
          message: "",
        },
      });
      expect(res.status()).toBe(201);
      const manage = new URL(((await res.json()) as { manageUrl: string }).manageUrl);
      await page.goto(`${manage.pathname}${manage.search}`);
      expect(await axeProblems(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    }, 120_000);

  test("/book's JavaScript stays within the public pages' budget", async () => {
    const [bytes] = await measurePageBytes(h.baseUrl, [`/book?type=${TYPE}`]);
    expect(bytes!.jsKb).toBeGreaterThan(0);
    expect(bytes!.jsKb).toBeLessThanOrEqual(BUDGET.jsKb);
  });
});
