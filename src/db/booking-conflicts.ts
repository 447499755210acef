import type { Sql } from "./sql";

/** A record the conflict pre-check may match: an enquiry, a booking or a note (with its enquiry). */
export interface ConflictCandidate {
  where: "enquiry" | "booking" | "note";
  /** The enquiry's or booking's id (a note: its enquiry's). */
  id: string;
  noteId?: string;
  name: string;
  email: string;
  /** Every text searched besides the name and address (message, parties, a note's body). */
  texts: string[];
  at: number;
}

type Raw = Record<string, unknown>;

function list(v: unknown): string[] {
  try {
    const parsed = typeof v === "string" ? JSON.parse(v) : [];
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** The three kinds of record, each with its query (`where`: a condition on its alias) and its shape. */
const KINDS = {
  enquiry: {
    select: (where: string) =>
      `SELECT s.id, s.name, s.email, s.message, s.submitted_at FROM contact_submissions s WHERE ${where}
       ORDER BY s.submitted_at DESC`,
    searched: ["s.name", "s.email", "s.message"],
    byId: "s.id",
    of: (r: Raw): ConflictCandidate => ({
      where: "enquiry",
      id: String(r.id),
      name: String(r.name),
      email: String(r.email),
      texts: [String(r.message)],
      at: Number(r.submitted_at),
    }),
  },
  booking: {
    select: (where: string) =>
      `SELECT b.id, b.name, b.email, b.parties, b.message, b.created_at FROM bookings b WHERE ${where}
       ORDER BY b.created_at DESC`,
    searched: ["b.name", "b.email", "b.parties", "b.message"],
    byId: "b.id",
    of: (r: Raw): ConflictCandidate => ({
      where: "booking",
      id: String(r.id),
      name: String(r.name),
      email: String(r.email),
      texts: [...list(r.parties), String(r.message)],
      at: Number(r.created_at),
    }),
  },
  note: {
    select: (where: string) =>
      `SELECT n.id AS note_id, n.submission_id, n.body, n.created_at, s.name, s.email
       FROM submission_notes n JOIN contact_submissions s ON s.id = n.submission_id WHERE ${where}
       ORDER BY n.created_at DESC`,
    searched: ["n.body"],
    byId: "n.id",
    of: (r: Raw): ConflictCandidate => ({
      where: "note",
      id: String(r.submission_id),
      noteId: String(r.note_id),
      name: String(r.name),
      email: String(r.email),
      texts: [String(r.body)],
      at: Number(r.created_at),
    }),
  },
} as const;

const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/**
 * What the booking's conflict pre-check reads across the firm's records: enquiries (not spam), bookings
 * and staff notes. It reads three capabilities' tables, so it is a repository of its own.
 */
export function createBookingConflictsRepo(sql: Sql) {
  return {
    /**
     * Records the pre-check may match, as they stand before the request is written (so all of them are
     * earlier): those whose text contains any of `words` (lower case; the caller decides what matches).
     * The newest `limit` of each kind.
     */
    async candidates(words: readonly string[], limit = 500): Promise<ConflictCandidate[]> {
      if (words.length === 0) return [];
      const likes = words.map(containing);
      const out: ConflictCandidate[] = [];
      for (const [name, kind] of Object.entries(KINDS)) {
        const any = kind.searched.flatMap((c) => likes.map(() => `lower(${c}) LIKE ? ESCAPE '\\'`));
        const where = `(${any.join(" OR ")})${name === "enquiry" ? " AND s.spam = 0" : ""}`;
        const rows = await sql.all<Raw>(`${kind.select(where)} LIMIT ?`, [
          ...kind.searched.flatMap(() => likes),
          limit,
        ]);
        out.push(...rows.map(kind.of));
      }
      return out;
    },

    /** The records stored matches point at, as they are now (an erased one is simply not there). */
    async records(refs: {
      enquiries: readonly string[];
      bookings: readonly string[];
      notes: readonly string[];
    }): Promise<ConflictCandidate[]> {
      const out: ConflictCandidate[] = [];
      const wanted = [
        [KINDS.enquiry, refs.enquiries],
        [KINDS.booking, refs.bookings],
        [KINDS.note, refs.notes],
      ] as const;
      for (const [kind, ids] of wanted)
        if (ids.length > 0)
          out.push(
            ...(await sql.all<Raw>(kind.select(`${kind.byId} IN (${marks(ids.length)})`), [...ids])).map(
              kind.of,
            ),
          );
      return out;
    },
  };
}
