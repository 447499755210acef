import type { Sql } from "./sql";

export interface AlertSendRow {
  postId: string;
  title: string;
  /** "waiting": live, its alerts leave at `sendAfter`; "queued": they went; "off": held back; "before": never. */
  state: "waiting" | "queued" | "off" | "before";
  queuedAt: number | null;
  /** When a waiting article's alerts may leave. */
  sendAfter: number | null;
  queued: number;
  sent: number;
  failed: number;
  /** Alerts of it still waiting in the outbox. */
  pending: number;
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * Client alerts' sends: one row per article, written when it goes live ('waiting', with the moment its
 * alerts may leave) or when an admin keeps its alert back; once the wait is over its alerts are queued in
 * the outbox (by src/alerts) in the same transaction that marks it 'queued', once. The counts outlive
 * the subscribers they went to.
 */
export function createAlertSendsRepo(sql: Sql) {
  return {
    /**
     * Posts on the site now (published, their time come, since `since`) that have no send row yet: the
     * articles to announce.
     */
    postsToAnnounce: (now: number, since: number) =>
      sql.all<{ id: string; title: string; service_area: string; published_at: number }>(
        `SELECT p.id, p.title, p.service_area, p.published_at FROM posts p
         WHERE p.status = 'published' AND p.published_at <= ? AND p.published_at >= ?
           AND NOT EXISTS (SELECT 1 FROM alert_sends a WHERE a.post_id = p.id)
         ORDER BY p.published_at`,
        [now, since],
      ),

    /** An article went live: its alerts wait until `sendAfter`. False when it has a row already. */
    startWait: async (post: { id: string; title: string }, sendAfter: number, now: number) =>
      (
        await sql.run(
          `INSERT INTO alert_sends (post_id, title, state, send_after, updated_at) VALUES (?, ?, 'waiting', ?, ?)
           ON CONFLICT (post_id) DO NOTHING`,
          [post.id, post.title, sendAfter, now],
        )
      ).changes > 0,

    /**
     * Waits whose article is no longer on the site (unpublished, moved to a later date, deleted) are
     * forgotten: when it goes live again, its wait starts again.
     */
    forgetWaitsOffSite: async (now: number) =>
      (
        await sql.run(
          `DELETE FROM alert_sends WHERE state = 'waiting' AND NOT EXISTS (
             SELECT 1 FROM posts p WHERE p.id = alert_sends.post_id AND p.status = 'published'
               AND p.published_at <= ?)`,
          [now],
        )
      ).changes,

    /** Articles on the site whose wait is over: the alerts to queue now. */
    waitsOver: (now: number) =>
      sql.all<{ id: string; title: string; service_area: string }>(
        `SELECT p.id, p.title, p.service_area FROM alert_sends a JOIN posts p ON p.id = a.post_id
         WHERE a.state = 'waiting' AND a.send_after <= ? AND p.status = 'published' AND p.published_at <= ?
         ORDER BY a.send_after, a.post_id`,
        [now, now],
      ),

    /**
     * "Send now": the rest of a wait is skipped (a held alert is let go at once too); a live article the
     * announcer has not seen yet gets a wait that is over. False when its alert has gone (or never will).
     */
    sendNow: async (post: { id: string; title: string }, now: number) =>
      (
        await sql.run(
          `INSERT INTO alert_sends (post_id, title, state, send_after, updated_at) VALUES (?, ?, 'waiting', ?, ?)
           ON CONFLICT (post_id) DO UPDATE SET state = 'waiting', send_after = excluded.send_after,
             updated_at = excluded.updated_at
           WHERE alert_sends.state IN ('waiting', 'off')`,
          [post.id, post.title, now, now],
        )
      ).changes > 0,

    /** Posts on the site that went live too long ago to be news and have no send row: marked 'before'. */
    async markStale(now: number, since: number): Promise<number> {
      const r = await sql.run(
        `INSERT INTO alert_sends (post_id, title, state, updated_at)
         SELECT p.id, p.title, 'before', ? FROM posts p
         WHERE p.status = 'published' AND p.published_at < ?
           AND NOT EXISTS (SELECT 1 FROM alert_sends a WHERE a.post_id = p.id)
         ON CONFLICT (post_id) DO NOTHING`,
        [now, since],
      );
      return r.changes;
    },

    /**
     * Claims one article's announcement, once: its send row marked 'queued' (its wait over, or written so
     * when it has none), in the caller's transaction. False when it is not for this call (another run or
     * instance got there first, its wait is not over, or an admin held it back).
     */
    async claim(post: { id: string; title: string }, now: number): Promise<boolean> {
      // The row's update is the claim: on PostgreSQL a second claimer waits for the first's commit and
      // then finds the row no longer waiting.
      const claimed = await sql.run(
        `UPDATE alert_sends SET state = 'queued', title = ?, queued_at = ?, updated_at = ?
         WHERE post_id = ? AND state = 'waiting' AND send_after <= ?`,
        [post.title, now, now, post.id, now],
      );
      if (claimed.changes > 0) return true;
      const written = await sql.run(
        `INSERT INTO alert_sends (post_id, title, state, queued_at, updated_at) VALUES (?, ?, 'queued', ?, ?)
         ON CONFLICT (post_id) DO NOTHING`,
        [post.id, post.title, now, now],
      );
      return written.changes > 0;
    },

    /** How many alerts an announced article queued. */
    setQueued: async (postId: string, queued: number) =>
      void (await sql.run("UPDATE alert_sends SET queued = ? WHERE post_id = ?", [queued, postId])),

    /** One of an article's alerts went (or failed for good): counted on its send, which outlives it. */
    count: async (postId: string, outcome: "sent" | "failed") =>
      void (await sql.run(
        outcome === "sent"
          ? "UPDATE alert_sends SET sent = sent + 1 WHERE post_id = ?"
          : "UPDATE alert_sends SET failed = failed + 1 WHERE post_id = ?",
        [postId],
      )),

    /** An admin keeps an article's alert back (before it goes, or while it waits). False when it has gone. */
    async keepBack(post: { id: string; title: string }, now: number): Promise<boolean> {
      await sql.run(
        "UPDATE alert_sends SET state = 'off', updated_at = ? WHERE post_id = ? AND state = 'waiting'",
        [now, post.id],
      );
      await sql.run(
        `INSERT INTO alert_sends (post_id, title, state, updated_at) VALUES (?, ?, 'off', ?)
         ON CONFLICT (post_id) DO NOTHING`,
        [post.id, post.title, now],
      );
      return (
        (await sql.get<{ state: string }>("SELECT state FROM alert_sends WHERE post_id = ?", [post.id]))
          ?.state === "off"
      );
    },

    /** An alert kept back waits again from when the article is (or goes) live. */
    release: async (postId: string) =>
      (await sql.run("DELETE FROM alert_sends WHERE post_id = ? AND state = 'off'", [postId])).changes > 0,

    async send(postId: string): Promise<AlertSendRow | undefined> {
      return (await this.sends(1, 0, postId))[0];
    },

    /** Sends newest first (announced ones and ones kept back), with what is still waiting. */
    async sends(limit: number, offset: number, postId?: string): Promise<AlertSendRow[]> {
      const rows = await sql.all<{
        post_id: string;
        title: string;
        state: AlertSendRow["state"];
        queued_at: number | null;
        send_after: number | null;
        queued: number;
        sent: number;
        failed: number;
        pending: number;
      }>(
        `SELECT a.post_id, a.title, a.state, a.queued_at, a.send_after, a.queued, a.sent, a.failed,
           (SELECT COUNT(*) FROM mail_outbox o
            WHERE o.kind = 'alert' AND o.ref = a.post_id AND o.status = 'pending') AS pending
         FROM alert_sends a
         WHERE ${postId === undefined ? "a.state <> 'before'" : "a.post_id = ?"}
         ORDER BY a.updated_at DESC, a.post_id LIMIT ? OFFSET ?`,
        postId === undefined ? [limit, offset] : [postId, limit, offset],
      );
      return rows.map((r) => ({
        postId: r.post_id,
        title: r.title,
        state: r.state,
        queuedAt: n(r.queued_at),
        sendAfter: n(r.send_after),
        queued: Number(r.queued),
        sent: Number(r.sent),
        failed: Number(r.failed),
        pending: Number(r.pending),
      }));
    },

    countSends: async () =>
      Number(
        (await sql.get<{ c: number }>("SELECT COUNT(*) AS c FROM alert_sends WHERE state <> 'before'"))?.c ??
          0,
      ),
  };
}
export type AlertSendsRepo = ReturnType<typeof createAlertSendsRepo>;
