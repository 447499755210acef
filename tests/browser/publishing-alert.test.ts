/**
 * Nothing goes to every client by accident, in Chromium against the real server and a real SMTP server:
 * publishing an article that will e-mail its subscribers asks first, with how many ("Publish and e-mail 3
 * subscribers?"), as a dialog with JavaScript and as a page of its own without; the alert then waits (10
 * minutes by default) on the article's Client alert page, where Hold and Send now act on it. On a phone the
 * publishing settings come before the button that publishes, with and without JavaScript.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { encodeForm, isAlert, isConfirmation, linkToken } from "../support/alerts";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
let smtp: TestSmtp;

/** Confirmed readers of Immigration (two) and of Firm news (one): three for an Immigration article. */
const READERS = [
  ["ann.immigration@example.com", "immigration"],
  ["bob.immigration@example.com", "immigration"],
  ["cat.news@example.com", "@firm-news"],
] as const;

beforeAll(async () => {
  smtp = await startTestSmtp();
  h = await startHarness({
    SMTP_URL: smtp.url,
    NOTIFY_TO: "intake@ironwoodlegal.ky",
    MAIL_FROM: "Ironwood Legal website <website@ironwoodlegal.ky>",
  });
  // Each reader signs up through the form (its token three seconds old, as a person's) and confirms.
  const html = await (await fetch(`${h.baseUrl}/alerts`)).text();
  const formStarted = /name="formStarted" value="([^"]+)"/.exec(html)![1]!;
  await Bun.sleep(3_100);
  for (const [email, area] of READERS) {
    const res = await fetch(`${h.baseUrl}/alerts`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.baseUrl },
      body: encodeForm({ formStarted, website: "", from: "/blog", email, areas: area }),
    });
    expect(res.status).toBe(303);
  }
  await smtp.waitFor(READERS.length, 20_000);
  for (const mail of smtp.received.filter(isConfirmation)) {
    const res = await fetch(`${h.baseUrl}/alerts/confirm`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: h.baseUrl },
      body: encodeForm({ token: linkToken(mail, "confirm") }),
    });
    expect(res.status).toBe(200);
  }
}, 60_000);
afterAll(async () => {
  await h?.stop();
  await smtp?.stop();
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

/** The editor, hydrated when JavaScript runs (its toolbar is enabled then). */
async function openEditor(page: Page, js: boolean) {
  await page.goto("/admin/posts/new");
  if (js) await page.getByRole("button", { name: "Bold" }).and(page.locator(":enabled")).waitFor();
}

async function fillArticle(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  if (!(await page.getByLabel("Slug").inputValue()))
    await page.getByLabel("Slug").fill(title.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  await page.getByLabel("Excerpt").fill("What the new rules mean for employers.");
  await page.getByLabel("Content").fill("The Department has announced new rules.");
  await page.getByLabel("Practice Area").selectOption("immigration");
}

const postsTitled = async (title: string) =>
  (await h.query<{ id: string }>("SELECT id FROM posts WHERE title = ?", [title])).map((r) => r.id);

describe("publishing an article that e-mails its subscribers asks first", () => {
  test("with JavaScript: 'Publish and e-mail 3 subscribers?'; Cancel saves nothing, OK publishes; the alert waits; Hold, then Send now", async () => {
    const { page, context, problems } = await signIn({ viewport: { width: 1280, height: 900 } });
    await openEditor(page, true);
    const title = "Work permits in 2027";
    await fillArticle(page, title);
    expect(await page.getByLabel("Client alert").inputValue()).toBe("send");

    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.getByRole("button", { name: "Publish Post" }).and(page.locator(":enabled")).waitFor();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toStartWith("Publish and e-mail 3 subscribers?");
    expect(asked[0]).toContain("Its client alert leaves 10 minutes after that");
    expect(await postsTitled(title)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe("/admin/posts/new");

    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/dashboard");
    expect(asked).toHaveLength(2);
    const [id] = await postsTitled(title);
    expect(id).toBeDefined();

    // Its Client alert page: waiting, for the three; nothing has left.
    await page.goto(`/admin/posts/${id}/alert`);
    await page.getByText("Waiting: it goes to 3 subscribers at").waitFor();
    expect(smtp.received.filter(isAlert)).toHaveLength(0);
    await page.getByRole("button", { name: "Hold" }).click();
    await page.getByText("Kept back: no alert goes for this article until you release it.").waitFor();
    await page.getByRole("button", { name: "Send now" }).click();
    await page.getByText(/^Sent on /).waitFor();
    await smtp.waitFor(READERS.length * 2, 20_000);
    expect(
      smtp.received
        .filter(isAlert)
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(READERS.map(([email]) => email).sort());
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  test("without JavaScript: the question is a page; Back keeps every value; its button publishes", async () => {
    const { page, context } = await signIn({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    await openEditor(page, false);
    const title = "Residency rules without script";
    await fillArticle(page, title);
    await page.getByRole("button", { name: "Publish Post" }).click();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      "Publish and e-mail 3 subscribers?",
    );
    expect(await page.locator("main").innerText()).toContain(
      "3 subscribers of Immigration Services and of Firm news will receive this article by e-mail.",
    );
    expect(await postsTitled(title)).toEqual([]);

    await page.getByRole("button", { name: "Back to the editor" }).click();
    expect(await page.getByLabel("Title").inputValue()).toBe(title);
    expect(await page.getByLabel("Content").inputValue()).toBe("The Department has announced new rules.");
    expect(await page.getByLabel("Practice Area").inputValue()).toBe("immigration");

    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.getByRole("button", { name: "Publish and e-mail 3 subscribers" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/dashboard");
    expect(await page.getByText("Your post has been published successfully").isVisible()).toBe(true);
    expect(await postsTitled(title)).toHaveLength(1);
    await context.close();
  }, 60_000);
});

describe("on a phone the publishing settings come before the button that publishes", () => {
  for (const js of [true, false]) {
    test(`${js ? "with" : "without"} JavaScript, at 375 px`, async () => {
      const { page, context } = await signIn({
        javaScriptEnabled: js,
        viewport: { width: 375, height: 740 },
      });
      await openEditor(page, js);
      const top = async (name: string) => (await page.getByLabel(name, { exact: true }).boundingBox())!.y;
      const publish = (await page.getByRole("button", { name: "Publish Post" }).boundingBox())!.y;
      for (const setting of ["Status", "Practice Area", "Client alert"])
        expect(await top(setting)).toBeLessThan(publish);
      // …and after the text they belong to.
      expect(await top("Content")).toBeLessThan(await top("Status"));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }, 60_000);
  }
});
