import type { Sql } from "./sql";

/**
 * The Overview's reads of consultation bookings (the bookings table is the booking capability's; these
 * only count). Both backends run the same SQL.
 */
export function createBookingStatsRepo(sql: Sql) {
  return {
    /** Every booking requested from `fromMs` to before `toMs`: when, its practice area, its visit's source. */
    requested: async (fromMs: number, toMs: number) =>
      (
        await sql.all<{
          created_at: number | string;
          practice_area: string | null;
          visit_source: string | null;
          visit_medium: string | null;
        }>(
          `SELECT created_at, practice_area, visit_source, visit_medium FROM bookings
           WHERE created_at >= ? AND created_at < ? ORDER BY created_at, id`,
          [fromMs, toMs],
        )
      ).map((r) => ({
        createdAt: Number(r.created_at),
        practiceArea: r.practice_area || null,
        source: r.visit_source,
        medium: r.visit_medium,
      })),

    /**
     * How the meetings that were to start from `fromMs` to before `toMs` went, counted by status and
     * outcome (requests declined or expired never became meetings; the caller leaves them out).
     */
    meetings: async (fromMs: number, toMs: number, endedBy: number) =>
      (
        await sql.all<{ status: string; outcome: string | null; ended: number | string; n: number | string }>(
          `SELECT status, outcome, CASE WHEN end_at <= ? THEN 1 ELSE 0 END AS ended, COUNT(*) AS n
           FROM bookings WHERE start_at >= ? AND start_at < ?
           GROUP BY 1, 2, 3`,
          [endedBy, fromMs, toMs],
        )
      ).map((r) => ({
        status: r.status,
        outcome: r.outcome,
        ended: Number(r.ended) === 1,
        count: Number(r.n),
      })),
  };
}
