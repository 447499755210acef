import type { ImagesContext } from "./context";
import { CONTENT_TYPE } from "./files";
import { parseUploadName } from "./names";

export interface StoredImageFile {
  blob: Blob;
  contentType: string;
  /** Changes when the file is rewritten (a rebuild), though the name does not. */
  etag: string;
}

/**
 * The file behind /uploads/<name>, only when the name is one we make AND a processed image's row lists
 * it: a file from before the pipeline (until the rebuild has cleaned it) or debris is never served.
 */
export async function findImageFile(ctx: ImagesContext, name: string): Promise<StoredImageFile | undefined> {
  const parsed = parseUploadName(name);
  if (!parsed) return undefined;
  const record = await ctx.repos.images.findById(parsed.id);
  if (!record) return undefined;
  const listed =
    parsed.kind === "master" ? record.name === name : record.variants.some((v) => v.width === parsed.width);
  if (!listed) return undefined;
  const blob = await ctx.storage.get(name);
  if (!blob) return undefined;
  return {
    blob,
    contentType: parsed.kind === "master" ? CONTENT_TYPE[record.format] : "image/webp",
    etag: `"${name}.${record.processedAt.toString(36)}"`,
  };
}
