/**
 * A post's markdown-like text → safe HTML, for the server: rendered and sanitised in the helper process
 * (src/helper/sanitise.ts says what is kept), so jsdom never loads into the server (docs/decisions/027).
 */
import { HelperTimeoutError, helper } from "../lib/helper-process";
import { MARKDOWN_TOO_DEEP, nestsTooDeeply } from "../shared/markdown-limits";

/** The most text rendered at once (posts and legal pages allow 100,000 characters; this is a backstop). */
export const MARKDOWN_MAX_CHARS = 200_000;
/**
 * How long one text may take to render and sanitise. Real posts take milliseconds; a pathological one
 * (tens of thousands of "*" or "[" in a row) can take the renderer minutes. Well under a request's own
 * patience, so the editor gets an answer, not a dropped connection.
 */
export const MARKDOWN_TIME_LIMIT_MS = 5_000;

export const MARKDOWN_TOO_SLOW = `This text is too complex to preview or save: formatting it took longer than ${MARKDOWN_TIME_LIMIT_MS / 1000} seconds. It may hold a long run of symbols such as *, _, [, \` or <, or formatting pasted from another program. Simplify that part (or split the text) and try again.`;
export const MARKDOWN_TOO_LONG = `This text is too long to format: at most ${MARKDOWN_MAX_CHARS.toLocaleString("en-US")} characters.`;

/** A text refused before or while rendering: bad input (422), with a message for the person who wrote it. */
export class ContentTooComplexError extends Error {
  override name = "ContentTooComplexError";
  readonly status = 422;
}

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

/**
 * Renders and sanitises in the helper process. Throws ContentTooComplexError for a text it will not
 * render: too long, nested too deeply, or taking longer than its time limit.
 */
export async function renderMarkdown(text: string): Promise<string> {
  const hit = cache.get(text);
  if (hit !== undefined) {
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  if (text.length > MARKDOWN_MAX_CHARS) throw new ContentTooComplexError(MARKDOWN_TOO_LONG);
  if (nestsTooDeeply(text)) throw new ContentTooComplexError(MARKDOWN_TOO_DEEP);
  let html: string;
  try {
    html = await helper().run<string>("markdown", text, { timeoutMs: MARKDOWN_TIME_LIMIT_MS });
  } catch (e) {
    // Its child was killed and replaced; jobs queued behind it go on.
    if (e instanceof HelperTimeoutError) throw new ContentTooComplexError(MARKDOWN_TOO_SLOW);
    throw e;
  }
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
