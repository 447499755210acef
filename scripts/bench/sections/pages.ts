/** Bytes shipped per page (gzip): the scripts, styles and HTML a visitor downloads, against the budget. */
import { rmSync } from "node:fs";
import { BUDGET, measurePageBytes } from "../support/pages";
import { fmt, startSite } from "../support/server";
import { verdict } from "../support/targets";

export async function benchPages(): Promise<boolean> {
  const v = verdict();
  const { flag } = v;
  const site = await startSite();
  try {
    console.log("\nBytes shipped per page (gzip)");
    const pages = await measurePageBytes(site.base, [
      "/",
      "/services",
      "/services/regulatory-compliance",
      "/contact",
      "/privacy-policy",
    ]);
    for (const p of pages) {
      console.log(
        `  ${p.route.padEnd(34)} JS ${fmt(p.jsKb).padStart(5)} KB  CSS ${fmt(p.cssKb).padStart(4)} KB  HTML ${fmt(p.htmlKb).padStart(4)} KB  ${flag(p.withinBudget)} (JS ≤ ${BUDGET.jsKb}, CSS ≤ ${BUDGET.cssKb})`,
      );
    }
  } finally {
    await site.stop();
    rmSync(site.dataDir, { recursive: true, force: true });
  }
  return v.within;
}
