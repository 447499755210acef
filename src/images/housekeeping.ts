import { type ImagesContext, nowOf } from "./context";
import { removeImage } from "./files";
import { UNUSED_AFTER_MS } from "./limits";
import { parseUploadName, uploadIdsIn } from "./names";

const PAGE = 200;

/**
 * After a post changed or was deleted: deletes those of `ids` (uploads it named before) that no post
 * names any more, as featured image or in its content, and no content of the site names (photos, logos,
 * in any version or revision). Returns how many were deleted.
 */
export async function releaseImages(ctx: ImagesContext, ids: readonly string[]): Promise<number> {
  let removed = 0;
  for (const id of new Set(ids)) {
    if (await usedAnywhere(ctx, id)) continue;
    const record = await ctx.repos.images.findById(id);
    if (!record) continue;
    await removeImage(ctx, record);
    removed++;
  }
  return removed;
}

/** Whether a post, or the site's content (a photo, a logo, in any version or revision), names the upload. */
const usedAnywhere = async (ctx: ImagesContext, id: string) =>
  (await ctx.repos.posts.usesUpload(id)) || (await ctx.repos.content.usesUpload(id));

/** Every upload id any post or content names (one pass over the posts, a page at a time). */
async function usedIds(ctx: ImagesContext): Promise<Set<string>> {
  const used = new Set<string>();
  for (const text of await ctx.repos.content.uploadTexts()) for (const id of uploadIdsIn(text)) used.add(id);
  for (let after = ""; ; ) {
    const page = await ctx.repos.posts.listImageTextPage(after, PAGE);
    for (const p of page) for (const id of uploadIdsIn(p.featuredImage, p.content)) used.add(id);
    if (page.length < PAGE) return used;
    after = page[page.length - 1]!.id;
  }
}

export interface SweepSummary {
  /** Images no post used for a day (uploaded in the editor, never saved into a post). */
  unused: number;
  /** Files of ours in the store that no image row lists (an interrupted upload or delete). */
  strays: number;
}

/**
 * The daily sweep: deletes images older than a day that no post uses, and our files that belong to no
 * image. Run after the rebuild (src/images/rebuild.ts), which gives every earlier upload its row first.
 */
export async function sweepImages(ctx: ImagesContext): Promise<SweepSummary> {
  const cutoff = nowOf(ctx) - UNUSED_AFTER_MS;
  const used = await usedIds(ctx);
  let unused = 0;
  for (let after = ""; ; ) {
    const page = await ctx.repos.images.listCreatedBefore(cutoff, after, PAGE);
    for (const record of page) {
      // Checked again one by one: a post saved since the pass above may have taken it up.
      if (used.has(record.id) || (await usedAnywhere(ctx, record.id))) continue;
      await removeImage(ctx, record);
      unused++;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.id;
  }

  const candidates: { key: string; id: string }[] = [];
  for await (const o of ctx.storage.list()) {
    const parsed = parseUploadName(o.key);
    // Other keys are not ours to judge; a young file may be an upload under way.
    if (parsed && o.lastModified < cutoff) candidates.push({ key: o.key, id: parsed.id });
  }
  const known = await ctx.repos.images.existingIds(candidates.map((c) => c.id));
  let strays = 0;
  for (const c of candidates) {
    if (known.has(c.id)) continue;
    await ctx.storage.delete(c.key);
    strays++;
  }
  return { unused, strays };
}
