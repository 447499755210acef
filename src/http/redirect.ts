import type { Context } from "hono";
import type { RedirectStatusCode } from "hono/utils/http-status";
import { safeLocalPath } from "../shared/local-path";

/**
 * The one way the site redirects: to a path of this site only (src/shared/local-path.ts), whatever the
 * target was made from (a form's return address, a request's path, a stored slug); anything else goes to
 * `fallback`. A test walks the sources so no handler calls the framework's redirect directly.
 */
export function redirectTo(
  c: Context,
  to: string,
  status: RedirectStatusCode = 302,
  fallback = "/",
): Response {
  return c.redirect(safeLocalPath(to, fallback), status);
}
