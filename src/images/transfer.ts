/**
 * Moving uploaded images between installs with the site's content: each as it is stored (its master and
 * variants, byte for byte, so pages that name them are the same), described by its record. Brought in,
 * every file is checked before anything is stored: it must be the whole image its record says (format
 * and size), and its name one we make.
 */
import type { ImageRecord } from "../db";
import type { ImagesContext } from "./context";
import { CONTENT_TYPE, fileNames, MASTER_EXTENSION } from "./files";
import { parseUploadUrl, uploadUrl, variantName } from "./names";
import { inspect } from "./pipeline";

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
 * Checks an image entry and its files; the problem in words, or the record and files to store. `read`
 * gives a file's bytes by name (undefined when absent).
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
  const record: ImageRecord = {
    id: name.id,
    name: name.name,
    format: entry.format,
    sourceFormat: entry.sourceFormat,
    width: entry.width,
    height: entry.height,
    bytes: entry.bytes,
    placeholder: entry.placeholder,
    variants: entry.variants,
    createdAt: now,
    processedAt: now,
  };
  const files = new Map<string, Uint8Array>();
  const expected = [
    { name: record.name, format: record.format, width: record.width },
    ...record.variants.map((v) => ({
      name: variantName(record.id, v.width),
      format: "webp",
      width: v.width,
    })),
  ];
  for (const f of expected) {
    const bytes = await read(f.name);
    if (!bytes) return { ok: false, problem: `${f.name} is not in the images folder` };
    try {
      const seen = await inspect(bytes);
      if (seen.format !== f.format || seen.width !== f.width)
        return { ok: false, problem: `${f.name} is not the ${f.width} px ${f.format} image its record says` };
    } catch (e) {
      return { ok: false, problem: `${f.name}: ${(e as Error).message}` };
    }
    files.set(f.name, bytes);
  }
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
