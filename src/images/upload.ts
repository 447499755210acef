import type { ImageRecord } from "../db";
import { HelperError } from "../lib/helper-process";
import { MAX_IMAGE_BYTES } from "../shared/upload-limits";
import { type ImagesContext, nowOf } from "./context";
import { empty, processorStopped, tooLarge } from "./errors";
import { CONTENT_TYPE, MASTER_EXTENSION, writeVariants } from "./files";
import { processImageInHelper } from "./in-helper";
import { uploadUrl } from "./names";
import type { ProcessedImage } from "./pipeline";

export const recordOf = (id: string, name: string, p: ProcessedImage, now: number): ImageRecord => ({
  id,
  name,
  format: p.master.format,
  sourceFormat: p.sourceFormat,
  width: p.master.width,
  height: p.master.height,
  bytes: p.master.data.length,
  placeholder: p.placeholder,
  variants: p.variants.map(({ width, height, bytes }) => ({ width, height, bytes })),
  createdAt: now,
  processedAt: now,
});

/**
 * An upload (POST /api/upload or the no-JavaScript editor form): checked, processed, stored under a new
 * random name. Returns the master's URL; throws ImageError (400/413/415) for anything that is not an
 * image we publish, and (503) when the image processor stopped while working on it.
 *
 * The row is written before the files: a master without a row is then always a file from before this
 * pipeline existed (or debris), which the start-up rebuild may safely take over (src/images/rebuild.ts).
 */
export async function uploadImage(
  ctx: ImagesContext,
  file: Blob,
): Promise<{ url: string; image: ImageRecord }> {
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge();
  if (file.size === 0) throw empty();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const processed = await processImageInHelper(bytes).catch((e: unknown) => {
    // The helper died or hung (its next job starts a new one): the uploader is told so, and what to do.
    throw e instanceof HelperError ? processorStopped() : e;
  });
  const id = crypto.randomUUID();
  const name = `${id}.${MASTER_EXTENSION[processed.master.format]}`;
  const image = recordOf(id, name, processed, nowOf(ctx));
  await ctx.repos.images.save(image);
  try {
    await writeVariants(ctx.storage, id, processed.variants);
    await ctx.storage.put(name, processed.master.data, CONTENT_TYPE[processed.master.format]);
  } catch (e) {
    // Files already written are debris now; the sweep removes them.
    await ctx.repos.images.delete(id).catch(() => {});
    throw e;
  }
  return { url: uploadUrl(name), image };
}
