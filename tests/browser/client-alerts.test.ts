/**
 * Client alerts in Chromium, with and without JavaScript: the real server, a real SMTP server
 * (smtp-server + mailparser). A reader of an article ticks a topic, types an address and presses Subscribe
 * (two clicks), receives the confirmation e-mail, confirms with the page's button, changes topics through
 * the preferences link and leaves; a form sent without a topic comes back with the address kept; the form
 * and the preferences page fit a phone; /alerts and the preferences page pass axe.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { startServer } from "../support/server";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { ADMIN, axeOf, freshFormToken, type Harness, startHarness } from "./harness";

let h: Harness;
let smtp: TestSmtp;

const ARTICLE = {
  title: "Work permit changes for 2027",
  slug: "work-permit-changes-2027",
  content: "The Department has announced new work permit rules.\n\nHere is what employers need to know.",
  excerpt: "What the new work permit rules mean for employers.",
  serviceArea: "immigration",
  featuredImage: "",
};
const ARTICLE_PATH = `/blog/${ARTICLE.slug}`;

// Headless Chromium calls itself "HeadlessChrome": each reader here presents an ordinary desktop Chrome.
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The form refuses (silently, as a bot's) anything sent sooner than this after it was rendered. */
const MIN_FILL_MS = 3_000;

const TOPIC = {
  immigration: "Immigration",
  employment: "Employment Law",
  news: "Firm news (every new article)",
};

beforeAll(async () => {
  smtp = await startTestSmtp();
  h = await startHarness({
    SMTP_URL: smtp.url,
    NOTIFY_TO: "intake@ironwoodlegal.ky",
    MAIL_FROM: "Ironwood Legal website <website@ironwoodlegal.ky>",
  });
  // One article, published through the admin API as the editor would.
  const login = await fetch(`${h.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))
    ?.split(";")[0];
  expect(login.ok && cookie !== undefined).toBe(true);
  const created = await fetch(`${h.baseUrl}/api/posts`, {
    method: "POST",
    headers: { Cookie: cookie!, "Content-Type": "application/json" },
    body: JSON.stringify(ARTICLE),
  });
  expect(created.status).toBe(201);
  // The labels of the topics, as the form shows them (the practice areas' titles and "Firm news").
  const alertsHtml = await (await fetch(`${h.baseUrl}/alerts`)).text();
  const labels = [...alertsHtml.matchAll(/value="([^"]+)"[^>]*\/?>\s*<span>([^<]+)<\/span>/g)].map(
    (m) => [m[1], m[2]] as const,
  );
  const label = (value: string) => labels.find(([v]) => v === value)?.[1];
  TOPIC.immigration = label("immigration") ?? TOPIC.immigration;
  TOPIC.employment = label("employment-law") ?? TOPIC.employment;
  TOPIC.news = label("@firm-news") ?? TOPIC.news;
});
afterAll(async () => {
  await h?.stop();
  await smtp?.stop();
});

/** A reader's browser: desktop Chrome, with or without JavaScript, the cookie choice already made. */
async function reader(javaScriptEnabled: boolean, viewport = { width: 1280, height: 900 }) {
  const p = await h.newPage({ userAgent: CHROME, javaScriptEnabled, viewport });
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  return p;
}

/** Waits until the form that was rendered at `renderedAt` may be sent (plus a margin). */
async function fillTimePassed(renderedAt: number) {
  const left = renderedAt + MIN_FILL_MS + 300 - Date.now();
  if (left > 0) await Bun.sleep(left);
}

/** The address of a reader of this run (each address may cause one sign-up e-mail an hour). */
const address = (who: string, js: boolean) => `${who}.${js ? "js" : "nojs"}.${Date.now()}@example.com`;

/** The one message to `to`, once it has arrived. */
async function mailTo(to: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.filter((r) => r.to.includes(to));
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await Bun.sleep(100);
  }
}

/** A link of an e-mail, as a path on the test server (the e-mail's own origin is the one the reader used). */
function linkIn(text: string, path: string): string {
  const m = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, "\\$&")}\\?token=[A-Za-z0-9_%-]+`).exec(
    text,
  );
  if (!m) throw new Error(`no ${path} link in:\n${text}`);
  const u = new URL(m[0]);
  expect(u.origin).toBe(h.baseUrl);
  return `${u.pathname}${u.search}`;
}

async function subscriber(email: string) {
  const [row] = await h.query<{ id: string; status: string; requested_from: string }>(
    "SELECT id, status, requested_from FROM subscribers WHERE email = ?",
    [email],
  );
  if (!row) return undefined;
  const areas = await h.query<{ area: string }>(
    "SELECT area FROM subscriber_areas WHERE subscriber_id = ? ORDER BY area",
    [row.id],
  );
  return { status: row.status, from: row.requested_from, areas: areas.map((a) => a.area) };
}

/**
 * A page's console problems but Chromium's own line for a document answered 400: the form sent with an
 * error comes back as a 400 page, which Chromium reports as a failed resource.
 */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/Failed to load resource: .*status of 400/.test(p));

const alertsForm = (page: Page) => page.locator("form[action='/alerts']");

/** The topics ticked in a form, by label. */
async function ticked(form: Locator, labels: string[]) {
  const out: string[] = [];
  for (const l of labels) if (await form.getByLabel(l, { exact: true }).isChecked()) out.push(l);
  return out;
}

for (const js of [true, false]) {
  const mode = js ? "with JavaScript" : "without JavaScript";

  describe(`client alerts ${mode}`, () => {
    test("subscribe from an article in two clicks, confirm by the e-mail's button, change topics, leave", async () => {
      const { context, page, problems } = await reader(js);
      const email = address("reader", js);
      const clicks: string[] = [];

      await page.goto(ARTICLE_PATH);
      const renderedAt = Date.now();
      const form = alertsForm(page);
      await form.scrollIntoViewIfNeeded();
      expect(await form.locator("input[name='from']").inputValue()).toBe(ARTICLE_PATH);
      // Every topic starts unticked.
      expect(await ticked(form, [TOPIC.immigration, TOPIC.employment, TOPIC.news])).toEqual([]);

      // Click 1: the topic. Typing. Click 2: Subscribe.
      await form.getByLabel(TOPIC.immigration, { exact: true }).click();
      clicks.push("topic");
      await form.getByLabel("E-mail address").fill(email);
      await fillTimePassed(renderedAt);
      await form.getByRole("button", { name: "Subscribe" }).click();
      clicks.push("subscribe");
      await page.waitForURL("**/alerts/check-email");
      expect(clicks).toHaveLength(2);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Check your e-mail");
      expect(await page.getByRole("status").innerText()).toContain("an e-mail is on its way");
      // Stored as pending, with the page it was sent from and the one area ticked.
      expect(await subscriber(email)).toEqual({
        status: "pending",
        from: ARTICLE_PATH,
        areas: ["immigration"],
      });

      // The confirmation e-mail reaches the SMTP server.
      const [mail] = await mailTo(email);
      expect(mail!.parsed.subject).toMatch(/^Please confirm your client alerts from /);
      const confirm = linkIn(mail!.parsed.text ?? "", "/alerts/confirm");
      expect(linkIn(String(mail!.parsed.html), "/alerts/confirm")).toBe(confirm);

      // Opening the link shows a button and confirms nothing by itself.
      await page.goto(confirm);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Confirm your client alerts");
      expect(await page.locator("main").innerText()).toContain(TOPIC.immigration);
      expect((await subscriber(email))?.status).toBe("pending");
      await page.getByRole("button", { name: "Confirm my alerts" }).click();
      await page.getByRole("heading", { name: "Your alerts are confirmed" }).waitFor();
      expect((await subscriber(email))?.status).toBe("confirmed");

      // The preferences link of that page shows the topic ticked.
      await page.getByRole("link", { name: "Change my topics" }).click();
      await page.waitForURL("**/alerts/preferences?token=*");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Your client alerts");
      expect(await page.locator("main").innerText()).toContain(email);
      const prefs = page.locator("form[action='/alerts/preferences']");
      const all = [TOPIC.immigration, TOPIC.employment, TOPIC.news];
      expect(await ticked(prefs, all)).toEqual([TOPIC.immigration]);

      // Other topics, saved.
      await prefs.getByLabel(TOPIC.immigration, { exact: true }).uncheck();
      await prefs.getByLabel(TOPIC.employment, { exact: true }).check();
      await prefs.getByLabel(TOPIC.news, { exact: true }).check();
      await prefs.getByRole("button", { name: "Save my choices" }).click();
      await page.getByText("Your choices are saved.").waitFor();
      expect(await ticked(page.locator("form[action='/alerts/preferences']"), all)).toEqual([
        TOPIC.employment,
        TOPIC.news,
      ]);
      expect(await subscriber(email)).toEqual({
        status: "confirmed",
        from: ARTICLE_PATH,
        areas: ["@firm-news", "employment-law"],
      });

      // Leaving.
      await page.getByRole("button", { name: "Stop all alerts" }).click();
      await page.getByRole("heading", { name: "You will receive no more alerts" }).waitFor();
      expect((await subscriber(email))?.status).toBe("unsubscribed");
      // The confirmation link opened again does not start them.
      await page.goto(confirm);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("You left these alerts");

      // One e-mail only: the confirmation.
      expect(smtp.received.filter((r) => r.to.includes(email))).toHaveLength(1);
      if (js) expect(problems).toEqual([]);
      await context.close();
    });

    test("no topic: the form again with the address kept and a visible message; then it goes", async () => {
      const { context, page, problems } = await reader(js);
      const email = address("undecided", js);
      await page.goto(ARTICLE_PATH);
      let renderedAt = Date.now();
      let form = alertsForm(page);
      await form.getByLabel("E-mail address").fill(email);
      await fillTimePassed(renderedAt);
      const answer = page.waitForResponse(
        (r) => r.request().method() === "POST" && r.url().endsWith("/alerts"),
      );
      await form.getByRole("button", { name: "Subscribe" }).click();
      expect((await answer).status()).toBe(400);
      await page.waitForLoadState("domcontentloaded");
      renderedAt = Date.now();

      form = alertsForm(page);
      expect(await form.getByLabel("E-mail address").inputValue()).toBe(email);
      const message = form.getByText("Choose at least one topic");
      expect(await message.isVisible()).toBe(true);
      // The message belongs to the topics: the fieldset names it.
      const described = await form.locator("fieldset").getAttribute("aria-describedby");
      expect(described).not.toBeNull();
      expect(await page.locator(`[id="${described}"]`).innerText()).toBe("Choose at least one topic");
      // The page the reader came from is still the consent record's.
      expect(await form.locator("input[name='from']").inputValue()).toBe(ARTICLE_PATH);
      expect(await subscriber(email)).toBeUndefined();

      // A topic ticked, sent again: on its way.
      await form.getByLabel(TOPIC.news, { exact: true }).check();
      await fillTimePassed(renderedAt);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await page.waitForURL("**/alerts/check-email");
      expect(await subscriber(email)).toEqual({
        status: "pending",
        from: ARTICLE_PATH,
        areas: ["@firm-news"],
      });
      await mailTo(email);
      if (js) expect(unexpected(problems)).toEqual([]);
      await context.close();
    });

    test("sent sooner than 3 s after the form was rendered: the same answer, nothing stored, no e-mail", async () => {
      const { context, page } = await reader(js);
      const email = address("hasty", js);
      await page.goto("/alerts");
      const form = alertsForm(page);
      await form.getByLabel(TOPIC.immigration, { exact: true }).check();
      await form.getByLabel("E-mail address").fill(email);
      await freshFormToken(page, "/alerts", form);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await page.waitForURL("**/alerts/check-email");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Check your e-mail");
      expect(await subscriber(email)).toBeUndefined();
      await Bun.sleep(1000);
      expect(smtp.received.filter((r) => r.to.includes(email))).toHaveLength(0);
      await context.close();
    });
  });
}

describe("where the form is", () => {
  test("at the end of the article, on /blog and on each practice page, each recording its page", async () => {
    const { context, page } = await reader(false);
    const areas = (
      await h.query<{ id: string }>(
        "SELECT id FROM content_items WHERE kind = 'practice-area' AND removed = 0",
      )
    ).map((r) => r.id);
    expect(areas.length).toBeGreaterThan(0);
    for (const path of [ARTICLE_PATH, "/blog", ...areas.map((a) => `/services/${a}`)]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      const form = alertsForm(page);
      expect(await form.count()).toBe(1);
      expect(await form.locator("input[name='from']").inputValue()).toBe(path);
      expect(await form.getByRole("button", { name: "Subscribe" }).isVisible()).toBe(true);
    }
    await context.close();
  });

  test("a site that sends no e-mail shows no form anywhere and has no /alerts", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "firm-site-no-mail-"));
    const server = await startServer({
      env: { DATA_DIR: dataDir, LOG_LEVEL: "error", RATE_LIMITS: "off", SMTP_URL: undefined },
    });
    const context = await h.browser.newContext({ baseURL: server.base, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of ["/blog", "/services/immigration"]) {
        expect((await page.goto(path))?.status()).toBe(200);
        expect(await alertsForm(page).count()).toBe(0);
      }
      expect((await page.goto("/alerts"))?.status()).toBe(404);
    } finally {
      await context.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("client alerts on a phone and for assistive technology", () => {
  /** A confirmed subscriber's preferences path, signed up through the form (and its e-mail). */
  async function confirmedPreferences(email: string): Promise<string> {
    const { context, page } = await reader(false);
    await page.goto("/alerts");
    const renderedAt = Date.now();
    const form = alertsForm(page);
    await form.getByLabel(TOPIC.employment, { exact: true }).check();
    await form.getByLabel("E-mail address").fill(email);
    await fillTimePassed(renderedAt);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForURL("**/alerts/check-email");
    const [mail] = await mailTo(email);
    await page.goto(linkIn(mail!.parsed.text ?? "", "/alerts/confirm"));
    await page.getByRole("button", { name: "Confirm my alerts" }).click();
    await page.getByRole("heading", { name: "Your alerts are confirmed" }).waitFor();
    const path = (await page.getByRole("link", { name: "Change my topics" }).getAttribute("href"))!;
    await context.close();
    return path;
  }

  test("at 375 px the article's form and the preferences page fit the screen (screenshots in /tmp)", async () => {
    const preferences = await confirmedPreferences(address("phone", false));
    const { context, page, problems } = await reader(true, { width: 375, height: 812 });
    await page.goto(ARTICLE_PATH);
    const form = page.locator("section").filter({ has: alertsForm(page) });
    await form.scrollIntoViewIfNeeded();
    expect(await form.isVisible()).toBe(true);
    await form.screenshot({ path: "/tmp/alerts-article-form-375.png" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = (await form.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);

    await page.goto(preferences);
    await page.getByRole("button", { name: "Save my choices" }).waitFor();
    await page.screenshot({ path: "/tmp/alerts-preferences-375.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("axe finds nothing on /alerts (also after an error) and on the preferences page", async () => {
    const preferences = await confirmedPreferences(address("axe", false));
    const { context, page, problems } = await reader(true);
    const violations = async () =>
      (await axeOf(page).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );

    await page.goto("/alerts");
    expect(await violations()).toEqual([]);

    // The form again with its messages (no topic, an address that is not one).
    const renderedAt = Date.now();
    await alertsForm(page).getByLabel("E-mail address").fill("not-an-address");
    await fillTimePassed(renderedAt);
    await alertsForm(page).getByRole("button", { name: "Subscribe" }).click();
    await alertsForm(page).getByText("Choose at least one topic").waitFor();
    expect(await alertsForm(page).getByLabel("E-mail address").getAttribute("aria-invalid")).toBe("true");
    expect(await violations()).toEqual([]);

    await page.goto(preferences);
    expect(await violations()).toEqual([]);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
