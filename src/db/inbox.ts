import type { Cursor, KeysetCursor } from "../lib/cursor";
import type {
  SpamReason,
  SpamSubmission,
  StatusCounts,
  Submission,
  SubmissionStatus,
} from "../shared/wire-types";
import { fts5Query, type SearchWord, searchTerms, tsQuery } from "./search-terms";
import type { Sql, SqlValue } from "./sql";
import { SUBMISSION_COLS, type SubmissionRow, toSubmission } from "./submissions";

/** Which enquiries a list shows: the inbox or the spam folder, one status tab, a search. */
export interface InboxFilter {
  spam?: boolean;
  status?: SubmissionStatus | undefined;
  q?: string | undefined;
}

export interface InboxPage {
  /** Inbox items, or spam items (with `spamReason`) when the filter asks for spam. */
  items: (Submission | SpamSubmission)[];
  next: Cursor | undefined;
  prev: Cursor | undefined;
  /** Set when the list is ranked search results: where this page starts in them. */
  offset: number | undefined;
}

type Row = SubmissionRow & { spam_reason: SpamReason | null };

const COLS = `${SUBMISSION_COLS.split(", ")
  .map((c) => `s.${c}`)
  .join(", ")}, s.spam_reason`;

const n = (v: unknown) => Number(v ?? 0);

/**
 * The inbox at any size: pages newest first on (submitted_at, id), status tabs and their
 * counts, full-text search (FTS5 on SQLite, a tsvector on PostgreSQL: the only dialect branches), streams
 * of every matching row for exports, retention and erasure. Submission times are unique per database
 * (src/db/submissions.ts) and ids break any tie, so keyset pages never repeat or skip a row as enquiries
 * arrive. Ranked search pages are counted from an "as of" time instead (see src/lib/cursor.ts).
 */
export function createInboxRepo(sql: Sql) {
  const pg = sql.dialect === "postgres";

  /** WHERE conditions for the filter (search excluded), on alias `s`. */
  function where(f: InboxFilter): { sql: string; params: SqlValue[] } {
    const parts = ["s.spam = ?"];
    const params: SqlValue[] = [f.spam ? 1 : 0];
    if (f.status) {
      parts.push("s.status = ?");
      params.push(f.status);
    }
    return { sql: parts.join(" AND "), params };
  }

  /** A search as a filter on alias `s` (no ranking): for counts and streams. */
  function matches(words: SearchWord[]): { sql: string; params: SqlValue[] } {
    if (pg) return { sql: "s.search_vector @@ to_tsquery('simple', ?)", params: [tsQuery(words)] };
    return {
      sql: "s.rowid IN (SELECT rowid FROM contact_submissions_fts WHERE contact_submissions_fts MATCH ?)",
      params: [fts5Query(words)],
    };
  }

  const toItem = (spam: boolean) => (r: Row) => {
    const { spam_reason, ...rest } = r;
    return spam ? { ...toSubmission(rest), spamReason: spam_reason } : toSubmission(rest);
  };

  /** Newest first from a keyset cursor (or the top). */
  async function keysetPage(f: InboxFilter, cursor: KeysetCursor | undefined, limit: number) {
    const w = where(f);
    const map = toItem(f.spam === true);
    const page = async (c: KeysetCursor | undefined): Promise<InboxPage> => {
      const newer = c?.kind === "newer";
      // `<=` bounds the index range; the OR decides the row at the cursor's own time.
      const bound = c
        ? newer
          ? " AND s.submitted_at >= ? AND (s.submitted_at > ? OR s.id > ?)"
          : " AND s.submitted_at <= ? AND (s.submitted_at < ? OR s.id < ?)"
        : "";
      const order = newer ? "s.submitted_at ASC, s.id ASC" : "s.submitted_at DESC, s.id DESC";
      const rows = await sql.all<Row>(
        `SELECT ${COLS} FROM contact_submissions s WHERE ${w.sql}${bound} ORDER BY ${order} LIMIT ?`,
        [...w.params, ...(c ? [c.at, c.at, c.id] : []), limit + 1],
      );
      const more = rows.length > limit;
      const shown = rows.slice(0, limit);
      if (newer) shown.reverse();
      const items = shown.map(map);
      const first = shown[0];
      const last = shown[shown.length - 1];
      const key = (r: Row, kind: KeysetCursor["kind"]): KeysetCursor => ({
        kind,
        at: Number(r.submitted_at),
        id: r.id,
      });
      if (newer) {
        return {
          items,
          prev: more && first ? key(first, "newer") : undefined,
          next: last ? key(last, "older") : undefined,
          offset: undefined,
        };
      }
      return {
        items,
        next: more && last ? key(last, "older") : undefined,
        prev: c && first ? key(first, "newer") : undefined,
        offset: undefined,
      };
    };
    if (cursor?.kind !== "newer") {
      const result = await page(cursor);
      // Coming from a page whose rows have all gone since (deleted): say so by an empty page, with a way
      // back to the top. A page with rows says there are newer ones only when there are.
      if (result.prev && result.items.length > 0 && !(await existsNewer(f, result.prev as KeysetCursor)))
        result.prev = undefined;
      return result;
    }
    const result = await page(cursor);
    // Fewer than a page of newer rows left: that is the top of the list, shown as it is at the top.
    if (!result.prev) return page(undefined);
    return result;
  }

  async function existsNewer(f: InboxFilter, c: KeysetCursor): Promise<boolean> {
    const w = where(f);
    const r = await sql.get<{ one: number }>(
      `SELECT 1 AS one FROM contact_submissions s WHERE ${w.sql}
         AND s.submitted_at >= ? AND (s.submitted_at > ? OR s.id > ?) LIMIT 1`,
      [...w.params, c.at, c.at, c.id],
    );
    return r !== undefined;
  }

  /** Ranked search results from `offset`, counting only rows received by `asOf`. */
  async function rankedPage(
    f: InboxFilter,
    words: SearchWord[],
    asOf: number,
    offset: number,
    limit: number,
  ): Promise<InboxPage> {
    const w = where(f);
    const rows = pg
      ? await sql.all<Row>(
          `SELECT ${COLS} FROM contact_submissions s, to_tsquery('simple', ?) query
           WHERE s.search_vector @@ query AND ${w.sql} AND s.submitted_at <= ?
           ORDER BY ts_rank(s.search_vector, query) DESC, s.submitted_at DESC, s.id DESC LIMIT ? OFFSET ?`,
          [tsQuery(words), ...w.params, asOf, limit + 1, offset],
        )
      : await sql.all<Row>(
          `SELECT ${COLS} FROM contact_submissions_fts f JOIN contact_submissions s ON s.rowid = f.rowid
           WHERE contact_submissions_fts MATCH ? AND ${w.sql} AND s.submitted_at <= ?
           ORDER BY f.rank, s.submitted_at DESC, s.id DESC LIMIT ? OFFSET ?`,
          [fts5Query(words), ...w.params, asOf, limit + 1, offset],
        );
    const more = rows.length > limit;
    return {
      items: rows.slice(0, limit).map(toItem(f.spam === true)),
      next: more ? { kind: "ranked", asOf, offset: offset + limit } : undefined,
      prev: offset > 0 ? { kind: "ranked", asOf, offset: Math.max(0, offset - limit) } : undefined,
      offset,
    };
  }

  return {
    /**
     * One page of the list. Without a search: newest first, from a keyset cursor. With one: ranked (best
     * match first, then newest), from a ranked cursor; its first page pins "as of" to the newest enquiry
     * now stored. A cursor of the other kind starts from the top.
     */
    async page(f: InboxFilter, cursor: Cursor | undefined, limit: number): Promise<InboxPage> {
      const words = searchTerms(f.q);
      if (words.length === 0) return keysetPage(f, cursor?.kind === "ranked" ? undefined : cursor, limit);
      if (cursor?.kind === "ranked") return rankedPage(f, words, cursor.asOf, cursor.offset, limit);
      const newest = await sql.get<{ t: number | string | null }>(
        "SELECT MAX(submitted_at) AS t FROM contact_submissions",
      );
      return rankedPage(f, words, n(newest?.t), 0, limit);
    },

    /** How many enquiries each status tab holds (spam left out), within a search when there is one. */
    async counts(q?: string): Promise<StatusCounts> {
      const words = searchTerms(q);
      const m = words.length > 0 ? matches(words) : undefined;
      const rows = await sql.all<{ status: SubmissionStatus; c: number | string }>(
        `SELECT s.status, COUNT(*) AS c FROM contact_submissions s
         WHERE s.spam = 0${m ? ` AND ${m.sql}` : ""} GROUP BY s.status`,
        m ? m.params : [],
      );
      const counts: StatusCounts = { all: 0, new: 0, contacted: 0, completed: 0 };
      for (const r of rows) {
        counts[r.status] = n(r.c);
        counts.all += n(r.c);
      }
      return counts;
    },

    /** New enquiries (spam left out): the admin navigation's count, on every admin page. */
    countNew: async () =>
      n(
        (
          await sql.get<{ c: number }>(
            "SELECT COUNT(*) AS c FROM contact_submissions WHERE status = 'new' AND spam = 0",
          )
        )?.c,
      ),

    /**
     * Every enquiry the filter matches, newest first, `size` at a time (keyset batches): exports and the
     * unpaged API list stream from this without holding more than one batch. A search filters here; it
     * does not rank (ranking needs every match at once).
     */
    async *batches(f: InboxFilter, size = 1000): AsyncGenerator<(Submission | SpamSubmission)[]> {
      const w = where(f);
      const words = searchTerms(f.q);
      const m = words.length > 0 ? matches(words) : undefined;
      const map = toItem(f.spam === true);
      let after: { at: number; id: string } | undefined;
      for (;;) {
        const rows = await sql.all<Row>(
          `SELECT ${COLS} FROM contact_submissions s WHERE ${w.sql}${m ? ` AND ${m.sql}` : ""}${
            after ? " AND s.submitted_at <= ? AND (s.submitted_at < ? OR s.id < ?)" : ""
          } ORDER BY s.submitted_at DESC, s.id DESC LIMIT ?`,
          [...w.params, ...(m ? m.params : []), ...(after ? [after.at, after.at, after.id] : []), size],
        );
        if (rows.length === 0) return;
        yield rows.map(map);
        if (rows.length < size) return;
        const last = rows[rows.length - 1]!;
        after = { at: Number(last.submitted_at), id: last.id };
      }
    },

    /** How many enquiries (spam included) and notes an address has: what "Erase" will delete. */
    async countByEmail(email: string): Promise<{ enquiries: number; notes: number }> {
      const e = await sql.get<{ c: number }>(
        "SELECT COUNT(*) AS c FROM contact_submissions WHERE lower(email) = lower(?)",
        [email],
      );
      const notes = await sql.get<{ c: number }>(
        `SELECT COUNT(*) AS c FROM submission_notes sn JOIN contact_submissions s ON s.id = sn.submission_id
         WHERE lower(s.email) = lower(?)`,
        [email],
      );
      return { enquiries: n(e?.c), notes: n(notes?.c) };
    },

    /**
     * Deletes every enquiry from the address (case-insensitive; spam included) with its notes; the ids
     * deleted (src/inbox deletes their e-mails from the outbox).
     */
    deleteByEmail: async (email: string) =>
      (
        await sql.all<{ id: string }>(
          "DELETE FROM contact_submissions WHERE lower(email) = lower(?) RETURNING id",
          [email],
        )
      ).map((r) => r.id),

    /**
     * Retention: deletes up to `limit` completed enquiries received before `before` with their notes.
     * Returns the ids deleted (their e-mails are src/inbox's to delete) and how many notes went; the
     * caller repeats until none are left.
     */
    async deleteCompletedBefore(before: number, limit: number): Promise<{ ids: string[]; notes: number }> {
      const ids = (
        await sql.all<{ id: string }>(
          "SELECT id FROM contact_submissions WHERE status = 'completed' AND submitted_at < ? LIMIT ?",
          [before, limit],
        )
      ).map((r) => r.id);
      if (ids.length === 0) return { ids: [], notes: 0 };
      const list = ids.map(() => "?").join(", ");
      const notes = await sql.get<{ c: number }>(
        `SELECT COUNT(*) AS c FROM submission_notes WHERE submission_id IN (${list})`,
        ids,
      );
      const deleted = await sql.all<{ id: string }>(
        `DELETE FROM contact_submissions WHERE id IN (${list}) RETURNING id`,
        ids,
      );
      return { ids: deleted.map((r) => r.id), notes: n(notes?.c) };
    },
  };
}
export type InboxRepo = ReturnType<typeof createInboxRepo>;
