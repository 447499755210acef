/**
 * Public responses against the ceiling (a bare server answering the same bytes), with the process's memory
 * idle, at rest once rendered and at its peak under load; the same with 10,000 posts for cost growth.
 */
import { rmSync } from "node:fs";
import { FIRST_POST_SLUG, seedPosts } from "../seed";
import { measureRoutes, printRoutes } from "../support/http";
import { fmt, startedMb, startSite } from "../support/server";
import { TARGET, verdict } from "../support/targets";

/** The public responses measured, with a post's address (the startup section reuses them). */
export const routesFor = (slug: string) => [
  "/",
  "/services",
  "/services/immigration",
  `/blog/${slug}`,
  "/api/posts",
  "/api/posts?serviceArea=immigration",
  // A campaign's link: its tags change nothing, so it is answered from the page's one cached entry.
  "/services/immigration?utm_source=news",
];

/** The site (or `binary`) started once to make its data folder, seeded with posts, started again. */
export async function startSeeded(postCount: number, binary?: string) {
  const first = await startSite(binary ? { binary } : {});
  await first.stop();
  await seedPosts(first.dataDir, postCount);
  const running = await startSite({ dataDir: first.dataDir, ...(binary ? { binary } : {}) });
  return { running, slug: FIRST_POST_SLUG };
}

async function httpSection(title: string, postCount: number, seconds: number): Promise<boolean> {
  const v = verdict();
  const { flag } = v;
  const { running, slug } = await startSeeded(postCount);
  try {
    const idle = await startedMb(running.pid);
    const { figures, memory } = await measureRoutes(running, routesFor(slug), { seconds });
    printRoutes(
      `${title} (${postCount} posts; ${seconds} s per run, 64 connections, best of 3; brotli accepted)`,
      figures,
    );
    const worst = Math.min(...figures.map((f) => f.ratio));
    console.log(`  lowest ratio ${fmt(worst, 2)} (target ≥ ${TARGET.ratio}): ${flag(worst >= TARGET.ratio)}`);
    console.log(
      `  memory (\`bun run start\`): ${fmt(idle, 0)} MB idle, started and before any request (target ≤ ${TARGET.idleMb}: ${flag(idle <= TARGET.idleMb)}); ` +
        `${fmt(memory.rendered, 0)} MB at rest once every route above is rendered; ` +
        `${fmt(memory.peak, 0)} MB peak under load (target ≤ ${TARGET.peakMb}: ${flag(memory.peak <= TARGET.peakMb)})`,
    );
  } finally {
    await running.stop();
    rmSync(running.dataDir, { recursive: true, force: true });
  }
  return v.within;
}

export const benchHttp = (seconds: number) =>
  httpSection("Public responses against the ceiling", 12, seconds);
export const benchGrowth = (seconds: number) =>
  httpSection("Cost growth: the same responses with 10,000 posts", 10_000, seconds);
