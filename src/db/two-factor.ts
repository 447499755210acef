import type { Sql } from "./sql";

/**
 * The rest of two-factor sign-in's storage (the secret itself lives on users): recovery codes, kept as
 * SHA-256 only, and pending sign-ins, whose cookie token is kept as SHA-256 only as well.
 */
export function createTwoFactorRepo(sql: Sql) {
  return {
    /** Replaces the user's recovery codes with these hashes. */
    async replaceRecoveryCodes(userId: string, hashes: readonly string[], now: number): Promise<void> {
      await sql.tx(async (tx) => {
        await tx.run("DELETE FROM recovery_codes WHERE user_id = ?", [userId]);
        for (const hash of hashes) {
          await tx.run(
            "INSERT INTO recovery_codes (id, user_id, code_hash, created_at) VALUES (?, ?, ?, ?)",
            [crypto.randomUUID(), userId, hash, now],
          );
        }
      });
    },
    /** Marks the code used: true only the first time (one statement, so two requests cannot both win). */
    spendRecoveryCode: async (userId: string, hash: string, now: number) =>
      (
        await sql.run(
          "UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL",
          [now, userId, hash],
        )
      ).changes === 1,
    unusedRecoveryCodes: async (userId: string) =>
      Number(
        (
          await sql.get<{ n: number }>(
            "SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL",
            [userId],
          )
        )?.n ?? 0,
      ),
    deleteRecoveryCodes: async (userId: string) =>
      void (await sql.run("DELETE FROM recovery_codes WHERE user_id = ?", [userId])),

    createPending: async (id: string, userId: string, now: number, expiresAt: number) =>
      void (await sql.run(
        "INSERT INTO pending_sign_ins (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
        [id, userId, now, expiresAt],
      )),
    /** The user a live pending sign-in belongs to. */
    async findPending(id: string, now: number): Promise<{ userId: string; username: string } | undefined> {
      const r = await sql.get<{ user_id: string; username: string }>(
        `SELECT p.user_id, u.username FROM pending_sign_ins p JOIN users u ON u.id = p.user_id
         WHERE p.id = ? AND p.expires_at > ?`,
        [id, now],
      );
      return r && { userId: r.user_id, username: r.username };
    },
    /** Ends every sign-in of the user still waiting for a code (their password changed). */
    deletePendingForUser: async (userId: string) =>
      void (await sql.run("DELETE FROM pending_sign_ins WHERE user_id = ?", [userId])),
    deletePending: async (id: string) =>
      void (await sql.run("DELETE FROM pending_sign_ins WHERE id = ?", [id])),
    purgeExpiredPending: async (now: number) =>
      (await sql.run("DELETE FROM pending_sign_ins WHERE expires_at <= ?", [now])).changes,
  };
}
export type TwoFactorRepo = ReturnType<typeof createTwoFactorRepo>;
