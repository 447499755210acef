/**
 * Lawyers taking bookings in Chromium against the real server: staff paste a lawyer's private calendar
 * address (served by a local calendar server the site is allowed to read) and see its meeting in the week
 * view as "Busy", never its title, and the week prints without the site around it; a visitor chooses a lawyer with JavaScript off, books, and their page
 * names the lawyer; axe (WCAG 2.2 AA) on the lawyer's calendar page, the week view and the Consultations
 * screen with lawyers.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { ADMIN, type Harness, startHarness } from "./harness";

// Signing in (argon2), the calendar's first read and axe are slow on a busy machine.
const SLOW = 120_000;
const TYPE = "initial-consultation";
const DAY = 24 * 3_600_000;

/** Next week's Monday and Tuesday (Cayman dates, the server's real clock). */
function nextWeek() {
  const cayman = new Date(Date.now() - 5 * 3_600_000);
  const toMonday = ((8 - cayman.getUTCDay()) % 7 || 7) * DAY;
  const monday = new Date(cayman.getTime() + toMonday).toISOString().slice(0, 10);
  const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  return { monday, tuesday };
}
const { monday, tuesday } = nextWeek();
const compact = (date: string) => date.replace(/-/g, "");

/** Jonathan's own calendar: a private dinner next Tuesday 11:00–12:00 Cayman time (16:00–17:00 UTC). */
const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//Test//Calendar//EN",
  "BEGIN:VEVENT",
  "UID:dinner-1@test",
  `DTSTAMP:${compact(monday)}T000000Z`,
  `DTSTART:${compact(tuesday)}T160000Z`,
  `DTEND:${compact(tuesday)}T170000Z`,
  "SUMMARY:Private lunch with a client",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

let h: Harness;
let calendars: ReturnType<typeof Bun.serve>;
let cookie: string;
const lawyers: Record<string, string> = {};

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${h.baseUrl}${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; revision: number; published: Record<string, unknown> };
}

/** Two of the site's people take bookings; the seeded type is offered with both, visitors choosing. */
async function setUp() {
  const login = await fetch(`${h.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
  for (const person of ["natalie-ebanks", "jonathan-merren"]) {
    const made = await call("POST", "/api/content/booking-host", {
      data: { person, email: `${person}@ironwoodlegal.ky` },
    });
    await call("POST", `/api/content/booking-host/${made.id}/publish`, {});
    lawyers[person] = made.id;
  }
  const type = await call("GET", `/api/content/appointment-type/${TYPE}`);
  await call("PUT", `/api/content/appointment-type/${TYPE}`, {
    revision: type.revision,
    data: {
      ...type.published,
      shown: true,
      hosts: Object.values(lawyers).map((host) => ({ host })),
      visitorChoosesHost: true,
    },
  });
  await call("POST", `/api/content/appointment-type/${TYPE}/publish`, {});
}

beforeAll(async () => {
  calendars = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: () => new Response(ICS, { headers: { "Content-Type": "text/calendar" } }),
  });
  h = await startHarness({ CALENDAR_ALLOW_HOSTS: `127.0.0.1:${calendars.port}` });
  await setUp();
}, SLOW);
afterAll(async () => {
  await h?.stop();
  calendars?.stop(true);
});

async function admin(javaScriptEnabled: boolean) {
  const p = await h.newPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname !== "/admin/login");
  return p;
}

const axeProblems = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);

describe("lawyers taking bookings", () => {
  test(
    "staff paste a lawyer's calendar address; its meeting shows in the week view as Busy, without its title",
    async () => {
      const { page, context } = await admin(false);
      await page.goto("/admin/site/consultations");
      await page.getByRole("link", { name: "Calendar of Jonathan Merren" }).click();
      const address = `http://127.0.0.1:${calendars.port}/private/jonathan-secret-4fQ9.ics`;
      await page.getByLabel("Private calendar address").fill(address);
      await page.getByRole("button", { name: "Save address" }).click();
      await page.waitForURL((u) => u.pathname.endsWith(`/hosts/${lawyers["jonathan-merren"]}`));
      // The address is read at once in the background: the page says so within seconds.
      const state = page.locator("[data-calendar-state]");
      for (let i = 0; i < 40 && !/Read .*1 busy time/.test(await state.innerText()); i++) {
        await Bun.sleep(500);
        await page.reload();
      }
      expect(await state.innerText()).toMatch(/^Read (just now|1 minute ago), 1 busy time\./);
      // Shown back only shortened.
      expect(await page.locator("main").innerText()).not.toContain(address);

      await page.goto(`/admin/bookings/week?host=${lawyers["jonathan-merren"]}&week=${monday}`);
      const day = page.locator(`[data-day="${tuesday}"]`);
      expect(await day.locator("[data-busy]").innerText()).toMatch(/11:00 AM – 12:00 PM\s+Busy/);
      expect(await page.locator("main").innerText()).not.toContain("Private lunch");
      // Printed: the week alone, without the site's header, the admin bar or the week links.
      await page.emulateMedia({ media: "print" });
      expect(await page.locator("body > header").isVisible()).toBe(false);
      expect(await page.getByRole("navigation", { name: "Admin" }).isVisible()).toBe(false);
      expect(await page.getByRole("link", { name: "Next week" }).isVisible()).toBe(false);
      expect(await day.isVisible()).toBe(true);
      await context.close();
    },
    SLOW,
  );

  test(
    "a visitor without JavaScript chooses a lawyer, books, and their page names the lawyer",
    async () => {
      const p = await h.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
      await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
      const { page, context } = p;
      await page.goto(`/book?type=${TYPE}`);
      const lawyer = page.getByRole("group", { name: "Lawyer" });
      expect(await lawyer.getByRole("radio", { name: "First available" }).isChecked()).toBe(true);
      await lawyer.getByRole("radio", { name: "Natalie Ebanks" }).check();
      await page.getByRole("button", { name: "Show times" }).click();
      await page.waitForURL((u) => u.searchParams.get("host") === lawyers["natalie-ebanks"]);
      const openedAt = Date.now();
      await page.locator("input[name=start]").first().check();
      await page.getByLabel("Full Name").fill("Paula Picker");
      await page.getByLabel("Email Address").fill("paula@example.com");
      await page.getByLabel("Phone Number").fill("+1 345 555 0100");
      await page.getByLabel("Other parties involved").fill("Harbour Holdings Ltd");
      await page.getByLabel("What would you like to discuss?").fill("A lease that ends next month.");
      const left = 3_200 - (Date.now() - openedAt); // the form's minimum fill time
      if (left > 0) await Bun.sleep(left);
      await page.getByRole("button", { name: "Request this time" }).click();
      await page.waitForURL("**/book/manage?token=*&done=1");
      expect(await page.locator("[data-lawyer]").innerText()).toBe("Natalie Ebanks");
      const [row] = await h.query<{ host: string }>("SELECT host FROM bookings WHERE email = ?", [
        "paula@example.com",
      ]);
      expect(row?.host).toBe(lawyers["natalie-ebanks"]);
      await context.close();
    },
    SLOW,
  );

  test(
    "axe finds nothing on a lawyer's calendar page, the week view and Consultations with lawyers",
    async () => {
      const { page, context } = await admin(true);
      const screens = {
        "host-calendar": `/admin/site/consultations/hosts/${lawyers["jonathan-merren"]}`,
        week: `/admin/bookings/week?host=${lawyers["natalie-ebanks"]}&week=${monday}`,
        consultations: "/admin/site/consultations",
      };
      for (const [name, path] of Object.entries(screens)) {
        await page.goto(path);
        expect(await axeProblems(page)).toEqual([]);
        await page.screenshot({ path: `/tmp/booking-hosts-${name}.png`, fullPage: true });
      }
      await context.close();
    },
    SLOW,
  );
});
