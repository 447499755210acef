/**
 * Moving uploaded images between installs with the site's content. Sent out: each as it is stored (its
 * master and variants), described by its record. Brought in: only the master is read, and it goes through
 * the same pipeline as an upload (decoded, re-encoded, metadata stripped, variants and placeholder made
 * here), under a name we make. A lossless master (PNG, lossless WebP) comes back the same pixels, so pages
 * that name it are the same byte for byte; a JPEG master is re-encoded once more, like any upload.
 */
import type { ImageRecord } from "../db";
import { MAX_IMAGE_BYTES } from "../shared/upload-limits";
import type { ImagesContext } from "./context";
import { ImageError, tooLarge } from "./errors";
import { CONTENT_TYPE, fileNames, MASTER_EXTENSION } from "./files";
import { processImageInHelper } from "./in-helper";
import { parseUploadUrl, uploadUrl, variantName } from "./names";
import { masterFormatOf, type ProcessedImage } from "./pipeline";
import { recordOf } from "./upload";

/** An image as a content document carries it: its address and what is stored about it. */
export interface ImageEntry extends Omit<ImageRecord, "id" | "name" | "createdAt" | "processedAt"> {
  url: string;
}

export const entryOf = (r: ImageRecord): ImageEntry => ({
  url: uploadUrl(r.name),
  format: r.format,
  sourceFormat: r.sourceFormat,
  width: r.width,
  height: r.height,
  bytes: r.bytes,
  placeholder: r.placeholder,
  variants: r.variants,
});

/** The stored records of the uploads these URLs name (masters only; unknown ones are left out). */
export async function recordsOf(ctx: ImagesContext, urls: readonly string[]): Promise<ImageRecord[]> {
  const ids = urls.flatMap((u) => {
    const n = parseUploadUrl(u);
    return n?.kind === "master" ? [n.id] : [];
  });
  return ids.length === 0 ? [] : ctx.repos.images.findByIds(ids);
}

/** Every file of a stored image, by name, for writing beside an exported document. */
export async function filesOf(ctx: ImagesContext, r: ImageRecord): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  for (const name of fileNames(r)) {
    const blob = await ctx.storage.get(name);
    if (!blob) throw new Error(`${name} is missing from the upload store`);
    out.set(name, new Uint8Array(await blob.arrayBuffer()));
  }
  return out;
}

/**
 * Brings one image of a document in: its master is read and put through the upload pipeline (decoded,
 * re-encoded, its metadata stripped, its variants and placeholder made again here), never stored as it
 * came. The document's own variants and placeholder are not used: a document is data from anywhere.
 * Returns the problem in words, or the record and files to store. `read` gives a file's bytes by name
 * (undefined when absent).
 */
export async function checkImport(
  entry: ImageEntry,
  read: (name: string) => Promise<Uint8Array | undefined>,
  now: number,
): Promise<
  { ok: true; record: ImageRecord; files: Map<string, Uint8Array> } | { ok: false; problem: string }
> {
  const name = parseUploadUrl(entry.url);
  if (name?.kind !== "master" || MASTER_EXTENSION[entry.format] !== name.ext)
    return { ok: false, problem: `${entry.url} is not the address of an uploaded image` };
  const bytes = await read(name.name);
  if (!bytes) return { ok: false, problem: `${name.name} is not in the images folder` };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, problem: `${name.name}: ${tooLarge().message}` };
  let processed: ProcessedImage;
  try {
    processed = await processImageInHelper(bytes);
  } catch (e) {
    if (e instanceof ImageError) return { ok: false, problem: `${name.name}: ${e.message}` };
    throw e;
  }
  if (processed.master.format !== entry.format)
    return { ok: false, problem: `${name.name} is not the ${entry.format} image its record says` };
  const record = recordOf(name.id, name.name, processed, now);
  // What it was uploaded as (a GIF's still is a PNG), when that agrees with what the file is.
  if (masterFormatOf(entry.sourceFormat) === processed.master.format)
    record.sourceFormat = entry.sourceFormat;
  const files = new Map<string, Uint8Array>([[record.name, processed.master.data]]);
  for (const v of processed.variants) files.set(variantName(record.id, v.width), v.data);
  return { ok: true, record, files };
}

/** Stores a checked image (its row first, as an upload does). */
export async function storeImported(
  ctx: ImagesContext,
  image: { record: ImageRecord; files: Map<string, Uint8Array> },
): Promise<void> {
  await ctx.repos.images.save(image.record);
  for (const [name, bytes] of image.files)
    await ctx.storage.put(
      name,
      bytes,
      name === image.record.name ? CONTENT_TYPE[image.record.format] : "image/webp",
    );
}
