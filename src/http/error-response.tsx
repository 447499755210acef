import type { Context } from "hono";
import { ErrorPage } from "../../views/site/error";
import type { AppEnv } from "./app-env";
import { renderPage } from "./render";

/** /api and everything under it answers JSON; every other path answers pages. */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

const TITLES: Record<number, string> = {
  400: "Bad Request",
  403: "Request Refused",
  405: "Method Not Allowed",
  413: "Request Too Large",
  415: "Unsupported Content",
  429: "Too Many Requests",
  500: "Something Went Wrong",
  503: "Temporarily Unavailable",
};

/**
 * One failed request, answered the way its caller reads: `{ error }` JSON on the API (plus extra fields
 * such as the request id), a readable page everywhere else.
 */
export function errorResponse(
  c: Context<AppEnv>,
  status: number,
  message: string,
  extra: Record<string, string> = {},
): Response | Promise<Response> {
  if (isApiPath(c.req.path)) return c.json({ error: message, ...extra }, status as 400);
  const title = TITLES[status] ?? (status >= 500 ? TITLES[500]! : TITLES[400]!);
  try {
    return renderPage(
      c,
      { title, description: message, robots: "noindex, nofollow" },
      <ErrorPage code={status} title={title} message={message} requestId={extra.requestId} />,
      status,
    );
  } catch {
    // The page itself failed to render: the message still reaches the reader.
    return c.text(`${status} ${title}: ${message}\n`, status as 400);
  }
}
