import type { ImageRecord, MasterFormat } from "../db";
import type { BlobStore } from "../storage";
import type { ImagesContext } from "./context";
import { variantName } from "./names";
import type { EncodedVariant } from "./pipeline";

export const MASTER_EXTENSION: Record<MasterFormat, "jpg" | "png" | "webp"> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
};
export const CONTENT_TYPE: Record<MasterFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

/** Every file stored for an image: its master and its variants. */
export const fileNames = (r: Pick<ImageRecord, "id" | "name" | "variants">): string[] => [
  r.name,
  ...r.variants.map((v) => variantName(r.id, v.width)),
];

export async function writeVariants(
  storage: BlobStore,
  id: string,
  variants: EncodedVariant[],
): Promise<void> {
  await Promise.all(variants.map((v) => storage.put(variantName(id, v.width), v.data, "image/webp")));
}

/**
 * Deletes an image: its row first, so nothing serves it from then on, then its files. A file that cannot
 * be deleted now has no row and is removed by the daily sweep.
 */
export async function removeImage(ctx: ImagesContext, record: ImageRecord): Promise<void> {
  await ctx.repos.images.delete(record.id);
  await Promise.all(fileNames(record).map((name) => ctx.storage.delete(name)));
}
