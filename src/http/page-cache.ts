import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "./app-env";

interface Entry {
  body: Uint8Array;
  br: Uint8Array;
  gz: Uint8Array;
  etag: string;
  /** The route's own headers (content type, cache control, links…), replayed as they were. */
  headers: [string, string][];
  /**
   * Every header the first answer left the app with (security headers included), but those that belong
   * to one response: the fast path replays them without running the middleware that made them.
   */
  final?: [string, string][];
  /** The complete headers of a fast answer, per encoding and for a 304, made once from `final`. */
  ready?: Record<Encoding, { ok: Headers; notModified: Headers }>;
  storedAt: number;
}

type Encoding = "identity" | "br" | "gzip";

const encodingFor = (accept: string | null | undefined): Encoding =>
  !accept ? "identity" : /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : "identity";

/**
 * The headers of each encoding's answer: as the first answer left, plus its own validator and encoding.
 * Built once as Headers objects: a Response copies a Headers object several times faster than it parses
 * a list of pairs, which is most of what a fast answer costs.
 */
function readyHeaders(
  entry: Entry,
  final: [string, string][],
): Record<Encoding, { ok: Headers; notModified: Headers }> {
  const base = final.filter(([name]) => name !== "vary");
  const make = (encoding: Encoding) => {
    const list: [string, string][] = [
      ...base,
      ["vary", "Accept-Encoding"],
      // As on the normal path: a compressed body's validator is weak (its bytes differ from the identity's).
      ["etag", encoding === "identity" ? entry.etag : `W/${entry.etag}`],
      ...(encoding === "identity" ? [] : ([["content-encoding", encoding]] as [string, string][])),
    ];
    return {
      ok: new Headers(list),
      notModified: new Headers(
        list.filter(([name]) => name !== "content-type" && name !== "content-encoding"),
      ),
    };
  };
  return { identity: make("identity"), br: make("br"), gzip: make("gzip") };
}

/** A cached answer: 304 when the client has it, else the body in the encoding it accepts. */
function answer(
  entry: Entry,
  method: string,
  accept: string | null | undefined,
  ifNoneMatch: string | null | undefined,
): Response {
  const encoding = encodingFor(accept);
  const headers = entry.ready![encoding];
  const res = matches(ifNoneMatch ?? undefined, entry.etag)
    ? new Response(null, { status: 304, headers: headers.notModified })
    : new Response(
        method === "HEAD"
          ? null
          : ((encoding === "br"
              ? entry.br
              : encoding === "gzip"
                ? entry.gz
                : entry.body) as Uint8Array<ArrayBuffer>),
        { headers: headers.ok },
      );
  return res;
}

/** Headers set per response, never replayed from the final set. */
const PER_RESPONSE = new Set([
  ...["x-request-id", "etag", "content-encoding", "content-length", "date"],
  "set-cookie",
]);

/** Responses worth keeping: pages, the public JSON, the sitemap, robots.txt and the feed. */
const CACHEABLE_TYPE =
  /^(text\/html|application\/json|application\/xml|application\/atom\+xml|text\/plain)\b/;
/** Headers that belong to one response, never replayed (the outer middleware sets them per request). */
const OWN_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "etag", "vary", "date"]);

/**
 * What a cacheable address's query may hold. `key`: the parameters that change its page, part of its cache
 * key (first value each, in this order, so their order in the URL does not matter). `pass`: parameters that
 * change the answer in a way not worth keeping (the dashboard's paging, a personal link): present, the
 * request takes the normal path. Any other parameter (utm_*, fbclid, junk) changes nothing and is left out
 * of the key: the request is answered from the page's one entry, so made-up queries can neither fill the
 * cache nor slow the site down. undefined: the address is never cached.
 */
interface QueryRule {
  key: readonly string[];
  pass: readonly string[];
}
const PLAIN: QueryRule = { key: [], pass: [] };
const RULES: Record<string, QueryRule> = {
  "/api/posts": { key: ["serviceArea"], pass: ["q", "limit", "cursor"] },
  "/blog": { key: ["area", "page"], pass: [] },
  "/blog/feed.xml": { key: ["area"], pass: [] },
  // The practice area a link chooses on the form: the page is rendered for it (and /contact is never kept).
  "/contact": { key: [], pass: ["service"] },
};
function queryRule(path: string): QueryRule | undefined {
  const rule = RULES[path];
  if (rule) return rule;
  if (path.startsWith("/api/")) return path.startsWith("/api/posts/") ? PLAIN : undefined;
  if (path.startsWith("/admin") || path.startsWith("/uploads/") || path.startsWith("/assets/"))
    return undefined;
  // A lawyer's bookings feed is as fresh as the bookings, and its path is a secret: never kept.
  if (path.startsWith("/calendars/")) return undefined;
  // The booking pages read the type, the area, the first day, the lawyer chosen and a personal link's
  // token (and are never kept: each carries the visitor's own form token or booking).
  if (path === "/book" || path.startsWith("/book/"))
    return { key: [], pass: ["type", "area", "from", "host", "token"] };
  // The alerts' pages read a personal link's token (and are never kept); nothing else reads a query.
  if (path === "/alerts" || path.startsWith("/alerts/")) return { key: [], pass: ["token"] };
  return PLAIN;
}

/**
 * The part of the cache key a URL's query makes under `rule` ("" for none, or "?a=1&b=2" of the key
 * parameters only); undefined when a `pass` parameter sends the request down the normal path.
 */
function queryKey(url: string, q: number, rule: QueryRule): string | undefined {
  if (q < 0) return "";
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of rule.pass) if (params.has(name)) return undefined;
  let key = "";
  for (const name of rule.key) {
    const value = params.get(name);
    if (value !== null) key += `${key ? "&" : "?"}${name}=${encodeURIComponent(value)}`;
  }
  return key;
}

/** A route's answer for a query value that names nothing (an unknown area): given, but never kept. */
export function keepOut(c: Context<AppEnv>): void {
  c.set("keepOut", true);
}

/**
 * The fast path for public responses. A public page or public JSON answer is a
 * pure function of its URL, the site's origin and the published posts, so it is kept per content version
 * (bumped by every post write on any instance, and by a scheduled post falling due) with its headers and
 * its bodies already compressed with brotli and gzip, and served from memory without rendering, querying,
 * serialising or compressing again. Security headers, ETag/304, Vary, the request id and the request's
 * log line are still added by the middleware around this one.
 *
 * Normal path instead: methods other than GET/HEAD, admin paths and admin APIs, a signed-in admin (who may
 * see drafts and previews), a one-time toast (flash cookie), a query parameter the address answers but does
 * not keep (queryRule), and any response that is not a 200, says `private`/`no-store`, or answers a value
 * that names nothing (keepOut). Parameters an address does not read are left out of the key. Entries
 * also expire after ten minutes (the footer's year).
 */
/** The cache key of a request the cache may answer, or undefined when it takes the normal path. */
function cacheKey(c: Context<AppEnv>, secure: (req: Request) => boolean): string | undefined {
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD") return undefined;
  const path = c.req.path;
  const rule = queryRule(path);
  if (rule === undefined) return undefined;
  if ((c.env as { missingHost?: boolean } | undefined)?.missingHost) return undefined;
  // Marked before the cache (the site on a past date): neither answered from it nor kept in it.
  if (c.get("keepOut")) return undefined;
  const cookie = c.req.header("cookie");
  if (cookie && (getCookie(c, "flash") !== undefined || getCookie(c, "sid") !== undefined)) return undefined;
  const url = c.req.url;
  const query = queryKey(url, url.indexOf("?"), rule);
  if (query === undefined) return undefined;
  // HTTPS and plain answers differ in their headers (HSTS), so they are kept apart.
  const site = c.get("site");
  // No site: its content could not be loaded (only /healthz gets this far then), nothing to cache.
  if (!site) return undefined;
  return `${secure(c.req.raw) ? "s" : "p"}|${site.origin}${path}${query}`;
}

/** The path of an absolute request URL (up to `q`, the index of its "?" or -1), without parsing it. */
export function pathOf(url: string, q = url.indexOf("?")): string {
  return url.slice(url.indexOf("/", url.indexOf("//") + 2), q >= 0 ? q : undefined);
}

/**
 * Node's zlib (brotli), loaded when the first answer is kept rather than at start: it brings Node's stream
 * modules with it, a few milliseconds of every start.
 */
let zlibModule: Promise<typeof import("node:zlib")> | undefined;
const zlib = () => {
  zlibModule ??= import("node:zlib");
  return zlibModule;
};

/** Whether an If-None-Match header names this entity tag (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || t.trim().replace(/^W\//, "") === etag);
}

export interface PageCache {
  /**
   * Outermost, right after the request context (request id, log line): answers a cached request with
   * its precomputed headers and precompressed body without running anything else.
   */
  fastPath: MiddlewareHandler<AppEnv>;
  /** Innermost, just before the routes: keeps each answer the first time it is made. */
  store: MiddlewareHandler<AppEnv>;
  /** The fast path without the framework: a finished Response, or undefined for the normal path. */
  serve(req: Request, origin: string): Response | undefined;
  /** How many answers are kept (for tests: made-up queries must not add any). */
  size(): number;
}

export function pageCache({
  contentVersion,
  secure = (req) => req.url.startsWith("https:"),
  maxEntries = 500,
  ttlMs = 10 * 60 * 1000,
}: {
  contentVersion: () => number;
  /** Whether a request reached the site over HTTPS (directly or through a trusted proxy). */
  secure?: (req: Request) => boolean;
  maxEntries?: number;
  ttlMs?: number;
}): PageCache {
  const cache = new Map<string, Entry>();
  let cachedVersion = contentVersion();
  const fresh = (key: string) => {
    if (contentVersion() !== cachedVersion) {
      cache.clear();
      cachedVersion = contentVersion();
    }
    const hit = cache.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.storedAt >= ttlMs) {
      cache.delete(key);
      return undefined;
    }
    return hit;
  };

  const fastPath: MiddlewareHandler<AppEnv> = async function pageCacheFastPath(c, next) {
    const key = cacheKey(c, secure);
    const hit = key === undefined ? undefined : fresh(key);
    if (key === undefined || !hit?.ready) {
      await next();
      // The first answer for a key: remember the headers it left with, for the next request.
      const entry = key === undefined ? undefined : cache.get(key);
      if (entry && !entry.ready && c.res.status === 200 && c.res.headers.get("etag")?.includes(entry.etag)) {
        entry.final = [...c.res.headers.entries()].filter(([name]) => !PER_RESPONSE.has(name));
        entry.ready = readyHeaders(entry, entry.final);
      }
      return;
    }
    c.res = answer(hit, c.req.method, c.req.header("accept-encoding"), c.req.header("if-none-match"));
  };

  /**
   * The same, before the framework sees the request at all (src/server.ts): a Request in, a finished
   * Response out (the caller adds nothing but its request id and log line), or undefined for the normal path.
   */
  const serve = (req: Request, origin: string): Response | undefined => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return undefined;
    const url = req.url;
    const q = url.indexOf("?");
    const path = pathOf(url, q);
    // Anything the router would decode or redirect takes the normal path.
    if (path.includes("%") || (path.length > 1 && path.endsWith("/"))) return undefined;
    const rule = queryRule(path);
    if (rule === undefined) return undefined;
    const cookie = req.headers.get("cookie");
    if (cookie && /(?:^|;\s*)(?:sid|flash)=/.test(cookie)) return undefined;
    const query = queryKey(url, q, rule);
    if (query === undefined) return undefined;
    const hit = fresh(`${secure(req) ? "s" : "p"}|${origin}${path}${query}`);
    if (!hit?.ready) return undefined;
    return answer(hit, method, req.headers.get("accept-encoding"), req.headers.get("if-none-match"));
  };

  const store: MiddlewareHandler<AppEnv> = async function pageCacheStore(c, next) {
    const key = cacheKey(c, secure);
    if (key === undefined) return next();
    const hit = fresh(key);
    if (hit) {
      // Refresh its place in the LRU order.
      cache.delete(key);
      cache.set(key, hit);
      for (const [name, value] of hit.headers) c.header(name, value);
      c.header("Vary", "Accept-Encoding");
      const accept = c.req.header("accept-encoding") ?? "";
      const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined;
      // As on the normal path: a compressed body's validator is weak (its bytes differ from the identity's).
      c.header("ETag", encoding ? `W/${hit.etag}` : hit.etag);
      if (!encoding) return c.body(hit.body as Uint8Array<ArrayBuffer>);
      c.header("Content-Encoding", encoding);
      return c.body((encoding === "br" ? hit.br : hit.gz) as Uint8Array<ArrayBuffer>);
    }
    const version = cachedVersion;
    await next();
    const res = c.res;
    // A post written while this answer was made makes it stale already: don't keep it.
    if (contentVersion() !== version) return;
    if (c.get("keepOut") || res.status !== 200 || res.headers.get("content-encoding")) return;
    if (!CACHEABLE_TYPE.test(res.headers.get("content-type") ?? "")) return;
    if (/no-store|private/.test(res.headers.get("cache-control") ?? "")) return;
    if (res.headers.getSetCookie().length > 0) return;
    const body = new Uint8Array(await res.clone().arrayBuffer());
    const { brotliCompressSync, constants, gzipSync } = await zlib();
    if (contentVersion() !== version) return; // …or while its body was read
    const etag = `"${Bun.hash(body).toString(36)}"`;
    const headers = [...res.headers.entries()].filter(([name]) => !OWN_HEADERS.has(name));
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    // Compressed once, here, for every later request of this version.
    cache.set(key, {
      body,
      br: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          // A 64 KB window: at quality 9 a larger one makes brotli take a 32 MB hash table, which the
          // allocator then keeps (+21 MB resident for /terms); with 64 KB it uses ~3 MB, is 5× faster,
          // and a page compresses to the same size (7,828 bytes against 7,839 for /terms).
          [constants.BROTLI_PARAM_LGWIN]: 16,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
      gz: gzipSync(body, { level: 9 }),
      etag,
      headers,
      storedAt: Date.now(),
    });
    res.headers.set("ETag", etag);
  };

  return { fastPath, store, serve, size: () => cache.size };
}
