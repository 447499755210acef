import type { Context } from "hono";
import { gateFor } from "../auth";
import type { PostView } from "../db";
import type { AppEnv } from "./app-env";

/**
 * Whose eyes a request is for: a signed-in admin sees drafts and scheduled posts (the dashboard,
 * previews); everyone else sees published posts whose time has come. An account that must first finish
 * its set-up (a one-time password to replace, or two-factor sign-in to set up where it is required) is
 * not trusted with drafts or previews yet: it sees what a visitor sees.
 */
export function postViewOf(c: Context<AppEnv>): PostView {
  const session = c.get("session");
  if (!session) return "public";
  return gateFor(session, c.get("deps").config.require2fa) === undefined ? "admin" : "public";
}
