import { VARIANT_WIDTHS } from "./limits";

/**
 * The widths of the WebP variants of a master `width` px wide. Never wider than the master (nothing is
 * scaled up). The widest is min(width, 1600): an image narrower than 1600 px also gets a variant at its own
 * width, so srcset can always offer it whole. A standard width within 10% of that is skipped, since it
 * would save a visitor almost nothing (a 1000 px image gets 480 and 1000, not 480, 960 and 1000).
 */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!);
  return [...VARIANT_WIDTHS.filter((w) => w < top && w < 0.9 * top), top];
}
