import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { uploadType } from "../lib/uploads";

/**
 * GET /uploads/{name}: uploaded images. Only names saveImage() makes are looked up (a fixed pattern, no
 * slash, no dot-dot), so no request can reach another file. Names are never reused: cache for a year.
 */
export const uploadRoutes = new Hono<AppEnv>().get("/uploads/:name", async (c, next) => {
  const name = c.req.param("name");
  const type = uploadType(name);
  if (!type) return next();
  const blob = await c.get("deps").storage.get(name);
  if (!blob) return next();
  c.header("Content-Type", type);
  c.header("Content-Disposition", "inline");
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  const etag = `"${name}"`;
  c.header("ETag", etag);
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  return c.body(blob.stream());
});
