import type { Sql } from "./sql";

export interface UserRow {
  id: string;
  username: string;
  password_hash: string;
}

export function createUsersRepo(sql: Sql) {
  const cols = "id, username, password_hash";
  return {
    findByUsername: (username: string) =>
      sql.get<UserRow>(`SELECT ${cols} FROM users WHERE username = ?`, [username]),
    findById: (id: string) => sql.get<UserRow>(`SELECT ${cols} FROM users WHERE id = ?`, [id]),
    async create(username: string, passwordHash: string): Promise<string> {
      const id = crypto.randomUUID();
      await sql.run("INSERT INTO users (id, username, password_hash, created_at) VALUES (?, ?, ?, ?)", [
        id,
        username,
        passwordHash,
        Date.now(),
      ]);
      return id;
    },
    setPasswordHash: async (id: string, passwordHash: string) =>
      void (await sql.run("UPDATE users SET password_hash = ? WHERE id = ?", [passwordHash, id])),
    count: async () => Number((await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM users"))?.n ?? 0),
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
