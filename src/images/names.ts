/**
 * The names of stored image files, and the only ones served (src/routes/uploads.ts): a master
 * "<uuid>.<ext>" and its variants "<uuid>-<width>w.webp". A fixed pattern (no slash, no dot-dot) makes a
 * path escape impossible rather than merely checked. Pure and import-free.
 */

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";
const MASTER = new RegExp(`^(${UUID})\\.(png|jpg|gif|webp)$`);
const VARIANT = new RegExp(`^(${UUID})-([1-9][0-9]{1,3})w\\.webp$`);
/** Any mention of one of our files in a post's text (relative or absolute URL, master or variant). */
const MENTION = new RegExp(`/uploads/(${UUID})(?:-[1-9][0-9]{1,3}w)?\\.(?:png|jpg|gif|webp)`, "g");

export const UPLOADS_PREFIX = "/uploads/";

export type UploadName =
  | { kind: "master"; id: string; name: string; ext: "png" | "jpg" | "gif" | "webp" }
  | { kind: "variant"; id: string; name: string; width: number };

/** Which stored file a name is, or undefined when it is not a name we make. */
export function parseUploadName(name: string): UploadName | undefined {
  const m = MASTER.exec(name);
  if (m) return { kind: "master", id: m[1]!, name, ext: m[2] as "png" | "jpg" | "gif" | "webp" };
  const v = VARIANT.exec(name);
  if (v) return { kind: "variant", id: v[1]!, name, width: Number(v[2]) };
  return undefined;
}

/** The file a site-relative URL (/uploads/<name>) points at; undefined for any other URL. */
export function parseUploadUrl(url: string): UploadName | undefined {
  return url.startsWith(UPLOADS_PREFIX) ? parseUploadName(url.slice(UPLOADS_PREFIX.length)) : undefined;
}

export const uploadUrl = (name: string) => `${UPLOADS_PREFIX}${name}`;
export const variantName = (id: string, width: number) => `${id}-${width}w.webp`;

/** The ids of every upload a text mentions, each once. */
export function uploadIdsIn(...texts: (string | null | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const m of text.matchAll(MENTION)) ids.add(m[1]!);
  }
  return [...ids];
}
