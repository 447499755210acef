import type { Repos, ViewBatch, ViewDetails, VisitorView } from "../db";
import { firmDate } from "../shared/dates";
import { browserOf, isPageView, loadParsers, sourceOf } from "./visit";
import { dayStart, type VisitorIds } from "./visitor";

/** How many distinct requests the buffer holds at most between two writes; beyond it, views are dropped. */
const MAX_PENDING = 10_000;
/** Visitor marks this instance remembers having written today (a database round trip saved per view). */
const MAX_KNOWN = 50_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const SEP = "\n"; // never inside a header value, an address or a URL

/** The map under `key`, made when missing. */
function child<V>(parent: Map<string, Map<string, V>>, key: string): Map<string, V> {
  const found = parent.get(key);
  if (found) return found;
  const made = new Map<string, V>();
  parent.set(key, made);
  return made;
}

export interface ViewCounter {
  /**
   * Counts a finished request if it is a person's page view. Synchronous and cheap: it adds one to a
   * number in memory, keyed by the request's raw details; the database is written about once a second.
   */
  count(req: Request, res: { status: number; contentType: string | null }, ip: string | (() => string)): void;
  /** Writes what is buffered now (also called at stop, and before an enquiry's attribution is read). */
  flush(): Promise<void>;
  /** Starts the once-a-second writes. */
  start(): void;
  /** Stops them after a last write. */
  stop(): Promise<void>;
}

/**
 * Counting where pages are served (the fast path included). A request costs a few header reads and one
 * map entry (its day, address, user agent, referrer and URL as the key): parsing them (bot or browser,
 * device, source, campaign) happens once per distinct key when the buffer is written, about once a second,
 * in one transaction, so counting never waits for the database and a crash loses at most that second.
 * Visitors are counted in the database (an insert that does nothing the second time), so instances
 * counting together never count one visitor twice.
 */
export function createViewCounter(deps: {
  repos: Pick<Repos, "stats">;
  visitors: VisitorIds;
  now?: () => number;
  intervalMs?: number;
  onError?: (e: unknown) => void;
}): ViewCounter {
  const now = deps.now ?? Date.now;
  /** Views waiting to be written: day → address → user agent → URL → referrer → count, in arrival order. */
  let pending = new Map<string, Map<string, Map<string, Map<string, Map<string, number>>>>>();
  let size = 0;
  let known = new Set<string>();
  let knownDay = "";
  let timer: ReturnType<typeof setInterval> | undefined;
  let writing: Promise<void> = Promise.resolve();
  // The firm's day, worked out again only when it ends.
  let day = "";
  let dayEnds = 0;
  const today = (at: number) => {
    if (at >= dayEnds || at < dayEnds - DAY_MS) {
      day = firmDate(at);
      dayEnds = dayStart(day) + DAY_MS;
    }
    return day;
  };

  const count: ViewCounter["count"] = (req, res, ip) => {
    const url = req.url;
    const q = url.indexOf("?");
    const path = url.slice(url.indexOf("/", url.indexOf("//") + 2), q >= 0 ? q : undefined);
    if (!isPageView(req, path, res.status, res.contentType)) return;
    const ua = req.headers.get("user-agent");
    if (!ua) return; // browsers always say who they are; scripts often do not
    // Nested maps rather than one joined key: a repeat view allocates nothing.
    const d = today(now());
    const address = typeof ip === "string" ? ip : ip();
    const referrer = req.headers.get("referer") ?? "";
    // Grouped by address and browser first, so each visitor's views keep their order (the first is where
    // the visit landed).
    const byUrl = child(child(child(child(pending, d), address), ua), url);
    const n = byUrl.get(referrer);
    if (n !== undefined) byUrl.set(referrer, n + 1);
    else if (size < MAX_PENDING) {
      byUrl.set(referrer, 1);
      size++;
    }
  };

  async function write(): Promise<void> {
    if (size === 0) return;
    const taken: [string, number][] = [];
    for (const [d, byDay] of pending)
      for (const [address, byAddress] of byDay)
        for (const [ua, byAgent] of byAddress)
          for (const [url, byUrl] of byAgent)
            for (const [referrer, n] of byUrl)
              taken.push([`${d}${SEP}${address}${SEP}${ua}${SEP}${referrer}${SEP}${url}`, n]);
    pending = new Map();
    size = 0;
    const p = await loadParsers();
    const views = new Map<string, { details: ViewDetails; views: number }>();
    const landings = new Map<string, VisitorView>();
    const pageVisitors = new Map<string, VisitorView>();
    const entries = new Map<string, VisitorView>();
    const marks: string[] = [];
    // In arrival order: a visitor's first view in the buffer is where the visit landed.
    for (const [key, n] of taken) {
      const [viewDay, ip, ua, referrer, raw] = key.split(SEP) as [string, string, string, string, string];
      const browser = browserOf(ua, p);
      if (!browser) continue; // a bot
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        continue;
      }
      const src = sourceOf(url, referrer || null, url.host, p);
      const details: ViewDetails = {
        day: viewDay,
        path: url.pathname,
        source: src.source,
        medium: src.medium,
        campaign: src.campaign,
        device: browser.device,
      };
      const dk = `${viewDay}${SEP}${details.path}${SEP}${src.source}${SEP}${src.medium}${SEP}${src.campaign}${SEP}${browser.device}`;
      const row = views.get(dk);
      if (row) row.views += n;
      else views.set(dk, { details, views: n });
      const visitor = await deps.visitors.id(viewDay, url.host, ip, browser.family);
      if (viewDay !== knownDay) {
        known = new Set();
        knownDay = viewDay;
      }
      const dayMark = `${viewDay}${SEP}${visitor}`;
      if (!known.has(dayMark) && !landings.has(dayMark)) landings.set(dayMark, { ...details, visitor });
      // Came from elsewhere (not a page of the site, not typed in): a new visit, the latest one wins.
      if (src.medium !== "internal" && (src.medium !== "direct" || src.campaign))
        entries.set(dayMark, { ...details, visitor });
      const pageMark = `${dayMark}${SEP}${details.path}`;
      if (!known.has(pageMark) && !pageVisitors.has(pageMark))
        pageVisitors.set(pageMark, { ...details, visitor });
      marks.push(dayMark, pageMark);
    }
    const batch: ViewBatch = {
      views: [...views.values()],
      landings: [...landings.values()],
      pageVisitors: [...pageVisitors.values()],
      entries: [...entries.values()],
    };
    await deps.repos.stats.write(batch);
    if (known.size < MAX_KNOWN) for (const m of marks) known.add(m);
  }

  const flush = (): Promise<void> => {
    // One write at a time, in order; a failed write is reported and its views are lost (never retried
    // into a double count).
    writing = writing.then(write).catch((e) => deps.onError?.(e));
    return writing;
  };

  return {
    count,
    flush,
    start() {
      timer ??= setInterval(() => void flush(), deps.intervalMs ?? 1000);
      timer.unref?.();
      void loadParsers();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}
