import type { Sql } from "./sql";

export interface RateWindow {
  count: number;
  resetAt: number;
}

/**
 * Throttle windows shared by every instance (src/auth/throttle.ts decides what they mean). A hit is
 * one atomic upsert: a new or expired window starts at 1, a live one counts up, so parallel requests on any
 * instance never slip past the limit.
 */
export function createRateLimitsRepo(sql: Sql) {
  const toWindow = (r: { count: number | string; reset_at: number | string }): RateWindow => ({
    count: Number(r.count),
    resetAt: Number(r.reset_at),
  });
  return {
    async hit(key: string, windowMs: number, now: number): Promise<RateWindow> {
      const row = await sql.get<{ count: number; reset_at: number }>(
        `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= ? THEN 1 ELSE rate_limits.count + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= ? THEN ? ELSE rate_limits.reset_at END
         RETURNING count, reset_at`,
        [key, now + windowMs, now, now, now + windowMs],
      );
      return toWindow(row!);
    },
    async peek(key: string, now: number): Promise<RateWindow | undefined> {
      const row = await sql.get<{ count: number; reset_at: number }>(
        "SELECT count, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?",
        [key, now],
      );
      return row && toWindow(row);
    },
    reset: async (key: string) => void (await sql.run("DELETE FROM rate_limits WHERE key = ?", [key])),
    purgeExpired: async (now: number) =>
      (await sql.run("DELETE FROM rate_limits WHERE reset_at <= ?", [now])).changes,
  };
}
export type RateLimitsRepo = ReturnType<typeof createRateLimitsRepo>;
