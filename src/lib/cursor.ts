/**
 * Page cursors of the admin lists, as they travel in URLs (`?cursor=…`) and in the API's X-Next-Cursor /
 * X-Prev-Cursor headers. Short, URL-safe and strictly parsed: anything else is a 400, never a query.
 *
 * - `o{time}~{id}`: the rows older than (time, id), newest first (the next page of a newest-first list);
 * - `n{time}~{id}`: the rows newer than (time, id) (the page before);
 * - `r{asOf}~{offset}`: ranked search results from `offset`, counting only rows received by `asOf`, so
 *   enquiries arriving meanwhile never shift the pages of a search already under way.
 * Times are integer milliseconds in base 36.
 */

export type KeysetCursor = { kind: "older" | "newer"; at: number; id: string };
export type RankedCursor = { kind: "ranked"; asOf: number; offset: number };
export type Cursor = KeysetCursor | RankedCursor;

/** Search results are paged at most this deep (400 pages of 25); a narrower search finds the rest. */
export const MAX_OFFSET = 10_000;

const KEYSET = /^([on])([0-9a-z]{1,11})~([A-Za-z0-9-]{1,64})$/;
const RANKED = /^r([0-9a-z]{1,11})~([0-9a-z]{1,4})$/;

export function encodeCursor(c: Cursor): string {
  if (c.kind === "ranked") return `r${c.asOf.toString(36)}~${c.offset.toString(36)}`;
  return `${c.kind === "older" ? "o" : "n"}${c.at.toString(36)}~${c.id}`;
}

/** The cursor, or undefined when `raw` is not one. */
export function decodeCursor(raw: string): Cursor | undefined {
  const k = KEYSET.exec(raw);
  if (k) {
    const at = Number.parseInt(k[2]!, 36);
    if (!Number.isSafeInteger(at)) return undefined;
    return { kind: k[1] === "o" ? "older" : "newer", at, id: k[3]! };
  }
  const r = RANKED.exec(raw);
  if (r) {
    const asOf = Number.parseInt(r[1]!, 36);
    const offset = Number.parseInt(r[2]!, 36);
    if (!Number.isSafeInteger(asOf) || offset > MAX_OFFSET) return undefined;
    return { kind: "ranked", asOf, offset };
  }
  return undefined;
}
