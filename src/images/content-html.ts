import {
  FRAME_CLASS,
  IMAGE_SIZES,
  NATURAL_CLASS,
  PLACEHOLDER_CLASS,
  type ResponsiveImage,
} from "../lib/responsive-image";
import { parseUploadUrl } from "./names";

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * Images of ours in a post's sanitised HTML get what the featured image gets: srcset and sizes over the
 * variants, their width and height, lazy loading and the placeholder underneath. A pure function of the
 * HTML (already through src/lib/markdown.ts, the one sanitiser) and the images map; other images (https,
 * unknown uploads) are left as they are. Runs on Bun's HTMLRewriter, which parses like a browser.
 */
export function enhanceContentImages(html: string, images: ReadonlyMap<string, ResponsiveImage>): string {
  if (images.size === 0 || !html.includes("<img")) return html;
  return new HTMLRewriter()
    .on("img", {
      element(el) {
        const parsed = parseUploadUrl(el.getAttribute("src") ?? "");
        const image = parsed && images.get(parsed.id);
        if (!image) return;
        el.setAttribute("srcset", image.srcSet);
        el.setAttribute("sizes", IMAGE_SIZES.article);
        el.setAttribute("width", String(image.width));
        el.setAttribute("height", String(image.height));
        el.setAttribute("loading", "lazy");
        el.setAttribute("decoding", "async");
        el.setAttribute("class", NATURAL_CLASS);
        // not-prose: the typography plugin's img margins would pull the two images apart.
        el.before(
          `<span class="not-prose ${FRAME_CLASS} inline-block max-w-full rounded-lg align-top"><img src="${attr(image.placeholder)}" alt="" width="${image.width}" height="${image.height}" decoding="async" class="${PLACEHOLDER_CLASS}">`,
          { html: true },
        );
        el.after("</span>", { html: true });
      },
    })
    .transform(html);
}
