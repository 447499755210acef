/**
 * The firm edits its own site, in Chromium: a person's photo and biography replaced, previewed, published,
 * compared with an earlier revision and restored; the people reordered by keyboard and by dragging; the
 * office hours changed without JavaScript and seen on /contact, in the footer and in the JSON-LD; and a
 * warning before leaving unsaved changes.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { photoPng } from "../support/images";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

async function signIn(options: Parameters<Harness["newPage"]>[0] = {}) {
  const p = await h.newPage({ viewport: { width: 1280, height: 1000 }, ...options });
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  return p;
}

const visitor = async () => (await h.newPage()).page;

describe("with JavaScript", () => {
  test("replace a photo and a biography, preview, publish, compare with the seed and restore it", async () => {
    const { page, problems } = await signIn();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Site" }).click();
    await page.getByRole("link", { name: "Priya Walton", exact: true }).click();
    await page.waitForURL((u) => u.pathname === "/admin/site/person/priya-walton");

    const file = join(mkdtempSync(join(tmpdir(), "firm-photo-")), "priya.png");
    writeFileSync(file, photoPng(800, 940));
    await page.getByLabel("Photo", { exact: true }).setInputFiles(file);
    await page.getByLabel("Photo description").fill("Priya Walton in the George Town office");
    await page.getByLabel("Biography").fill("Priya Walton leads compliance.\n\nShe joined in 2025.");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Draft Saved").waitFor();
    await page.getByText("Draft: unpublished changes").waitFor();

    // The draft, previewed by the admin only.
    await page.goto("/our-people?preview=1");
    await page.getByText("Preview — not published").waitFor();
    expect(await page.getByText("She joined in 2025.").isVisible()).toBe(true);
    const outsider = await visitor();
    await outsider.goto("/our-people");
    expect(await outsider.getByText("She joined in 2025.").count()).toBe(0);

    await page.goto("/admin/site/person/priya-walton");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText("The change is live on the site.").waitFor();
    await outsider.goto("/our-people");
    await outsider.getByText("She joined in 2025.").waitFor();
    const photo = outsider.getByAltText("Priya Walton in the George Town office");
    expect(await photo.getAttribute("src")).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.png$/);
    // The photo is served (lazily, so brought into view first).
    await photo.scrollIntoViewIfNeeded();
    await photo.evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0
        ? undefined
        : new Promise((r) => img.addEventListener("load", r, { once: true })),
    );
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Compare the seed with the published version, then restore the seed and publish it.
    await page.getByRole("link", { name: "Revisions" }).click();
    await page.getByLabel("Compare from revision 1").check();
    await page.getByRole("button", { name: "Compare the two chosen" }).click();
    const bio = page.locator('[data-field="bio"]');
    await bio.waitFor();
    expect(await bio.locator("ins").first().innerText()).toContain("joined");
    expect(await bio.locator("del").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Restore revision 1" }).click();
    await page.getByText("It is now the draft").waitFor();
    expect(await page.getByLabel("Biography").inputValue()).toContain(
      "Priya Walton leads the firm's regulatory compliance",
    );
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText("The change is live on the site.").waitFor();
    await outsider.goto("/our-people");
    expect(await outsider.getByText("She joined in 2025.").count()).toBe(0);
    expect(await outsider.locator('img[src^="/images/team/priya-walton.svg"]').count()).toBe(1);
    expect(problems).toEqual([]);
  });

  test("reorder the people with the keyboard and by dragging; the site follows", async () => {
    const { page, problems } = await signIn();
    await page.goto("/admin/site");
    const rows = () =>
      page
        .locator("#site-people ~ div [data-item]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-item")));
    expect(await rows()).toEqual(["natalie-ebanks", "jonathan-merren", "priya-walton"]);
    const handle = page.getByRole("button", { name: /^Move Natalie Ebanks:/ });
    await handle.waitFor();
    // Hydrated: the handle answers the keyboard.
    await page
      .locator("[data-island='item-order']")
      .first()
      .evaluate(() => new Promise((r) => setTimeout(r, 100)));
    await handle.focus();
    await page.keyboard.press("Alt+ArrowDown");
    await page.getByText("Natalie Ebanks moved to position 2 of 3.").waitFor({ state: "attached" });
    expect(await rows()).toEqual(["jonathan-merren", "natalie-ebanks", "priya-walton"]);

    await page.locator('[data-item="priya-walton"]').dragTo(page.locator('[data-item="jonathan-merren"]'));
    await page.getByText("Priya Walton moved to position 1 of 3.").waitFor({ state: "attached" });
    expect(await rows()).toEqual(["priya-walton", "jonathan-merren", "natalie-ebanks"]);

    const outsider = await visitor();
    await outsider.goto("/our-people");
    const names = await outsider.locator("article h3").allInnerTexts();
    expect(names).toEqual(["Priya Walton", "Jonathan Merren", "Natalie Ebanks"]);
    // After a reload the admin sees the same order.
    await page.reload();
    expect(await rows()).toEqual(["priya-walton", "jonathan-merren", "natalie-ebanks"]);
    expect(problems).toEqual([]);
  });

  test("leaving the editor with unsaved changes asks first", async () => {
    const { page } = await signIn();
    await page.goto("/admin/site/page/about");
    await page.locator("[data-unsaved-guard]").waitFor({ state: "attached" });
    await page.waitForFunction(() => document.querySelector("[data-island='unsaved-guard']") !== null);
    await page.getByLabel("Our firm: heading").fill("An unsaved heading");
    let asked = "";
    page.once("dialog", (d) => {
      asked = d.type();
      void d.dismiss();
    });
    await page.getByRole("link", { name: "All of the site" }).click();
    await page.waitForTimeout(300);
    expect(asked).toBe("beforeunload");
    expect(new URL(page.url()).pathname).toBe("/admin/site/page/about");
  });
});

describe("without JavaScript", () => {
  test("change the office hours and see them on /contact, in the footer and in the JSON-LD", async () => {
    const { page } = await signIn({ javaScriptEnabled: false });
    await page.goto("/admin/site/settings/firm");
    await page.locator('input[name="officeHours.friday.close"]').fill("13:30");
    await page.locator('input[name="officeHours.saturday.closed"]').uncheck();
    await page.locator('input[name="officeHours.saturday.open"]').fill("10:00");
    await page.locator('input[name="officeHours.saturday.close"]').fill("12:00");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/site/settings/firm");
    await page.getByText("The change is live on the site.").waitFor();

    const outsider = await visitor();
    await outsider.goto("/contact");
    for (const line of [
      "Monday-Thursday: 9:00 AM-5:00 PM",
      "Friday: 9:00 AM-1:30 PM",
      "Saturday: 10:00 AM-12:00 PM",
      "Sunday: Closed",
    ]) {
      expect(await outsider.locator("main").getByText(line).count()).toBe(1);
      expect(await outsider.getByRole("contentinfo").getByText(line).count()).toBe(1);
    }
    const ld = await outsider.locator('script[type="application/ld+json"]').allTextContents();
    const business = ld
      .map((t) => JSON.parse(t) as { "@type": string; openingHours?: string })
      .find((d) => d["@type"] === "LegalService")!;
    expect(business.openingHours).toBe("Mo-Th 09:00-17:00, Fr 09:00-13:30, Sa 10:00-12:00");
  });

  test("reorder with Up and Down, add and remove a person", async () => {
    const { page } = await signIn({ javaScriptEnabled: false });
    await page.goto("/admin/site");
    await page.getByLabel("Add a person").fill("Dana Ebanks");
    await page.getByRole("button", { name: "Add person" }).click();
    await page.waitForURL(/\/admin\/site\/person\/dana-ebanks-/);
    await page.getByLabel("Title", { exact: true }).fill("Associate");
    await page.getByLabel("Short title").fill("Associate");
    await page.getByLabel("Summary").fill("Dana advises on property.");
    await page.getByLabel("Biography").fill("Dana Ebanks advises on property matters.");
    await page.getByRole("button", { name: "Publish now" }).click();
    await page.getByText("The change is live on the site.").waitFor();
    await page.goto("/admin/site");
    await page.getByRole("button", { name: "Move Dana Ebanks up" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/site");
    const outsider = await visitor();
    await outsider.goto("/our-people");
    const names = await outsider.locator("article h3").allInnerTexts();
    expect(names.indexOf("Dana Ebanks")).toBe(names.length - 2);

    await page.goto(
      new URL(page.url()).origin +
        (await page.getByRole("link", { name: "Dana Ebanks" }).getAttribute("href")),
    );
    await page.getByLabel("Yes, remove Dana Ebanks").check();
    await page.getByRole("button", { name: "Remove from the site" }).click();
    await page.waitForURL((u) => u.pathname === "/admin/site");
    await outsider.goto("/our-people");
    expect(await outsider.getByText("Dana Ebanks").count()).toBe(0);
  });
});
