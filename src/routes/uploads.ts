import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { uploadFile } from "../lib/uploads";

/**
 * GET /uploads/{name}: uploaded images. Only names saveImage() makes are looked up (a fixed pattern, no
 * slash, no dot-dot), so no request can reach another file. Names are never reused: cache for a year.
 */
export const uploadRoutes = new Hono<AppEnv>().get("/uploads/:name", async (c, next) => {
  const found = uploadFile(c.get("deps").config.dataDir, c.req.param("name"));
  if (!found) return next();
  const file = Bun.file(found.path);
  if (!(await file.exists())) return next();
  c.header("Content-Type", found.type);
  c.header("Content-Disposition", "inline");
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  const etag = `"${c.req.param("name")}"`;
  c.header("ETag", etag);
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  return c.body(await file.arrayBuffer());
});
