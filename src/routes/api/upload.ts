import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { IMAGE_MISSING, ImageError, uploadImage } from "../../images";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "../../shared/upload-limits";

/** Room for the multipart boundary and part headers around a 5 MB image. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * POST /api/upload: multipart field `image` → { url } (the processed master's URL). Admin only, enforced
 * by the admin guard (src/http/admin-guard.ts), which closes every API path not on its public list. The
 * global body limit (src/http/body-limit.ts) stops anything above 6 MB before this runs.
 */
export const uploadApiRoutes = new Hono<AppEnv>().post("/api/upload", async (c) => {
  // Refuse an obviously too large body before reading any of it.
  const declared = Number(c.req.header("content-length") ?? Number.NaN);
  if (declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD) return c.json({ error: IMAGE_TOO_LARGE }, 413);
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    return c.json({ error: `Send the image as multipart/form-data. ${IMAGE_MISSING}` }, 415);
  }
  let image: unknown;
  try {
    image = (await c.req.parseBody()).image;
  } catch {
    return c.json({ error: "The upload could not be read." }, 400);
  }
  if (!(image instanceof Blob)) return c.json({ error: IMAGE_MISSING }, 400);
  try {
    const { url } = await uploadImage(c.get("deps"), image);
    return c.json({ url });
  } catch (e) {
    if (e instanceof ImageError) return c.json({ error: e.message }, e.status);
    throw e;
  }
});
