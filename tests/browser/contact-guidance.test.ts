/**
 * The visitor is never left guessing, in Chromium against the real server (with e-mail, and the firm's
 * acknowledgement turned on), with and without JavaScript, on a desktop and a phone: a practice page's
 * "Schedule Consultation" lands on the contact form itself with that practice area chosen; every required
 * field is marked so; after sending, a note stays on the page (sent, what happens next, an e-mail on its
 * way) beside the toast that goes; the practice page's client alerts form has that area ticked.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  h = await startHarness({
    SMTP_URL: smtp.url,
    NOTIFY_TO: "intake@ironwoodlegal.ky",
    MAIL_FROM: "Ironwood Legal website <website@ironwoodlegal.ky>",
  });
  // The firm acknowledges enquiries by e-mail (Site → Firm settings), as an admin turns it on.
  const login = await fetch(`${h.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${h.baseUrl}${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: h.baseUrl },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const { revision } = (await (await call("GET", "/api/content/settings/firm")).json()) as {
    revision: number;
  };
  expect(
    (await call("PUT", "/api/content/settings/firm", { revision, data: { acknowledge: true } })).status,
  ).toBe(200);
  expect((await call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await h?.stop();
  await smtp?.stop();
});

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

async function visitor(javaScriptEnabled: boolean, viewport: { width: number; height: number }) {
  const p = await h.newPage({ javaScriptEnabled, viewport });
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  return p;
}

/** Waits until React owns the form (the island has hydrated), so its handlers run. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const el = document.querySelector("#contact-form");
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  });
}

/** The contact form refuses (silently, as a bot's) what is sent sooner than this after the page came. */
const MIN_FILL_MS = 3_000;

for (const js of [true, false]) {
  for (const [device, viewport] of [
    ["a desktop", DESKTOP],
    ["a phone", PHONE],
  ] as const) {
    describe(`${js ? "with" : "without"} JavaScript, on ${device}`, () => {
      test("Schedule Consultation lands on the form with the area chosen; sent, a note stays beside the toast", async () => {
        const { page, context, problems } = await visitor(js, viewport);
        await page.goto("/services/corporate-law");
        const main = page.locator("main");
        expect(await main.getByRole("link", { name: "Contact Us Today" }).getAttribute("href")).toBe(
          "/contact?service=corporate-law#contact-form",
        );
        await main.getByRole("link", { name: "Schedule Consultation" }).first().click();
        await page.waitForURL((u) => u.pathname === "/contact" && u.hash === "#contact-form");
        const arrived = Date.now();
        expect(new URL(page.url()).searchParams.get("service")).toBe("corporate-law");
        if (js) await hydrated(page);

        // The form itself is in view, below the sticky header, with the area chosen.
        const form = page.locator("#contact-form");
        const top = (await form.boundingBox())!.y;
        const header = (await page.locator("header").first().boundingBox())!;
        expect(top).toBeGreaterThanOrEqual(header.y + header.height - 1);
        expect(top).toBeLessThan(viewport.height / 2);
        expect(await page.getByLabel("Service Interest").inputValue()).toBe("Corporate Law");

        // Phone, like every field the server requires, is marked so: visibly and for assistive technology.
        const phone = page.getByLabel("Phone Number");
        expect(await phone.getAttribute("required")).toBe("");
        const mark = form
          .locator("label", { hasText: "Phone Number" })
          .locator("xpath=following-sibling::span[1]");
        expect(await mark.innerText()).toBe("*");
        expect(await mark.isVisible()).toBe(true);

        await page.getByLabel("Full Name").fill("Dana Bodden");
        await page
          .getByLabel("Email Address")
          .fill(`dana.${js ? "js" : "nojs"}.${viewport.width}@example.com`);
        await phone.fill("+1 345 555 0199");
        await page.getByLabel("Message", { exact: true }).fill("We would like advice on a share purchase.");
        const left = arrived + MIN_FILL_MS + 300 - Date.now();
        if (left > 0) await Bun.sleep(left);
        await page.getByRole("button", { name: "Send Message" }).click();

        const note = page.locator("[data-contact-sent]");
        await note.waitFor();
        expect(await note.innerText()).toContain("Thank you: your message has been sent.");
        expect(await note.innerText()).toContain("What happens next: we read every message and reply");
        expect(await note.innerText()).toContain(
          "An e-mail confirming we have your message is on its way to you.",
        );
        expect(await note.isVisible()).toBe(true);
        const toast = page.locator("li[data-variant]", { hasText: "Message Sent" });
        await toast.waitFor();
        // The form is empty again, ready for another message.
        expect(await page.getByLabel("Full Name").inputValue()).toBe("");
        if (js) {
          // The toast goes (once the pointer, left where the button was, is not resting on it); the note stays.
          await page.mouse.move(1, 1);
          await toast.waitFor({ state: "detached", timeout: 15_000 });
          expect(await note.isVisible()).toBe(true);
        } else {
          expect(new URL(page.url()).hash).toBe("#contact-form");
        }
        expect(problems).toEqual([]);
        await context.close();
      }, 90_000);

      test("the practice page's client alerts form has that area ticked", async () => {
        const { page, context } = await visitor(js, viewport);
        await page.goto("/services/corporate-law");
        const form = page.locator("form[action='/alerts']");
        const boxes = form.locator("input[name='areas']");
        const checked = await boxes.evaluateAll((els) =>
          (els as HTMLInputElement[]).filter((e) => e.checked).map((e) => e.value),
        );
        expect(checked).toEqual(["corporate-law"]);
        await context.close();
      }, 60_000);
    });
  }
}
