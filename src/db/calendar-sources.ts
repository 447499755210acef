import type { Sql } from "./sql";

/**
 * Lawyers' own calendars as the database keeps them: the private address of each (a secret, read only by
 * the reading job), what its last read answered, and the busy times it gave; and each lawyer's feed of
 * bookings out (its token is signed from the generation, so stopping a link is a new generation).
 *
 * Reads are claimed: `claimRead` stamps `read_at` only when the last attempt is old enough, in one
 * statement, so two instances (or a job and a "read now") never read one address twice within the interval.
 */

/** A calendar's state without its address or busy times (cheap to read every few seconds). */
export interface CalendarSourceState {
  hostId: string;
  readAt: number | null;
  okAt: number | null;
  failingSince: number | null;
  error: string | null;
  busyVersion: number;
}

export interface CalendarSourceRow extends CalendarSourceState {
  url: string;
  etag: string | null;
  lastModified: string | null;
}

export interface HostFeedRow {
  hostId: string;
  generation: number;
  enabled: boolean;
  createdAt: number | null;
}

type Raw = Record<string, unknown>;
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

const stateOf = (r: Raw): CalendarSourceState => ({
  hostId: String(r.host_id),
  readAt: numOrNull(r.read_at),
  okAt: numOrNull(r.ok_at),
  failingSince: numOrNull(r.failing_since),
  error: strOrNull(r.error),
  busyVersion: Number(r.busy_version ?? 0),
});
const STATE = "host_id, read_at, ok_at, failing_since, error, busy_version";

const feedOf = (r: Raw): HostFeedRow => ({
  hostId: String(r.host_id),
  generation: Number(r.generation),
  enabled: Number(r.enabled) === 1,
  createdAt: numOrNull(r.created_at),
});

export function createCalendarSourcesRepo(sql: Sql) {
  const feed = async (hostId: string): Promise<HostFeedRow | undefined> => {
    const r = await sql.get<Raw>(
      "SELECT host_id, generation, enabled, created_at FROM host_feeds WHERE host_id = ?",
      [hostId],
    );
    return r ? feedOf(r) : undefined;
  };
  return {
    /** Every calendar's state (no addresses, no busy times). */
    async states(): Promise<CalendarSourceState[]> {
      return (await sql.all<Raw>(`SELECT ${STATE} FROM calendar_sources ORDER BY host_id`)).map(stateOf);
    },
    async get(hostId: string): Promise<CalendarSourceRow | undefined> {
      const r = await sql.get<Raw>(
        `SELECT ${STATE}, url, etag, last_modified FROM calendar_sources WHERE host_id = ?`,
        [hostId],
      );
      return r
        ? {
            ...stateOf(r),
            url: String(r.url),
            etag: strOrNull(r.etag),
            lastModified: strOrNull(r.last_modified),
          }
        : undefined;
    },
    /**
     * A new address for a lawyer (replacing any): what the old one answered is forgotten and it is due
     * for a read at once; the busy times of the old address go with it.
     */
    async set(hostId: string, url: string, now: number): Promise<void> {
      await sql.run(
        `INSERT INTO calendar_sources (host_id, url, etag, last_modified, read_at, ok_at, failing_since, error,
           busy, busy_version, updated_at)
         VALUES (?, ?, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1, ?)
         ON CONFLICT (host_id) DO UPDATE SET url = excluded.url, etag = NULL, last_modified = NULL,
           read_at = NULL, ok_at = NULL, failing_since = NULL, error = NULL, busy = NULL,
           busy_version = calendar_sources.busy_version + 1, updated_at = excluded.updated_at`,
        [hostId, url, now],
      );
    },
    async remove(hostId: string): Promise<boolean> {
      return (await sql.run("DELETE FROM calendar_sources WHERE host_id = ?", [hostId])).changes > 0;
    },
    /** The lawyers whose calendar is due a read (never read, or last tried at or before `before`). */
    async due(before: number): Promise<string[]> {
      return (
        await sql.all<{ host_id: string }>(
          "SELECT host_id FROM calendar_sources WHERE read_at IS NULL OR read_at <= ? ORDER BY host_id",
          [before],
        )
      ).map((r) => String(r.host_id));
    },
    /** Takes the next read of a calendar when its last attempt was at or before `before`; false otherwise. */
    async claimRead(hostId: string, now: number, before: number): Promise<boolean> {
      const res = await sql.run(
        "UPDATE calendar_sources SET read_at = ? WHERE host_id = ? AND (read_at IS NULL OR read_at <= ?)",
        [now, hostId, before],
      );
      return res.changes > 0;
    },
    /** A good read with new busy times (JSON [[start, end], ...]); `url` guards against a replaced address. */
    async readOk(
      hostId: string,
      url: string,
      r: { etag: string | null; lastModified: string | null; busy: string },
      now: number,
    ): Promise<void> {
      await sql.run(
        `UPDATE calendar_sources SET etag = ?, last_modified = ?, ok_at = ?, failing_since = NULL, error = NULL,
           busy = ?, busy_version = busy_version + 1, updated_at = ?
         WHERE host_id = ? AND url = ?`,
        [r.etag, r.lastModified, now, r.busy, now, hostId, url],
      );
    },
    /** The address answered "not modified": the busy times stand, and the calendar is read again. */
    async readUnchanged(hostId: string, url: string, now: number): Promise<void> {
      await sql.run(
        `UPDATE calendar_sources SET ok_at = ?, failing_since = NULL, error = NULL, updated_at = ?
         WHERE host_id = ? AND url = ?`,
        [now, now, hostId, url],
      );
    },
    /** A failed read: the reason, and since when (the first failure of a run of them is kept). */
    async readFailed(hostId: string, url: string, reason: string, now: number): Promise<void> {
      await sql.run(
        `UPDATE calendar_sources SET error = ?, failing_since = COALESCE(failing_since, ?), updated_at = ?
         WHERE host_id = ? AND url = ?`,
        [reason, now, now, hostId, url],
      );
    },
    /** The busy times as stored (JSON) with their version; undefined when there is no calendar. */
    async busy(hostId: string): Promise<{ version: number; json: string | null } | undefined> {
      const r = await sql.get<Raw>("SELECT busy, busy_version FROM calendar_sources WHERE host_id = ?", [
        hostId,
      ]);
      return r ? { version: Number(r.busy_version ?? 0), json: strOrNull(r.busy) } : undefined;
    },

    feed,
    async feeds(): Promise<HostFeedRow[]> {
      return (
        await sql.all<Raw>("SELECT host_id, generation, enabled, created_at FROM host_feeds ORDER BY host_id")
      ).map(feedOf);
    },
    /** Turns a lawyer's feed on (its current generation); the row as it is now. */
    async feedOn(hostId: string, now: number): Promise<HostFeedRow> {
      await sql.run(
        `INSERT INTO host_feeds (host_id, generation, enabled, created_at) VALUES (?, 1, 1, ?)
         ON CONFLICT (host_id) DO UPDATE SET enabled = 1,
           created_at = CASE WHEN host_feeds.enabled = 1 THEN host_feeds.created_at ELSE excluded.created_at END`,
        [hostId, now],
      );
      return (await feed(hostId))!;
    },
    /** Stops a lawyer's feed link: the next one has a new generation, so the old link never works again. */
    async feedRevoke(hostId: string): Promise<void> {
      await sql.run(
        `INSERT INTO host_feeds (host_id, generation, enabled, created_at) VALUES (?, 2, 0, NULL)
         ON CONFLICT (host_id) DO UPDATE SET generation = host_feeds.generation + 1, enabled = 0`,
        [hostId],
      );
    },
  };
}
export type CalendarSourcesRepo = ReturnType<typeof createCalendarSourcesRepo>;
