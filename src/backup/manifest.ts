/**
 * What an archive holds and how it proves it (docs/decisions/012-backup-archives.md). Entries:
 *   site.db          the database snapshot: a SQLite file, also when the site runs on PostgreSQL
 *   uploads/<key>    every object of the blob store
 *   manifest.json    versions, counts, and the size and SHA-256 of every file above
 *   SHA256SUMS       the SHA-256 of every file, manifest.json included (`sha256sum -c` format), so a
 *                    change to the manifest itself is caught too
 */
import type { Manifest } from "./manifest-schema";

export const DB_ENTRY = "site.db";
export const UPLOADS_PREFIX = "uploads/";
export const MANIFEST_ENTRY = "manifest.json";
export const SUMS_ENTRY = "SHA256SUMS";

import { FORMAT, FORMAT_VERSION } from "./format";

export type { Manifest, ManifestFile } from "./manifest-schema";
export { FORMAT, FORMAT_VERSION };

export const serializeManifest = (m: Manifest): string => `${JSON.stringify(m, null, 2)}\n`;

/** The manifest, or a reason it is not one. */
export async function parseManifest(text: string): Promise<Manifest | string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return "manifest.json is not valid JSON";
  }
  if ((json as { format?: unknown })?.format !== FORMAT)
    return "manifest.json is not a firm-site backup manifest";
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === "number" && version > FORMAT_VERSION) {
    return `the archive has format version ${version}; this firm-site reads up to ${FORMAT_VERSION} (use a newer firm-site)`;
  }
  // zod is loaded here, on a restore, rather than at every start (docs/decisions/020-lazy-start.md).
  const { manifestSchema } = await import("./manifest-schema");
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `manifest.json is malformed (${issue?.path.join(".") || "root"}: ${issue?.message})`;
  }
  return parsed.data;
}

/** `sha256sum` output: one "<hex>  <path>" line per file. */
export const formatSums = (files: { path: string; sha256: string }[]): string =>
  files.map((f) => `${f.sha256}  ${f.path}\n`).join("");

/** path → sha256, or a reason the text is not a checksum list. */
export function parseSums(text: string): Map<string, string> | string {
  const sums = new Map<string, string>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const m = /^([0-9a-f]{64}) [ *](.+)$/.exec(line);
    if (!m) return "SHA256SUMS is malformed";
    if (sums.has(m[2]!)) return `SHA256SUMS lists ${m[2]} twice`;
    sums.set(m[2]!, m[1]!);
  }
  return sums;
}
