import type { Repos, ViewBatch, ViewDetails, VisitorView } from "../db";
import { forwarded } from "../lib/forwarded";
import { firmDate } from "../shared/dates";
import { createDayCaps } from "./caps";
import { browserOf, clipHeader, isPageView, loadParsers, sourceOf } from "./visit";
import { dayStart, type VisitorIds } from "./visitor";

/**
 * How many distinct requests (address, browser, page, referrer) the buffer holds between two writes, about
 * a second apart. Each is looked at once when written (bot or browser, device, source: a few hundred
 * microseconds for one never seen before), so this bounds the work a flood of made-up headers can cause:
 * beyond it, requests are only counted as the day's overflow. A small firm's site sees a few distinct
 * requests a second.
 */
export const MAX_PENDING = 100;
/** The longest page address kept (a longer one is cut; its path and campaign tags come first). */
const MAX_URL = 2048;
/** Visitor marks this instance remembers having written today (a database round trip saved per view). */
const MAX_KNOWN = 50_000;
/** User agents and referrers never seen before that one write parses fully (see ParseBudget). */
export const PARSES = { agents: 10, referrers: 3 } as const;
/** The write gives the event loop back after this many distinct requests (pages keep being served). */
const YIELD_EVERY = 25;
const DAY_MS = 24 * 60 * 60 * 1000;
const SEP = "\n"; // never inside a header value, an address or a URL

/** A host as compared: lower case, without the scheme's default port. */
const normalHost = (host: string) => host.toLowerCase().replace(/:(?:80|443)$/, "");

/** The map under `key`, made when missing. */
function child<V>(parent: Map<string, Map<string, V>>, key: string): Map<string, V> {
  const found = parent.get(key);
  if (found) return found;
  const made = new Map<string, V>();
  parent.set(key, made);
  return made;
}

const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface ViewCounter {
  /**
   * Counts a finished request if it is a person's page view of this site (`site`: its origin; undefined
   * while the site does not know it yet, and then every host's views count). Synchronous
   * and cheap: it adds one to a number in memory, keyed by the request's raw details (headers cut to a
   * few hundred characters); the database is written about once a second.
   */
  count(
    req: Request,
    res: { status: number; contentType: string | null },
    ip: string | (() => string),
    site: string | undefined,
  ): void;
  /** Writes what is buffered now (also called at stop, and before an enquiry's attribution is read). */
  flush(): Promise<void>;
  /** Starts the once-a-second writes. */
  start(): void;
  /** Stops them after a last write. */
  stop(): Promise<void>;
  /** How many distinct requests are buffered now (at most MAX_PENDING; for tests). */
  readonly pending: number;
}

/**
 * Counting where pages are served (the fast path included). A request costs a few header reads and one
 * map entry (its day, address, user agent, referrer and URL as the key): parsing them (bot or browser,
 * device, source, campaign) happens once per distinct key when the buffer is written, about once a second,
 * in one transaction, so counting never waits for the database and a crash loses at most that second.
 * Visitors are counted in the database (an insert that does nothing the second time), so instances
 * counting together never count one visitor twice.
 *
 * Only requests for the site's own host are counted (a request naming another Host is someone else's
 * address for it, or a made-up one); the buffer is bounded (MAX_PENDING, then overflow), and so is what a
 * day can store (caps.ts).
 */
export function createViewCounter(deps: {
  repos: Pick<Repos, "stats">;
  visitors: VisitorIds;
  now?: () => number;
  intervalMs?: number;
  /** TRUST_PROXY's hops: the host a visitor asked for is what the proxies put in X-Forwarded-Host. */
  trustProxy?: number;
  onError?: (e: unknown) => void;
}): ViewCounter {
  const now = deps.now ?? Date.now;
  const caps = createDayCaps(deps.repos);
  /** Views waiting to be written: day → address → user agent → URL → referrer → count, in arrival order. */
  let pending = new Map<string, Map<string, Map<string, Map<string, Map<string, number>>>>>();
  let size = 0;
  /** Requests per day beyond the buffer's bound. */
  let overflow = new Map<string, number>();
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
  // The site's host, worked out again only when its origin changes.
  let siteOrigin = "";
  let siteHost = "";
  const hostOfSite = (origin: string) => {
    if (origin !== siteOrigin) {
      siteOrigin = origin;
      try {
        siteHost = normalHost(new URL(origin).host);
      } catch {
        siteHost = "";
      }
    }
    return siteHost;
  };
  /** The host the visitor asked for: the URL's (the Host header), or the trusted proxy's forwarded one. */
  const askedHost = (req: Request, url: string, hostStart: number, pathStart: number) => {
    const viaProxy = forwarded(req.headers.get("x-forwarded-host"), deps.trustProxy ?? 0);
    if (viaProxy) return normalHost(viaProxy);
    return normalHost(url.slice(hostStart, pathStart));
  };

  const count: ViewCounter["count"] = (req, res, ip, site) => {
    const url = req.url;
    const q = url.indexOf("?");
    const hostStart = url.indexOf("//") + 2;
    const pathStart = url.indexOf("/", hostStart);
    const path = url.slice(pathStart, q >= 0 ? q : undefined);
    if (!isPageView(req, path, res.status, res.contentType)) return;
    const agent = req.headers.get("user-agent");
    if (!agent) return; // browsers always say who they are; scripts often do not
    if (site !== undefined && askedHost(req, url, hostStart, pathStart) !== hostOfSite(site)) return;
    // Cut before anything else reads them: an 8 KB user agent costs what a 512-character one does.
    const ua = clipHeader(agent);
    const referrer = clipHeader(req.headers.get("referer") ?? "");
    const page = url.length > MAX_URL ? url.slice(0, MAX_URL) : url;
    const d = today(now());
    const address = typeof ip === "string" ? ip : ip();
    // Grouped by address and browser first, so each visitor's views keep their order (the first is where
    // the visit landed). Nested maps rather than one joined key: a repeat view allocates nothing.
    const byUrl = pending.get(d)?.get(address)?.get(ua)?.get(page);
    const n = byUrl?.get(referrer);
    if (n !== undefined) byUrl!.set(referrer, n + 1);
    else if (size < MAX_PENDING) {
      child(child(child(child(pending, d), address), ua), page).set(referrer, 1);
      size++;
    } else overflow.set(d, (overflow.get(d) ?? 0) + 1);
  };

  async function write(): Promise<void> {
    if (size === 0 && overflow.size === 0) return;
    const taken: [string, number][] = [];
    for (const [d, byDay] of pending)
      for (const [address, byAddress] of byDay)
        for (const [ua, byAgent] of byAddress)
          for (const [url, byUrl] of byAgent)
            for (const [referrer, n] of byUrl)
              taken.push([`${d}${SEP}${address}${SEP}${ua}${SEP}${referrer}${SEP}${url}`, n]);
    const overflowed = [...overflow].map(([d, requests]) => ({ day: d, requests }));
    const days = [...pending.keys()];
    pending = new Map();
    size = 0;
    overflow = new Map();
    const p = await loadParsers();
    for (const d of days) await caps.ready(d);
    const views = new Map<string, { details: ViewDetails; views: number }>();
    const landings = new Map<string, VisitorView>();
    const pageVisitors = new Map<string, VisitorView>();
    const entries = new Map<string, VisitorView>();
    const marks: string[] = [];
    const budget = { ...PARSES };
    // In arrival order: a visitor's first view in the buffer is where the visit landed.
    for (const [i, [key, n]] of taken.entries()) {
      if (i > 0 && i % YIELD_EVERY === 0) await breathe();
      const [viewDay, ip, ua, referrer, raw] = key.split(SEP) as [string, string, string, string, string];
      const browser = browserOf(ua, p, budget);
      if (!browser) continue; // a bot
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        continue;
      }
      // A referrer on the site's own host is a move between its pages (behind a proxy, the page's URL may
      // name the proxy's host instead).
      const src = sourceOf(url, referrer || null, siteHost || url.host, p, budget);
      const details = caps.file({
        day: viewDay,
        path: url.pathname,
        source: src.source,
        medium: src.medium,
        campaign: src.campaign,
        device: browser.device,
      });
      const dk = `${viewDay}${SEP}${details.path}${SEP}${details.source}${SEP}${details.medium}${SEP}${details.campaign}${SEP}${details.device}`;
      const row = views.get(dk);
      if (row) row.views += n;
      else views.set(dk, { details, views: n });
      const visitor = await deps.visitors.id(viewDay, ip, browser.family);
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
      overflow: overflowed,
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
    get pending() {
      return size;
    },
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
