import { files, manifest, publicVersions } from "../generated/assets";

export { files as assetFiles, manifest as assetManifest, publicVersions };

/** URL of a public/ file with its content version, so it can be cached for a year and still update. */
export function assetUrl(path: string): string {
  const v = publicVersions[path];
  return v ? `${path}?v=${v}` : path;
}
