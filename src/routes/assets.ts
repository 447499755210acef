import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { assetFiles, publicVersions } from "../lib/assets";

const YEAR = "public, max-age=31536000, immutable";
const DAY = "public, max-age=86400";

/**
 * Serves built assets and public/ files from the generated map (embedded in the single executable). Only
 * URLs in the map exist, so no request path can reach any other file.
 */
export const assetRoutes = new Hono<AppEnv>().get("*", async (c, next) => {
  const entry = assetFiles[c.req.path];
  if (!entry) return next();
  const versioned = entry.immutable || c.req.query("v") !== undefined;
  // Hashed asset names are their own version; public/ files carry a content hash from the build.
  const etag = `"${publicVersions[c.req.path] ?? c.req.path.slice(8)}"`;
  c.header("Cache-Control", versioned ? YEAR : DAY);
  c.header("ETag", etag);
  c.header("Vary", "Accept-Encoding");
  c.header("Cross-Origin-Resource-Policy", "cross-origin");
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  const accept = c.req.header("accept-encoding") ?? "";
  const type = Bun.file(entry.path).type;
  let path = entry.path;
  if (entry.br && /\bbr\b/.test(accept)) {
    path = entry.br;
    c.header("Content-Encoding", "br");
  } else if (entry.gz && /\bgzip\b/.test(accept)) {
    path = entry.gz;
    c.header("Content-Encoding", "gzip");
  }
  c.header("Content-Type", type);
  return c.body(await Bun.file(path).arrayBuffer());
});
