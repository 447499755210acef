/**
 * The Overview page's view in Chromium, with the site's built CSS and made-up figures
 * (tests/support/overview-figures.ts), without a server: axe finds nothing, nothing overflows sideways on
 * a phone or on paper, and printed tables are whole.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";
import { renderToString } from "react-dom/server";
import { assetFiles, assetManifest } from "../../src/lib/assets";
import type { OverviewFigures } from "../../src/stats";
import { OverviewPage } from "../../views/admin/overview/overview";
import { emptyOverview, overviewFixture } from "../support/overview-figures";
import { axeOf, CHROMIUM_ARGS, CHROMIUM_PATH } from "./harness";

const css = readFileSync(assetFiles[assetManifest.css]!.path, "utf8");

function documentFor(figures: OverviewFigures): string {
  const body = renderToString(<OverviewPage figures={figures} generatedAt="2026-03-31T17:05:00Z" />);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Overview</title><style>${css}</style></head><body class="min-h-screen bg-white text-slate-800 antialiased"><main id="main">${body}</main></body></html>`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A page of its own context (axe opens pages beside it) showing the view of these figures. */
async function open(figures: OverviewFigures, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  // Its context goes with it; when the browser itself is closing (afterAll), the context is already gone
  // and closing it again must not fail the run as an unhandled rejection.
  page.on("close", () => void context.close().catch(() => {}));
  await page.setContent(documentFor(figures));
  return page;
}

const FIXTURES: [string, () => OverviewFigures][] = [
  ["30 days", () => overviewFixture("30d")],
  ["7 days", () => overviewFixture("7d")],
  ["12 months", () => overviewFixture("12m")],
  ["a fresh install", () => emptyOverview("30d")],
];

describe("the Overview view in a browser", () => {
  test("axe finds no violations", async () => {
    const found: string[] = [];
    // A year's page is the month's with more rows (and takes axe ten seconds): the month and the empty page.
    for (const [name, figures] of FIXTURES.filter(([n]) => n === "30 days" || n === "a fresh install")) {
      const page = await open(figures());
      const result = await axeOf(page).analyze();
      for (const v of result.violations)
        found.push(`${name}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
      await page.close();
    }
    expect(found).toEqual([]);
  }, 180_000); // axe over two whole Overview pages: under a minute alone, longer beside other suites

  test("at 375 px nothing overflows sideways", async () => {
    const overflowing: string[] = [];
    for (const [name, figures] of FIXTURES) {
      const page = await open(figures(), 375);
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (extra > 0) overflowing.push(`${name}: ${extra}px`);
      await page.close();
    }
    expect(overflowing).toEqual([]);
  });

  test("printed, charts fit the page, tables are whole and the links to other screens are gone", async () => {
    // A4 at 96 dpi less 2 cm margins: about 720 CSS pixels wide.
    const page = await open(overviewFixture("12m"), 720);
    await page.emulateMedia({ media: "print" });
    const result = await page.evaluate(() => ({
      extra: document.documentElement.scrollWidth - window.innerWidth,
      clipped: [...document.querySelectorAll("table")]
        .map((t) => t.parentElement!)
        .filter((box) => box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1)
        .length,
      charts: [...document.querySelectorAll('svg[role="img"]')].map(
        (svg) => svg.getBoundingClientRect().right <= window.innerWidth,
      ),
      csvShown: [...document.querySelectorAll('a[href*=".csv"]')].filter((a) => a.getClientRects().length > 0)
        .length,
      periodsShown: document.querySelector('nav[aria-label="Period"]')!.getClientRects().length,
      inboxShown: document.querySelector('a[href^="/admin/contact-submissions"]')!.getClientRects().length,
    }));
    expect(result).toEqual({
      extra: 0,
      clipped: 0,
      // One per section that draws a chart, campaigns and the consultation bookings included.
      charts: Array(11).fill(true),
      csvShown: 0,
      periodsShown: 0,
      inboxShown: 0,
    });
    await page.close();
  });
});
