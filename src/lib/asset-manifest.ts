/** Shape of src/generated/assets.ts, written by scripts/build-assets.ts. */
export interface AssetManifest {
  css: string;
  islands: Record<string, { src: string; preload: string[] }>;
}

export interface AssetFile {
  /** Path readable with Bun.file (inside the executable when compiled). */
  path: string;
  /** Precompressed siblings, when worth having. */
  br?: string;
  gz?: string;
  /** Content-hashed: cache forever. */
  immutable: boolean;
}
