import type { BookingOutcome, BookingStatus, IntakeAnswer } from "../shared/booking-types";
import type { EnquiryOrigin } from "../shared/wire-types";
import type { Sql, SqlValue } from "./sql";

/**
 * The time was taken by another booking while this one was being written: thrown inside the booking's
 * transaction so that everything it wrote rolls back (on PostgreSQL a unique violation would abort the
 * transaction, so claims are written with ON CONFLICT DO NOTHING and counted instead).
 */
export class BookingTakenError extends Error {
  constructor() {
    super("that time was just taken");
  }
}

/** A booking's claim on the firm's time: the statuses that keep it. */
export const ACTIVE_STATUSES = ["held", "confirmed"] as const satisfies readonly BookingStatus[];
/** The statuses of a booking that will not take place. */
export const CANCELLED_STATUSES = [
  "declined",
  "expired",
  "cancelled",
  "firm-cancelled",
] as const satisfies readonly BookingStatus[];

/** A booking as stored (times in UTC ms; lists and answers parsed). */
export interface BookingRow {
  id: string;
  typeId: string;
  typeName: string;
  practiceArea: string | null;
  host: string;
  start: number;
  end: number;
  blockStart: number;
  blockEnd: number;
  status: BookingStatus;
  outcome: BookingOutcome | null;
  name: string;
  email: string;
  phone: string;
  parties: string[];
  answers: IntakeAnswer[];
  message: string;
  /** The conflict pre-check's matches (JSON as src/booking wrote it). */
  conflicts: unknown[];
  origin: EnquiryOrigin;
  manageTokenHash: string;
  sequence: number;
  holdExpiresAt: number | null;
  createdAt: number;
  confirmedAt: number | null;
  confirmedBy: string | null;
  decidedAt: number | null;
  decidedBy: string | null;
  cancelledAt: number | null;
  outcomeAt: number | null;
  outcomeBy: string | null;
  requestKey: string | null;
}

export type NewBooking = Omit<
  BookingRow,
  | "outcome"
  | "sequence"
  | "confirmedAt"
  | "confirmedBy"
  | "decidedAt"
  | "decidedBy"
  | "cancelledAt"
  | "outcomeAt"
  | "outcomeBy"
> & { confirmedAt: number | null };

/** What the free times must keep clear of: the blocks of held and confirmed bookings. */
export interface TakenBlock {
  id: string;
  blockStart: number;
  blockEnd: number;
  start: number;
  typeId: string;
}

/** Which bookings a list shows (see BookingFilter in src/booking/types.ts). */
export interface BookingListFilter {
  view?: "requested" | "upcoming" | "past" | "cancelled" | undefined;
  q?: string | undefined;
}

const COLS = `id, type_id, type_name, practice_area, host, start_at, end_at, block_start, block_end, status,
  outcome, name, email, phone, parties, answers, message, conflicts, landing_page, visit_source, visit_medium,
  visit_campaign, sent_from, manage_token_hash, sequence, hold_expires_at, created_at, confirmed_at,
  confirmed_by, decided_at, decided_by, cancelled_at, outcome_at, outcome_by, request_key`;

type Raw = Record<string, unknown>;
const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
function json<T>(v: unknown, fallback: T): T {
  try {
    return typeof v === "string" ? (JSON.parse(v) as T) : fallback;
  } catch {
    return fallback;
  }
}

const toRow = (r: Raw): BookingRow => ({
  id: String(r.id),
  typeId: String(r.type_id),
  typeName: String(r.type_name),
  practiceArea: str(r.practice_area),
  host: String(r.host),
  start: num(r.start_at),
  end: num(r.end_at),
  blockStart: num(r.block_start),
  blockEnd: num(r.block_end),
  status: r.status as BookingStatus,
  outcome: (r.outcome ?? null) as BookingOutcome | null,
  name: String(r.name),
  email: String(r.email),
  phone: String(r.phone),
  parties: json<string[]>(r.parties, []),
  answers: json<IntakeAnswer[]>(r.answers, []),
  message: String(r.message),
  conflicts: json<unknown[]>(r.conflicts, []),
  origin: {
    landingPage: str(r.landing_page),
    source: str(r.visit_source),
    medium: str(r.visit_medium),
    campaign: str(r.visit_campaign),
    sentFrom: str(r.sent_from),
  },
  manageTokenHash: String(r.manage_token_hash),
  sequence: num(r.sequence),
  holdExpiresAt: numOrNull(r.hold_expires_at),
  createdAt: num(r.created_at),
  confirmedAt: numOrNull(r.confirmed_at),
  confirmedBy: str(r.confirmed_by),
  decidedAt: numOrNull(r.decided_at),
  decidedBy: str(r.decided_by),
  cancelledAt: numOrNull(r.cancelled_at),
  outcomeAt: numOrNull(r.outcome_at),
  outcomeBy: str(r.outcome_by),
  requestKey: str(r.request_key),
});

const list = (values: readonly string[]) => values.map(() => "?").join(", ");
/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Consultation bookings and their claims on time. A booking and its claims are written in one transaction
 * (the caller's): each claims every 5-minute cell of its block, the claims' primary key lets one booking
 * hold a cell, and a claim refused means the time was just taken (BookingTakenError rolls it all back).
 * Every change of status names the statuses it applies from, so two staff (or a staff member and the
 * expiry job) acting at once change a booking once.
 */
export function createBookingsRepo(sql: Sql) {
  const byWhere = async (where: string, params: SqlValue[]) => {
    const r = await sql.get<Raw>(`SELECT ${COLS} FROM bookings WHERE ${where}`, params);
    return r ? toRow(r) : undefined;
  };

  /** Claims the cells for a booking; throws BookingTakenError when any is someone else's. */
  async function claim(bookingId: string, host: string, cells: readonly number[]) {
    for (let i = 0; i < cells.length; i += 300) {
      const chunk = cells.slice(i, i + 300);
      const res = await sql.run(
        `INSERT INTO booking_claims (host, cell_start, booking_id)
         VALUES ${chunk.map(() => "(?, ?, ?)").join(", ")}
         ON CONFLICT (host, cell_start) DO NOTHING`,
        chunk.flatMap((c) => [host, c, bookingId]),
      );
      if (res.changes !== chunk.length) throw new BookingTakenError();
    }
  }
  const release = (bookingId: string) =>
    sql.run("DELETE FROM booking_claims WHERE booking_id = ?", [bookingId]);

  /** WHERE for a list's view and search (no leading AND). */
  function filterSql(f: BookingListFilter, now: number): { sql: string; params: SqlValue[] } {
    const parts: string[] = [];
    const params: SqlValue[] = [];
    if (f.view === "requested") parts.push("status = 'held'");
    if (f.view === "upcoming") {
      parts.push("status = 'confirmed' AND end_at > ?");
      params.push(now);
    }
    if (f.view === "past") {
      parts.push("status IN ('held', 'confirmed') AND end_at <= ?");
      params.push(now);
    }
    if (f.view === "cancelled")
      parts.push(`status IN (${CANCELLED_STATUSES.map((s) => `'${s}'`).join(", ")})`);
    const q = f.q?.trim();
    if (q) {
      const like = containing(q.slice(0, 200));
      parts.push(
        `(lower(name) LIKE ? ESCAPE '\\' OR lower(email) LIKE ? ESCAPE '\\' OR lower(parties) LIKE ? ESCAPE '\\'
          OR lower(message) LIKE ? ESCAPE '\\')`,
      );
      params.push(like, like, like, like);
    }
    return { sql: parts.length ? parts.join(" AND ") : "1 = 1", params };
  }
  /** Soonest first for what is still to come; newest first for the rest. */
  const orderOf = (f: BookingListFilter) =>
    f.view === "requested" || f.view === "upcoming" ? "start_at ASC, id ASC" : "start_at DESC, id DESC";

  /** One page of a list's bookings. */
  async function page(
    f: BookingListFilter,
    now: number,
    limit: number,
    offset: number,
  ): Promise<BookingRow[]> {
    const w = filterSql(f, now);
    return (
      await sql.all<Raw>(
        `SELECT ${COLS} FROM bookings WHERE ${w.sql} ORDER BY ${orderOf(f)} LIMIT ? OFFSET ?`,
        [...w.params, limit, offset],
      )
    ).map(toRow);
  }
  async function count(f: BookingListFilter, now: number): Promise<number> {
    const w = filterSql(f, now);
    const r = await sql.get<{ c: unknown }>(`SELECT COUNT(*) AS c FROM bookings WHERE ${w.sql}`, w.params);
    return Number(r?.c ?? 0);
  }
  /** Deletes bookings by id with their claims; the ids deleted. */
  async function deleteIds(ids: readonly string[]): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await sql.run(`DELETE FROM booking_claims WHERE booking_id IN (${list(chunk)})`, chunk);
      const deleted = await sql.all<{ id: string }>(
        `DELETE FROM bookings WHERE id IN (${list(chunk)}) RETURNING id`,
        chunk,
      );
      out.push(...deleted.map((r) => r.id));
    }
    return out;
  }

  return {
    /**
     * Writes a booking and its claims (call inside a transaction). False when a booking with the same
     * request key exists (the caller returns that one); throws BookingTakenError when the time is taken.
     */
    async create(b: NewBooking, cells: readonly number[]): Promise<boolean> {
      const inserted = await sql.all<{ id: string }>(
        `INSERT INTO bookings (id, type_id, type_name, practice_area, host, start_at, end_at, block_start,
           block_end, status, name, email, phone, parties, answers, message, conflicts, landing_page,
           visit_source, visit_medium, visit_campaign, sent_from, manage_token_hash, hold_expires_at,
           created_at, confirmed_at, request_key)
         VALUES (${list(Array.from({ length: 27 }, () => ""))})
         ON CONFLICT (request_key) DO NOTHING RETURNING id`,
        [
          b.id,
          b.typeId,
          b.typeName,
          b.practiceArea,
          b.host,
          b.start,
          b.end,
          b.blockStart,
          b.blockEnd,
          b.status,
          b.name,
          b.email,
          b.phone,
          JSON.stringify(b.parties),
          JSON.stringify(b.answers),
          b.message,
          JSON.stringify(b.conflicts),
          b.origin.landingPage,
          b.origin.source,
          b.origin.medium,
          b.origin.campaign,
          b.origin.sentFrom,
          b.manageTokenHash,
          b.holdExpiresAt,
          b.createdAt,
          b.confirmedAt,
          b.requestKey,
        ],
      );
      if (inserted.length === 0) return false;
      await claim(b.id, b.host, cells);
      return true;
    },

    byId: (id: string) => byWhere("id = ?", [id]),
    byTokenHash: (hash: string) => byWhere("manage_token_hash = ?", [hash]),
    byRequestKey: (key: string) => byWhere("request_key = ?", [key]),
    async byIds(ids: readonly string[]): Promise<BookingRow[]> {
      if (ids.length === 0) return [];
      return (await sql.all<Raw>(`SELECT ${COLS} FROM bookings WHERE id IN (${list(ids)})`, [...ids])).map(
        toRow,
      );
    },

    /** The blocks of held and confirmed bookings of one calendar that overlap [from, to). */
    async activeBlocks(host: string, from: number, to: number): Promise<TakenBlock[]> {
      const rows = await sql.all<Raw>(
        `SELECT id, block_start, block_end, start_at, type_id FROM bookings
         WHERE host = ? AND status IN ('held', 'confirmed') AND block_end > ? AND block_start < ?
         ORDER BY block_start`,
        [host, from, to],
      );
      return rows.map((r) => ({
        id: String(r.id),
        blockStart: num(r.block_start),
        blockEnd: num(r.block_end),
        start: num(r.start_at),
        typeId: String(r.type_id),
      }));
    },

    /** How many held and confirmed bookings each calendar has starting in [from, to). */
    async activeCounts(hosts: readonly string[], from: number, to: number): Promise<Map<string, number>> {
      if (hosts.length === 0) return new Map();
      const rows = await sql.all<{ host: string; c: unknown }>(
        `SELECT host, COUNT(*) AS c FROM bookings
         WHERE host IN (${list(hosts)}) AND status IN ('held', 'confirmed') AND start_at >= ? AND start_at < ?
         GROUP BY host`,
        [...hosts, from, to],
      );
      return new Map(rows.map((r) => [String(r.host), Number(r.c)]));
    },

    /**
     * held → confirmed, while the hold lasts and before the start. False when it was not held (confirmed
     * already, declined, expired…) or its hold ran out.
     */
    async confirm(id: string, by: string | null, now: number): Promise<boolean> {
      const res = await sql.run(
        `UPDATE bookings SET status = 'confirmed', confirmed_at = ?, confirmed_by = ?, decided_at = ?,
           decided_by = ?, hold_expires_at = NULL
         WHERE id = ? AND status = 'held' AND (hold_expires_at IS NULL OR hold_expires_at > ?) AND start_at > ?`,
        [now, by, now, by, id, now, now],
      );
      return res.changes > 0;
    },

    /**
     * A booking that will not take place (declined, expired, cancelled by the visitor or the firm), from
     * one of the statuses given; its time is freed in the same transaction. `raiseSequence`: its invites
     * are cancelled (a higher iCalendar SEQUENCE). False when its status was none of `from`.
     */
    async end(
      id: string,
      from: readonly BookingStatus[],
      to: (typeof CANCELLED_STATUSES)[number],
      by: string | null,
      now: number,
      raiseSequence: boolean,
    ): Promise<boolean> {
      const res = await sql.run(
        `UPDATE bookings SET status = ?, decided_at = ?, decided_by = ?, cancelled_at = ?, hold_expires_at = NULL,
           sequence = sequence + ?
         WHERE id = ? AND status IN (${list(from)})`,
        [to, now, by, now, raiseSequence ? 1 : 0, id, ...from],
      );
      if (res.changes === 0) return false;
      await release(id);
      return true;
    },

    /**
     * Moves a booking to a new time (from one of the statuses given): its old claims are released and the
     * new ones written, its SEQUENCE raised. False when its status was none of `from`; throws
     * BookingTakenError when the new time is taken (the caller's transaction then rolls back).
     */
    async reschedule(
      id: string,
      from: readonly BookingStatus[],
      to: { start: number; end: number; blockStart: number; blockEnd: number },
      cells: readonly number[],
      host?: string,
    ): Promise<boolean> {
      // `host`: the calendar it moves to (another lawyer of its type); absent: the one it has.
      const res = await sql.all<{ host: string }>(
        `UPDATE bookings SET start_at = ?, end_at = ?, block_start = ?, block_end = ?, sequence = sequence + 1,
           host = COALESCE(?, host)
         WHERE id = ? AND status IN (${list(from)}) RETURNING host`,
        [to.start, to.end, to.blockStart, to.blockEnd, host ?? null, id, ...from],
      );
      if (res.length === 0) return false;
      await release(id);
      await claim(id, String(res[0]!.host), cells);
      return true;
    },

    /** What happened at a confirmed booking whose end has passed. False when it is not one. */
    async setOutcome(id: string, outcome: BookingOutcome, by: string | null, now: number): Promise<boolean> {
      const res = await sql.run(
        `UPDATE bookings SET outcome = ?, outcome_at = ?, outcome_by = ?
         WHERE id = ? AND status = 'confirmed' AND end_at <= ?`,
        [outcome, now, by, id, now],
      );
      return res.changes > 0;
    },

    /** Holds not confirmed in time (oldest first), to expire. */
    async dueHolds(now: number, limit: number): Promise<string[]> {
      return (
        await sql.all<{ id: string }>(
          `SELECT id FROM bookings WHERE status = 'held' AND hold_expires_at <= ?
           ORDER BY hold_expires_at LIMIT ?`,
          [now, limit],
        )
      ).map((r) => r.id);
    },

    page,
    count,
    deleteIds,
    /** How many bookings each view holds (with a search, of those matching it). */
    async counts(q: string | undefined, now: number) {
      const views = ["requested", "upcoming", "past", "cancelled"] as const;
      const out = {} as Record<(typeof views)[number], number>;
      for (const view of views) out[view] = await count({ view, q }, now);
      return out;
    },
    /** Every booking a filter matches, in the list's order, a batch at a time (CSV). */
    async *stream(f: BookingListFilter, now: number, batch = 500): AsyncGenerator<BookingRow> {
      for (let offset = 0; ; offset += batch) {
        const rows = await page(f, now, batch, offset);
        yield* rows;
        if (rows.length < batch) return;
      }
    },

    countByEmail: async (email: string) =>
      Number(
        (
          await sql.get<{ c: unknown }>("SELECT COUNT(*) AS c FROM bookings WHERE lower(email) = lower(?)", [
            email,
          ])
        )?.c ?? 0,
      ),
    /** Deletes every booking made with the address (case-insensitive), their claims with them; their ids. */
    async deleteByEmail(email: string): Promise<string[]> {
      const ids = (
        await sql.all<{ id: string }>("SELECT id FROM bookings WHERE lower(email) = lower(?)", [email])
      ).map((r) => r.id);
      return deleteIds(ids);
    },
    /** Retention: up to `limit` bookings whose meeting ended before `before`, deleted; their ids. */
    async deleteEndedBefore(before: number, limit: number): Promise<string[]> {
      const ids = (
        await sql.all<{ id: string }>("SELECT id FROM bookings WHERE end_at < ? ORDER BY end_at LIMIT ?", [
          before,
          limit,
        ])
      ).map((r) => r.id);
      return deleteIds(ids);
    },
    /** How many claims a booking holds (tests, and the check that a freed time is free). */
    claimsOf: async (id: string) =>
      Number(
        (await sql.get<{ c: unknown }>("SELECT COUNT(*) AS c FROM booking_claims WHERE booking_id = ?", [id]))
          ?.c ?? 0,
      ),
  };
}
export type BookingsRepo = ReturnType<typeof createBookingsRepo>;
