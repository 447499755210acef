/**
 * Statistics under attack: a client making up a new Referer, user agent or Host on every request can
 * neither make the counter's work grow without bound nor fill the database, nor count itself many times.
 * The buffer between two writes is bounded (the rest is counted as overflow); a day keeps at most so many
 * sources (then "Other"), and past the retention only its main ones; headers are cut before any parser
 * reads them; only the site's own host is counted, and the Host is no part of who a visitor is.
 */
import { describe, expect, spyOn, test } from "bun:test";
import { makeTestApp, makeTestAppWithAdmin, TEST_ADMIN } from "../../tests/support/app";
import { MAX_PENDING, PARSES } from "./counter";
import { MAX_HEADER_CHARS, STATS_CAPS } from "./index";
import { loadParsers } from "./visit";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type T = Awaited<ReturnType<typeof makeTestApp>>;

async function site(env: Record<string, string> = {}, now?: () => number) {
  const t = await makeTestApp({ RATE_LIMITS: "off", ...env }, now ? { now } : {});
  const visit = (
    url: string,
    opts: { ua?: string; ip?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> =>
    Promise.resolve(
      t.app.request(
        url,
        { headers: { "User-Agent": opts.ua ?? CHROME, Accept: "text/html", ...opts.headers } },
        { remoteAddress: opts.ip ?? "203.0.113.7" },
      ),
    );
  return { t, visit };
}

const rows = (t: T, sql: string, params: unknown[] = []) =>
  t.deps.repos.db.sql.all<Record<string, unknown>>(sql, params as never[]);
const one = async (t: T, sql: string) => Number(Object.values((await rows(t, sql))[0] ?? { n: 0 })[0] ?? 0);

describe("a flood of made-up referrers", () => {
  test("after more referring sites in a day than the cap, only the cap and one 'Other' are stored; every view is counted", async () => {
    const { t, visit } = await site();
    const n = STATS_CAPS.sourcesPerDay + 40;
    for (let i = 0; i < n; i++) {
      // A new visitor (another network) from a new site every time.
      const res = await visit("http://localhost/", {
        ip: `10.${i >> 8}.${i & 255}.9`,
        headers: { Referer: `https://spam-${i}.example/` },
      });
      expect(res.status).toBe(200);
      if (i % MAX_PENDING === MAX_PENDING - 1) await t.deps.stats.flush();
    }
    await t.deps.stats.flush();
    const sources = (await rows(t, "SELECT DISTINCT source FROM stats_views")).map((r) => String(r.source));
    expect(sources.length).toBe(STATS_CAPS.sourcesPerDay + 1);
    expect(sources).toContain("Other");
    const landed = (await rows(t, "SELECT DISTINCT source FROM stats_sources")).map((r) => String(r.source));
    expect(landed.length).toBe(STATS_CAPS.sourcesPerDay + 1);
    // Nothing is lost: every view and every visitor is still counted, the last 40 under "Other".
    expect(await one(t, "SELECT SUM(views) FROM stats_views")).toBe(n);
    expect(await one(t, "SELECT visitors FROM stats_days")).toBe(n);
    expect(await one(t, "SELECT SUM(visitors) FROM stats_sources WHERE source = 'Other'")).toBe(40);
  }, 120_000);

  test("past the retention, each day keeps its main sources by name and folds the rest into 'Other'", async () => {
    let now = Date.parse("2026-03-10T15:00:00Z");
    const { t, visit } = await site({}, () => now);
    const named = STATS_CAPS.sourcesKept + 10;
    for (let i = 0; i < named; i++)
      for (let k = 0; k < (i < 5 ? 3 : 1); k++)
        await visit("http://localhost/", {
          ip: `10.1.${i}.9`,
          headers: { Referer: `https://site-${i}.example/` },
        });
    await t.deps.stats.flush();
    const before = await one(t, "SELECT SUM(views) FROM stats_views");
    now += 91 * 24 * 3600_000;
    await t.deps.stats.job.run();
    const left = (await rows(t, "SELECT DISTINCT source FROM stats_views")).map((r) => String(r.source));
    expect(left.length).toBe(STATS_CAPS.sourcesKept + 1);
    expect(left).toContain("Other");
    // The most viewed are the ones kept.
    for (let i = 0; i < 5; i++) expect(left).toContain(`site-${i}.example`);
    expect(await one(t, "SELECT SUM(views) FROM stats_views")).toBe(before);
    const bySource = await rows(t, "SELECT DISTINCT source FROM stats_sources");
    expect(bySource.length).toBe(STATS_CAPS.sourcesKept + 1);
    expect(await one(t, "SELECT SUM(visitors) FROM stats_sources")).toBe(named);
  }, 60_000);
});

describe("the buffer between two writes", () => {
  test("never holds more than its bound: a flood beyond it is counted as the day's overflow", async () => {
    const { t, visit } = await site();
    const extra = 30;
    for (let i = 0; i < MAX_PENDING + extra; i++)
      await visit("http://localhost/", {
        ua: `${CHROME} flood/${i}`,
        headers: { Referer: `https://r${i}.example/` },
      });
    expect(t.deps.stats.pending).toBe(MAX_PENDING);
    // A view already in the buffer still counts up (no new entry).
    await visit("http://localhost/", {
      ua: `${CHROME} flood/0`,
      headers: { Referer: "https://r0.example/" },
    });
    expect(t.deps.stats.pending).toBe(MAX_PENDING);
    await t.deps.stats.flush();
    expect(t.deps.stats.pending).toBe(0);
    const day = (await rows(t, "SELECT views, overflow FROM stats_days"))[0]!;
    expect({ views: Number(day.views), overflow: Number(day.overflow) }).toEqual({
      views: MAX_PENDING + 1,
      overflow: extra,
    });
    // The Overview says so, apart from the visitors and page views.
    const { totals } = await t.deps.stats.overview("7d", { areas: [], officeHours: {} });
    expect(totals).toMatchObject({ views: MAX_PENDING + 1, unsorted: extra });
  }, 60_000);
});

describe("the work of one write", () => {
  test("a flood of new referrers goes through the referrer list only a few times per write; the rest are named by their host", async () => {
    const { t, visit } = await site();
    const p = await loadParsers();
    const referrer = spyOn(p, "referrer");
    try {
      // More new referrers than one write parses, fewer than it tells apart.
      for (let i = 0; i < 60; i++)
        await visit("http://localhost/", { headers: { Referer: `https://www.made-up-${i}.example/` } });
      await t.deps.stats.flush();
      expect(referrer.mock.calls.length).toBeLessThanOrEqual(PARSES.referrers);
      const sources = await rows(t, "SELECT DISTINCT source FROM stats_views");
      expect(sources.length).toBe(60);
      expect(sources).toContainEqual({ source: "made-up-59.example" });
      // A well-known one is still named as such once the flood has passed.
      await visit("http://localhost/about", { headers: { Referer: "https://www.google.com/" } });
      await t.deps.stats.flush();
      expect(await rows(t, "SELECT source, medium FROM stats_views WHERE path = '/about'")).toEqual([
        { source: "Google", medium: "search" },
      ]);
    } finally {
      referrer.mockRestore();
    }
  }, 60_000);

  test("a flood of new user agents is parsed fully only a few times per write; the rest, read by their tokens, are still one visitor", async () => {
    const { t, visit } = await site();
    const p = await loadParsers();
    const bowser = spyOn(p.bowser, "parse");
    try {
      // More new user agents than one write parses fully, fewer than it tells apart.
      for (let i = 0; i < 60; i++) await visit("http://localhost/", { ua: `${CHROME} Made-up/${i}` });
      await visit("http://localhost/", {
        ua: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 Made-up/x",
      });
      await t.deps.stats.flush();
      expect(bowser.mock.calls.length).toBeLessThanOrEqual(PARSES.agents);
      const day = (await rows(t, "SELECT views, visitors FROM stats_days"))[0]!;
      // Chrome on one network, however it was read: one visitor; the iPhone: another, on a phone.
      expect({ views: Number(day.views), visitors: Number(day.visitors) }).toEqual({
        views: 61,
        visitors: 2,
      });
      const devices = await rows(
        t,
        "SELECT device, SUM(views) AS n FROM stats_views GROUP BY device ORDER BY device",
      );
      expect(devices.map((r) => [r.device, Number(r.n)])).toEqual([
        ["desktop", 60],
        ["mobile", 1],
      ]);
    } finally {
      bowser.mockRestore();
    }
  }, 60_000);
});

describe("long headers", () => {
  test("an 8 KB user agent and referrer are read as at most the cap, and the view still counts", async () => {
    const { t, visit } = await site();
    const p = await loadParsers();
    const isbot = spyOn(p, "isbot");
    const bowser = spyOn(p.bowser, "parse");
    const referrer = spyOn(p, "referrer");
    try {
      const ua = `${CHROME} ${"x".repeat(8 * 1024)}`;
      const ref = `https://long.example/${"y".repeat(8 * 1024)}`;
      expect((await visit("http://localhost/about", { ua, headers: { Referer: ref } })).status).toBe(200);
      await t.deps.stats.flush();
      const lengths = [...isbot.mock.calls, ...bowser.mock.calls, ...referrer.mock.calls].map(
        ([s]) => String(s).length,
      );
      expect(lengths.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(MAX_HEADER_CHARS);
      expect(await rows(t, "SELECT path, source, device, views FROM stats_views")).toEqual([
        { path: "/about", source: "long.example", device: "desktop", views: 1 },
      ]);
    } finally {
      isbot.mockRestore();
      bowser.mockRestore();
      referrer.mockRestore();
    }
  }, 30_000);
});

describe("hosts", () => {
  test("with SITE_URL set, a request naming another host is not counted (nor a proxy's forwarded one)", async () => {
    const { t, visit } = await site({ SITE_URL: "https://www.firm.example", TRUST_PROXY: "on" });
    expect((await visit("http://evil.example/")).status).toBe(200);
    expect((await visit("http://localhost/")).status).toBe(200);
    await visit("http://www.firm.example/", { headers: { "X-Forwarded-Host": "evil.example" } });
    await t.deps.stats.flush();
    expect(await rows(t, "SELECT views FROM stats_days")).toEqual([]);
    // The site's own host counts, as the proxy forwards it or as the request names it.
    await visit("http://10.0.0.5:3000/", { headers: { "X-Forwarded-Host": "www.firm.example" } });
    await visit("http://www.firm.example/about");
    await t.deps.stats.flush();
    expect(await one(t, "SELECT views FROM stats_days")).toBe(2);
  }, 30_000);

  test("without SITE_URL, once the first admin's sign-in teaches the site its address, only that host is counted", async () => {
    const t = await makeTestAppWithAdmin({ SITE_URL: "", RATE_LIMITS: "off" });
    const visit = (origin: string, ip: string, path = "/about") => {
      const req = () =>
        new Request(`${origin}${path}`, {
          headers: { Host: new URL(origin).host, "User-Agent": CHROME, Accept: "text/html" },
        });
      return { normal: () => t.app.request(req(), undefined, { remoteAddress: ip }), fast: req };
    };
    const login = await t.app.request("http://www.firm.example/api/auth/login", {
      method: "POST",
      headers: { Host: "www.firm.example", "Content-Type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(login.status).toBe(200);

    // Another host, answered on the normal path and then from the page cache: the page is shown, not counted.
    const evil = visit("http://evil.example", "198.51.100.1");
    expect((await evil.normal()).status).toBe(200);
    const cached = t.app.fastFetch(evil.fast(), { requestIP: () => ({ address: "198.51.100.1" }) });
    expect(cached?.status).toBe(200);
    expect((await evil.normal()).status).toBe(200);
    await t.deps.stats.flush();
    expect(await rows(t, "SELECT views, visitors FROM stats_days")).toEqual([]);

    // The learnt host, on both paths: two views by one visitor.
    const own = visit("http://www.firm.example", "203.0.113.9");
    expect((await own.normal()).status).toBe(200);
    expect(t.app.fastFetch(own.fast(), { requestIP: () => ({ address: "203.0.113.9" }) })?.status).toBe(200);
    await t.deps.stats.flush();
    const day = (await rows(t, "SELECT views, visitors FROM stats_days"))[0]!;
    expect({ views: Number(day.views), visitors: Number(day.visitors) }).toEqual({ views: 2, visitors: 1 });
    expect(await rows(t, "SELECT path, views FROM stats_views")).toEqual([{ path: "/about", views: 2 }]);
  }, 30_000);

  test("without SITE_URL, one client naming 30 hosts is one visitor", async () => {
    const { t, visit } = await site();
    // A site that names no address of its own: its origin is each request's.
    (t.deps.config as { siteUrl?: string }).siteUrl = undefined;
    for (let i = 0; i < 30; i++) expect((await visit(`http://h${i}.example/`)).status).toBe(200);
    await t.deps.stats.flush();
    const day = (await rows(t, "SELECT views, visitors FROM stats_days"))[0]!;
    expect({ views: Number(day.views), visitors: Number(day.visitors) }).toEqual({ views: 30, visitors: 1 });
  }, 30_000);
});
