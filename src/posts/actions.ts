import { DuplicateSlugError } from "../db";
import { type ImagesContext, releaseImages, uploadIdsIn } from "../images";
import type { FieldErrors } from "../shared/fields";
import type { PostCreateInput, PostUpdateInput } from "../shared/schemas";
import type { Post } from "../shared/wire-types";
import { keepPostHtml } from "./html";
import { ContentTooComplexError, renderMarkdown } from "./markdown";

/**
 * Saving and deleting posts, shared by the JSON API and the no-JavaScript forms. A change
 * that leaves an uploaded image unused by every post deletes it.
 */
export type SaveResult =
  | { ok: true; post: Post }
  | { ok: false; status: 404; error: string; fields?: undefined }
  | { ok: false; status: 400 | 409 | 422; error: string; fields: FieldErrors };

export const NO_SUCH_AREA = "Please select a practice area";
const areaRefused = {
  ok: false,
  status: 400,
  error: NO_SUCH_AREA,
  fields: { serviceArea: NO_SUCH_AREA },
} as const;

/**
 * The practice area field's message when `value` names no area on the site (`keep`: the area the post is
 * filed under already, which it may keep after that area retired). Empty when it is fine or not given.
 */
export function areaErrors(areas: ReadonlySet<string>, value: unknown, keep?: string): FieldErrors {
  if (typeof value !== "string" || value === keep || areas.has(value)) return {};
  return { serviceArea: NO_SUCH_AREA };
}

export const POST_NOT_FOUND = "Post not found.";

async function attempt(save: () => Promise<Post | undefined>): Promise<SaveResult> {
  try {
    const post = await save();
    return post ? { ok: true, post } : { ok: false, status: 404, error: POST_NOT_FOUND };
  } catch (e) {
    if (e instanceof DuplicateSlugError)
      return { ok: false, status: 409, error: e.message, fields: { slug: e.message } };
    throw e;
  }
}

const imagesOf = (p: Pick<Post, "featuredImage" | "content">) => uploadIdsIn(p.featuredImage, p.content);

/**
 * Deletes the images `before` named that no post names now. The post is saved already: a failure here
 * (the store unreachable) leaves files that the daily sweep deletes instead, so it is not the admin's.
 */
async function release(ctx: ImagesContext, before: Post, after?: Post) {
  const still = new Set(after ? imagesOf(after) : []);
  const gone = imagesOf(before).filter((id) => !still.has(id));
  if (gone.length > 0) await releaseImages(ctx, gone).catch(() => {});
}

/** The API's ISO publish date → the repository's milliseconds. */
const toRepo = <T extends { publishedAt?: string | undefined }>(input: T) => ({
  ...input,
  publishedAt: input.publishedAt === undefined ? undefined : Date.parse(input.publishedAt),
});

/** The content's HTML, or the refusal of a text too complex to render (named on the content field). */
async function rendered(content: string): Promise<string | SaveResult> {
  try {
    return await renderMarkdown(content);
  } catch (e) {
    if (!(e instanceof ContentTooComplexError)) throw e;
    return { ok: false, status: 422, error: e.message, fields: { content: e.message } };
  }
}

/**
 * `areas`: the practice areas on the site now (the firm's content), the values a post may be filed under.
 * A post already filed under one retired since keeps it when edited.
 */
export async function createPost(
  ctx: ImagesContext,
  input: PostCreateInput,
  areas: ReadonlySet<string>,
  /** The new post's id, when the caller attached something to it first (its client alert held back). */
  id?: string,
): Promise<SaveResult> {
  if (Object.keys(areaErrors(areas, input.serviceArea)).length > 0) return areaRefused;
  // Rendered before the write (in the helper process), kept right after it: no page finds it missing.
  const html = await rendered(input.content);
  if (typeof html !== "string") return html;
  const result = await attempt(() => ctx.repos.posts.create({ ...toRepo(input), id }));
  if (result.ok) await keepPostHtml(ctx, result.post, html);
  return result;
}

export async function updatePost(
  ctx: ImagesContext,
  id: string,
  patch: PostUpdateInput,
  areas: ReadonlySet<string>,
): Promise<SaveResult> {
  const before = await ctx.repos.posts.findById(id);
  if (Object.keys(areaErrors(areas, patch.serviceArea, before?.serviceArea)).length > 0) return areaRefused;
  const html = patch.content === undefined ? undefined : await rendered(patch.content);
  if (html !== undefined && typeof html !== "string") return html;
  const result = await attempt(() => ctx.repos.posts.update(id, toRepo(patch)));
  if (result.ok && before) await release(ctx, before, result.post);
  if (result.ok && html !== undefined) await keepPostHtml(ctx, result.post, html);
  return result;
}

/** False when there was no such post. */
export async function deletePost(ctx: ImagesContext, id: string): Promise<boolean> {
  const before = await ctx.repos.posts.findById(id);
  if (!before || !(await ctx.repos.posts.delete(id))) return false;
  await release(ctx, before);
  return true;
}
