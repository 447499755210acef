import type { Repos } from "../db";

import { enhanceContentImages, responsiveImagesFor } from "../images";
import type { JobSpec } from "../jobs";
import type { Post } from "../shared/wire-types";
import { RENDERER_VERSION, renderMarkdown } from "./markdown";

type Ctx = { repos: Pick<Repos, "posts" | "images"> };

/**
 * A post's content as readers see it: markdown rendered and sanitised (src/posts/markdown.ts), then its
 * uploads given their responsive variants. The public page and the editor's live preview both use this.
 */
export async function renderPostHtml(deps: Ctx, content: string): Promise<string> {
  return enhance(deps, content, await renderMarkdown(content));
}

async function enhance(deps: Ctx, content: string, safeHtml: string): Promise<string> {
  const images = await responsiveImagesFor(deps, null, content);
  return enhanceContentImages(safeHtml, images);
}

/**
 * A saved post's content for its page: the HTML kept when it was saved, its images enhanced at read time
 * (their variants can change after the post was saved: a rebuild, an upload processed later).
 *
 * With none kept yet (a post from before kept HTML, or a renderer change the start-up job has not reached
 * yet) the page does not wait for the helper process: it shows the text as plain, escaped paragraphs,
 * marked `provisional` (the route keeps it out of every cache), while the HTML is made in the background.
 */
export async function postHtml(
  deps: Ctx,
  post: Pick<Post, "id" | "content">,
): Promise<{ html: string; provisional: boolean }> {
  const kept = await deps.repos.posts.htmlOf(post.id, RENDERER_VERSION);
  if (kept !== undefined) return { html: await enhance(deps, post.content, kept), provisional: false };
  if (!rendering.has(post.id)) {
    rendering.add(post.id);
    keepPostHtml(deps, post)
      .catch(() => {}) // the start-up job renders it again; the page stays plain meanwhile
      .finally(() => rendering.delete(post.id));
  }
  return { html: plainText(post.content), provisional: true };
}
const rendering = new Set<string>();

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Text as paragraphs (a blank line between) and line breaks, every character escaped: no markup at all. */
export function plainText(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, "<br>")}</p>\n`)
    .join("");
}

/**
 * After a save: the text's HTML kept beside it. Savers render first (`html`) and store right after the
 * write, so a visitor never finds a saved post without it.
 */
export async function keepPostHtml(
  deps: Ctx,
  post: Pick<Post, "id" | "content">,
  html?: string,
): Promise<void> {
  await deps.repos.posts.storeHtml(
    post.id,
    post.content,
    html ?? (await renderMarkdown(post.content)),
    RENDERER_VERSION,
  );
}

/**
 * At start (and daily): posts without kept HTML, or with HTML from an older renderer, are rendered again,
 * 50 at a time. With nothing to do it never loads the sanitiser.
 */
export function postHtmlJob(deps: Ctx): JobSpec {
  return {
    name: "render-posts",
    schedule: { everyMs: 24 * 60 * 60 * 1000 },
    atStart: true,
    async run() {
      for (;;) {
        const batch = await deps.repos.posts.withStaleHtml(RENDERER_VERSION, 50);
        for (const post of batch) await keepPostHtml(deps, post);
        if (batch.length < 50) break;
      }
    },
  };
}
