import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../app-env";

interface Entry {
  html: Uint8Array;
  br?: Uint8Array;
  gz?: Uint8Array;
  etag: string;
  cacheControl: string | null;
  storedAt: number;
}

/**
 * Serves rendered public pages from memory (DESIGN.md §9). A public page is a pure function of its URL,
 * the site's origin and the published posts, so entries are keyed by origin + URL and belong to one
 * content version (bumped by every post write, however it happens); a new version empties the cache.
 * A request carrying a one-time toast (flash cookie) is rendered fresh. Entries also expire after ten
 * minutes (the footer's year).
 */
export function pageCache({
  contentVersion,
  maxEntries = 500,
  ttlMs = 10 * 60 * 1000,
}: {
  contentVersion: () => number;
  maxEntries?: number;
  ttlMs?: number;
}): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, Entry>();
  let cachedVersion = contentVersion();
  return async function pageCacheMiddleware(c, next) {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    if (contentVersion() !== cachedVersion) {
      cache.clear();
      cachedVersion = contentVersion();
    }
    const path = c.req.path;
    if (path.startsWith("/admin") || path.startsWith("/api") || getCookie(c, "flash") !== undefined)
      return next();
    const key = `${c.get("site").origin}${c.req.url.slice(c.req.url.indexOf(path))}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.storedAt < ttlMs) {
      // Refresh its place in the LRU order.
      cache.delete(key);
      cache.set(key, hit);
      const accept = c.req.header("accept-encoding") ?? "";
      let body = hit.html;
      if (/\bbr\b/.test(accept)) {
        hit.br ??= brotliCompressSync(hit.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        body = hit.br;
        c.header("Content-Encoding", "br");
      } else if (/\bgzip\b/.test(accept)) {
        hit.gz ??= gzipSync(hit.html);
        body = hit.gz;
        c.header("Content-Encoding", "gzip");
      }
      c.header("Content-Type", "text/html; charset=UTF-8");
      c.header("ETag", hit.etag);
      c.header("Vary", "Accept-Encoding");
      if (hit.cacheControl) c.header("Cache-Control", hit.cacheControl);
      return c.body(body as Uint8Array<ArrayBuffer>);
    }
    const version = cachedVersion;
    await next();
    const res = c.res;
    // A post written while this page rendered makes it stale already: don't keep it.
    if (contentVersion() !== version) return;
    if (res.status !== 200 || !res.headers.get("content-type")?.startsWith("text/html")) return;
    if (/no-store|private/.test(res.headers.get("cache-control") ?? "")) return;
    const html = new Uint8Array(await res.clone().arrayBuffer());
    const etag = `"${Bun.hash(html).toString(36)}"`;
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(key, { html, etag, cacheControl: res.headers.get("cache-control"), storedAt: Date.now() });
    res.headers.set("ETag", etag);
  };
}
