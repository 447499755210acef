/**
 * Counting on the server: a person's page views, once per visitor per day, with nothing set in the
 * browser and no address or user agent stored; bots, admins, prefetches, HEAD and Do Not Track left out.
 */
import { describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

type T = Awaited<ReturnType<typeof makeTestAppWithAdmin>>;

async function site(now?: () => number) {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, now ? { now } : {});
  const visit = (
    path: string,
    opts: { ua?: string; ip?: string; headers?: Record<string, string>; method?: string } = {},
  ) =>
    t.app.request(
      `http://localhost${path}`,
      {
        method: opts.method ?? "GET",
        headers: { "User-Agent": opts.ua ?? CHROME, Accept: "text/html", ...opts.headers },
      },
      { remoteAddress: opts.ip ?? "203.0.113.7" },
    );
  return { t, visit };
}

const rows = (t: T, sql: string) => t.deps.repos.db.sql.all<Record<string, unknown>>(sql);
const days = async (t: T) => {
  await t.deps.stats.flush();
  return (await rows(t, "SELECT day, views, visitors FROM stats_days")).map((r) => ({
    views: Number(r.views),
    visitors: Number(r.visitors),
  }));
};

describe("page views counted on the server", () => {
  test("one visitor a day, however many pages and views; another address or browser is another", async () => {
    const { t, visit } = await site();
    for (const p of ["/", "/services", "/", "/about"]) expect((await visit(p)).status).toBe(200);
    expect(await days(t)).toEqual([{ views: 4, visitors: 1 }]);
    // The same /24 network and browser family: the same visitor (the address is truncated before hashing).
    await visit("/", { ip: "203.0.113.99" });
    expect(await days(t)).toEqual([{ views: 5, visitors: 1 }]);
    await visit("/", { ip: "198.51.100.4" });
    await visit("/", { ua: FIREFOX });
    await visit("/contact", { ua: IPHONE, ip: "2001:db8:1:2::5" });
    expect(await days(t)).toEqual([{ views: 8, visitors: 4 }]);
    const home = await rows(t, "SELECT device, views, visitors, entries FROM stats_views WHERE path = '/'");
    const sum = (k: string) => home.reduce((a, r) => a + Number(r[k]), 0);
    expect([sum("views"), sum("visitors"), sum("entries")]).toEqual([5, 3, 3]);
    const contact = await rows(
      t,
      "SELECT device, views, visitors, entries FROM stats_views WHERE path = '/contact'",
    );
    expect(contact.map((r) => r.device)).toEqual(["mobile"]);
  });

  test("bots, HEAD, prefetches, Do Not Track, Global Privacy Control, admins, errors and non-pages are not counted", async () => {
    const { t, visit } = await site();
    const cookie = await signIn(t.app);
    await visit("/", { ua: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await visit("/", { ua: "curl/8.5.0" });
    await visit("/", { ua: "" });
    await visit("/", { method: "HEAD" });
    await visit("/", { headers: { "Sec-Purpose": "prefetch" } });
    await visit("/", { headers: { Purpose: "prefetch" } });
    await visit("/", { headers: { "Sec-Purpose": "prefetch;prerender" } });
    await visit("/", { headers: { DNT: "1" } });
    await visit("/", { headers: { "Sec-GPC": "1" } });
    await visit("/", { headers: { Cookie: cookie } });
    await visit("/admin/dashboard", { headers: { Cookie: cookie } });
    await visit("/no-such-page");
    await visit("/api/posts");
    await visit("/sitemap.xml");
    await visit("/robots.txt");
    expect(await days(t)).toEqual([]);
    await visit("/");
    expect(await days(t)).toEqual([{ views: 1, visitors: 1 }]);
  });

  test("a revisit answered 304 is a view; cached answers (the fast path) are counted like rendered ones", async () => {
    const { t, visit } = await site();
    const first = await visit("/about");
    const etag = first.headers.get("etag")!;
    expect((await visit("/about")).status).toBe(200); // from the page cache
    const again = await visit("/about", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await days(t)).toEqual([{ views: 3, visitors: 1 }]);
  });

  test("nothing is set in the browser: no Set-Cookie on any public page", async () => {
    const { visit } = await site();
    for (const p of [
      "/",
      "/about",
      "/services",
      "/services/corporate-services",
      "/blog",
      "/contact",
      "/privacy-policy",
    ]) {
      const res = await visit(p, { headers: { Referer: "https://www.google.com/" } });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  test("sources: search, social, e-mail, another site, direct, campaigns; moving between pages is not a source", async () => {
    const { t, visit } = await site();
    await visit("/", { headers: { Referer: "https://www.google.com/" }, ip: "10.0.1.1" });
    await visit("/about", { headers: { Referer: "http://localhost/" }, ip: "10.0.1.1" });
    await visit("/", { headers: { Referer: "https://www.linkedin.com/feed/" }, ip: "10.0.2.1" });
    await visit("/", { headers: { Referer: "https://lawfirm-partners.example/links" }, ip: "10.0.3.1" });
    await visit("/", { ip: "10.0.4.1" });
    await visit("/services?utm_source=newsletter&utm_medium=email&utm_campaign=spring-update", {
      ip: "10.0.5.1",
    });
    await t.deps.stats.flush();
    const landed = await rows(
      t,
      "SELECT path, source, medium, campaign, SUM(entries) AS n FROM stats_views WHERE entries > 0 GROUP BY path, source, medium, campaign ORDER BY source",
    );
    expect(landed.map((r) => [r.path, r.source, r.medium, r.campaign, Number(r.n)])).toEqual([
      ["/", "Direct", "direct", "", 1],
      ["/", "Google", "search", "", 1],
      ["/", "LinkedIn", "social", "", 1],
      ["/", "lawfirm-partners.example", "referral", "", 1],
      ["/services", "newsletter", "email", "spring-update", 1],
    ]);
    // The per-source sums the Overview reads agree with the detail.
    const sums = await rows(t, "SELECT source, medium, visitors FROM stats_sources ORDER BY source");
    expect(sums.map((r) => [r.source, r.medium, Number(r.visitors)])).toEqual(
      landed.map((r) => [r.source, r.medium, Number(r.n)]),
    );
    const pageSums = await rows(t, "SELECT path, views, visitors FROM stats_pages ORDER BY path");
    const detail = await rows(
      t,
      "SELECT path, SUM(views) AS views, SUM(visitors) AS visitors FROM stats_views GROUP BY path ORDER BY path",
    );
    expect(pageSums.map((r) => [r.path, Number(r.views), Number(r.visitors)])).toEqual(
      detail.map((r) => [r.path, Number(r.views), Number(r.visitors)]),
    );
    const about = await rows(t, "SELECT source, medium, entries FROM stats_views WHERE path = '/about'");
    expect(about).toEqual([{ source: "", medium: "internal", entries: 0 }]);
  });

  test("no address or user agent anywhere in the database", async () => {
    const { t, visit } = await site();
    await visit("/", { ip: "192.0.2.123", ua: FIREFOX, headers: { Referer: "https://www.bing.com/" } });
    await visit("/contact", { ip: "192.0.2.123", ua: FIREFOX });
    await t.deps.stats.flush();
    const tables = ["stats_salts", "stats_landings", "stats_seen", "stats_views", "stats_days"];
    const dump = JSON.stringify(await Promise.all(tables.map((n) => rows(t, `SELECT * FROM ${n}`))));
    expect(dump).not.toContain("192.0.2");
    expect(dump).not.toContain("Firefox");
    expect(dump).not.toContain("Gecko");
    expect(dump).toContain("Bing"); // the source is kept, as a name
  });
});

describe("salts and retention", () => {
  test("each day has its own salt; salts and visitor marks go within hours of the day's end; old detail folds", async () => {
    let now = Date.parse("2026-03-10T15:00:00Z");
    const { t, visit } = await site(() => now);
    await visit("/?utm_source=x&utm_campaign=c1");
    await t.deps.stats.flush();
    const salt1 = await rows(t, "SELECT day, salt FROM stats_salts");
    expect(salt1.map((r) => r.day)).toEqual(["2026-03-10"]);
    now += 24 * 3600_000;
    await visit("/");
    await t.deps.stats.flush();
    const salts = await rows(t, "SELECT day, salt FROM stats_salts ORDER BY day");
    expect(salts.map((r) => r.day)).toEqual(["2026-03-10", "2026-03-11"]);
    expect(salts[0]!.salt).not.toBe(salts[1]!.salt);
    // Same person, next day: a visitor of the new day (ids cannot be linked across days).
    const ids = await rows(t, "SELECT day, visitor FROM stats_landings ORDER BY day");
    expect(ids).toHaveLength(2);
    expect(ids[0]!.visitor).not.toBe(ids[1]!.visitor);
    await t.deps.stats.job.run();
    expect((await rows(t, "SELECT day FROM stats_salts")).map((r) => r.day)).toEqual(["2026-03-11"]);
    expect((await rows(t, "SELECT day FROM stats_landings")).map((r) => r.day)).toEqual(["2026-03-11"]);
    expect((await rows(t, "SELECT DISTINCT day FROM stats_seen")).map((r) => r.day)).toEqual(["2026-03-11"]);
    // 90 days on (the default retention), the campaign and device detail is folded; the counts stay.
    now += 91 * 24 * 3600_000;
    await t.deps.stats.job.run();
    expect(await rows(t, "SELECT day FROM stats_salts")).toEqual([]);
    const kept = await rows(
      t,
      "SELECT day, path, campaign, device, views, visitors FROM stats_views ORDER BY day",
    );
    expect(
      kept.map((r) => [r.day, r.path, r.campaign, r.device, Number(r.views), Number(r.visitors)]),
    ).toEqual([
      ["2026-03-10", "/", "", "", 1, 1],
      ["2026-03-11", "/", "", "", 1, 1],
    ]);
    expect((await days(t)).map((d) => d.visitors)).toEqual([1, 1]);
  });
});
