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
 * A saved post's content for its public page: the HTML kept when it was saved (issue #15: serving never
 * loads the sanitiser's jsdom), else rendered now. Images are enhanced at read time, because their
 * variants can change after the post was saved (a rebuild, an upload processed later).
 */
export async function postHtml(deps: Ctx, post: Pick<Post, "id" | "content">): Promise<string> {
  const kept = await deps.repos.posts.htmlOf(post.id, RENDERER_VERSION);
  return kept === undefined ? renderPostHtml(deps, post.content) : enhance(deps, post.content, kept);
}

/** After a save: render the text once and keep it beside the markdown (this loads the sanitiser). */
export async function keepPostHtml(deps: Ctx, post: Pick<Post, "id" | "content">): Promise<void> {
  await deps.repos.posts.storeHtml(
    post.id,
    post.content,
    await renderMarkdown(post.content),
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
