/**
 * A post's markdown-like text → safe HTML, for the server: rendered and sanitised in the helper process
 * (src/helper/sanitise.ts says what is kept), so jsdom never loads into the server (docs/decisions/027).
 */
import { helper } from "../lib/helper-process";

/**
 * A small LRU of rendered HTML keyed by the text itself (posts render on every view; the text is the only
 * input, so an edited post simply misses). Hand-written: a Map in insertion order is all an LRU needs.
 */
const CACHE_ENTRIES = 200;
const CACHE_MAX_KEY = 200_000;
const cache = new Map<string, string>();

/**
 * The version of what renderMarkdown makes. Posts keep the HTML it made when they were saved (so serving
 * them never loads the sanitiser's jsdom); bump this when the rendering or the allowed markup changes and
 * every post is rendered again at the next start (src/posts/html.ts).
 */
export const RENDERER_VERSION = 1;

export async function renderMarkdown(text: string): Promise<string> {
  const hit = cache.get(text);
  if (hit !== undefined) {
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  const html = await helper().run<string>("markdown", text);
  if (text.length <= CACHE_MAX_KEY) {
    cache.set(text, html);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return html;
}

/** For tests. */
export const markdownCacheSize = () => cache.size;

/**
 * The site's OWN markdown (the seed of a fresh install, written by us, never by staff or visitors) rendered
 * with the same dialect but without the sanitiser (src/helper/sanitise.ts), in the helper process as well:
 * a first start then loads neither marked nor jsdom.
 */
export function renderTrustedMarkdown(text: string): Promise<string> {
  return helper().run<string>("trusted-markdown", text);
}
