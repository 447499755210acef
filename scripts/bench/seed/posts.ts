/** Posts for the benchmarks, written straight into a DATA_DIR before the site starts. */
import { loadConfig } from "../../../src/config";
import { openDeps } from "../../../src/deps";
import { createLogger } from "../../../src/lib/logger";
import { keepPostHtml, renderMarkdown } from "../../../src/posts";

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
const CONTENT = `## Background\n\n${paragraph}\n\n## What changes\n\n- One\n- Two\n- Three\n\n${paragraph.repeat(6)}`;

/** The first bench post's address, there whatever the count. */
export const FIRST_POST_SLUG = "bench-article-0";

/**
 * Posts up to `count` in all, spread over the practice areas an hour apart, written through the
 * repositories in one transaction with their HTML kept (rendered once: every bench post has the same
 * text), so the site never renders them at start; how many posts the site then has.
 */
export async function seedPosts(dataDir: string, count: number): Promise<number> {
  const deps = await openDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
  try {
    const html = await renderMarkdown(CONTENT);
    const existing = (await deps.repos.posts.list("admin")).length;
    const now = Date.now();
    await deps.repos.transaction(async (tx) => {
      for (let n = existing; n < count; n++) {
        const post = await tx.posts.create({
          title: `Bench article ${n}: what the new rules mean for you`,
          slug: `bench-article-${n}`,
          excerpt: `A short summary of article ${n} for the insights card.`,
          content: CONTENT,
          serviceArea: AREAS[n % AREAS.length]!,
          publishedAt: now - (n + 1) * 3_600_000,
        });
        await keepPostHtml({ repos: tx }, post, html);
      }
    });
    return (await deps.repos.posts.list("admin")).length;
  } finally {
    deps.content.stop();
    await deps.repos.db.close();
  }
}
