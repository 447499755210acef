import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { freePort } from "../support/free-port";
import { startServer } from "../support/server";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { ADMIN, freshFormToken, type Harness, startHarness } from "./harness";

/**
 * E-mail notifications in the browser and across a crash: the real server, a real SMTP server (smtp-server), and
 * Chromium with and without JavaScript.
 */

let h: Harness;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  h = await startHarness({
    SMTP_URL: smtp.url,
    NOTIFY_TO: "intake@ironwoodlegal.ky",
    MAIL_FROM: "Ironwood Legal website <website@ironwoodlegal.ky>",
  });
});
afterAll(async () => {
  await h?.stop();
  await smtp?.stop();
});

const visitor = (name: string) => ({
  name,
  email: "visitor@example.com",
  phone: "+1 345 555 0100",
  service: "Immigration Services",
  message: "I would like to discuss a work permit application.",
});

async function newPage(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage(options);
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  return p;
}

async function signIn(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await newPage(options);
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname !== "/admin/login");
  p.problems.length = 0;
  return p;
}

async function hydratedList(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("[data-island='submissions-list'] > *") ?? {}).some((k) =>
      k.startsWith("__reactFiber"),
    ),
  );
}

const card = (page: Page, name: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const notice = (page: Page, name: string) => card(page, name).locator("[data-notification]");
const toast = (page: Page, title: string) =>
  page.locator("section[aria-label^='Notifications'] li").filter({ hasText: title });

async function submitJson(v: ReturnType<typeof visitor>) {
  const res = await fetch(`${h.baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(v),
  });
  expect(res.status).toBe(200);
}

const mailsTo = (name: string) => smtp.received.filter((r) => r.parsed.replyTo?.value[0]?.name === name);

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await Bun.sleep(100);
  }
}

async function fillContact(page: Page, v: ReturnType<typeof visitor>) {
  await page.getByLabel("Full Name").fill(v.name);
  await page.getByLabel("Email Address").fill(v.email);
  await page.getByLabel("Phone Number").fill(v.phone);
  await page.getByLabel("Service Interest").selectOption(v.service);
  await page.getByLabel("Message", { exact: true }).fill(v.message);
}

describe("with JavaScript", () => {
  test("a visitor's enquiry is e-mailed within seconds and its card says “Sent at …”", async () => {
    const { page, context, problems } = await newPage();
    await page.goto("/contact");
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("form[action='/contact']") ?? {}).some((k) =>
        k.startsWith("__reactFiber"),
      ),
    );
    // A person takes longer than the minimum fill time.
    await page.waitForTimeout(3200);
    await fillContact(page, visitor("Grace Bodden"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Message Sent").waitFor();
    await until(() => mailsTo("Grace Bodden").length === 1, 10_000);
    expect(mailsTo("Grace Bodden")[0]!.parsed.subject).toBe(
      "New enquiry: Immigration Services from Grace Bodden",
    );
    expect(problems).toEqual([]);
    await context.close();

    const admin = await signIn();
    await admin.page.goto("/admin/contact-submissions");
    await hydratedList(admin.page);
    expect(await notice(admin.page, "Grace Bodden").innerText()).toMatch(
      /^Notification e-mail: Sent at \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/,
    );
    expect(await admin.page.locator("[data-mail-status]").getAttribute("data-mail-status")).toBe("ok");
    expect(await admin.page.locator("[data-mail-status]").innerText()).toContain(
      "New enquiries are e-mailed to intake@ironwoodlegal.ky",
    );
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  test("a failed delivery shows Pending with the attempt and the error; “Resend notification” sends it", async () => {
    smtp.rejectData = "451 4.3.0 Mailbox temporarily unavailable";
    await submitJson(visitor("Henry Ebanks"));
    const { page, context, problems } = await signIn();
    await until(async () => {
      await page.goto("/admin/contact-submissions");
      return (await notice(page, "Henry Ebanks").innerText()).includes("1 attempt so far");
    });
    await hydratedList(page);
    const pending = await notice(page, "Henry Ebanks").innerText();
    expect(pending).toMatch(
      /^Notification e-mail: Pending: 1 attempt so far, next try at \w+ \d+, \d{4} at /,
    );
    expect(pending).toContain("Last error: EMESSAGE: 451 4.3.0 Mailbox temporarily unavailable");
    expect(await page.locator("[data-mail-status]").innerText()).toContain(
      "The last notification e-mail could not be delivered",
    );

    smtp.rejectData = undefined;
    await card(page, "Henry Ebanks")
      .getByRole("button", { name: /^Resend notification/ })
      .click();
    await toast(page, "Notification Queued").waitFor();
    // The card follows the e-mail until it is sent, without a reload.
    await card(page, "Henry Ebanks").locator("[data-notification='sent']").waitFor({ timeout: 15_000 });
    expect(await notice(page, "Henry Ebanks").innerText()).toMatch(/^Notification e-mail: Sent at /);
    expect(mailsTo("Henry Ebanks")).toHaveLength(1);
    expect(mailsTo("Henry Ebanks")[0]!.parsed.messageId).toMatch(
      /^<enquiry-[0-9a-f-]{36}-resend-1@ironwoodlegal\.ky>$/,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a too-fast form is answered like any other but lands in Spam; “Not spam” e-mails it once", async () => {
    const { page, context } = await newPage();
    await page.goto("/contact");
    await page.waitForFunction(() =>
      Object.keys(document.querySelector("form[action='/contact']") ?? {}).some((k) =>
        k.startsWith("__reactFiber"),
      ),
    );
    await fillContact(page, visitor("Speedy Bot"));
    await freshFormToken(page, "/contact", page.locator("form[action='/contact']"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Message Sent").waitFor();
    await context.close();

    const admin = await signIn();
    const p = admin.page;
    await p.goto("/admin/contact-submissions");
    expect(await card(p, "Speedy Bot").count()).toBe(0);
    await p.getByRole("link", { name: /^Spam \(\d+\)$/ }).click();
    await p.waitForURL("**/admin/contact-submissions/spam");
    await hydratedList(p);
    expect(await notice(p, "Speedy Bot").innerText()).toContain(
      "Marked as spam: the form was sent back within seconds of being opened.",
    );
    await Bun.sleep(500);
    expect(mailsTo("Speedy Bot")).toHaveLength(0);
    await card(p, "Speedy Bot")
      .getByRole("button", { name: /^Not spam/ })
      .click();
    await toast(p, "Moved to Inbox").waitFor();
    expect(await card(p, "Speedy Bot").count()).toBe(0);
    await until(() => mailsTo("Speedy Bot").length === 1);

    // Empty spam asks first.
    await submitJson({ ...visitor("Honeypot Bot"), website: "http://spam.example" } as never);
    await p.reload();
    await hydratedList(p);
    let asked = "";
    p.once("dialog", (d) => {
      asked = d.message();
      void d.accept();
    });
    await p.getByRole("button", { name: "Empty spam" }).click();
    await toast(p, "Spam Emptied").waitFor();
    expect(asked).toMatch(/^Delete all \d+ spam enquiries permanently\?$/);
    expect(await p.getByText("No spam").isVisible()).toBe(true);
    await Bun.sleep(300);
    expect(mailsTo("Speedy Bot")).toHaveLength(1);
    expect(mailsTo("Honeypot Bot")).toHaveLength(0);
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });
});

describe("without JavaScript", () => {
  test("state on the cards, resend, test e-mail, not spam and empty spam all work as plain forms", async () => {
    await submitJson(visitor("Iris Plain"));
    await until(() => mailsTo("Iris Plain").length === 1);
    const { page, context } = await signIn({ javaScriptEnabled: false });
    await page.goto("/admin/contact-submissions");
    expect(await notice(page, "Iris Plain").innerText()).toMatch(/^Notification e-mail: Sent at /);

    await card(page, "Iris Plain")
      .getByRole("button", { name: /^Resend notification/ })
      .click();
    await page.waitForURL("**/admin/contact-submissions");
    expect(await toast(page, "Notification Queued").isVisible()).toBe(true);
    await until(() => mailsTo("Iris Plain").length === 2);

    await page.getByRole("button", { name: "Send test e-mail" }).click();
    await page.waitForURL("**/admin/contact-submissions");
    expect(await toast(page, "Test E-mail Sent").innerText()).toContain("Sent to intake@ironwoodlegal.ky");
    await until(() =>
      smtp.received.some((r) => r.parsed.subject === "Test e-mail from the Ironwood Legal website"),
    );

    await submitJson({ ...visitor("Plain Bot"), website: "x" } as never);
    await submitJson({ ...visitor("Plain Bot Two"), website: "x" } as never);
    await page.goto("/admin/contact-submissions/spam");
    await card(page, "Plain Bot")
      .getByRole("button", { name: /^Not spam/ })
      .click();
    await page.waitForURL("**/admin/contact-submissions/spam");
    expect(await toast(page, "Moved to Inbox").isVisible()).toBe(true);
    await until(() => mailsTo("Plain Bot").length === 1);

    // Emptying needs the tick box (the browser will not send the form without it).
    await page.getByRole("button", { name: "Empty spam" }).click();
    expect(await card(page, "Plain Bot Two").count()).toBe(1);
    await page.getByLabel("Yes, delete them permanently").check();
    await page.getByRole("button", { name: "Empty spam" }).click();
    await page.waitForURL("**/admin/contact-submissions/spam");
    expect(await toast(page, "Spam Emptied").innerText()).toContain("1 spam enquiry was deleted.");
    expect(await page.getByText("No spam").isVisible()).toBe(true);
    await context.close();
  });
});

describe("a crash while mail is pending", () => {
  test("killed with kill -9 while the mail server is down: delivered exactly once after restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "firm-site-crash-"));
    const mailServer = await startTestSmtp({ listen: false });
    const port = freePort();
    // Both starts on the same port and DATA_DIR: the second is the restart after the crash.
    const start = () =>
      startServer({
        port,
        env: {
          DATA_DIR: dataDir,
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: "silent",
          SMTP_URL: mailServer.url,
          NOTIFY_TO: "intake@ironwoodlegal.ky",
        },
      });
    const outbox = () => {
      const db = new Database(join(dataDir, "site.db"), { readonly: true });
      try {
        return db
          .query<{ attempts: number; status: string }, []>("SELECT attempts, status FROM mail_outbox")
          .all();
      } finally {
        db.close();
      }
    };
    let server = await start();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(visitor("Crash Survivor")),
      });
      expect(res.status).toBe(200);
      await until(() => (outbox()[0]?.attempts ?? 0) >= 1);
      await server.stop("SIGKILL");
      expect(outbox()).toEqual([{ attempts: 1, status: "pending" }]);

      await mailServer.listen();
      server = await start();
      // The job lease of a run killed mid-way expires within a minute; usually nothing was running.
      await mailServer.waitFor(1, 90_000);
      await Bun.sleep(2000);
      expect(mailServer.received).toHaveLength(1);
      expect(mailServer.received[0]!.parsed.messageId).toMatch(/^<enquiry-[0-9a-f-]{36}@ironwoodlegal\.ky>$/);
      expect(outbox()).toEqual([{ attempts: 2, status: "sent" }]);
    } finally {
      await server.stop();
      await mailServer.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
