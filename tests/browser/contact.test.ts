import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { BrowserContext, Page } from "playwright-core";
import { ADMIN, axeOf, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const THANKS = "Thank you for contacting Ironwood Legal. We'll be in touch soon.";
const FAILED = "Failed to send message. Please try again or call us directly.";

const MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  service: "Please select a service",
  message: "Message must be at least 10 characters",
};

/** What the database holds for a submitter, read through its own connection (the server's is separate). */
function stored(name: string) {
  return h.query<{
    name: string;
    email: string;
    phone: string;
    service: string;
    message: string;
    status: string;
  }>("SELECT name, email, phone, service, message, status FROM contact_submissions WHERE name = ?", [name]);
}

/** A page with the cookie choice already made, so the banner never covers the form. */
async function newPage(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage(options);
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  return p;
}

/** Waits until React owns the element (the island has hydrated), so clicks reach its handlers. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
    },
    selector,
    { timeout: 10_000 },
  );
}

async function openContact(page: Page) {
  await page.goto("/contact");
  await hydrated(page, "form[action='/contact']");
  return page.locator("form[action='/contact']");
}

const field = (page: Page) => ({
  name: page.getByLabel("Full Name"),
  email: page.getByLabel("Email Address"),
  phone: page.getByLabel("Phone Number"),
  service: page.getByLabel("Service Interest"),
  message: page.getByLabel("Message", { exact: true }),
});

async function fill(
  page: Page,
  v: { name: string; email: string; phone: string; service: string; message: string },
) {
  const f = field(page);
  await f.name.fill(v.name);
  await f.email.fill(v.email);
  await f.phone.fill(v.phone);
  await f.service.selectOption(v.service);
  await f.message.fill(v.message);
}

async function values(page: Page) {
  const f = field(page);
  return {
    name: await f.name.inputValue(),
    email: await f.email.inputValue(),
    phone: await f.phone.inputValue(),
    service: await f.service.inputValue(),
    message: await f.message.inputValue(),
  };
}

/** The message shown for a field: the element its aria-describedby points at. */
async function errorOf(page: Page, control: ReturnType<typeof field>[keyof ReturnType<typeof field>]) {
  if ((await control.getAttribute("aria-invalid")) !== "true") return null;
  const id = await control.getAttribute("aria-describedby");
  return id ? (await page.locator(`[id="${id}"]`).innerText()).trim() : null;
}

const toast = (page: Page, title: string) =>
  page.locator("section[aria-label^='Notifications'] li").filter({ hasText: title });

const visitor = (name: string) => ({
  name,
  email: "visitor@example.com",
  phone: "+1 345 555 0100",
  service: "Immigration Services",
  message: "I would like to discuss a work permit application.",
});

describe("contact form (visitor)", () => {
  test("starts empty with the service options in order; each rule shows its message next to its field", async () => {
    const { page, context, problems } = await newPage();
    const form = await openContact(page);
    const f = field(page);
    expect(await values(page)).toEqual({ name: "", email: "", phone: "", service: "", message: "" });
    expect(await f.service.locator("option").allInnerTexts()).toEqual([
      "Select a service",
      "Corporate Services",
      "Corporate Law",
      "Real Estate & Property Law",
      "Immigration Services",
      "Regulatory Compliance",
      "Employment Law",
      "Intellectual Property",
      "Wills, Estates & Trusts",
      "General Inquiry",
    ]);
    // The honeypot is neither seen (clipped away: nothing of it can be hit), nor announced, nor reached with Tab.
    await page.locator("input[name='website']").scrollIntoViewIfNeeded();
    const trapBox = (await page.locator("input[name='website']").boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("[aria-hidden='true']") ?? null,
        [trapBox.x + trapBox.width / 2, trapBox.y + trapBox.height / 2],
      ),
    ).toBeNull();
    expect(await page.getByRole("textbox", { name: "Website" }).count()).toBe(0);
    await f.message.focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send Message");

    const sent: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/contact") && sent.push(r.method()));

    // Everything empty: all five messages, focus on the first field, nothing sent.
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(MESSAGES.name).waitFor();
    for (const [key, message] of Object.entries(MESSAGES))
      expect(await errorOf(page, f[key as keyof typeof f])).toBe(message);
    expect(await f.name.evaluate((el) => el === document.activeElement)).toBe(true);

    // Each rule on its own: just short of the minimum, then fixed (messages follow the input after a try).
    await fill(page, { ...visitor("A"), email: "ann@", phone: "123456", message: "Too short" });
    await f.service.selectOption("");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(MESSAGES.name).waitFor();
    expect(await errorOf(page, f.name)).toBe(MESSAGES.name);
    expect(await errorOf(page, f.email)).toBe(MESSAGES.email);
    expect(await errorOf(page, f.phone)).toBe(MESSAGES.phone);
    expect(await errorOf(page, f.service)).toBe(MESSAGES.service);
    expect(await errorOf(page, f.message)).toBe(MESSAGES.message);
    expect(await axeOf(page).include("form[action='/contact']").analyze()).toMatchObject({
      violations: [],
    });

    await f.name.fill("Al");
    expect(await errorOf(page, f.name)).toBeNull();
    await f.email.fill("ann@example.com");
    expect(await errorOf(page, f.email)).toBeNull();
    await f.phone.fill("1234567");
    expect(await errorOf(page, f.phone)).toBeNull();
    await f.service.selectOption("General Inquiry");
    expect(await errorOf(page, f.service)).toBeNull();
    await f.message.fill("0123456789");
    expect(await errorOf(page, f.message)).toBeNull();
    expect(await page.getByText("must be at least").count()).toBe(0);
    expect(sent).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("sending: 'Sending...' and disabled while pending, then 'Message Sent' with the firm's message and a cleared form", async () => {
    const { page, context, problems } = await newPage();
    const form = await openContact(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let body: unknown;
    await page.route("**/api/contact", async (route) => {
      body = route.request().postDataJSON();
      await gate;
      await route.continue();
    });
    const v = visitor("Sofia Bodden");
    await fill(page, v);
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    const sentToast = toast(page, "Message Sent");
    await sentToast.waitFor();
    expect(await sentToast.innerText()).toContain(THANKS);
    expect(await values(page)).toEqual({ name: "", email: "", phone: "", service: "", message: "" });
    expect(await form.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    // The honeypot (empty) and the signed time the form was rendered go along (the spam checks),
    // and where the visit came from, as the server gave it to the form.
    expect(body).toEqual({
      ...v,
      website: "",
      formStarted: expect.stringMatching(/^[0-9a-z]+\.[\w-]{43}$/),
      visit: expect.stringMatching(/^[\w-]+$/),
    });
    expect(await stored(v.name)).toEqual([{ ...v, status: "new" }]);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [failure, handle] of [
    [
      "a 500 answer",
      (r: Parameters<Parameters<Page["route"]>[1]>[0]) => r.fulfill({ status: 500, body: "boom" }),
    ],
    [
      "a 429 answer",
      (r: Parameters<Parameters<Page["route"]>[1]>[0]) =>
        r.fulfill({ status: 429, contentType: "application/json", body: '{"error":"Too many"}' }),
    ],
    ["a network failure", (r: Parameters<Parameters<Page["route"]>[1]>[0]) => r.abort("failed")],
  ] as const) {
    test(`${failure} → the destructive "Error" toast and every value kept`, async () => {
      const { page, context, problems } = await newPage();
      const form = await openContact(page);
      await page.route("**/api/contact", handle);
      const v = visitor(`Kept ${failure}`);
      await fill(page, v);
      await form.getByRole("button", { name: "Send Message" }).click();
      const errorToast = toast(page, "Error");
      await errorToast.waitFor();
      expect(await errorToast.getAttribute("data-variant")).toBe("destructive");
      // Its words are the assertive live region (the list item itself stays a list item).
      expect(await errorToast.locator('[role="alert"]').innerText()).toContain(FAILED);
      expect(await errorToast.innerText()).toContain(FAILED);
      expect(await values(page)).toEqual(v);
      expect(await form.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
      expect(await stored(v.name)).toEqual([]);
      // The browser reports the failed request itself; nothing else may complain.
      expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
      await context.close();
    });
  }

  test("if the validation code cannot be loaded, the server's messages are shown next to the fields", async () => {
    const { page, context, problems } = await newPage();
    const form = await openContact(page);
    // The schemas are fetched on the form's first focus; make that fetch fail.
    await page.route("**/assets/chunk-*.js", (r) => r.abort("failed"));
    const f = field(page);
    await f.name.fill("A");
    await form.getByRole("button", { name: "Send Message" }).click();
    await toast(page, "Error").waitFor();
    expect(await errorOf(page, f.name)).toBe(MESSAGES.name);
    expect(await errorOf(page, f.message)).toBe(MESSAGES.message);
    expect(await f.name.inputValue()).toBe("A");
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  });

  test("without JavaScript the same form validates on the server, stores, and shows the toast", async () => {
    const { page, context } = await newPage({ javaScriptEnabled: false });
    await page.goto("/contact");
    const f = field(page);
    const v = visitor("Plain Form Visitor");
    await fill(page, { ...v, email: "not-an-email" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL("**/contact");
    expect(await errorOf(page, f.email)).toBe(MESSAGES.email);
    expect(await errorOf(page, f.name)).toBeNull();
    expect(await values(page)).toEqual({ ...v, email: "not-an-email" });
    expect(await stored(v.name)).toEqual([]);

    await f.email.fill(v.email);
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(res.status()).toBe(303);
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe("/contact");
    const sentToast = toast(page, "Message Sent");
    expect(await sentToast.innerText()).toContain(THANKS);
    expect(await values(page)).toEqual({ name: "", email: "", phone: "", service: "", message: "" });
    expect(await stored(v.name)).toEqual([{ ...v, status: "new" }]);
    await context.close();
  });
});

async function signInAdmin(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await newPage(options);
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname !== "/admin/login");
  // Only the submissions screen is under test here.
  p.problems.length = 0;
  return p;
}

async function submit(v: ReturnType<typeof visitor>) {
  const res = await fetch(`${h.baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(v),
  });
  expect(res.status).toBe(200);
}

async function openSubmissions(page: Page) {
  await page.goto("/admin/contact-submissions");
  // Hydrated once the no-JavaScript "Update" buttons are hidden (or the list is empty).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("button")].every((b) => b.textContent !== "Update" || b.hidden) &&
      !!document.querySelector("[data-island='submissions-list']") &&
      Object.keys(document.querySelector("[data-island='submissions-list'] > *") ?? {}).some((k) =>
        k.startsWith("__reactFiber"),
      ),
  );
}

const card = (page: Page, name: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

describe("contact submissions (admin)", () => {
  test("signed out, the screen redirects to the login page", async () => {
    const { page, context } = await newPage();
    await page.goto("/admin/contact-submissions");
    expect(new URL(page.url()).pathname).toBe("/admin/login");
    await context.close();
  });

  test("review: card, expand and collapse, status change, delete with confirm, empty state", async () => {
    await submit({
      ...visitor("Ann Lee"),
      service: "Corporate Law",
      message: "First line\nSecond line of my message.",
    });
    await submit({ ...visitor("Brian Ebanks"), phone: "(345) 555-0199" });
    const { page, context, problems } = await signInAdmin();
    await openSubmissions(page);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Enquiries");
    expect(await page.getByRole("link", { name: "Back to Posts" }).getAttribute("href")).toBe(
      "/admin/dashboard",
    );
    expect(await page.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);

    // Newest first.
    const names = await page.locator("article h2").allInnerTexts();
    expect(names.indexOf("Brian Ebanks")).toBeLessThan(names.indexOf("Ann Lee"));

    const ann = card(page, "Ann Lee");
    expect(await ann.locator("[data-status]").innerText()).toBe("New");
    expect(await ann.getByRole("link", { name: "visitor@example.com" }).getAttribute("href")).toBe(
      "mailto:visitor@example.com",
    );
    expect(await ann.getByRole("link", { name: "+1 345 555 0100" }).getAttribute("href")).toBe(
      "tel:+13455550100",
    );
    expect(await ann.locator("time").innerText()).toMatch(/^\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/);
    // The links sit above the card's toggle, so they stay clickable.
    const email = ann.getByRole("link", { name: "visitor@example.com" });
    // The notifications panel sits above the list: bring the card into the viewport first.
    await email.scrollIntoViewIfNeeded();
    const box = (await email.boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("a")?.getAttribute("href"),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe("mailto:visitor@example.com");

    // Collapsed at first; a click on the name (or anywhere on the header) expands and collapses it.
    const toggle = ann.getByRole("button", { name: "Ann Lee", exact: true });
    const service = ann.getByText("Service Interest");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await service.isVisible()).toBe(false);
    await ann.getByText("Ann Lee", { exact: true }).click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await service.isVisible()).toBe(true);
    expect(await ann.getByText("Corporate Law", { exact: true }).isVisible()).toBe(true);
    expect(await ann.getByText(/First line\s+Second line of my message\./).isVisible()).toBe(true);
    // A click elsewhere on the header (here on the date) toggles too.
    const time = (await ann.locator("time").boundingBox())!;
    await page.mouse.click(time.x + time.width / 2, time.y + time.height / 2);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await service.isVisible()).toBe(false);
    // Keyboard: the toggle is a real button.
    await toggle.focus();
    await page.keyboard.press("Enter");
    expect(await service.isVisible()).toBe(true);
    await page.keyboard.press("Space");
    expect(await service.isVisible()).toBe(false);

    // Status: choosing saves it, with the toast; the badge follows and it survives a reload.
    const status = ann.getByLabel(/^Status/);
    expect(await status.locator("option").allInnerTexts()).toEqual(["New", "Contacted", "Completed"]);
    await status.selectOption("contacted");
    const updated = toast(page, "Status Updated");
    await updated.waitFor();
    expect(await updated.innerText()).toContain("The submission status has been updated");
    await ann.locator("[data-status='contacted']").waitFor();
    expect(await ann.locator("[data-status]").innerText()).toBe("Contacted");
    await status.selectOption("completed");
    await ann.locator("[data-status='completed']").waitFor();
    await openSubmissions(page);
    expect(await card(page, "Ann Lee").locator("[data-status]").innerText()).toBe("Completed");
    expect(
      await card(page, "Ann Lee")
        .getByLabel(/^Status/)
        .inputValue(),
    ).toBe("completed");

    // Delete: dismissing the confirm keeps it; accepting removes it and collapses any expanded card.
    const brian = card(page, "Brian Ebanks");
    await brian.getByRole("button", { name: "Brian Ebanks", exact: true }).click();
    expect(await brian.getByText("Service Interest").isVisible()).toBe(true);
    const dialogs: string[] = [];
    page.once("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await card(page, "Ann Lee").getByRole("button", { name: "Delete submission from Ann Lee" }).click();
    expect(dialogs).toEqual(["Are you sure you want to delete the submission from Ann Lee?"]);
    expect(await card(page, "Ann Lee").count()).toBe(1);
    expect(await stored("Ann Lee")).toHaveLength(1);

    page.once("dialog", (d) => void d.accept());
    await card(page, "Ann Lee").getByRole("button", { name: "Delete submission from Ann Lee" }).click();
    const deleted = toast(page, "Submission Deleted");
    await deleted.waitFor();
    expect(await deleted.innerText()).toContain("The contact submission has been removed");
    await card(page, "Ann Lee").waitFor({ state: "detached" });
    expect(await stored("Ann Lee")).toEqual([]);
    expect(
      await brian.getByRole("button", { name: "Brian Ebanks", exact: true }).getAttribute("aria-expanded"),
    ).toBe("false");
    expect(await brian.getByText("Service Interest").isVisible()).toBe(false);

    // Delete everything else but Brian (through the API), then Brian on screen: the empty state.
    const list = (await (await page.request.get("/api/contact-submissions")).json()) as {
      id: string;
      name: string;
    }[];
    for (const s of list.filter((x) => x.name !== "Brian Ebanks"))
      expect((await page.request.delete(`/api/contact-submissions/${s.id}`)).status()).toBe(200);
    await openSubmissions(page);
    page.once("dialog", (d) => void d.accept());
    await card(page, "Brian Ebanks")
      .getByRole("button", { name: "Delete submission from Brian Ebanks" })
      .click();
    await page.getByText("No contact form submissions yet").waitFor();
    expect(await page.locator("article").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("a failed action shows the destructive Error toast with the server's message", async () => {
    await submit(visitor("Gone Meanwhile"));
    const { page, context, problems } = await signInAdmin();
    await openSubmissions(page);
    const list = (await (await page.request.get("/api/contact-submissions")).json()) as {
      id: string;
      name: string;
    }[];
    const gone = list.find((s) => s.name === "Gone Meanwhile")!;
    // Someone else deletes it while this screen is open.
    expect((await page.request.delete(`/api/contact-submissions/${gone.id}`)).status()).toBe(200);
    await card(page, "Gone Meanwhile")
      .getByLabel(/^Status/)
      .selectOption("contacted");
    const error = toast(page, "Error");
    await error.waitFor();
    expect(await error.getAttribute("data-variant")).toBe("destructive");
    expect(await error.innerText()).toContain("That submission does not exist (it may have been deleted).");
    // The refetch that follows drops the card.
    await card(page, "Gone Meanwhile").waitFor({ state: "detached" });
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    await context.close();
  });

  test("submitted markup shows as literal text and never runs", async () => {
    const name = "<img src=x onerror=window.__pwned=1>";
    await submit({ ...visitor(name), message: "<script>window.__pwned=2</script><b>bold?</b>" });
    const { page, context, problems } = await signInAdmin();
    await openSubmissions(page);
    const c = card(page, name);
    expect(await c.getByRole("heading").innerText()).toBe(name);
    await c.getByRole("button", { name, exact: true }).click();
    expect(await c.getByText("<script>window.__pwned=2</script><b>bold?</b>").isVisible()).toBe(true);
    expect(
      await page.locator("[data-island='submissions-list'] img, [data-island='submissions-list'] b").count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const axe = await axeOf(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
    expect(problems).toEqual([]);
    // Tidy up for the other tests.
    page.once("dialog", (d) => void d.accept());
    await c.getByRole("button", { name: `Delete submission from ${name}` }).click();
    await toast(page, "Submission Deleted").waitFor();
    await context.close();
  });

  test("without JavaScript, status change and delete work as plain forms with the same toasts", async () => {
    await submit(visitor("No Script Admin Case"));
    const { page, context }: { page: Page; context: BrowserContext } = await signInAdmin({
      javaScriptEnabled: false,
    });
    await page.goto("/admin/contact-submissions");
    const c = card(page, "No Script Admin Case");
    // Without JavaScript every card is open, so the message can be read.
    expect(await c.getByText("Service Interest").isVisible()).toBe(true);
    await c.getByLabel(/^Status/).selectOption("contacted");
    await c.getByRole("button", { name: "Update" }).click();
    await page.waitForURL("**/admin/contact-submissions");
    expect(await toast(page, "Status Updated").innerText()).toContain(
      "The submission status has been updated",
    );
    expect(await card(page, "No Script Admin Case").locator("[data-status]").innerText()).toBe("Contacted");
    expect((await stored("No Script Admin Case"))[0]?.status).toBe("contacted");

    await card(page, "No Script Admin Case")
      .getByRole("button", { name: /^Delete submission from/ })
      .click();
    await page.waitForURL("**/admin/contact-submissions");
    expect(await toast(page, "Submission Deleted").innerText()).toContain(
      "The contact submission has been removed",
    );
    expect(await card(page, "No Script Admin Case").count()).toBe(0);
    expect(await stored("No Script Admin Case")).toEqual([]);
    await context.close();
  });
});
