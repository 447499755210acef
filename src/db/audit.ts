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
  /** What the target is called (a post's title, a person's name), as it was then. */
  targetLabel: string | undefined;
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
  target_label: string | null;
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
  targetLabel: r.target_label ?? undefined,
  detail: r.detail ?? undefined,
});

export function createAuditRepo(sql: Sql) {
  return {
    async insert(e: NewAuditEntry): Promise<string> {
      const id = crypto.randomUUID();
      await sql.run(
        `INSERT INTO audit_log (id, at, user_id, username, ip, action, target_type, target_id, target_label, detail)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          id,
          e.at,
          e.userId ?? null,
          e.username ?? null,
          e.ip ?? null,
          e.action,
          e.targetType ?? null,
          e.targetId ?? null,
          e.targetLabel ?? null,
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
        // A row-value comparison, so both SQLite and PostgreSQL walk the (…, at, id) index from the cursor.
        where.push("(at, id) < (?, ?)");
        params.push(options.before.at, options.before.id);
      }
      const rows = await sql.all<Row>(
        `SELECT id, at, user_id, username, ip, action, target_type, target_id, target_label, detail FROM audit_log
         ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
         ORDER BY at DESC, id DESC LIMIT ?`,
        [...params, options.limit],
      );
      return rows.map(toEntry);
    },
    /**
     * The admins to filter by: every current admin, and `extraId` (a removed admin's id from a link) by the
     * name its latest entry has. Read from users, not by scanning the trail.
     */
    async actors(extraId?: string): Promise<{ userId: string; username: string }[]> {
      const rows = await sql.all<{ id: string; username: string }>(
        "SELECT id, username FROM users ORDER BY username",
      );
      const list = rows.map((r) => ({ userId: r.id, username: r.username }));
      if (extraId !== undefined && !list.some((a) => a.userId === extraId)) {
        const last = await sql.get<{ username: string | null }>(
          "SELECT username FROM audit_log WHERE user_id = ? ORDER BY at DESC, id DESC LIMIT 1",
          [extraId],
        );
        if (last?.username) list.push({ userId: extraId, username: `${last.username} (removed)` });
      }
      return list;
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
