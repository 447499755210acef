import { MAX_SEARCH_CHARS, searchTerms } from "../db";
import { type Cursor, decodeCursor } from "../lib/cursor";
import type { SubmissionStatus } from "../shared/wire-types";

/** What a list of enquiries shows: the status tab, the search, the page size and where the page starts. */
export interface ListParams {
  status: SubmissionStatus | undefined;
  q: string;
  limit: number;
  cursor: Cursor | undefined;
}

export type Parsed = { ok: true; params: ListParams } | { ok: false; error: string };

/** About a screen of cards: small pages keep every page light whatever the inbox holds. */
export const PAGE_SIZE = 25;
export const MAX_LIMIT = 100;
export const STATUS_FILTERS = ["all", "new", "contacted", "completed"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * The list's query parameters (`status`, `q`, `limit`, `cursor`), as the submissions screen, the API and
 * the CSV export read them; anything malformed is an error message for a 400, never a query.
 */
export function parseListParams(raw: {
  status?: string | undefined;
  q?: string | undefined;
  limit?: string | undefined;
  cursor?: string | undefined;
}): Parsed {
  const status = raw.status === undefined || raw.status === "" ? "all" : raw.status;
  if (!(STATUS_FILTERS as readonly string[]).includes(status))
    return { ok: false, error: "status must be one of all, new, contacted, completed." };
  const q = (raw.q ?? "").trim();
  if (q.length > MAX_SEARCH_CHARS)
    return { ok: false, error: `q (the search) must be at most ${MAX_SEARCH_CHARS} characters.` };
  let limit = PAGE_SIZE;
  if (raw.limit !== undefined && raw.limit !== "") {
    if (!/^\d{1,3}$/.test(raw.limit) || Number(raw.limit) < 1 || Number(raw.limit) > MAX_LIMIT)
      return { ok: false, error: `limit must be a whole number from 1 to ${MAX_LIMIT}.` };
    limit = Number(raw.limit);
  }
  let cursor: Cursor | undefined;
  if (raw.cursor !== undefined && raw.cursor !== "") {
    cursor = decodeCursor(raw.cursor);
    if (!cursor)
      return {
        ok: false,
        error:
          "cursor is not valid: use the one a previous page gave (X-Next-Cursor or a page link) as it is.",
      };
    const searching = searchTerms(q).length > 0;
    if (cursor.kind === "ranked" && !searching)
      return { ok: false, error: "cursor belongs to search results: send it with the same q." };
    if (cursor.kind !== "ranked" && searching)
      return {
        ok: false,
        error: "cursor belongs to the list without a search: drop it to see the first page of results.",
      };
  }
  return {
    ok: true,
    params: { status: status === "all" ? undefined : (status as SubmissionStatus), q, limit, cursor },
  };
}
