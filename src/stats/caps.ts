import type { Repos, ViewDetails } from "../db";

/**
 * How much one day of statistics may grow, whatever the requests say. A referrer, a campaign tag and a
 * user agent are whatever the sender writes: a client making up a new one for every request would
 * otherwise add a row per request, kept for good. Real sites see a few dozen sources a day.
 */
export const STATS_CAPS = {
  /** Distinct sources (referring sites, campaign sources) per day; later new ones are counted as "Other". */
  sourcesPerDay: 500,
  /** Distinct campaign names per day; later new ones are counted as "(other)". */
  campaignsPerDay: 50,
  /**
   * Distinct detail rows (page × source × medium × campaign × device) per day; a later new combination is
   * counted on its page under "Other", without campaign or device. Holds the day's rows to about this
   * many, plus a few per page.
   */
  detailsPerDay: 5_000,
  /** Sources each day keeps once it is older than the retention; the rest fold into "Other". */
  sourcesKept: 50,
} as const;

export const OTHER_SOURCE = "Other";
export const OTHER_CAMPAIGN = "(other)";

/** Sources that are never capped: page to page ("") and typed in ("Direct"), and the bucket itself. */
const UNCAPPED = new Set(["", "Direct", OTHER_SOURCE]);

const detailKey = (d: ViewDetails) =>
  `${d.path}\u0000${d.source}\u0000${d.medium}\u0000${d.campaign}\u0000${d.device}`;

interface DaySeen {
  sources: Set<string>;
  campaigns: Set<string>;
  details: Set<string>;
}

/**
 * What each day holds already (read from the database once per day and instance, then kept in memory),
 * and the filing of new details under the caps. Instances each keep their own view of the day, so
 * several instances may together pass a cap by a few times over; it stays bounded.
 */
export function createDayCaps(repos: Pick<Repos, "stats">) {
  const days = new Map<string, DaySeen>();
  return {
    /** Reads what the day holds (once per day). */
    async ready(day: string): Promise<void> {
      if (days.has(day)) return;
      const seen: DaySeen = { sources: new Set(), campaigns: new Set(), details: new Set() };
      for (const d of await repos.stats.detailsOn(day)) {
        if (!UNCAPPED.has(d.source)) seen.sources.add(d.source);
        if (d.campaign) seen.campaigns.add(d.campaign);
        seen.details.add(detailKey(d));
      }
      days.set(day, seen);
      // Only today (and yesterday, around midnight) are ever counted into.
      for (const d of [...days.keys()].sort().slice(0, -2)) days.delete(d);
    },

    /** The details a view is filed under: as they are, or folded into "Other" past a cap. */
    file(d: ViewDetails): ViewDetails {
      const seen = days.get(d.day);
      if (!seen) return d;
      let { source, campaign } = d;
      if (!UNCAPPED.has(source) && !seen.sources.has(source)) {
        if (seen.sources.size >= STATS_CAPS.sourcesPerDay) source = OTHER_SOURCE;
        else seen.sources.add(source);
      }
      if (campaign && !seen.campaigns.has(campaign)) {
        if (seen.campaigns.size >= STATS_CAPS.campaignsPerDay) campaign = OTHER_CAMPAIGN;
        else seen.campaigns.add(campaign);
      }
      let out = source === d.source && campaign === d.campaign ? d : { ...d, source, campaign };
      const key = detailKey(out);
      if (!seen.details.has(key)) {
        if (seen.details.size >= STATS_CAPS.detailsPerDay)
          out = { ...out, source: OTHER_SOURCE, campaign: "", device: "" };
        seen.details.add(detailKey(out));
      }
      return out;
    },
  };
}
export type DayCaps = ReturnType<typeof createDayCaps>;
