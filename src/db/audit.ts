import type { Sql, SqlValue } from "./sql";

/** One entry of the audit trail as stored. */
export interface AuditEntry {
  id: string;
  at: number;
  userId: string | undefined;
  username: string | undefined;
  ip: string | undefined;
  action: string;
  targetType: string | undefined;
  targetId: string | undefined;
  /** A small JSON object of non-personal facts (a status, a count, a reason code). */
  detail: string | undefined;
}

export type NewAuditEntry = Omit<AuditEntry, "id">;

/** Where a page of the list continues: the last entry shown. */
export interface AuditCursor {
  at: number;
  id: string;
}

interface Row {
  id: string;
  at: number | string;
  user_id: string | null;
  username: string | null;
  ip: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  detail: string | null;
}

const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
  at: Number(r.at),
  userId: r.user_id ?? undefined,
  username: r.username ?? undefined,
  ip: r.ip ?? undefined,
  action: r.action,
  targetType: r.target_type ?? undefined,
  targetId: r.target_id ?? undefined,
  detail: r.detail ?? undefined,
});

export function createAuditRepo(sql: Sql) {
  return {
    async insert(e: NewAuditEntry): Promise<string> {
      const id = crypto.randomUUID();
      await sql.run(
        `INSERT INTO audit_log (id, at, user_id, username, ip, action, target_type, target_id, detail)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          e.at,
          e.userId ?? null,
          e.username ?? null,
          e.ip ?? null,
          e.action,
          e.targetType ?? null,
          e.targetId ?? null,
          e.detail ?? null,
        ],
      );
      return id;
    },
    /**
     * Newest first, `limit` at most, continuing after `before` (keyset paging: the same cost on page 1 and
     * page 1,000), optionally of one admin and/or one action.
     */
    async list(options: {
      limit: number;
      before?: AuditCursor | undefined;
      userId?: string | undefined;
      action?: string | undefined;
    }): Promise<AuditEntry[]> {
      const where: string[] = [];
      const params: SqlValue[] = [];
      if (options.userId !== undefined) {
        where.push("user_id = ?");
        params.push(options.userId);
      }
      if (options.action !== undefined) {
        where.push("action = ?");
        params.push(options.action);
      }
      if (options.before) {
        where.push("(at < ? OR (at = ? AND id < ?))");
        params.push(options.before.at, options.before.at, options.before.id);
      }
      const rows = await sql.all<Row>(
        `SELECT id, at, user_id, username, ip, action, target_type, target_id, detail FROM audit_log
         ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY at DESC, id DESC LIMIT ?`,
        [...params, options.limit],
      );
      return rows.map(toEntry);
    },
    /** Everyone who appears in the trail (for the filter), by the latest name each had. */
    async actors(): Promise<{ userId: string; username: string }[]> {
      const rows = await sql.all<{ user_id: string; username: string }>(
        `SELECT user_id, MAX(username) AS username FROM audit_log WHERE user_id IS NOT NULL
         GROUP BY user_id ORDER BY MAX(username)`,
      );
      return rows.map((r) => ({ userId: r.user_id, username: r.username }));
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
