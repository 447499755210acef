import {
  FRAME_CLASS,
  IMAGE_SIZES,
  NATURAL_CLASS,
  placeholderSvg,
  type ResponsiveImage,
} from "../shared/responsive-image";
import { parseUploadUrl } from "./names";

/**
 * Images of ours in a post's sanitised HTML get what the featured image gets: srcset and sizes over the
 * variants, their width and height, lazy loading and the placeholder underneath. A pure function of the
 * HTML (already through src/posts/markdown.ts, the one sanitiser) and the images map; other images (https,
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
        if (image.srcSet) {
          el.setAttribute("srcset", image.srcSet);
          el.setAttribute("sizes", IMAGE_SIZES.article);
        }
        el.setAttribute("width", String(image.width));
        el.setAttribute("height", String(image.height));
        el.setAttribute("loading", "lazy");
        el.setAttribute("decoding", "async");
        el.setAttribute("class", NATURAL_CLASS);
        // not-prose: the typography plugin's img margins would pull the two images apart.
        el.before(`<span class="not-prose ${FRAME_CLASS} inline-block max-w-full rounded-lg align-top">`, {
          html: true,
        });
        el.after(`${placeholderSvg(image)}</span>`, { html: true });
      },
    })
    .transform(html);
}
