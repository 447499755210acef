import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { ADMIN, type Harness, startHarness } from "./harness";

/**
 * The inbox at any size in Chromium against the real server: the inbox at more than a page, with JavaScript (search
 * as you type, tabs, pages, Back/Forward, notes, export download, erasure with a confirm) and without it
 * (the GET search form, links, plain note forms, the two-step erasure).
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  // 40 enquiries through the public API (the throttle is off in tests), oldest first.
  for (let i = 0; i < 36; i++)
    await enquire(`Person ${String(i).padStart(2, "0")}`, `person${i}@example.com`);
  await enquire("Zelda Quixote", "zelda@example.com", "My late uncle's estate needs probate.");
  await enquire("Zeke Quarry", "zeke@quarry.example", "Work permit for a chef.");
  await enquire("Zelda Quixote", "ZELDA@example.com", "A second question about the estate.");
  await enquire("Yusuf Ali", "yusuf@example.com", "Please phone me about Zelda's referral.");
});
afterAll(async () => {
  await h?.stop();
});

async function enquire(name: string, email: string, message = "Please call me back about my matter.") {
  const res = await fetch(`${h.baseUrl}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, email, phone: "+1 (345) 555-0100", service: "General Inquiry", message }),
  });
  expect(res.status).toBe(200);
}

async function signIn(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage(options);
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname !== "/admin/login");
  p.problems.length = 0;
  return p;
}

async function hydrated(page: Page, island = "submissions-list") {
  await page.waitForFunction(
    (name) =>
      Object.keys(document.querySelector(`[data-island='${name}'] > *`) ?? {}).some((k) =>
        k.startsWith("__reactFiber"),
      ),
    island,
  );
}

const names = (page: Page) => page.locator("article h2").allInnerTexts();
const toast = (page: Page, title: string) =>
  page.locator("section[aria-label^='Notifications'] li").filter({ hasText: title });
const card = (page: Page, name: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const summary = (page: Page) => page.locator("[data-island='submissions-list'] p[role='status']").first();

describe("with JavaScript", () => {
  test("search as you type: results without a page load, one history entry, Back and reload keep the state", async () => {
    const { page, context, problems } = await signIn();
    await page.goto("/admin/contact-submissions");
    await hydrated(page);
    expect(await names(page)).toHaveLength(25);
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByRole("searchbox", { name: "Search enquiries" }).pressSequentially("zeld", { delay: 40 });
    await page.waitForURL((u) => u.searchParams.get("q") === "zeld");
    await page.waitForFunction(() => document.querySelectorAll("article").length === 3);
    // Ranked: both of Zelda's enquiries (her name) before Yusuf's (a mention in his message).
    expect(await names(page)).toEqual(["Zelda Quixote", "Zelda Quixote", "Yusuf Ali"]);
    expect(await summary(page).innerText()).toBe("Results 1–3 of 3 for “zeld”, best match first.");
    expect(await page.locator("[data-count='all']").innerText()).toBe("3");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore + 1);

    // An e-mail fragment, punctuation and syntax characters.
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill('zeke@quarry.ex "*');
    await page.waitForURL((u) => u.searchParams.get("q") === 'zeke@quarry.ex "*');
    await page.waitForFunction(() => document.querySelectorAll("article").length === 1);
    expect(await names(page)).toEqual(["Zeke Quarry"]);

    await page.reload();
    await hydrated(page);
    expect(await names(page)).toEqual(["Zeke Quarry"]);
    expect(await page.getByRole("searchbox", { name: "Search enquiries" }).inputValue()).toBe(
      'zeke@quarry.ex "*',
    );

    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/admin/contact-submissions" && !u.search);
    await page.waitForFunction(() => document.querySelectorAll("article").length === 25);
    expect(await page.getByRole("searchbox", { name: "Search enquiries" }).inputValue()).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });

  test("tabs and pages: counts, the URL, Newer/Older, Back/Forward; a status change updates the counts", async () => {
    const { page, context, problems } = await signIn();
    await page.goto("/admin/contact-submissions");
    await hydrated(page);
    const first = await names(page);
    expect(first[0]).toBe("Yusuf Ali");
    await page.getByRole("link", { name: "Older ›" }).click();
    await page.waitForURL((u) => (u.searchParams.get("cursor") ?? "").startsWith("o"));
    await page.waitForFunction((top) => document.querySelector("article h2")?.textContent !== top, first[0]);
    const second = await names(page);
    expect(second).toHaveLength(15);
    expect(second.some((n) => first.includes(n))).toBe(false);
    expect(second.at(-1)).toBe("Person 00");

    await page.goBack();
    await page.waitForFunction(() => document.querySelector("article h2")?.textContent === "Yusuf Ali");
    await page.goForward();
    await page.waitForFunction(() => document.querySelector("article h2")?.textContent !== "Yusuf Ali");
    expect(await names(page)).toEqual(second);
    await page.getByRole("link", { name: "‹ Newer" }).click();
    await page.waitForFunction(() => document.querySelector("article h2")?.textContent === "Yusuf Ali");

    // Mark one as contacted: the New tab, its count and the navigation's count follow.
    const navCount = page.locator("nav[aria-label='Admin'] [data-new-enquiries] [data-value]");
    expect(await navCount.innerText()).toBe("40");
    await card(page, "Zeke Quarry")
      .getByLabel(/^Status/)
      .selectOption("contacted");
    await toast(page, "Status Updated").waitFor();
    await page.waitForFunction(() => document.querySelector("[data-count='contacted']")?.textContent === "1");
    expect(await page.locator("[data-count='new']").innerText()).toBe("39");
    expect(await navCount.innerText()).toBe("39");

    await page.getByRole("link", { name: /^Contacted/ }).click();
    await page.waitForURL((u) => u.searchParams.get("status") === "contacted");
    await page.waitForFunction(() => document.querySelectorAll("article").length === 1);
    expect(await names(page)).toEqual(["Zeke Quarry"]);
    expect(await page.getByRole("link", { name: /^Contacted/ }).getAttribute("aria-current")).toBe("page");
    await page.reload();
    await hydrated(page);
    expect(await names(page)).toEqual(["Zeke Quarry"]);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("notes: added in the expanded card with author and date, kept after reload, deleted after a confirm", async () => {
    const { page, context, problems } = await signIn();
    await page.goto("/admin/contact-submissions?q=yusuf");
    await hydrated(page);
    const c = card(page, "Yusuf Ali");
    await c.getByRole("button", { name: "Yusuf Ali", exact: true }).click();
    await c
      .getByLabel("New note on the enquiry from Yusuf Ali")
      .fill("Called back, consultation booked for 3 Dec");
    await c.getByRole("button", { name: "Add note" }).click();
    await toast(page, "Note Added").waitFor();
    const note = c.locator("[data-note]");
    expect(await note.innerText()).toMatch(
      /^Called back, consultation booked for 3 Dec\n+admin · \w+ \d+, \d{4} at \d+:\d{2}\s[AP]M\n+Delete note$/,
    );
    expect(await c.getByLabel("New note on the enquiry from Yusuf Ali").inputValue()).toBe("");
    await page.reload();
    await hydrated(page);
    await c.getByRole("button", { name: "Yusuf Ali", exact: true }).click();
    expect(await note.count()).toBe(1);
    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.accept();
    });
    await c.getByRole("button", { name: /^Delete the note of/ }).click();
    await toast(page, "Note Deleted").waitFor();
    expect(asked).toBe("Delete this note?");
    expect(await note.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  test("Export CSV downloads exactly the current search as RFC 4180 CSV with a BOM", async () => {
    const { page, context } = await signIn({ acceptDownloads: true });
    await page.goto("/admin/contact-submissions");
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Search enquiries" }).fill("zelda");
    await page.waitForFunction(() => document.querySelectorAll("article").length === 3);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await Bun.file((await download.path())!).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(
      "Submitted (Cayman time),Name,Email,Phone,Service,Message,Status,Notes,Notification e-mail,ID,Landing page,Source,Medium,Campaign,Sent from,First answered (Cayman time)",
    );
    expect(lines.filter(Boolean)).toHaveLength(4);
    expect(lines[1]).toContain("Yusuf Ali");
    expect(lines[1]).toContain(",'+1 (345) 555-0100,");
    await context.close();
  });

  test("erase by e-mail: the confirm names the count; dismissing keeps everything, accepting erases it", async () => {
    const { page, context, problems } = await signIn();
    await page.goto("/admin/contact-submissions");
    await page.getByRole("link", { name: "Erase by e-mail…" }).click();
    await page.waitForURL("**/admin/contact-submissions/erase");
    await hydrated(page, "erase-form");
    await page.getByLabel("E-mail address").fill("Zelda@Example.com");
    let asked = "";
    page.once("dialog", (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await page.getByRole("button", { name: "Find and erase" }).click();
    await page.waitForFunction(() => !document.querySelector("button[disabled]"));
    expect(asked).toBe(
      "Erase 2 enquiries, 0 notes and 0 consultation bookings from Zelda@Example.com permanently? This cannot be undone.",
    );
    expect(
      await h.query("SELECT id FROM contact_submissions WHERE lower(email) = ?", ["zelda@example.com"]),
    ).toHaveLength(2);

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Find and erase" }).click();
    await toast(page, "Enquiries Erased").waitFor();
    expect(await toast(page, "Enquiries Erased").innerText()).toContain(
      "2 enquiries, 0 notes and 0 consultation bookings from that address were deleted permanently.",
    );
    expect(
      await h.query("SELECT id FROM contact_submissions WHERE lower(email) = ?", ["zelda@example.com"]),
    ).toEqual([]);
    await page.getByLabel("E-mail address").fill("nobody@example.com");
    await page.getByRole("button", { name: "Find and erase" }).click();
    await page.getByText("No enquiries from nobody@example.com: nothing to erase.").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript", () => {
  test("the GET search form, tab and page links, plain note forms and the two-step erasure", async () => {
    await enquire("Nora Plain", "nora@plain.example", "Immigration question, no JavaScript here.");
    const { page, context } = await signIn({ javaScriptEnabled: false });
    await page.goto("/admin/contact-submissions");
    expect(await names(page)).toHaveLength(25);
    await page.getByRole("link", { name: "Older ›" }).click();
    await page.waitForURL((u) => (u.searchParams.get("cursor") ?? "").startsWith("o"));
    expect((await names(page)).at(-1)).toBe("Person 00");
    await page.getByRole("link", { name: "« Newest" }).click();
    await page.waitForURL((u) => !u.search);

    await page.getByRole("searchbox", { name: "Search enquiries" }).fill("nora");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "nora");
    expect(await names(page)).toEqual(["Nora Plain"]);

    // A note from the search results comes back to them.
    const c = card(page, "Nora Plain");
    await c.getByLabel("New note on the enquiry from Nora Plain").fill("Sent the fee estimate.");
    await c.getByRole("button", { name: "Add note" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === "nora");
    expect(await toast(page, "Note Added").isVisible()).toBe(true);
    expect(await c.locator("[data-note]").innerText()).toContain("Sent the fee estimate.");

    await page.getByRole("link", { name: /^New/ }).click();
    await page.waitForURL(
      (u) => u.searchParams.get("status") === "new" && u.searchParams.get("q") === "nora",
    );

    await page.goto("/admin/contact-submissions/erase");
    await page.getByLabel("E-mail address").fill("nora@plain.example");
    await page.getByRole("button", { name: "Find and erase" }).click();
    await page.getByText("1 enquiry, 1 note and 0 consultation bookings from").waitFor();
    expect(
      await h.query("SELECT id FROM contact_submissions WHERE email = ?", ["nora@plain.example"]),
    ).toHaveLength(1);
    await page.getByRole("button", { name: "Erase 1 enquiry" }).click();
    await page.waitForURL("**/admin/contact-submissions/erase");
    expect(await toast(page, "Enquiries Erased").innerText()).toContain(
      "1 enquiry, 1 note and 0 consultation bookings",
    );
    expect(
      await h.query("SELECT id FROM contact_submissions WHERE email = ?", ["nora@plain.example"]),
    ).toEqual([]);
    await context.close();
  });
});
