import type { ImageRecord } from "../db";
import type { ResponsiveImage } from "../shared/responsive-image";
import type { ImagesContext } from "./context";
import { parseUploadUrl, uploadIdsIn, uploadUrl, variantName } from "./names";

/**
 * What a page needs to show an image: src, srcset over the variants, size and placeholder. An image no
 * wider than the narrowest variant has nothing to choose between: no srcset, its master is the image
 * (and reports its own natural size).
 */
export const responsiveImage = (r: ImageRecord): ResponsiveImage => ({
  src: uploadUrl(r.name),
  srcSet:
    r.variants.length === 1 && r.variants[0]!.width === r.width
      ? ""
      : r.variants.map((v) => `${uploadUrl(variantName(r.id, v.width))} ${v.width}w`).join(", "),
  width: r.width,
  height: r.height,
  placeholder: r.placeholder,
});

/** Responsive images by upload id, for every upload the texts mention (one query). */
export async function responsiveImagesFor(
  ctx: { repos: Pick<ImagesContext["repos"], "images"> },
  ...texts: (string | null | undefined)[]
): Promise<Map<string, ResponsiveImage>> {
  const ids = uploadIdsIn(...texts);
  if (ids.length === 0) return new Map();
  return new Map((await ctx.repos.images.findByIds(ids)).map((r) => [r.id, responsiveImage(r)]));
}

/** The responsive image behind a site-relative upload URL, if it is one of ours and processed. */
export function imageAt(images: ReadonlyMap<string, ResponsiveImage>, url: string | null | undefined) {
  const parsed = url ? parseUploadUrl(url) : undefined;
  return parsed ? images.get(parsed.id) : undefined;
}
