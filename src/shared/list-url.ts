/** Shared by the server and the admin islands: no imports, so the browser bundle stays small. */

/**
 * The query string of a list URL for these parameters (empty values left out), e.g.
 * `?status=new&q=smith&cursor=o…`. The screen's links, the island's history entries and the API's Link
 * headers all use it, so a page has one URL.
 */
export function listQuery(p: {
  status?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}): string {
  const sp = new URLSearchParams();
  if (p.status && p.status !== "all") sp.set("status", p.status);
  if (p.q) sp.set("q", p.q);
  if (p.limit !== undefined) sp.set("limit", String(p.limit));
  if (p.cursor) sp.set("cursor", p.cursor);
  // "~" (in cursors) is unreserved in URLs: kept as it is, for readable links.
  const s = sp.toString().replace(/%7E/g, "~");
  return s ? `?${s}` : "";
}

/** Where a page of ranked search results starts, read from its cursor (`r{asOf}~{offset}`, see cursor.ts). */
export function rankedOffset(cursor: string | null | undefined): number {
  const m = /^r[0-9a-z]+~([0-9a-z]+)$/.exec(cursor ?? "");
  return m ? Number.parseInt(m[1]!, 36) : 0;
}

/** Whether `q` searches at all: it has a letter or digit (the rest of a query is only word breaks). */
export const isSearch = (q: string | undefined): boolean => /[\p{L}\p{N}]/u.test(q ?? "");
