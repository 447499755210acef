import { decodeCursor, type KeysetCursor } from "../lib/cursor";

/** What a page of the posts dashboard shows: a title search, the page size and where it starts. */
export interface PostsPageParams {
  q: string;
  limit: number;
  cursor: KeysetCursor | undefined;
}

export const POSTS_PAGE_SIZE = 25;
const MAX_Q = 200;

/** The dashboard's (and the paged GET /api/posts's) parameters; anything malformed is a message for a 400. */
export function parsePostsPage(raw: {
  q?: string | undefined;
  limit?: string | undefined;
  cursor?: string | undefined;
}): { ok: true; params: PostsPageParams } | { ok: false; error: string } {
  const q = (raw.q ?? "").trim();
  if (q.length > MAX_Q)
    return { ok: false, error: `q (the title search) must be at most ${MAX_Q} characters.` };
  let limit = POSTS_PAGE_SIZE;
  if (raw.limit !== undefined && raw.limit !== "") {
    if (!/^\d{1,3}$/.test(raw.limit) || Number(raw.limit) < 1 || Number(raw.limit) > 100)
      return { ok: false, error: "limit must be a whole number from 1 to 100." };
    limit = Number(raw.limit);
  }
  let cursor: KeysetCursor | undefined;
  if (raw.cursor) {
    const c = decodeCursor(raw.cursor);
    if (!c || c.kind === "ranked")
      return { ok: false, error: "cursor is not valid: use the one a previous page gave as it is." };
    cursor = c;
  }
  return { ok: true, params: { q, limit, cursor } };
}
