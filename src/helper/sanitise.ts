/**
 * A post's markdown-like text → HTML that is safe to put in any page: `marked` renders
 * (GitHub flavour, single line breaks become <br>), then DOMPurify keeps only prose. Raw HTML in the text
 * is allowed through marked on purpose and then cleaned, so pasting from a word processor still works.
 *
 * Runs only in the helper process (src/helper/main.ts): jsdom costs ~300 ms to load and ~40 MB that a
 * process never gives back. The server asks through renderMarkdown (src/posts/markdown.ts).
 */
import type { Config, DOMPurify } from "dompurify";
import type { Marked } from "marked";

const ALLOWED_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "mark",
  "small",
  "sub",
  "sup",
  "abbr",
  "cite",
  "q",
  "code",
  "kbd",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "span",
];
// No id/name (DOM clobbering), no class/style (layout spoofing), no event handlers, no data-*.
const ALLOWED_ATTR = [
  "href",
  "title",
  "src",
  "alt",
  "width",
  "height",
  "start",
  "colspan",
  "rowspan",
  "align",
];

/**
 * http(s), mailto, tel (a phone number: the legal pages link the firm's), or a relative URL (no scheme at
 * all). DOMPurify strips whitespace/controls first.
 */
const LINK_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z][a-z0-9+.-]*(?:[^a-z0-9+.\-:]|$))/i;
/** Our own uploads or any https image; never data:, blob:, http: or javascript:. */
const IMAGE_URL = /^(?:\/uploads\/[A-Za-z0-9._-]+|https:\/\/[^\s"'<>]+)$/;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: LINK_URL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Whatever is not allowed is removed with its content when it is code or a container of foreign markup.
  FORBID_CONTENTS: [
    "script",
    "style",
    "template",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "textarea",
    "select",
    "title",
  ],
};

/** The one markdown dialect of the site: GitHub's, single line breaks kept. */
function markedFor(M: typeof Marked): Marked {
  return new M({
    gfm: true,
    breaks: true,
    // The page title is the page's only h1: a "# Heading" in the text becomes an h2.
    walkTokens(token) {
      if (token.type === "heading" && token.depth === 1) token.depth = 2;
    },
  });
}

let renderer: Promise<{ marked: Marked; purify: DOMPurify }> | undefined;

/** Loaded on the first job; one jsdom window (~50 ms) serves every job of this child. */
function getRenderer(): Promise<{ marked: Marked; purify: DOMPurify }> {
  renderer ??= (async () => {
    const [{ Marked }, { JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import("marked"),
      import("jsdom"),
      import("dompurify"),
    ]);
    const marked = markedFor(Marked);
    const { window } = new JSDOM("");
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("afterSanitizeAttributes", (node) => {
      const el = node as Element;
      if (el.nodeName === "IMG") {
        const src = el.getAttribute("src") ?? "";
        if (!IMAGE_URL.test(src)) {
          el.remove();
          return;
        }
        el.setAttribute("loading", "lazy");
        el.setAttribute("decoding", "async");
      } else if (el.nodeName === "A") {
        const href = el.getAttribute("href");
        // A link to another site must not get a handle on this window, nor our URL in the Referer.
        if (href && /^(?:https?:)?\/\//i.test(href)) el.setAttribute("rel", "noopener noreferrer");
      }
    });
    return { marked, purify };
  })();
  return renderer;
}

export async function sanitiseMarkdown(text: string): Promise<string> {
  const { marked, purify } = await getRenderer();
  return purify.sanitize(marked.parse(text, { async: false }), CONFIG);
}

/**
 * The site's OWN markdown (the seed of a fresh install, written by us, never by staff or visitors) rendered
 * with the same dialect but without the sanitiser. A test holds that for the seed this gives exactly what
 * sanitiseMarkdown gives.
 */
export async function trustedMarkdown(text: string): Promise<string> {
  const { Marked } = await import("marked");
  return markedFor(Marked).parse(text, { async: false });
}
