/**
 * Statistics without trackers: page views counted where they are served, with no cookie or storage in
 * the visitor's browser; where each enquiry came from; how fast the firm answers; the Overview's figures.
 * The only door to src/stats.
 */
import type { Repos } from "../db";
import type { JobSpec } from "../jobs";
import { overdueCutoff, type WeekHours } from "../shared/business-time";
import { firmDate } from "../shared/dates";
import type { EnquiryOrigin, EnquiryVisit } from "../shared/wire-types";
import { encodeOrigin, enquiryOrigin, formPageOrigin } from "./attribution";
import { STATS_CAPS } from "./caps";
import { createViewCounter, type ViewCounter } from "./counter";
import { type OverviewSite, overviewFigures } from "./overview";
import type { OverviewFigures, OverviewPeriod } from "./overview-types";
import { createVisitorIds } from "./visitor";

export { OTHER_CAMPAIGN, OTHER_SOURCE, STATS_CAPS } from "./caps";
export { MAX_PENDING } from "./counter";
export type { OverviewSite } from "./overview";
export * from "./overview-types";
export { overviewTable } from "./tables";
export { MAX_HEADER_CHARS } from "./visit";

/**
 * The inbox cards' visits: where each enquiry came from, when it was first answered, and whether it is
 * still New and unanswered since at or before `cutoff` (overdue; see overdueCutoff).
 */
export async function enquiryVisits(
  repos: Pick<Repos, "submissions">,
  ids: readonly string[],
  cutoff: number,
): Promise<Record<string, EnquiryVisit>> {
  const out: Record<string, EnquiryVisit> = {};
  for (const [id, v] of await repos.submissions.visits(ids))
    out[id] = {
      origin: v.origin,
      firstAnsweredAt: v.firstAnswerAt === null ? null : new Date(v.firstAnswerAt).toISOString(),
      overdue: v.status === "new" && v.firstAnswerAt === null && v.submittedAt <= cutoff,
    };
  return out;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Stats {
  /** Counts a finished request if it is a person's page view of the site (see counter.ts); never waits. */
  count: ViewCounter["count"];
  /** How many distinct requests wait for the next write (at most MAX_PENDING). */
  readonly pending: number;
  /** Writes the counts buffered so far. */
  flush(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** What the contact form carries of its visit (a token for a hidden field; see attribution.ts). */
  formVisit(req: Request, ip: string): Promise<string>;
  /** Where an enquiry sent by this request came from: what its form carried, else looked up. */
  originOf(req: Request, ip: string, carried: unknown): Promise<EnquiryOrigin>;
  overview(period: OverviewPeriod, site: OverviewSite): Promise<OverviewFigures>;
  /** Enquiries received at or before this instant that are still waiting are overdue now. */
  overdueCutoff(officeHours: WeekHours): number;
  /** Hourly: the salts and visitor marks of earlier days deleted; detail older than the retention folded. */
  job: JobSpec;
}

export function createStats(deps: {
  repos: Pick<Repos, "stats" | "bookingStats">;
  retentionDays: number;
  /** TRUST_PROXY's hops: the host a visitor asked for is what the proxies put in X-Forwarded-Host. */
  trustProxy?: number;
  now?: (() => number) | undefined;
  onError?: (e: unknown) => void;
  log?: (msg: string, fields: Record<string, unknown>) => void;
}): Stats {
  const now = deps.now ?? Date.now;
  const visitors = createVisitorIds(deps.repos);
  const counter = createViewCounter({
    repos: deps.repos,
    visitors,
    now,
    trustProxy: deps.trustProxy ?? 0,
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  return {
    count: counter.count,
    get pending() {
      return counter.pending;
    },
    flush: counter.flush,
    start: counter.start,
    stop: counter.stop,
    formVisit: async (req, ip) =>
      encodeOrigin(await formPageOrigin({ repos: deps.repos, visitors, counter, now: now() }, req, ip)),
    originOf: (req, ip, carried) =>
      enquiryOrigin({ repos: deps.repos, visitors, counter, now: now() }, req, ip, carried),
    overview: (period, site) => overviewFigures(deps.repos, period, site, now(), deps.retentionDays),
    overdueCutoff: (officeHours) => overdueCutoff(now(), officeHours),
    job: {
      name: "stats-housekeeping",
      schedule: { everyMs: 60 * 60 * 1000 },
      atStart: true,
      async run() {
        const t = now();
        // A view of the day's last second is written a second later: ten minutes' grace, then the day's
        // salt and visitor marks go (at most about 25 hours after the day began).
        const forgotten = await deps.repos.stats.forgetVisitorsBefore(firmDate(t - 10 * 60_000));
        const before = firmDate(t - deps.retentionDays * DAY_MS);
        const folded = await deps.repos.stats.foldDetailBefore(before);
        // Past the retention, each day keeps its main sources by name; the rest are "Other".
        const sources = await deps.repos.stats.foldSourcesBefore(before, STATS_CAPS.sourcesKept);
        if (forgotten + folded + sources > 0)
          deps.log?.("statistics: housekeeping", { forgotten, folded, sources });
      },
    },
  };
}
