import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { assetFiles, publicVersions } from "../lib/assets";

const YEAR = "public, max-age=31536000, immutable";
const DAY = "public, max-age=86400";

/** Asset bytes are read once and kept: the whole set is a few hundred kilobytes. */
const bytes = new Map<string, Uint8Array>();
async function read(path: string): Promise<Uint8Array | undefined> {
  let data = bytes.get(path);
  if (!data) {
    try {
      data = new Uint8Array(await Bun.file(path).arrayBuffer());
    } catch {
      return undefined;
    }
    bytes.set(path, data);
  }
  return data;
}

/**
 * Serves built assets and public/ files from the generated map (embedded in the single executable). Only
 * URLs in the map exist, so no request path can reach any other file.
 */
export const assetRoutes = new Hono<AppEnv>().get("*", async (c, next) => {
  const entry = assetFiles[c.req.path];
  if (!entry) return next();
  const accept = c.req.header("accept-encoding") ?? "";
  const encoding =
    entry.br && /\bbr\b/.test(accept) ? "br" : entry.gz && /\bgzip\b/.test(accept) ? "gzip" : undefined;
  const data = await read(encoding === "br" ? entry.br! : encoding === "gzip" ? entry.gz! : entry.path);
  if (!data) return next();
  // Hashed asset names are their own version; public/ files carry a content hash from the build.
  const etag = `"${publicVersions[c.req.path] ?? c.req.path.slice(8)}"`;
  c.header("Cache-Control", entry.immutable || c.req.query("v") !== undefined ? YEAR : DAY);
  c.header("ETag", etag);
  c.header("Vary", "Accept-Encoding");
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  c.header("Content-Type", Bun.file(entry.path).type);
  if (encoding) c.header("Content-Encoding", encoding);
  return c.body(data as Uint8Array<ArrayBuffer>);
});
