/** Content for the benchmark, written straight into a DATA_DIR before the site starts. */
import { loadConfig } from "../../src/config";
import { openDeps } from "../../src/deps";
import { createLogger } from "../../src/lib/logger";
import { keepPostHtml } from "../../src/posts";

/** The practice areas bench posts are spread over. */
export const AREAS = [
  "corporate-law",
  "real-estate",
  "immigration",
  "regulatory-compliance",
  "employment-law",
];

const paragraph =
  "Cayman Islands law changes often, and the practical effect on families and businesses is not always obvious. " +
  "This note sets out what changed, who it affects and what to do next.";

/**
 * `count` posts spread over the practice areas, saved as the editor saves them (their HTML kept, so the
 * site never renders them at start); returns the slug of one of them.
 */
export async function seedPosts(dataDir: string, count: number): Promise<string> {
  const deps = await openDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
  try {
    await deps.repos.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        const post = await tx.posts.create({
          title: `Bench article ${i}: what the new rules mean for you`,
          slug: `bench-article-${i}`,
          excerpt: `A short summary of article ${i} for the insights card.`,
          content: `## Background\n\n${paragraph}\n\n## What changes\n\n- One\n- Two\n- Three\n\n${paragraph.repeat(6)}`,
          serviceArea: AREAS[i % AREAS.length]!,
        });
        await keepPostHtml({ repos: tx }, post);
      }
    });
  } finally {
    await deps.repos.db.close();
  }
  return "bench-article-0";
}
