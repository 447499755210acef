import type { Sql } from "./sql";

export interface SessionRow {
  id: string;
  user_id: string;
  username: string;
  created_at: number;
  expires_at: number;
}

export function createSessionsRepo(sql: Sql) {
  return {
    create: async (id: string, userId: string, expiresAt: number, now = Date.now()) =>
      void (await sql.run("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)", [
        id,
        userId,
        now,
        expiresAt,
      ])),
    async findValid(id: string, now = Date.now()): Promise<SessionRow | undefined> {
      const r = await sql.get<SessionRow>(
        `SELECT s.id, s.user_id, u.username, s.created_at, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = ? AND s.expires_at > ?`,
        [id, now],
      );
      return r && { ...r, created_at: Number(r.created_at), expires_at: Number(r.expires_at) };
    },
    extend: async (id: string, expiresAt: number) =>
      void (await sql.run("UPDATE sessions SET expires_at = ? WHERE id = ?", [expiresAt, id])),
    delete: async (id: string) => void (await sql.run("DELETE FROM sessions WHERE id = ?", [id])),
    deleteForUser: async (userId: string) =>
      void (await sql.run("DELETE FROM sessions WHERE user_id = ?", [userId])),
    purgeExpired: async (now = Date.now()) =>
      (await sql.run("DELETE FROM sessions WHERE expires_at <= ?", [now])).changes,
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
