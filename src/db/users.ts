import type { Database } from "bun:sqlite";

export interface UserRow {
  id: string;
  username: string;
  password_hash: string;
}

export function createUsersRepo(db: Database) {
  const byName = db.query<UserRow, [string]>(
    "SELECT id, username, password_hash FROM users WHERE username = ?",
  );
  const byId = db.query<UserRow, [string]>("SELECT id, username, password_hash FROM users WHERE id = ?");
  const insert = db.query("INSERT INTO users (id, username, password_hash, created_at) VALUES (?, ?, ?, ?)");
  const setHash = db.query("UPDATE users SET password_hash = ? WHERE id = ?");
  const count = db.query<{ n: number }, []>("SELECT COUNT(*) AS n FROM users");
  return {
    findByUsername: (username: string) => byName.get(username) ?? undefined,
    findById: (id: string) => byId.get(id) ?? undefined,
    create(username: string, passwordHash: string): string {
      const id = crypto.randomUUID();
      insert.run(id, username, passwordHash, Date.now());
      return id;
    },
    setPasswordHash: (id: string, passwordHash: string) => void setHash.run(passwordHash, id),
    count: () => count.get()?.n ?? 0,
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
