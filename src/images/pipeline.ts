/**
 * decode → orient → strip → cap → master + WebP variants + placeholder, with Bun's built-in Bun.Image
 * (no native addon: it runs inside the single executable). Every output is re-encoded from decoded
 * pixels, so nothing of the upload but its pixels (and its ICC colour profile, decision 010) survives:
 * no EXIF, GPS, XMP or comment, no bytes after the image.
 */

import type { ImageVariant, MasterFormat, SourceFormat } from "../db";
import { damaged, ImageError, tooManyPixels, unsupportedFormat, wrongType } from "./errors";
import { MAX_EDGE, MAX_PIXELS, MAX_SIDE, QUALITY } from "./limits";
import { isComplete, isLosslessWebp, sniffFormat } from "./structure";
import { variantWidths } from "./variants";

export interface EncodedVariant extends ImageVariant {
  data: Uint8Array;
}

export interface ProcessedImage {
  sourceFormat: SourceFormat;
  master: { data: Uint8Array; format: MasterFormat; width: number; height: number };
  /** Narrowest first. */
  variants: EncodedVariant[];
  placeholder: string;
}

/** Bun.Image's rejections → what the uploader is told. Anything else is our fault and stays a 500. */
function refusal(e: unknown): ImageError | undefined {
  if (e instanceof ImageError) return e;
  switch ((e as { code?: unknown } | null)?.code) {
    case "ERR_IMAGE_UNKNOWN_FORMAT":
      return wrongType();
    case "ERR_IMAGE_TOO_MANY_PIXELS":
    case "ERR_OUT_OF_MEMORY":
      return tooManyPixels();
    case "ERR_IMAGE_DECODE_FAILED":
    case "ERR_IMAGE_ENCODE_FAILED":
    case "ERR_IMAGE_FORMAT_UNSUPPORTED":
      return damaged();
    default:
      return undefined;
  }
}

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw refusal(e) ?? e;
  }
}

/** A new pipeline over the bytes; the pixel budget is checked from the header before anything decodes. */
const open = (bytes: Uint8Array) => new Bun.Image(bytes, { maxPixels: MAX_PIXELS, autoOrient: true });

/**
 * Reads only the file's structure and header: which of our formats it is and its (oriented) size. A file
 * that is not one of them, or not whole (a polyglot's HTML where a chunk should be, a cut-off JPEG), is
 * refused (415) before its header's numbers are believed; a decompression bomb (a sound header declaring
 * a huge canvas) is refused (413) before a single pixel is decoded.
 */
export async function inspect(
  bytes: Uint8Array,
): Promise<{ format: SourceFormat; width: number; height: number }> {
  const format = sniffFormat(bytes);
  if (!format) {
    // Name the format when the decoder knows it (an iPhone's HEIC, a BMP), to say what to do instead.
    const known = await open(bytes)
      .metadata()
      .then((m) => m.format)
      .catch(() => undefined);
    throw known ? unsupportedFormat(known) : wrongType();
  }
  if (!isComplete(format, bytes)) throw damaged();
  const meta = await guarded(() => open(bytes).metadata());
  if (meta.format !== format) throw damaged();
  if (meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw tooManyPixels();
  return { format, width: meta.width, height: meta.height };
}

export function masterFormatOf(source: SourceFormat): MasterFormat {
  // Bun.Image encodes no GIF: a GIF's first frame becomes a PNG still (decision 010).
  return source === "gif" ? "png" : source;
}

/** The WebP variants of a clean master, and a placeholder made from the narrowest. */
export async function makeVariants(
  master: Uint8Array,
  width: number,
): Promise<{ variants: EncodedVariant[]; placeholder: string }> {
  return guarded(async () => {
    const variants = await Promise.all(
      variantWidths(width).map(async (w) => {
        const data = await open(master).resize(w).webp({ quality: QUALITY.webpVariant }).bytes();
        const meta = await new Bun.Image(data).metadata();
        return { width: meta.width, height: meta.height, bytes: data.length, data };
      }),
    );
    const placeholder = await new Bun.Image(variants[0]!.data).placeholder();
    return { variants, placeholder };
  });
}

/** The whole pipeline for one upload (or one file from before it existed). */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const { format: sourceFormat } = await inspect(bytes);
  const format = masterFormatOf(sourceFormat);
  const master = await guarded(async () => {
    const pipeline = open(bytes).resize(MAX_EDGE, MAX_EDGE, { fit: "inside", withoutEnlargement: true });
    if (format === "jpeg") pipeline.jpeg({ quality: QUALITY.jpeg });
    else if (format === "png") pipeline.png();
    else if (isLosslessWebp(bytes)) pipeline.webp({ lossless: true });
    else pipeline.webp({ quality: QUALITY.webpMaster });
    const data = await pipeline.bytes();
    const meta = await new Bun.Image(data).metadata();
    return { data, format, width: meta.width, height: meta.height };
  });
  return { sourceFormat, master, ...(await makeVariants(master.data, master.width)) };
}
