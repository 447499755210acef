import type { Database } from "bun:sqlite";

export interface SessionRow {
  id: string;
  user_id: string;
  username: string;
  created_at: number;
  expires_at: number;
}

export function createSessionsRepo(db: Database) {
  const insert = db.query("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)");
  const find = db.query<SessionRow, [string, number]>(
    `SELECT s.id, s.user_id, u.username, s.created_at, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = ? AND s.expires_at > ?`,
  );
  const touch = db.query("UPDATE sessions SET expires_at = ? WHERE id = ?");
  const remove = db.query("DELETE FROM sessions WHERE id = ?");
  const removeForUser = db.query("DELETE FROM sessions WHERE user_id = ?");
  const purge = db.query("DELETE FROM sessions WHERE expires_at <= ?");
  return {
    create: (id: string, userId: string, expiresAt: number, now = Date.now()) =>
      void insert.run(id, userId, now, expiresAt),
    findValid: (id: string, now = Date.now()) => find.get(id, now) ?? undefined,
    extend: (id: string, expiresAt: number) => void touch.run(expiresAt, id),
    delete: (id: string) => void remove.run(id),
    deleteForUser: (userId: string) => void removeForUser.run(userId),
    purgeExpired: (now = Date.now()) => purge.run(now).changes,
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
