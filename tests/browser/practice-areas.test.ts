/**
 * Practice areas in Chromium, with and without JavaScript: an admin adds one with its picture and a
 * visitor finds it in the menu on a phone-sized screen; an admin renames an address and a visitor's old
 * link still leads to the page.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { photoPng } from "../support/images";
import { ADMIN, type Harness, startHarness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

async function signIn(javaScriptEnabled: boolean) {
  const p = await h.newPage({ viewport: { width: 1280, height: 1000 }, javaScriptEnabled });
  await p.page.goto("/admin/login");
  await p.page.getByLabel("Username").fill(ADMIN.username);
  await p.page.getByLabel("Password").fill(ADMIN.password);
  await p.page.getByRole("button", { name: "Login" }).click();
  await p.page.waitForURL((u) => u.pathname === "/admin/dashboard");
  // The cookie banner (a visitor's, on every page) would sit over the editor's action bar.
  if (javaScriptEnabled) await p.page.getByRole("button", { name: "Accept" }).click();
  return p;
}

const PHONE = { width: 390, height: 844 };

/** Adds a practice area from the Site page and publishes it with a picture; its address. */
async function addArea(page: Page, title: string, slug: string) {
  await page.goto("/admin/site");
  // Adding asks for the title, the web address (made from the title when left empty) and a summary.
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill(`We advise on every part of ${title.toLowerCase()}.`);
  await page.getByRole("button", { name: "Add practice area" }).click();
  await page.waitForURL(/\/admin\/site\/practice-area\//);
  expect(await page.locator("#cf-slug").inputValue()).toBe(slug);
  const file = join(mkdtempSync(join(tmpdir(), "firm-area-")), "area.png");
  writeFileSync(file, photoPng(1200, 840));
  const fill: Record<string, string> = {
    tagline: `${title}, handled with care.`,
    description: `We advise on every part of ${title.toLowerCase()} in the Cayman Islands.`,
    highlight: "A named attorney for every matter.",
    keyServices: "Advice\nNegotiation\nCourt applications",
    imageAlt: `${title} at our office`,
    heroBadge: title,
    heroIntro: `Practical advice on ${title.toLowerCase()}.`,
    servicesHeading: `Our ${title} Services`,
    servicesIntro: "What we do for you.",
    "services-0-title": "First meetings",
    "services-0-description": "A first meeting to understand your situation.",
    benefitsHeading: "Why clients choose us",
    "benefits-0-title": "Discretion",
    "benefits-0-description": "Your matter stays private.",
    ctaTitle: "Talk to us",
    ctaText: "Book a confidential consultation.",
    metaDescription: `${title} advice in the Cayman Islands from our attorneys.`,
  };
  for (const [id, value] of Object.entries(fill)) await page.locator(`#cf-${id}`).fill(value);
  await page.locator("#cf-image").setInputFiles(file);
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByText("The change is live on the site.").waitFor();
  return `/services/${slug}`;
}

/** On a phone: open the menu and follow the area's link; the page it lands on. */
async function findOnPhone(title: string, javaScriptEnabled: boolean) {
  const { page } = await h.newPage({ viewport: PHONE, javaScriptEnabled });
  await page.goto("/");
  // Without JavaScript the menu opens while its button has the focus (a tap).
  await page.getByRole("button", { name: "Open menu" }).click();
  const link = page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: title });
  await link.waitFor({ state: "visible" });
  await link.click();
  await page.getByRole("heading", { level: 1 }).waitFor();
  return page;
}

/** Renames an address in the editor and publishes; then follows the old link as a visitor. */
async function renameAndFollow(page: Page, id: string, from: string, to: string, javaScriptEnabled: boolean) {
  await page.goto(`/admin/site/practice-area/${id}`);
  await page.locator("#cf-slug").fill(to);
  await page.getByRole("button", { name: "Publish now" }).click();
  await page.getByText("The change is live on the site.").waitFor();
  const visitor = (await h.newPage({ javaScriptEnabled })).page;
  const res = await visitor.goto(`/services/${from}`);
  expect(res?.status()).toBe(200);
  expect(new URL(visitor.url()).pathname).toBe(`/services/${to}`);
  return visitor;
}

describe("with JavaScript", () => {
  test("add a practice area with a picture; a visitor finds it in the menu on a phone", async () => {
    const { page, problems } = await signIn(true);
    await addArea(page, "Family Law", "family-law");
    const visitor = await findOnPhone("Family Law", true);
    expect(new URL(visitor.url()).pathname).toBe("/services/family-law");
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toBe("Family Law");
    // Its picture is the upload, served through its variants.
    const srcset = await visitor
      .locator('img[alt="Family Law at our office"]')
      .first()
      .getAttribute("srcset");
    expect(srcset).toMatch(/\/uploads\/[0-9a-f-]+-\d+w\.webp/);
    expect(problems).toEqual([]);
  });

  test("rename an address; the old link leads to the page", async () => {
    const { page, problems } = await signIn(true);
    const visitor = await renameAndFollow(page, "immigration", "immigration", "immigration-law", true);
    expect(await visitor.getByRole("heading", { level: 1 }).innerText()).toContain("Immigration");
    expect(problems).toEqual([]);
  });
});

describe("without JavaScript", () => {
  test("add a practice area with a picture; a visitor finds it in the menu on a phone", async () => {
    const { page } = await signIn(false);
    await addArea(page, "Trusts and Foundations", "trusts-and-foundations");
    const visitor = await findOnPhone("Trusts and Foundations", false);
    expect(new URL(visitor.url()).pathname).toBe("/services/trusts-and-foundations");
    // On a desktop, the "Our Expertise" menu opens on hover without JavaScript too.
    const { page: desktop } = await h.newPage({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    await desktop.goto("/");
    const menu = desktop.getByRole("navigation", { name: "Main" });
    const link = menu.getByRole("link", { name: "Trusts and Foundations" });
    expect(await link.isVisible()).toBe(false);
    await menu.getByRole("button", { name: "Our Expertise" }).hover();
    await link.waitFor({ state: "visible" });
  });

  test("rename an address; the old link leads to the page", async () => {
    const { page } = await signIn(false);
    await renameAndFollow(page, "employment-law", "employment-law", "employment", false);
    // The menu links to the new address.
    const phone = await findOnPhone("Employment Law", false);
    expect(new URL(phone.url()).pathname).toBe("/services/employment");
  });
});
