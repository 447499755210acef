import type { Sql } from "./sql";

/** A publish or schedule waiting for a second admin (or decided: approved, returned). */
export interface ApprovalRow {
  id: string;
  /** The content kind, or "post". */
  kind: string;
  itemId: string;
  /** The item's revision it was asked at: a change made since makes it stale. */
  revision: number;
  requestedBy: string;
  requestedByName: string | null;
  requestedAt: number;
  action: "publish" | "schedule";
  scheduledFor: number | null;
  state: "pending" | "approved" | "returned";
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: number | null;
  note: string | null;
  /** An article's change held until approved (parsed JSON); null for content. */
  payload: unknown;
}

interface Row {
  id: string;
  kind: string;
  item_id: string;
  revision: number | string;
  requested_by: string;
  requested_by_name: string | null;
  requested_at: number | string;
  action: string;
  scheduled_for: number | string | null;
  state: string;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: number | string | null;
  note: string | null;
  payload: string | null;
}

const COLS = `id, kind, item_id, revision, requested_by, requested_by_name, requested_at, action,
  scheduled_for, state, decided_by, decided_by_name, decided_at, note, payload`;

const toRow = (r: Row): ApprovalRow => ({
  id: r.id,
  kind: r.kind,
  itemId: r.item_id,
  revision: Number(r.revision),
  requestedBy: r.requested_by,
  requestedByName: r.requested_by_name,
  requestedAt: Number(r.requested_at),
  action: r.action === "schedule" ? "schedule" : "publish",
  scheduledFor: r.scheduled_for === null ? null : Number(r.scheduled_for),
  state: r.state === "approved" ? "approved" : r.state === "returned" ? "returned" : "pending",
  decidedBy: r.decided_by,
  decidedByName: r.decided_by_name,
  decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  note: r.note,
  payload: r.payload === null ? null : JSON.parse(r.payload),
});

/** Approval requests: at most one pending per item (a new request replaces the one before). */
export function createApprovalsRepo(sql: Sql) {
  return {
    /** Records a pending request, withdrawing any earlier pending one for the same item. */
    async request(r: {
      kind: string;
      itemId: string;
      revision: number;
      requestedBy: string;
      requestedByName: string | null;
      action: "publish" | "schedule";
      scheduledFor: number | null;
      at: number;
      payload?: unknown;
    }): Promise<ApprovalRow> {
      const id = crypto.randomUUID();
      await sql.tx(async (tx) => {
        await tx.run("DELETE FROM approval_requests WHERE kind = ? AND item_id = ? AND state = 'pending'", [
          r.kind,
          r.itemId,
        ]);
        await tx.run(
          `INSERT INTO approval_requests (id, kind, item_id, revision, requested_by, requested_by_name,
             requested_at, action, scheduled_for, state, payload)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
          [
            id,
            r.kind,
            r.itemId,
            r.revision,
            r.requestedBy,
            r.requestedByName,
            r.at,
            r.action,
            r.scheduledFor,
            r.payload === undefined ? null : JSON.stringify(r.payload),
          ],
        );
      });
      return (await this.get(id))!;
    },

    async get(id: string): Promise<ApprovalRow | undefined> {
      const r = await sql.get<Row>(`SELECT ${COLS} FROM approval_requests WHERE id = ?`, [id]);
      return r && toRow(r);
    },

    /** The pending request for an item, if any. */
    async pendingFor(kind: string, itemId: string): Promise<ApprovalRow | undefined> {
      const r = await sql.get<Row>(
        `SELECT ${COLS} FROM approval_requests WHERE kind = ? AND item_id = ? AND state = 'pending'`,
        [kind, itemId],
      );
      return r && toRow(r);
    },

    /** The latest decided request for an item (a return's note is shown on its editor). */
    async lastDecidedFor(kind: string, itemId: string): Promise<ApprovalRow | undefined> {
      const r = await sql.get<Row>(
        `SELECT ${COLS} FROM approval_requests WHERE kind = ? AND item_id = ? AND state <> 'pending'
         ORDER BY decided_at DESC LIMIT 1`,
        [kind, itemId],
      );
      return r && toRow(r);
    },

    /** Every pending request, oldest first. */
    async pending(): Promise<ApprovalRow[]> {
      const rows = await sql.all<Row>(
        `SELECT ${COLS} FROM approval_requests WHERE state = 'pending' ORDER BY requested_at, id`,
      );
      return rows.map(toRow);
    },

    /**
     * Marks a pending request decided; false when it is no longer pending (another admin got there first,
     * or a new request replaced it), so two admins never decide one request twice.
     */
    async decide(
      id: string,
      d: {
        state: "approved" | "returned";
        decidedBy: string;
        decidedByName: string | null;
        at: number;
        note: string | null;
      },
    ): Promise<boolean> {
      const { changes } = await sql.run(
        `UPDATE approval_requests SET state = ?, decided_by = ?, decided_by_name = ?, decided_at = ?, note = ?
         WHERE id = ? AND state = 'pending'`,
        [d.state, d.decidedBy, d.decidedByName, d.at, d.note, id],
      );
      return changes > 0;
    },

    /** Drops the pending request of an item (it was published without it, by an admin who may). */
    async withdraw(kind: string, itemId: string): Promise<void> {
      await sql.run("DELETE FROM approval_requests WHERE kind = ? AND item_id = ? AND state = 'pending'", [
        kind,
        itemId,
      ]);
    },

    /** Puts a decided request back to pending (the approved change could not be made after all). */
    async reopen(id: string): Promise<void> {
      await sql.run(
        `UPDATE approval_requests SET state = 'pending', decided_by = NULL, decided_by_name = NULL,
           decided_at = NULL, note = NULL WHERE id = ?`,
        [id],
      );
    },
  };
}
