import type { Sql } from "./sql";

/** What a counted page view is filed under (its row of stats_views). */
export interface ViewDetails {
  day: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  device: string;
}

/** A visitor's view, for deciding whether they are new to the day or to the page. */
export interface VisitorView extends ViewDetails {
  visitor: string;
}

/** What a second of counting writes at once (src/stats/counter.ts gathers it in memory). */
export interface ViewBatch {
  /** Views per details, added up. */
  views: { details: ViewDetails; views: number }[];
  /** The first view of each visitor in this batch: a new visitor of the day if the database agrees. */
  landings: VisitorView[];
  /** The first view of each visitor of each page in this batch: a new visitor of the page if so. */
  pageVisitors: VisitorView[];
  /**
   * Each visitor's latest view in this batch that came from elsewhere (a search, a link, a campaign): a
   * new visit of a visitor already counted today, which is where their next enquiry comes from.
   */
  entries?: VisitorView[];
  /**
   * Requests that arrived while the counter already held as many distinct ones as it analyses between two
   * writes (a flood): counted per day, never looked at one by one.
   */
  overflow?: { day: string; requests: number }[];
}

/** Where a visitor landed today (an enquiry's attribution). */
export interface Landing {
  path: string;
  source: string;
  medium: string;
  campaign: string;
}

const detailKey = (d: ViewDetails) =>
  `${d.day}\u0000${d.path}\u0000${d.source}\u0000${d.medium}\u0000${d.campaign}\u0000${d.device}`;

/**
 * Marks that a visitor came through a campaign's link today (kept with the day's page marks, whose paths
 * all begin with "/", and deleted with them); true the first time.
 */
async function campaignSeen(tx: Sql, v: VisitorView): Promise<boolean> {
  const mark = `campaign:${JSON.stringify([v.campaign, v.source, v.medium])}`;
  const r = await tx.run(
    "INSERT INTO stats_seen (day, visitor, path) VALUES (?, ?, ?) ON CONFLICT (day, visitor, path) DO NOTHING",
    [v.day, v.visitor, mark],
  );
  return r.changes > 0;
}

/** Counts and the day's salts. Every write is an upsert, so instances counting together add up. */
export function createStatsRepo(sql: Sql) {
  return {
    /** The day's salt: the first instance to ask makes it (`candidate`), every other one reads it. */
    async salt(day: string, candidate: string): Promise<string> {
      await sql.run("INSERT INTO stats_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING", [
        day,
        candidate,
      ]);
      const row = await sql.get<{ salt: string }>("SELECT salt FROM stats_salts WHERE day = ?", [day]);
      return row!.salt;
    },

    /**
     * Writes one batch in one transaction. A landing or page visitor already recorded (by this instance
     * earlier, or by another) adds a view but no visitor: nothing is counted twice. A visitor of the day
     * who comes back through a campaign's link is an entry of that campaign's row (once a day per
     * campaign), not a second visitor of its source.
     */
    async write(batch: ViewBatch): Promise<void> {
      if (batch.views.length === 0 && !batch.overflow?.length) return;
      await sql.tx(async (tx) => {
        for (const o of batch.overflow ?? [])
          await tx.run(
            `INSERT INTO stats_days (day, views, visitors, overflow) VALUES (?, 0, 0, ?)
             ON CONFLICT (day) DO UPDATE SET overflow = stats_days.overflow + excluded.overflow`,
            [o.day, o.requests],
          );
        const extra = new Map<string, { visitors: number; entries: number; returns: number }>();
        const bump = (d: ViewDetails, field: "visitors" | "entries" | "returns") => {
          const key = detailKey(d);
          const e = extra.get(key) ?? { visitors: 0, entries: 0, returns: 0 };
          e[field]++;
          extra.set(key, e);
        };
        const dayVisitors = new Map<string, number>();
        for (const l of batch.landings) {
          const r = await tx.run(
            `INSERT INTO stats_landings (day, visitor, path, source, medium, campaign) VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (day, visitor) DO NOTHING`,
            [l.day, l.visitor, l.path, l.source, l.medium, l.campaign],
          );
          if (r.changes > 0) {
            bump(l, "entries");
            dayVisitors.set(l.day, (dayVisitors.get(l.day) ?? 0) + 1);
            if (l.campaign) await campaignSeen(tx, l);
          }
        }
        for (const v of batch.entries ?? []) {
          await tx.run(
            "UPDATE stats_landings SET path = ?, source = ?, medium = ?, campaign = ? WHERE day = ? AND visitor = ?",
            [v.path, v.source, v.medium, v.campaign, v.day, v.visitor],
          );
          // A visitor of the day back through a campaign's link: a visit of that campaign too.
          if (v.campaign && (await campaignSeen(tx, v))) bump(v, "returns");
        }
        for (const p of batch.pageVisitors) {
          const r = await tx.run(
            "INSERT INTO stats_seen (day, visitor, path) VALUES (?, ?, ?) ON CONFLICT (day, visitor, path) DO NOTHING",
            [p.day, p.visitor, p.path],
          );
          if (r.changes > 0) bump(p, "visitors");
        }
        const dayViews = new Map<string, number>();
        const pages = new Map<string, { day: string; path: string; views: number; visitors: number }>();
        const sources = new Map<string, { day: string; source: string; medium: string; visitors: number }>();
        for (const { details: d, views } of batch.views) {
          const e = extra.get(detailKey(d)) ?? { visitors: 0, entries: 0, returns: 0 };
          const pk = `${d.day}\u0000${d.path}`;
          const p = pages.get(pk) ?? { day: d.day, path: d.path, views: 0, visitors: 0 };
          p.views += views;
          p.visitors += e.visitors;
          pages.set(pk, p);
          if (e.entries > 0) {
            const sk = `${d.day}\u0000${d.source}\u0000${d.medium}`;
            const s = sources.get(sk) ?? { day: d.day, source: d.source, medium: d.medium, visitors: 0 };
            s.visitors += e.entries;
            sources.set(sk, s);
          }
          await tx.run(
            `INSERT INTO stats_views (day, path, source, medium, campaign, device, views, visitors, entries)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (day, path, source, medium, campaign, device) DO UPDATE SET
               views = stats_views.views + excluded.views,
               visitors = stats_views.visitors + excluded.visitors,
               entries = stats_views.entries + excluded.entries`,
            [
              d.day,
              d.path,
              d.source,
              d.medium,
              d.campaign,
              d.device,
              views,
              e.visitors,
              e.entries + e.returns,
            ],
          );
          dayViews.set(d.day, (dayViews.get(d.day) ?? 0) + views);
        }
        for (const p of pages.values()) {
          await tx.run(
            `INSERT INTO stats_pages (day, path, views, visitors) VALUES (?, ?, ?, ?)
             ON CONFLICT (day, path) DO UPDATE SET
               views = stats_pages.views + excluded.views,
               visitors = stats_pages.visitors + excluded.visitors`,
            [p.day, p.path, p.views, p.visitors],
          );
        }
        for (const s of sources.values()) {
          await tx.run(
            `INSERT INTO stats_sources (day, source, medium, visitors) VALUES (?, ?, ?, ?)
             ON CONFLICT (day, source, medium) DO UPDATE SET visitors = stats_sources.visitors + excluded.visitors`,
            [s.day, s.source, s.medium, s.visitors],
          );
        }
        for (const [day, views] of dayViews) {
          await tx.run(
            `INSERT INTO stats_days (day, views, visitors) VALUES (?, ?, ?)
             ON CONFLICT (day) DO UPDATE SET
               views = stats_days.views + excluded.views,
               visitors = stats_days.visitors + excluded.visitors`,
            [day, views, dayVisitors.get(day) ?? 0],
          );
        }
      });
    },

    /** Every detail row of a day (what the day's caps start from: src/stats/caps.ts). */
    detailsOn: (day: string) =>
      sql.all<ViewDetails>(
        "SELECT day, path, source, medium, campaign, device FROM stats_views WHERE day = ?",
        [day],
      ),

    /**
     * Days before `day` with more than `keep` named sources keep their `keep` most viewed (besides page
     * to page, "Direct" and "Other"); the rest fold into "Other", in the detail rows and the per-source
     * sums alike. Returns the rows folded.
     */
    async foldSourcesBefore(day: string, keep: number): Promise<number> {
      const named = "source NOT IN ('', 'Direct', 'Other')";
      const days = await sql.all<{ day: string }>(
        `SELECT day FROM stats_views WHERE day < ? AND ${named} GROUP BY day HAVING COUNT(DISTINCT source) > ?`,
        [day, keep],
      );
      let folded = 0;
      for (const { day: d } of days)
        folded += await sql.tx(async (tx) => {
          const kept = (
            await tx.all<{ source: string }>(
              `SELECT source FROM stats_views WHERE day = ? AND ${named}
               GROUP BY source ORDER BY SUM(views) DESC, source LIMIT ?`,
              [d, keep],
            )
          ).map((r) => r.source);
          const others = `${named} AND source NOT IN (${kept.map(() => "?").join(", ")})`;
          const views = await tx.all<{
            path: string;
            medium: string;
            campaign: string;
            device: string;
            views: number | string;
            visitors: number | string;
            entries: number | string;
          }>(
            `SELECT path, medium, campaign, device, SUM(views) AS views, SUM(visitors) AS visitors,
               SUM(entries) AS entries
             FROM stats_views WHERE day = ? AND ${others} GROUP BY path, medium, campaign, device`,
            [d, ...kept],
          );
          const sources = await tx.all<{ medium: string; visitors: number | string }>(
            `SELECT medium, SUM(visitors) AS visitors FROM stats_sources WHERE day = ? AND ${others}
             GROUP BY medium`,
            [d, ...kept],
          );
          const gone = (await tx.run(`DELETE FROM stats_views WHERE day = ? AND ${others}`, [d, ...kept]))
            .changes;
          await tx.run(`DELETE FROM stats_sources WHERE day = ? AND ${others}`, [d, ...kept]);
          for (const r of views)
            await tx.run(
              `INSERT INTO stats_views (day, path, source, medium, campaign, device, views, visitors, entries)
               VALUES (?, ?, 'Other', ?, ?, ?, ?, ?, ?)
               ON CONFLICT (day, path, source, medium, campaign, device) DO UPDATE SET
                 views = stats_views.views + excluded.views,
                 visitors = stats_views.visitors + excluded.visitors,
                 entries = stats_views.entries + excluded.entries`,
              [
                d,
                r.path,
                r.medium,
                r.campaign,
                r.device,
                Number(r.views),
                Number(r.visitors),
                Number(r.entries),
              ],
            );
          for (const r of sources)
            await tx.run(
              `INSERT INTO stats_sources (day, source, medium, visitors) VALUES (?, 'Other', ?, ?)
               ON CONFLICT (day, source, medium) DO UPDATE SET visitors = stats_sources.visitors + excluded.visitors`,
              [d, r.medium, Number(r.visitors)],
            );
          return gone;
        });
      return folded;
    },

    /** Where a visitor landed on a day, if they were counted that day. */
    landing: (day: string, visitor: string) =>
      sql.get<Landing>(
        "SELECT path, source, medium, campaign FROM stats_landings WHERE day = ? AND visitor = ?",
        [day, visitor],
      ),

    /** Deletes the salts, landings and page marks of days before `day` (they identify a visitor for a day). */
    async forgetVisitorsBefore(day: string): Promise<number> {
      let n = 0;
      for (const table of ["stats_salts", "stats_landings", "stats_seen"])
        n += (await sql.run(`DELETE FROM ${table} WHERE day < ?`, [day])).changes;
      return n;
    },

    /** Folds the campaign and device detail of days before `day` into their page-and-source counts. */
    async foldDetailBefore(day: string): Promise<number> {
      return sql.tx(async (tx) => {
        const rows = await tx.all<{
          day: string;
          path: string;
          source: string;
          medium: string;
          views: number | string;
          visitors: number | string;
          entries: number | string;
        }>(
          `SELECT day, path, source, medium, SUM(views) AS views, SUM(visitors) AS visitors, SUM(entries) AS entries
           FROM stats_views WHERE day < ? AND (campaign <> '' OR device <> '')
           GROUP BY day, path, source, medium`,
          [day],
        );
        if (rows.length === 0) return 0;
        await tx.run("DELETE FROM stats_views WHERE day < ? AND (campaign <> '' OR device <> '')", [day]);
        for (const r of rows) {
          await tx.run(
            `INSERT INTO stats_views (day, path, source, medium, campaign, device, views, visitors, entries)
             VALUES (?, ?, ?, ?, '', '', ?, ?, ?)
             ON CONFLICT (day, path, source, medium, campaign, device) DO UPDATE SET
               views = stats_views.views + excluded.views,
               visitors = stats_views.visitors + excluded.visitors,
               entries = stats_views.entries + excluded.entries`,
            [r.day, r.path, r.source, r.medium, Number(r.views), Number(r.visitors), Number(r.entries)],
          );
        }
        return rows.length;
      });
    },

    // ── What the Overview reads ────────────────────────────────────────────
    /**
     * The site's totals per day, from `from` to `to` (inclusive). `overflow`: requests of floods that were
     * counted but not told apart (see ViewBatch).
     */
    days: async (from: string, to: string) =>
      (
        await sql.all<{
          day: string;
          views: number | string;
          visitors: number | string;
          overflow: number | string;
        }>("SELECT day, views, visitors, overflow FROM stats_days WHERE day >= ? AND day <= ? ORDER BY day", [
          from,
          to,
        ])
      ).map((r) => ({
        day: r.day,
        views: Number(r.views),
        visitors: Number(r.visitors),
        overflow: Number(r.overflow),
      })),

    /** Views and visitors per page, most viewed first. `prefix`: only paths that start with it. */
    pages: async (from: string, to: string, limit: number, prefix = "/") =>
      (
        await sql.all<{ path: string; views: number | string; visitors: number | string }>(
          `SELECT path, SUM(views) AS views, SUM(visitors) AS visitors FROM stats_pages
           WHERE day >= ? AND day <= ? AND path LIKE ?
           GROUP BY path ORDER BY SUM(views) DESC, path LIMIT ?`,
          [from, to, `${prefix}%`, limit],
        )
      ).map((r) => ({ path: r.path, views: Number(r.views), visitors: Number(r.visitors) })),

    /** Visitors per source and medium (each counted where the day's visit landed), most first. */
    sources: async (from: string, to: string, limit: number) =>
      (
        await sql.all<{ source: string; medium: string; visitors: number | string }>(
          `SELECT source, medium, SUM(visitors) AS visitors FROM stats_sources
           WHERE day >= ? AND day <= ?
           GROUP BY source, medium ORDER BY SUM(visitors) DESC, source LIMIT ?`,
          [from, to, limit],
        )
      ).map((r) => ({ source: r.source, medium: r.medium, visitors: Number(r.visitors) })),

    /**
     * Visits that came through a campaign's link (utm_campaign), per campaign, source and medium, most
     * first: where the day's visit landed, and a visitor of the day back through another campaign. Only
     * as far back as the campaign detail is kept (older days are folded into campaign '').
     */
    campaigns: async (from: string, to: string, limit: number) =>
      (
        await sql.all<{ campaign: string; source: string; medium: string; visitors: number | string }>(
          `SELECT campaign, source, medium, SUM(entries) AS visitors FROM stats_views
           WHERE day >= ? AND day <= ? AND campaign <> ''
           GROUP BY campaign, source, medium HAVING SUM(entries) > 0
           ORDER BY SUM(entries) DESC, campaign, source LIMIT ?`,
          [from, to, limit],
        )
      ).map((r) => ({
        campaign: r.campaign,
        source: r.source,
        medium: r.medium,
        visitors: Number(r.visitors),
      })),

    /** Every real enquiry received from `fromMs` to before `toMs`, with what the Overview counts of it. */
    enquiries: async (fromMs: number, toMs: number) =>
      (
        await sql.all<{
          submitted_at: number | string;
          service: string;
          landing_page: string | null;
          visit_source: string | null;
          visit_medium: string | null;
          visit_campaign: string | null;
          first_answer_at: number | string | null;
        }>(
          `SELECT submitted_at, service, landing_page, visit_source, visit_medium, visit_campaign, first_answer_at
           FROM contact_submissions WHERE spam = 0 AND submitted_at >= ? AND submitted_at < ?`,
          [fromMs, toMs],
        )
      ).map((r) => ({
        submittedAt: Number(r.submitted_at),
        service: r.service,
        landingPage: r.landing_page,
        source: r.visit_source,
        medium: r.visit_medium,
        campaign: r.visit_campaign,
        firstAnswerAt: r.first_answer_at === null ? null : Number(r.first_answer_at),
      })),

    /** Enquiries still New and never answered; `overdue`: those received at or before `overdueAt`. */
    async waiting(overdueAt: number): Promise<{ total: number; overdue: number }> {
      const r = await sql.get<{ total: number | string; overdue: number | string | null }>(
        `SELECT COUNT(*) AS total, SUM(CASE WHEN submitted_at <= ? THEN 1 ELSE 0 END) AS overdue
         FROM contact_submissions WHERE spam = 0 AND status = 'new' AND first_answer_at IS NULL`,
        [overdueAt],
      );
      return { total: Number(r?.total ?? 0), overdue: Number(r?.overdue ?? 0) };
    },
  };
}
export type StatsRepo = ReturnType<typeof createStatsRepo>;
