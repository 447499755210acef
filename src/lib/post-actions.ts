import { DuplicateSlugError, type Post, type PostsRepo } from "../db/posts";
import type { FieldErrors, PostCreateInput, PostUpdateInput } from "../schemas";

/** Saving a post, shared by the JSON API and the no-JavaScript editor form (DESIGN.md §2). */
export type SaveResult =
  | { ok: true; post: Post }
  | { ok: false; status: 404; error: string; fields?: undefined }
  | { ok: false; status: 409; error: string; fields: FieldErrors };

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

export const createPost = (posts: PostsRepo, input: PostCreateInput): Promise<SaveResult> =>
  attempt(() => posts.create(input));

export const updatePost = (posts: PostsRepo, id: string, patch: PostUpdateInput): Promise<SaveResult> =>
  attempt(() => posts.update(id, patch));
