import type { Repos, ViewBatch, ViewDetails, VisitorView } from "../db";
import { browserOf, isPageView, loadParsers, type Parsers, parsersNow, sourceOf } from "./visit";
import { firmDay, type VisitorIds } from "./visitor";

/** A counted view as it waits in memory: what its row and its visitor id are made of. */
interface Pending extends Omit<ViewDetails, "day"> {
  day: string;
  site: string;
  ip: string;
  family: string;
  views: number;
}

/** How much the buffer holds at most between two writes; beyond it, views are dropped (and said so). */
const MAX_PENDING = 10_000;

export interface ViewCounter {
  /**
   * Counts a finished request if it is a person's page view. Synchronous and cheap: it adds one to a
   * number in memory; the database is written about once a second (flush).
   */
  count(req: Request, res: { status: number; contentType: string | null }, ip: string): void;
  /** Writes what is buffered now (also called at stop, and before an enquiry's attribution is read). */
  flush(): Promise<void>;
  /** Starts the once-a-second writes. */
  start(): void;
  /** Stops them after a last write. */
  stop(): Promise<void>;
}

/**
 * Counting where pages are served (the fast path included): views are added up in memory per page,
 * source, campaign, device and visitor, and written in one transaction about once a second, so counting
 * never waits for the database and a crash loses at most that second. Visitors are counted in the
 * database (an insert that does nothing the second time), so instances counting together never count
 * one visitor twice.
 */
export function createViewCounter(deps: {
  repos: Pick<Repos, "stats">;
  visitors: VisitorIds;
  now?: () => number;
  intervalMs?: number;
  onError?: (e: unknown) => void;
}): ViewCounter {
  const now = deps.now ?? Date.now;
  let pending = new Map<string, Pending>();
  /** Requests that arrived before the parsers were loaded (the first second after start). */
  let early: { req: Request; ip: string; at: number }[] = [];
  /** Visitor marks this instance has written today (skips a database round trip per view). */
  let known = new Set<string>();
  let knownDay = "";
  let timer: ReturnType<typeof setInterval> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const add = (req: Request, ip: string, at: number, p: Parsers) => {
    const browser = browserOf(req.headers.get("user-agent"), p);
    if (!browser) return; // a bot, or no user agent at all
    const url = new URL(req.url);
    const src = sourceOf(url, req.headers.get("referer"), url.host, p);
    const day = firmDay(at);
    const path = url.pathname;
    const key = `${day}\u0000${url.host}\u0000${ip}\u0000${browser.family}\u0000${path}\u0000${src.source}\u0000${src.medium}\u0000${src.campaign}\u0000${browser.device}`;
    const hit = pending.get(key);
    if (hit) {
      hit.views++;
      return;
    }
    if (pending.size >= MAX_PENDING) return;
    pending.set(key, {
      day,
      site: url.host,
      ip,
      family: browser.family,
      path,
      source: src.source,
      medium: src.medium,
      campaign: src.campaign,
      device: browser.device,
      views: 1,
    });
  };

  const count: ViewCounter["count"] = (req, res, ip) => {
    const path = req.url.slice(req.url.indexOf("/", req.url.indexOf("//") + 2)).split("?")[0]!;
    if (!isPageView(req, path, res.status, res.contentType)) return;
    const p = parsersNow();
    // In order: while early views wait for the parsers, later ones queue behind them (the first is the landing).
    if (p && early.length === 0) return add(req, ip, now(), p);
    if (early.length < MAX_PENDING) early.push({ req, ip, at: now() });
    void loadParsers();
  };

  async function write(): Promise<void> {
    if (early.length > 0) {
      const p = await loadParsers();
      for (const e of early) add(e.req, e.ip, e.at, p);
      early = [];
    }
    if (pending.size === 0) return;
    const taken = pending;
    pending = new Map();
    const views = new Map<string, { details: ViewDetails; views: number }>();
    const landings = new Map<string, VisitorView>();
    const pageVisitors = new Map<string, VisitorView>();
    const marks: string[] = [];
    for (const v of taken.values()) {
      const details: ViewDetails = {
        day: v.day,
        path: v.path,
        source: v.source,
        medium: v.medium,
        campaign: v.campaign,
        device: v.device,
      };
      const dk = `${v.day}\u0000${v.path}\u0000${v.source}\u0000${v.medium}\u0000${v.campaign}\u0000${v.device}`;
      const row = views.get(dk);
      if (row) row.views += v.views;
      else views.set(dk, { details, views: v.views });
      const visitor = await deps.visitors.id(v.day, v.site, v.ip, v.family);
      if (v.day !== knownDay) {
        known = new Set();
        knownDay = v.day;
      }
      const dayMark = `${v.day}\u0000${visitor}`;
      if (!known.has(dayMark) && !landings.has(dayMark)) landings.set(dayMark, { ...details, visitor });
      const pageMark = `${dayMark}\u0000${v.path}`;
      if (!known.has(pageMark) && !pageVisitors.has(pageMark))
        pageVisitors.set(pageMark, { ...details, visitor });
      marks.push(dayMark, pageMark);
    }
    const batch: ViewBatch = {
      views: [...views.values()],
      landings: [...landings.values()],
      pageVisitors: [...pageVisitors.values()],
    };
    await deps.repos.stats.write(batch);
    if (known.size < 200_000) for (const m of marks) known.add(m);
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
