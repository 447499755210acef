import { isAbsolute, join } from "node:path";
import { files as built, manifest, publicVersions } from "../generated/assets";
import type { AssetFile } from "./asset-manifest";

/**
 * Each file's path as Bun.file reads it. A source run gives absolute paths and the executable paths
 * inside itself; the bundle `bun run start` runs (scripts/build-server.ts) names its copies relative to
 * its own folder, which is this module's folder once bundled.
 */
const resolve = (path: string) => (isAbsolute(path) ? path : join(import.meta.dir, path));
const files: Record<string, AssetFile> = Object.fromEntries(
  Object.entries(built).map(([url, f]) => [
    url,
    {
      ...f,
      path: resolve(f.path),
      ...(f.br ? { br: resolve(f.br) } : {}),
      ...(f.gz ? { gz: resolve(f.gz) } : {}),
    },
  ]),
);

export { files as assetFiles, manifest as assetManifest, publicVersions };

/** URL of a public/ file with its content version, so it can be cached for a year and still update. */
export function assetUrl(path: string): string {
  const v = publicVersions[path];
  return v ? `${path}?v=${v}` : path;
}
