import type { Sql } from "./sql";

export interface UserRow {
  id: string;
  username: string;
  password_hash: string;
}

/** What the account screens and the sign-in need besides the password hash. */
export interface UserAccount {
  id: string;
  username: string;
  createdAt: number;
  mustChangePassword: boolean;
  /** Two-factor sign-in is on (a confirmed TOTP secret exists). */
  totpEnabled: boolean;
  totpEnabledAt: number | undefined;
}

interface AccountRow {
  id: string;
  username: string;
  created_at: number | string;
  must_change_password: number | string;
  totp_secret: string | null;
  totp_enabled_at: number | string | null;
}

const toAccount = (r: AccountRow): UserAccount => ({
  id: r.id,
  username: r.username,
  createdAt: Number(r.created_at),
  mustChangePassword: Number(r.must_change_password) === 1,
  totpEnabled: r.totp_secret !== null,
  totpEnabledAt: r.totp_enabled_at === null ? undefined : Number(r.totp_enabled_at),
});

const ACCOUNT_COLS = "id, username, created_at, must_change_password, totp_secret, totp_enabled_at";

export function createUsersRepo(sql: Sql) {
  const cols = "id, username, password_hash";
  return {
    findByUsername: (username: string) =>
      sql.get<UserRow>(`SELECT ${cols} FROM users WHERE username = ?`, [username]),
    findById: (id: string) => sql.get<UserRow>(`SELECT ${cols} FROM users WHERE id = ?`, [id]),
    async create(
      username: string,
      passwordHash: string,
      options: { mustChangePassword?: boolean; now?: number } = {},
    ): Promise<string> {
      const id = crypto.randomUUID();
      await sql.run(
        "INSERT INTO users (id, username, password_hash, created_at, must_change_password) VALUES (?, ?, ?, ?, ?)",
        [id, username, passwordHash, options.now ?? Date.now(), options.mustChangePassword ? 1 : 0],
      );
      return id;
    },
    /** A new password; `mustChange` says whether its owner must replace it at next sign-in. */
    setPasswordHash: async (id: string, passwordHash: string, mustChange = false) =>
      void (await sql.run("UPDATE users SET password_hash = ?, must_change_password = ? WHERE id = ?", [
        passwordHash,
        mustChange ? 1 : 0,
        id,
      ])),
    count: async () => Number((await sql.get<{ n: number }>("SELECT COUNT(*) AS n FROM users"))?.n ?? 0),

    // ── Accounts ──────────────────────────────────────────────
    async account(id: string): Promise<UserAccount | undefined> {
      const r = await sql.get<AccountRow>(`SELECT ${ACCOUNT_COLS} FROM users WHERE id = ?`, [id]);
      return r && toAccount(r);
    },
    async listAccounts(): Promise<UserAccount[]> {
      const rows = await sql.all<AccountRow>(`SELECT ${ACCOUNT_COLS} FROM users ORDER BY username`);
      return rows.map(toAccount);
    },
    /**
     * Deletes an admin unless it is `actorId` itself or the last one; their sessions, pending sign-ins and
     * recovery codes go with them (foreign keys). PostgreSQL locks every user row first, so two admins
     * removing each other at the same moment cannot leave none (SQLite runs one writer at a time anyway).
     */
    async remove(id: string, actorId: string): Promise<"removed" | "self" | "last" | "not-found"> {
      if (id === actorId) return "self";
      return sql.tx(async (tx) => {
        if (tx.dialect === "postgres") await tx.all("SELECT id FROM users ORDER BY id FOR UPDATE");
        const exists = await tx.get<{ id: string }>("SELECT id FROM users WHERE id = ?", [id]);
        if (!exists) return "not-found";
        const n = Number((await tx.get<{ n: number }>("SELECT COUNT(*) AS n FROM users"))?.n ?? 0);
        if (n <= 1) return "last";
        await tx.run("DELETE FROM users WHERE id = ?", [id]);
        return "removed";
      });
    },

    // ── TOTP ──────────────────────────────────────────────────
    totpSecret: async (id: string) =>
      (await sql.get<{ totp_secret: string | null }>("SELECT totp_secret FROM users WHERE id = ?", [id]))
        ?.totp_secret ?? undefined,
    pendingTotpSecret: async (id: string) =>
      (
        await sql.get<{ totp_pending_secret: string | null }>(
          "SELECT totp_pending_secret FROM users WHERE id = ?",
          [id],
        )
      )?.totp_pending_secret ?? undefined,
    setPendingTotpSecret: async (id: string, secret: string | null) =>
      void (await sql.run("UPDATE users SET totp_pending_secret = ? WHERE id = ?", [secret, id])),
    /** Turns two-factor sign-in on with the confirmed secret; `step` is the step of the code that confirmed it. */
    enableTotp: async (id: string, secret: string, step: number, now: number) =>
      void (await sql.run(
        "UPDATE users SET totp_secret = ?, totp_enabled_at = ?, totp_last_step = ?, totp_pending_secret = NULL WHERE id = ?",
        [secret, now, step, id],
      )),
    disableTotp: async (id: string) =>
      (
        await sql.run(
          "UPDATE users SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL, totp_pending_secret = NULL WHERE id = ?",
          [id],
        )
      ).changes > 0,
    /**
     * Claims a time step for the user's code: true once per step and only for a step later than any claimed
     * before, in one statement, so a code cannot be replayed, not even by two requests at once.
     */
    claimTotpStep: async (id: string, step: number) =>
      (
        await sql.run(
          "UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < ?)",
          [step, id, step],
        )
      ).changes === 1,
  };
}
export type UsersRepo = ReturnType<typeof createUsersRepo>;
