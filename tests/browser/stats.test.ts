/**
 * Statistics without trackers, in Chromium: nothing is stored in the visitor's browser on any public
 * page, a person's visits are counted once a day on the server, and an enquiry carries where its visit
 * came from, with and without JavaScript, for the admin to read on its card.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { ADMIN, axeOf, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

// Headless Chromium calls itself "HeadlessChrome", which the bot list rightly knows: each visitor here
// presents an ordinary browser's user agent (a different browser family is a different visitor).
const EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0";
const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

const PAGES = [
  "/",
  "/services",
  "/services/immigration",
  "/about",
  "/our-people",
  "/blog",
  "/contact",
  "/privacy-policy",
];

const totals = async () => {
  const [r] = await h.query<{ views: number | string; visitors: number | string }>(
    "SELECT COALESCE(SUM(views), 0) AS views, COALESCE(SUM(visitors), 0) AS visitors FROM stats_days",
  );
  return { views: Number(r!.views), visitors: Number(r!.visitors) };
};

/** Counts are written about once a second: wait until they show what is expected (or time out). */
async function totalsBecome(expected: { views: number; visitors: number }) {
  let now = await totals();
  for (let i = 0; i < 50 && (now.views !== expected.views || now.visitors !== expected.visitors); i++) {
    await Bun.sleep(100);
    now = await totals();
  }
  return now;
}

async function admin(javaScriptEnabled: boolean) {
  const p = await h.newPage({ viewport: { width: 1280, height: 1000 }, javaScriptEnabled });
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  return p;
}

async function fillContact(page: Page, name: string) {
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(`${name.toLowerCase().replace(/\W+/g, ".")}@example.com`);
  await page.getByLabel("Phone Number").fill("+1 345 555 0100");
  await page.getByLabel("Service Interest").selectOption("Immigration Services");
  await page.getByLabel("Message", { exact: true }).fill("I need advice on a work permit for a new hire.");
}

/** The "Where it came from" of an enquiry's card in the inbox, as label → value. */
async function originOnCard(page: Page, name: string, javaScript: boolean) {
  await page.goto("/admin/contact-submissions");
  // With JavaScript, the cards close once the inbox is live: wait for that before opening this one.
  if (javaScript)
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("[data-island='submissions-list'] > *") ?? {}).some((k) =>
        k.startsWith("__reactFiber"),
      ),
    );
  const card = page.locator("article").filter({ hasText: name });
  const heading = card.getByRole("button", { name, exact: true });
  if ((await heading.getAttribute("aria-expanded")) === "false") await heading.click();
  const origin = card.locator("[data-origin]");
  await origin.waitFor();
  const terms = await origin.locator("dt").allInnerTexts();
  const values = await origin.locator("dd").allInnerTexts();
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
}

describe("counting without storing anything in the browser", () => {
  test("every public page: no cookie, nothing in local or session storage; one visitor, each view counted", async () => {
    const before = await totals();
    const { context, page } = await h.newPage({ userAgent: EDGE });
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(await context.cookies()).toEqual([]);
    const stored = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
    }));
    expect(stored).toEqual({ local: 0, session: 0 });
    expect(await totalsBecome({ views: before.views + PAGES.length, visitors: before.visitors + 1 })).toEqual(
      {
        views: before.views + PAGES.length,
        visitors: before.visitors + 1,
      },
    );
    // Coming back the same day is another view by the same visitor.
    await page.goto("/services");
    expect(
      await totalsBecome({ views: before.views + PAGES.length + 1, visitors: before.visitors + 1 }),
    ).toEqual({
      views: before.views + PAGES.length + 1,
      visitors: before.visitors + 1,
    });
  });

  test("a headless browser that says so, and a signed-in admin, are not counted", async () => {
    const before = await totals();
    const headless = await h.newPage();
    await headless.page.goto("/about");
    const { page } = await admin(true);
    await page.goto("/services");
    await page.goto("/");
    await Bun.sleep(1500); // longer than a write interval
    expect(await totals()).toEqual(before);
  });
});

describe("where an enquiry came from, on its card", () => {
  test("with JavaScript: landed from a newsletter campaign, then sent the form", async () => {
    const { page } = await h.newPage({ userAgent: CHROME });
    await page.goto(
      "/services/immigration?utm_source=newsletter&utm_medium=email&utm_campaign=spring-update",
    );
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Contact", exact: true })
      .click();
    await page.waitForURL("**/contact");
    await fillContact(page, "Chrome Newsletter Reader");
    await Bun.sleep(3100); // the form's minimum fill time (a faster sender is taken for a bot)
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message Sent").first().waitFor();
    const a = await admin(true);
    expect(await originOnCard(a.page, "Chrome Newsletter Reader", true)).toEqual({
      "Landing page": "/services/immigration",
      Source: "newsletter (email)",
      Campaign: "spring-update",
      "Sent from": "/contact",
    });
  });

  test("without JavaScript: found through a search engine, the plain form", async () => {
    const { page } = await h.newPage({ userAgent: FIREFOX, javaScriptEnabled: false });
    await page.goto("/services/corporate-services", { referer: "https://www.google.com/" });
    await page.goto("/contact", { referer: `${h.baseUrl}/services/corporate-services` });
    await fillContact(page, "Firefox Search Visitor");
    await Bun.sleep(3100);
    await page.getByRole("button", { name: "Send Message" }).click();
    // Sent without JavaScript, the visitor lands back on the form itself.
    await page.waitForURL("**/contact#contact-form");
    const a = await admin(false);
    expect(await originOnCard(a.page, "Firefox Search Visitor", false)).toEqual({
      "Landing page": "/services/corporate-services",
      Source: "Google (search)",
      "Sent from": "/contact",
    });
  });
});

describe("the Overview, from the real server", () => {
  test("the figures counted above, charts with titles and tables without JavaScript, a CSV download, axe clean", async () => {
    const { page } = await admin(false);
    await page.goto("/admin/overview?period=7d");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Overview");
    expect(await page.getByRole("link", { name: "Last 7 days" }).getAttribute("aria-current")).toBe("page");
    const { views, visitors } = await totals();
    const visits = page.locator("section", {
      has: page.getByRole("heading", { name: "Visitors and page views per day" }),
    });
    expect(await visits.innerText()).toContain(
      `${visitors.toLocaleString("en-US")} visitors viewed ${views.toLocaleString("en-US")} pages`,
    );
    // Every chart is a titled image with its numbers in a table beside it.
    const charts = page.locator("svg[role=img]");
    expect(await charts.count()).toBeGreaterThanOrEqual(4);
    for (const svg of await charts.all())
      expect(((await svg.locator("title").textContent()) ?? "").length).toBeGreaterThan(0);
    expect(await page.locator("table caption").count()).toBeGreaterThanOrEqual(4);
    // The newsletter visit above, under its campaign; how sources are decided, beside them.
    const campaigns = page.locator("section", { has: page.getByRole("heading", { name: "Campaigns" }) });
    expect(await campaigns.locator("tbody tr").first().innerText()).toMatch(
      /^spring-update\s+newsletter\s+email\s+1\s+1$/,
    );
    const sources = page.locator("section", { has: page.getByRole("heading", { name: "Top sources" }) });
    expect(await sources.innerText()).toContain("How a visit's source is decided");
    const download = page.waitForEvent("download");
    await visits.getByRole("link", { name: /Download CSV/ }).click();
    const file = await download;
    const csv = await Bun.file((await file.path())!).text();
    const rows = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe("Day,Visitors,Page views");
    expect(rows).toHaveLength(8);
    const sum = rows.slice(1).reduce((a, r) => a + Number(r.split(",")[2]), 0);
    expect(sum).toBe(views);
    // axe runs as a script in the page: the same page with JavaScript on.
    const withJs = await admin(true);
    await withJs.page.goto("/admin/overview?period=7d");
    const axe = await axeOf(withJs.page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
    expect(withJs.problems).toEqual([]);
  });
});
