/**
 * What an archive holds and how it proves it (docs/decisions/012-backup-archives.md). Entries:
 *   site.db          the database snapshot: a SQLite file, also when the site runs on PostgreSQL
 *   uploads/<key>    every object of the blob store
 *   manifest.json    versions, counts, and the size and SHA-256 of every file above
 *   SHA256SUMS       the SHA-256 of every file, manifest.json included (`sha256sum -c` format), so a
 *                    change to the manifest itself is caught too
 */
import { z } from "zod";

export const DB_ENTRY = "site.db";
export const UPLOADS_PREFIX = "uploads/";
export const MANIFEST_ENTRY = "manifest.json";
export const SUMS_ENTRY = "SHA256SUMS";

export const FORMAT = "firm-site-backup";
/** Bumped when the layout changes in a way an older restore would misread. */
export const FORMAT_VERSION = 1;

const count = z.number().int().min(0);
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string().min(1),
  schemaVersion: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  /** The format of site.db in the archive: always a SQLite file, whatever the site ran on. */
  database: z.literal("sqlite"),
  /** What the site ran on when the backup was taken (absent in backups made before PostgreSQL support). */
  source: z.object({ database: z.enum(["sqlite", "postgres"]), uploads: z.enum(["local", "s3"]) }).optional(),
  counts: z.object({ posts: count, submissions: count, users: count, uploads: count }),
  files: z.array(z.object({ path: z.string().min(1), size: count, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest["files"][number];

export const serializeManifest = (m: Manifest): string => `${JSON.stringify(m, null, 2)}\n`;

/** The manifest, or a reason it is not one. */
export function parseManifest(text: string): Manifest | string {
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
