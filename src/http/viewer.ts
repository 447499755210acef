import type { Context } from "hono";
import type { PostView } from "../db";
import type { AppEnv } from "./app-env";

/**
 * Whose eyes a request is for (issue #13): a signed-in admin sees drafts and scheduled posts (the dashboard,
 * previews); everyone else sees published posts whose time has come. An account that must first finish
 * its set-up (a one-time password to replace) is not trusted with previews yet.
 */
export function postViewOf(c: Context<AppEnv>): PostView {
  const session = c.get("session");
  return session && !session.mustChangePassword ? "admin" : "public";
}
