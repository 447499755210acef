import type { AppDeps } from "../app-env";
import { enhanceContentImages, responsiveImagesFor } from "../images";
import { renderMarkdown } from "./markdown";

/**
 * A post's content as readers see it: markdown rendered and sanitised (src/lib/markdown.ts), then its
 * uploads given their responsive variants. The public page and the editor's live preview both use this.
 */
export async function renderPostHtml(deps: Pick<AppDeps, "repos">, content: string): Promise<string> {
  const images = await responsiveImagesFor(deps, null, content);
  return enhanceContentImages(await renderMarkdown(content), images);
}
