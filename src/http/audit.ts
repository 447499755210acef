import type { Context } from "hono";
import { type AuditAction, type AuditDetail, type AuditTarget, recordEvent } from "../audit";
import type { AppEnv } from "./app-env";

/**
 * Records what the signed-in admin of this request did, from the request's client address:
 * `await record(c, "submission.erase", { type: "submission", ids }, { count: ids.length })`.
 */
export async function record(
  c: Context<AppEnv>,
  action: AuditAction,
  target?: AuditTarget,
  detail?: AuditDetail,
): Promise<void> {
  const session = c.get("session");
  const deps = c.get("deps");
  await recordEvent(deps.repos, {
    action,
    actor: session ? { userId: session.userId, username: session.username } : undefined,
    ip: c.get("clientIp"),
    target,
    detail,
    at: (deps.now ?? Date.now)(),
  });
}
