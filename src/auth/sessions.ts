import type { Context } from "hono";
import { record } from "../audit";
import type { AppEnv } from "../http/app-env";
import type { SessionView } from "../shared/wire-types";
import { describeUserAgent } from "./user-agent";

const me = (c: Context<AppEnv>) => {
  const s = c.get("session");
  if (!s) throw new Error("sessions action without a session");
  return s;
};

/** The signed-in admin's live sessions, this one first, then the most recently used. */
export async function listMySessions(c: Context<AppEnv>): Promise<SessionView[]> {
  const session = me(c);
  const deps = c.get("deps");
  const rows = await deps.repos.sessions.listForUser(session.userId, (deps.now ?? Date.now)());
  const views = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      current: r.id === session.id,
      createdAt: new Date(r.createdAt).toISOString(),
      lastSeenAt: new Date(r.id === session.id ? (deps.now ?? Date.now)() : r.lastSeenAt).toISOString(),
      browser: await describeUserAgent(r.userAgent),
      ip: r.ip ?? "unknown",
    })),
  );
  return views.sort((a, b) => Number(b.current) - Number(a.current));
}

/** "Sign out" one of the admin's own sessions (the current one is signed out with Logout instead). */
export async function revokeMySession(
  c: Context<AppEnv>,
  id: string,
): Promise<{ ok: true } | { ok: false; status: 400 | 404; error: string }> {
  const session = me(c);
  if (id === session.id)
    return { ok: false, status: 400, error: "That is this session: use Logout to sign out of it." };
  if (!/^[0-9a-f]{64}$/.test(id) || !(await c.get("deps").repos.sessions.deleteOfUser(id, session.userId)))
    return { ok: false, status: 404, error: "That session has already ended." };
  await record(c, "session.revoke", { type: "session", id: id.slice(0, 12) });
  return { ok: true };
}

/** "Sign out everywhere else": every session of the admin but this one. */
export async function revokeMyOtherSessions(c: Context<AppEnv>): Promise<{ ok: true; count: number }> {
  const session = me(c);
  const count = await c.get("deps").repos.sessions.deleteOthers(session.userId, session.id);
  await record(c, "session.revoke_others", { type: "user", id: session.userId }, { count });
  return { ok: true, count };
}
