import type { SessionView } from "../shared/wire-types";
import { type AuthRequest, me, recordAs } from "./request";
import { describeUserAgent } from "./user-agent";

/** The signed-in admin's live sessions, this one first, then the most recently used. */
export async function listMySessions(r: AuthRequest): Promise<SessionView[]> {
  const session = me(r);
  const deps = r.deps;
  const rows = await deps.repos.sessions.listForUser(session.userId, (deps.now ?? Date.now)());
  const views = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      current: row.id === session.id,
      createdAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.id === session.id ? (deps.now ?? Date.now)() : row.lastSeenAt).toISOString(),
      browser: await describeUserAgent(row.userAgent),
      ip: row.ip ?? "unknown",
    })),
  );
  return views.sort((a, b) => Number(b.current) - Number(a.current));
}

/** "Sign out" one of the admin's own sessions (the current one is signed out with Logout instead). */
export async function revokeMySession(
  r: AuthRequest,
  id: string,
): Promise<{ ok: true } | { ok: false; status: 400 | 404; error: string }> {
  const session = me(r);
  if (id === session.id)
    return { ok: false, status: 400, error: "That is this session: use Logout to sign out of it." };
  if (!/^[0-9a-f]{64}$/.test(id) || !(await r.deps.repos.sessions.deleteOfUser(id, session.userId)))
    return { ok: false, status: 404, error: "That session has already ended." };
  await recordAs(r, "session.revoke", { type: "session", id: id.slice(0, 12) });
  return { ok: true };
}

/** "Sign out everywhere else": every session of the admin but this one. */
export async function revokeMyOtherSessions(r: AuthRequest): Promise<{ ok: true; count: number }> {
  const session = me(r);
  const count = await r.deps.repos.sessions.deleteOthers(session.userId, session.id);
  await recordAs(r, "session.revoke_others", { type: "user", id: session.userId }, { count });
  return { ok: true, count };
}
