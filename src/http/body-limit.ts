import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./app-env";
import { errorResponse } from "./error-response";

const MB = 1024 * 1024;
/** JSON and form bodies are small; 1 MB leaves ample room for a long post. */
export const BODY_LIMIT = 1 * MB;
/** Images may be 5 MB (the upload limit) plus multipart overhead. */
export const UPLOAD_BODY_LIMIT = 6 * MB;

const limit = (maxSize: number, error: string): MiddlewareHandler<AppEnv> =>
  bodyLimit({ maxSize, onError: (c) => errorResponse(c, 413, error) });

/**
 * Refuses oversized bodies (413: JSON on the API, a page elsewhere) before anything reads them: 1 MB, or 6 MB for an image upload
 * (POST /api/upload, or a multipart form such as the no-JavaScript post editor's).
 */
export function requestBodyLimit(): MiddlewareHandler<AppEnv> {
  const small = limit(BODY_LIMIT, "The request body is too large (the limit is 1 MB).");
  const upload = limit(UPLOAD_BODY_LIMIT, "The upload is too large. Images must be less than 5MB.");
  return async function requestBodyLimitMiddleware(c, next) {
    // A site document (POST /api/content/import) may outgrow 1 MB with many practice areas.
    const isUpload =
      c.req.path === "/api/upload" ||
      c.req.path === "/api/content/import" ||
      (c.req.header("content-type") ?? "").startsWith("multipart/form-data");
    return (isUpload ? upload : small)(c, next);
  };
}
