import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { findImageFile } from "../images";

/**
 * GET /uploads/{name}: processed images only. Only names the pipeline makes are looked up (a fixed
 * pattern, no slash, no dot-dot), and only while a processed image's row lists the file, so no request
 * can reach another file, nor an upload's original bytes. Names are never reused: cached for a year.
 */
export const uploadRoutes = new Hono<AppEnv>().get("/uploads/:name", async (c, next) => {
  const file = await findImageFile(c.get("deps"), c.req.param("name"));
  if (!file) return next();
  c.header("Content-Type", file.contentType);
  c.header("Content-Disposition", "inline");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Cache-Control", "public, max-age=31536000, immutable");
  c.header("ETag", file.etag);
  if (c.req.header("if-none-match") === file.etag) return c.body(null, 304);
  return c.body(file.blob.stream());
});
