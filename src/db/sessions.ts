import type { Sql } from "./sql";

export interface SessionRow {
  id: string;
  user_id: string;
  username: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  /** The user must replace a password someone else set before doing anything else. */
  must_change_password: boolean;
  /** The user has two-factor sign-in on. */
  totp_enabled: boolean;
}

/** One line of an admin's sessions list. */
export interface SessionListItem {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  ip: string | undefined;
  userAgent: string | undefined;
}

interface RawSession {
  id: string;
  user_id: string;
  username: string;
  created_at: number | string;
  expires_at: number | string;
  last_seen_at: number | string;
  must_change_password: number | string;
  totp_enabled: number | string;
}

export function createSessionsRepo(sql: Sql) {
  return {
    create: async (
      id: string,
      userId: string,
      expiresAt: number,
      now = Date.now(),
      client: { ip?: string | undefined; userAgent?: string | undefined } = {},
    ) =>
      void (await sql.run(
        "INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [id, userId, now, expiresAt, now, client.ip ?? null, client.userAgent?.slice(0, 300) ?? null],
      )),
    async findValid(id: string, now = Date.now()): Promise<SessionRow | undefined> {
      const r = await sql.get<RawSession>(
        `SELECT s.id, s.user_id, u.username, s.created_at, s.expires_at, s.last_seen_at, u.must_change_password,
                CASE WHEN u.totp_secret IS NULL THEN 0 ELSE 1 END AS totp_enabled
         FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = ? AND s.expires_at > ?`,
        [id, now],
      );
      return (
        r && {
          id: r.id,
          user_id: r.user_id,
          username: r.username,
          created_at: Number(r.created_at),
          expires_at: Number(r.expires_at),
          last_seen_at: Number(r.last_seen_at),
          must_change_password: Number(r.must_change_password) === 1,
          totp_enabled: Number(r.totp_enabled) === 1,
        }
      );
    },
    extend: async (id: string, expiresAt: number) =>
      void (await sql.run("UPDATE sessions SET expires_at = ? WHERE id = ?", [expiresAt, id])),
    /** Last seen now, from this address; optionally extended too (one write for both). */
    touch: async (id: string, now: number, ip: string, expiresAt?: number) =>
      void (await sql.run(
        "UPDATE sessions SET last_seen_at = ?, ip = ?, expires_at = COALESCE(?, expires_at) WHERE id = ?",
        [now, ip, expiresAt ?? null, id],
      )),
    delete: async (id: string) => void (await sql.run("DELETE FROM sessions WHERE id = ?", [id])),
    deleteForUser: async (userId: string) =>
      void (await sql.run("DELETE FROM sessions WHERE user_id = ?", [userId])),
    /** Ends one session of this user (another user's session id matches nothing). */
    deleteOfUser: async (id: string, userId: string) =>
      (await sql.run("DELETE FROM sessions WHERE id = ? AND user_id = ?", [id, userId])).changes > 0,
    /** Ends every session of the user but `keepId`; how many ended. */
    deleteOthers: async (userId: string, keepId: string) =>
      (await sql.run("DELETE FROM sessions WHERE user_id = ? AND id <> ?", [userId, keepId])).changes,
    /** The user's live sessions, most recently used first. */
    async listForUser(userId: string, now = Date.now()): Promise<SessionListItem[]> {
      const rows = await sql.all<{
        id: string;
        created_at: number | string;
        last_seen_at: number | string;
        expires_at: number | string;
        ip: string | null;
        user_agent: string | null;
      }>(
        `SELECT id, created_at, last_seen_at, expires_at, ip, user_agent FROM sessions
         WHERE user_id = ? AND expires_at > ? ORDER BY last_seen_at DESC, id LIMIT 100`,
        [userId, now],
      );
      return rows.map((r) => ({
        id: r.id,
        createdAt: Number(r.created_at),
        lastSeenAt: Math.max(Number(r.last_seen_at), Number(r.created_at)),
        expiresAt: Number(r.expires_at),
        ip: r.ip ?? undefined,
        userAgent: r.user_agent ?? undefined,
      }));
    },
    purgeExpired: async (now = Date.now()) =>
      (await sql.run("DELETE FROM sessions WHERE expires_at <= ?", [now])).changes,
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
