/**
 * The staff side of consultation booking in Chromium against the real server: confirming a requested
 * booking from the bookings screen and declining one (which asks first: a page without JavaScript, a
 * dialog with it); axe (WCAG 2.2 AA) on the bookings screen and Site → Consultations; both fit 375 px.
 * Screenshots of both screens go to /tmp.
 */
import { Database } from "bun:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { ADMIN, type Harness, startHarness } from "./harness";

// Signing in (argon2), hydration and axe are slow on a busy machine.
const SLOW = 120_000;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

const HOUR = 3_600_000;
/** A weekday's 9:00 in Cayman (UTC−5) at least `days` days ahead, as UTC ms. */
function nineAm(days: number): number {
  const d = new Date(Date.now() + days * 24 * HOUR);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 14);
}

/**
 * A requested booking as the public form leaves it (the booking form itself is tested on the public
 * side): written straight into the server's database, with the conflict pre-check's matches.
 */
function requested(name: string, startAt: number, conflicts: unknown[] = []): string {
  const id = crypto.randomUUID();
  const db = new Database(join(h.dataDir, "site.db"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.query(
      `INSERT INTO bookings (id, type_id, type_name, practice_area, host, start_at, end_at, block_start, block_end,
         status, name, email, phone, parties, answers, message, conflicts, landing_page, visit_source, visit_medium,
         manage_token_hash, sequence, hold_expires_at, created_at)
       VALUES (?, 'initial-consultation', 'Initial consultation', NULL, '', ?, ?, ?, ?, 'held', ?, ?, '+1 (345) 555-0100',
         ?, ?, 'A question about buying a house in West Bay.', ?, '/services/real-estate', 'Google', 'search', ?, 0, ?, ?)`,
    ).run(
      id,
      startAt,
      startAt + HOUR / 2,
      startAt,
      startAt + HOUR / 2,
      name,
      `${name.split(" ")[0]!.toLowerCase()}@example.com`,
      JSON.stringify(["Seven Mile Holdings Ltd"]),
      JSON.stringify([{ question: "Have you instructed a lawyer before?", answer: "No" }]),
      JSON.stringify(conflicts),
      crypto.randomUUID().replace(/-/g, ""),
      Date.now() + 24 * HOUR,
      Date.now(),
    );
  } finally {
    db.close();
  }
  return id;
}

const statusOf = async (id: string) =>
  (await h.query<{ status: string }>("SELECT status FROM bookings WHERE id = ?", [id]))[0]?.status;

async function admin(javaScriptEnabled: boolean, width = 1280) {
  const p = await h.newPage({ viewport: { width, height: 900 }, javaScriptEnabled });
  await p.context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname !== "/admin/login");
  p.problems.length = 0;
  return p;
}

const card = (page: Page, id: string) => page.locator(`#booking-${id}`);

const axeProblems = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .include("main")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze()
  ).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`);

describe("without JavaScript", () => {
  test(
    "confirm a requested booking; decline asks on a page of its own first",
    async () => {
      const ann = requested("Ann Ebanks", nineAm(3));
      const bob = requested("Bob Bush", nineAm(3) + HOUR);
      const { page, context } = await admin(false);
      await page.goto("/admin/bookings");
      await expect(card(page, ann).innerText()).resolves.toContain("Requested");
      await card(page, ann).getByRole("button", { name: "Confirm the booking of Ann Ebanks" }).click();
      // The form posts and the list comes back without it (no longer among the requests).
      await page.locator(`#booking-${ann}`).waitFor({ state: "detached" });
      expect(await statusOf(ann)).toBe("confirmed");

      await card(page, bob).getByRole("button", { name: "Decline… the booking of Bob Bush" }).click();
      await page.getByRole("heading", { level: 1, name: "Decline this booking request?" }).waitFor();
      expect(await statusOf(bob)).toBe("held");
      await page.getByRole("button", { name: "Yes, decline and e-mail the client" }).click();
      await page.waitForURL((u) => u.pathname === "/admin/bookings");
      expect(await statusOf(bob)).toBe("declined");
      await context.close();
    },
    SLOW,
  );
});

describe("with JavaScript", () => {
  test(
    "confirm in one click with a toast; decline asks in a dialog, and No changes nothing",
    async () => {
      const cara = requested("Cara Connor", nineAm(4));
      const dan = requested("Dan Dixon", nineAm(4) + HOUR);
      const { page, context, problems } = await admin(true);
      await page.goto("/admin/bookings");
      await page.waitForFunction(() =>
        Object.keys(document.querySelector("[data-island='booking-actions'] > *") ?? {}).some((k) =>
          k.startsWith("__reactFiber"),
        ),
      );
      await card(page, cara).getByRole("button", { name: "Confirm the booking of Cara Connor" }).click();
      await page
        .locator("section[aria-label^='Notifications'] li")
        .filter({ hasText: "Booking Confirmed" })
        .waitFor();
      expect(await statusOf(cara)).toBe("confirmed");

      const asked: string[] = [];
      page.once("dialog", (d) => {
        asked.push(d.message());
        void d.dismiss();
      });
      await card(page, dan).getByRole("button", { name: "Decline… the booking of Dan Dixon" }).click();
      expect(asked[0]).toContain("Decline Dan Dixon's request for");
      expect(await statusOf(dan)).toBe("held");
      page.once("dialog", (d) => void d.accept());
      await card(page, dan).getByRole("button", { name: "Decline… the booking of Dan Dixon" }).click();
      await page
        .locator("section[aria-label^='Notifications'] li")
        .filter({ hasText: "Booking Declined" })
        .waitFor();
      expect(await statusOf(dan)).toBe("declined");
      expect(problems).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});

describe("accessibility and phone width", () => {
  test(
    "the bookings screen (a card with possible conflicts) and Site → Consultations: axe clean, 375 px without overflow",
    async () => {
      // An earlier enquiry that names the party: the pre-check kept a reference to it with the booking.
      const sent = await fetch(`${h.baseUrl}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Frank Foster",
          email: "frank@example.com",
          phone: "+1 (345) 555-0102",
          service: "General Inquiry",
          message: "We have a dispute with Seven Mile Holdings Limited.",
        }),
      });
      expect(sent.status).toBe(200);
      const [enquiry] = await h.query<{ id: string }>(
        "SELECT id FROM contact_submissions WHERE email = 'frank@example.com'",
      );
      const eve = requested("Eve Ebanks", nineAm(5), [
        { term: "Seven Mile Holdings Ltd", where: "enquiry", id: enquiry!.id },
      ]);
      for (const width of [1280, 375]) {
        const { page, context } = await admin(true, width);
        await page.goto("/admin/bookings");
        await expect(card(page, eve).innerText()).resolves.toContain("Possible conflicts");
        expect(await axeProblems(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `/tmp/booking-admin-bookings-${width}.png`, fullPage: true });
        await page.goto("/admin/site/consultations");
        expect(await axeProblems(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `/tmp/booking-admin-consultations-${width}.png`, fullPage: true });
        await context.close();
      }
    },
    SLOW,
  );
});
