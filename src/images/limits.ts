/** What the image pipeline makes and accepts (the reasons are in decision 010). */

/** The master's longest side. Larger uploads are scaled down; nothing is ever scaled up. */
export const MAX_EDGE = 2560;

/** Widths of the WebP variants that srcset offers, narrowest first (see variantWidths). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * The decompression-bomb guard, checked from the file's header before any pixel is decoded: a 50 MP
 * image already decodes to ~200 MB, and a few-kilobyte PNG can declare far more.
 */
export const MAX_PIXELS = 50_000_000;
export const MAX_SIDE = 16_384;

export const QUALITY = {
  /** JPEG masters: visually lossless for photos, a third of a camera's file. */
  jpeg: 85,
  /** WebP masters of lossy WebP uploads. */
  webpMaster: 85,
  /** WebP variants, the bytes most visitors download. */
  webpVariant: 80,
} as const;

/** An upload no post has used for this long is deleted by the daily sweep. */
export const UNUSED_AFTER_MS = 24 * 60 * 60 * 1000;
