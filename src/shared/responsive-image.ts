/**
 * An uploaded image as pages show it: the master as `src`, its WebP variants as `srcset`, its
 * size (so the browser reserves the box before a byte arrives) and a tiny blurred placeholder drawn
 * underneath until it loads. The CSP forbids inline styles, so the placeholder cannot be a background: it is
 * an inline, aria-hidden <svg> drawing the data: URL (img-src allows data:) under the real image. Being no
 * <img>, it leaves the page's images what they were: one per picture. Import-free: used by server views,
 * the dashboard island and the HTML of post content alike.
 */
export interface ResponsiveImage {
  src: string;
  /** Empty when the image is no wider than its narrowest variant (nothing to choose). */
  srcSet: string;
  width: number;
  height: number;
  /** data:image/png;base64,… */
  placeholder: string;
}

/** `sizes` for each slot an upload appears in (the layouts' widths: max-w-3xl article, max-w-7xl grid). */
export const IMAGE_SIZES = {
  /** The blog post's featured image and images in its content. */
  article: "(min-width: 768px) 720px, calc(100vw - 2rem)",
  /** Insight cards: one column, two from md, three from lg. */
  card: "(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 2rem)",
  /** The dashboard's thumbnails (w-28). */
  thumb: "112px",
} as const;

/**
 * The wrapper: positioned, so the placeholder can fill it, and a stacking context of its own; the caller
 * adds the box (aspect, rounding). The real image comes first in the markup and sits above the
 * placeholder by z-index.
 */
export const FRAME_CLASS = "relative isolate overflow-hidden bg-slate-100";
/** Under the image, scaled a little so the blur has no soft edge. */
export const PLACEHOLDER_CLASS = "pointer-events-none absolute inset-0 h-full w-full scale-110 blur-lg";
/** The image covering a box of the caller's shape. */
export const FILL_CLASS = "relative z-[1] h-full w-full object-cover";
/** The image at its own shape, never wider than its container. */
export const NATURAL_CLASS = "relative z-[1] block h-auto max-w-full";

/**
 * The placeholder as SVG markup (for HTML built as a string): the image's box as the viewBox, the blurred
 * data: URL stretched over it, cropped to cover the frame like the image itself.
 */
export function placeholderSvg(image: Pick<ResponsiveImage, "placeholder" | "width" | "height">): string {
  const href = image.placeholder.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<svg aria-hidden="true" focusable="false" class="${PLACEHOLDER_CLASS}" viewBox="0 0 ${image.width} ${image.height}" preserveAspectRatio="xMidYMid slice"><image href="${href}" width="${image.width}" height="${image.height}" preserveAspectRatio="none"></image></svg>`;
}
