import type { ExtractedFile } from "./archive";
import { BackupError } from "./errors";
import {
  DB_ENTRY,
  MANIFEST_ENTRY,
  type Manifest,
  parseManifest,
  parseSums,
  SUMS_ENTRY,
  UPLOADS_PREFIX,
} from "./manifest";

/**
 * Checks what was extracted against the archive's own claims before anything is used: SHA256SUMS covers the
 * manifest, the manifest lists every other file with its size and SHA-256, and the archive holds exactly
 * those files. Throws a BackupError naming the first difference.
 */
export async function verifyExtracted(
  files: ExtractedFile[],
  manifestText: string,
  sumsText: string,
): Promise<Manifest> {
  const byPath = new Map(files.map((f) => [f.path, f]));
  const sums = parseSums(sumsText);
  if (typeof sums === "string") throw new BackupError(sums);
  const manifestFile = byPath.get(MANIFEST_ENTRY)!;
  if (sums.get(MANIFEST_ENTRY) !== manifestFile.sha256) {
    throw new BackupError("manifest.json does not match its checksum in SHA256SUMS: the archive was changed");
  }
  const manifest = await parseManifest(manifestText);
  if (typeof manifest === "string") throw new BackupError(manifest);

  const listed = new Map(manifest.files.map((f) => [f.path, f]));
  if (listed.size !== manifest.files.length) throw new BackupError("manifest.json lists a file twice");
  if (!listed.has(DB_ENTRY)) throw new BackupError("manifest.json lists no database (site.db)");
  if (listed.has(MANIFEST_ENTRY) || listed.has(SUMS_ENTRY)) {
    throw new BackupError("manifest.json lists itself or SHA256SUMS");
  }
  if (sums.size !== listed.size + 1) {
    throw new BackupError("SHA256SUMS and manifest.json list different files: the archive was changed");
  }
  for (const [path, entry] of listed) {
    if (sums.get(path) !== entry.sha256) {
      throw new BackupError(`SHA256SUMS and manifest.json disagree about ${path}: the archive was changed`);
    }
    const found = byPath.get(path);
    if (!found) throw new BackupError(`${path} is listed in the manifest but missing from the archive`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new BackupError(
        `${path} does not match its SHA-256 checksum: the archive is damaged or was changed`,
      );
    }
  }
  for (const f of files) {
    if (f.path !== MANIFEST_ENTRY && f.path !== SUMS_ENTRY && !listed.has(f.path)) {
      throw new BackupError(`${f.path} is in the archive but not in its manifest: the archive was changed`);
    }
  }
  const uploads = manifest.files.filter((f) => f.path.startsWith(UPLOADS_PREFIX)).length;
  if (uploads !== manifest.counts.uploads) {
    throw new BackupError(
      `manifest.json counts ${manifest.counts.uploads} uploads but lists ${uploads}: the archive was changed`,
    );
  }
  return manifest;
}

/** Both sidecar files must be there before anything else is read. */
export function requireSidecars(files: ExtractedFile[]): void {
  const paths = new Set(files.map((f) => f.path));
  if (!paths.has(MANIFEST_ENTRY))
    throw new BackupError("the archive has no manifest.json (not a firm-site backup)");
  if (!paths.has(SUMS_ENTRY)) throw new BackupError("the archive has no SHA256SUMS (not a firm-site backup)");
}
