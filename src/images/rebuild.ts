import { type ImagesContext, nowOf } from "./context";
import { ImageError } from "./errors";
import { CONTENT_TYPE, fileNames, writeVariants } from "./files";
import { makeVariantsInHelper, processImageInHelper } from "./in-helper";
import { parseUploadName, variantName } from "./names";
import { recordOf } from "./upload";

export interface RebuildSummary {
  /** Files from before the pipeline, now cleaned in place (same name, so posts keep their URLs). */
  processed: number;
  /** Images whose variants and placeholder were made again from their master (`all` only). */
  refreshed: number;
  /** Files that are not images we publish: left unserved (the sweep deletes them). */
  unreadable: { name: string; reason: string }[];
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/**
 * Brings every stored master under the pipeline. A master with no row is an upload from before it
 * existed (uploads write their row first): it is decoded, cleaned and capped, written back under the same
 * name (its posts keep working), given variants and a row. With `all` (`firm-site images rebuild`), the
 * variants and placeholder of every other image are made again from its master, which is already clean
 * and is not re-encoded.
 */
export async function rebuildImages(
  ctx: ImagesContext,
  { all = false, onProgress }: { all?: boolean; onProgress?: (name: string) => void } = {},
): Promise<RebuildSummary> {
  const masters: { name: string; id: string }[] = [];
  for await (const o of ctx.storage.list()) {
    const parsed = parseUploadName(o.key);
    if (parsed?.kind === "master") masters.push({ name: o.key, id: parsed.id });
  }
  const known = await ctx.repos.images.existingIds(masters.map((m) => m.id));
  const summary: RebuildSummary = { processed: 0, refreshed: 0, unreadable: [] };
  for (const { name, id } of masters) {
    if (known.has(id) && !all) continue;
    const blob = await ctx.storage.get(name);
    if (!blob) continue; // deleted meanwhile
    onProgress?.(name);
    try {
      if (known.has(id)) {
        if (await refresh(ctx, id, name, await bytesOf(blob))) summary.refreshed++;
      } else {
        await adopt(ctx, id, name, await bytesOf(blob));
        summary.processed++;
      }
    } catch (e) {
      if (!(e instanceof ImageError)) throw e;
      summary.unreadable.push({ name, reason: e.message });
    }
  }
  return summary;
}

/** An earlier upload: cleaned and written back in place, then its row (so it is served only once clean). */
async function adopt(ctx: ImagesContext, id: string, name: string, bytes: Uint8Array): Promise<void> {
  const processed = await processImageInHelper(bytes);
  await writeVariants(ctx.storage, id, processed.variants);
  await ctx.storage.put(name, processed.master.data, CONTENT_TYPE[processed.master.format]);
  await ctx.repos.images.save(recordOf(id, name, processed, nowOf(ctx)));
}

/** Variants and placeholder made again from a clean master; variants of widths no longer made go. */
async function refresh(ctx: ImagesContext, id: string, name: string, master: Uint8Array): Promise<boolean> {
  const record = await ctx.repos.images.findById(id);
  if (!record || record.name !== name) return false;
  const { variants, placeholder } = await makeVariantsInHelper(master, record.width);
  await writeVariants(ctx.storage, id, variants);
  const kept = new Set(variants.map((v) => variantName(id, v.width)));
  const before = fileNames(record).slice(1);
  await ctx.repos.images.save({
    ...record,
    placeholder,
    variants: variants.map(({ width, height, bytes }) => ({ width, height, bytes })),
    processedAt: nowOf(ctx),
  });
  await Promise.all(before.filter((n) => !kept.has(n)).map((n) => ctx.storage.delete(n)));
  return true;
}
