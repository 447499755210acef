/**
 * The inbox at a firm's scale, run by `bun run bench` or alone (`bun scripts/bench/sections/inbox.ts`):
 * 100,000 enquiries (a mix of statuses, some spam, notes on some) and 10,000 posts written straight into
 * the database, then the real server answers the submissions screen, its searches, a status tab, later
 * pages, the API and the posts dashboard. Reported per request: the server's own time (its request log)
 * and the page's size; then a CSV export of every enquiry, with the server's peak memory while it streams.
 * Targets (the performance budget): under 100 ms and 200 KB per screen; the export under 150 MB of
 * process memory.
 * Options: --enquiries N (100000), --posts N (10000), --runs N (15 per request),
 * --dialects sqlite,postgres (default: both when PostgreSQL is installed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { createRepos, openDatabase } from "../../../src/db";
import { startServer } from "../../../tests/support/server";
import { postgresBin, type Service, startPostgres } from "../../../tests/support/services";
import { seedEnquiries } from "../seed";
import { fmt, median, memoryMb, root } from "../support/server";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ENQUIRIES = Number(arg("enquiries") ?? 100_000);
const POSTS = Number(arg("posts") ?? 10_000);
const RUNS = Number(arg("runs") ?? 15);
const DIALECTS = (arg("dialects") ?? (postgresBin() ? "sqlite,postgres" : "sqlite")).split(",");
const TARGET = { ms: 100, kb: 200, exportMb: 150 };
const ADMIN = { username: "bench", password: "bench-password-long" };

let outside = false;
const flag = (ok: boolean) => {
  outside ||= !ok;
  return ok ? "ok" : "OUTSIDE TARGET";
};

interface Server {
  base: string;
  pid: number;
  /** The server's own time for a request, from its log line (by X-Request-Id). */
  serverMs(requestId: string): Promise<number>;
  stop(): Promise<void>;
}

async function startInboxServer(dataDir: string, databaseUrl: string | undefined): Promise<Server> {
  const server = await startServer({
    cwd: root,
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      RATE_LIMITS: "off",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdout: "pipe",
    timeoutMs: 60_000,
  });
  const { proc } = server;
  const times = new Map<string, number>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = "";
    for await (const chunk of proc.stdout as ReadableStream<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      let nl = buffered.indexOf("\n");
      while (nl >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        nl = buffered.indexOf("\n");
        try {
          const entry = JSON.parse(line) as { msg?: string; requestId?: string; ms?: number };
          if (entry.msg === "request" && entry.requestId && entry.ms !== undefined)
            times.set(entry.requestId, entry.ms);
        } catch {
          // not a log line
        }
      }
    }
  })();
  return {
    base: server.base,
    pid: proc.pid,
    async serverMs(id) {
      for (let i = 0; i < 200 && !times.has(id); i++) await Bun.sleep(5);
      return times.get(id) ?? Number.NaN;
    },
    stop: () => server.stop(),
  };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie.split(";")[0]!;
}

/** A link's target in a page (the first href whose text matches). */
const linkIn = (html: string, text: string) =>
  new RegExp(`<a href="([^"]+)"[^>]*>${text}</a>`).exec(html)?.[1]?.replace(/&amp;/g, "&");

async function measure(server: Server, cookie: string, label: string, path: string) {
  const ms: number[] = [];
  let bytes = 0;
  let gz = 0;
  let body = "";
  for (let i = 0; i < RUNS + 3; i++) {
    const res = await fetch(`${server.base}${path}`, {
      headers: { Cookie: cookie, "Accept-Encoding": "identity" },
    });
    body = await res.text();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const t = await server.serverMs(res.headers.get("x-request-id") ?? "");
    if (i >= 3) ms.push(t);
    bytes = Buffer.byteLength(body);
  }
  gz = gzipSync(body).length;
  const m = median(ms);
  const p95 = [...ms].sort((a, b) => a - b)[Math.floor(ms.length * 0.95)] ?? m;
  const ok = m < TARGET.ms && bytes < TARGET.kb * 1024;
  console.log(
    `  ${label.padEnd(44)} ${fmt(m, 1).padStart(6)} ms median, ${fmt(p95, 1).padStart(6)} ms p95, ${fmt(bytes / 1024).padStart(6)} KB (${fmt(gz / 1024).padStart(5)} KB gzip)  ${flag(ok)}`,
  );
  return body;
}

/** Streams a download to the end, sampling the server's memory meanwhile. */
async function download(server: Server, cookie: string, path: string) {
  const before = memoryMb(server.pid);
  let peakRss = before.rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryMb(server.pid).rss);
  }, 10);
  const started = performance.now();
  const res = await fetch(`${server.base}${path}`, {
    headers: { Cookie: cookie, "Accept-Encoding": "identity" },
  });
  let bytes = 0;
  let lines = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryMb(server.pid);
  return {
    status: res.status,
    bytes,
    lines,
    seconds,
    before,
    peakRss: Math.max(peakRss, after.rss),
    hwm: after.peak,
  };
}

async function run(dialect: string) {
  let pg: Service | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "firm-bench-inbox-"));
  try {
    let databaseUrl: string | undefined;
    if (dialect === "postgres") {
      pg = await startPostgres();
      databaseUrl = pg.url;
    }
    const db = await openDatabase(
      databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "sqlite", dataDir },
    );
    const seeding = performance.now();
    const facts = await seedEnquiries(db.sql, { enquiries: ENQUIRIES, posts: POSTS });
    // A settled PostgreSQL (autovacuum has run): visibility map and statistics up to date.
    if (dialect === "postgres") await db.sql.run("VACUUM ANALYZE");
    const repos = createRepos(db);
    const counts = await repos.inbox.counts();
    await db.close();
    console.log(
      `\nInbox at scale on ${dialect === "postgres" ? "PostgreSQL" : "SQLite"}: ${facts.enquiries.toLocaleString("en-US")} enquiries ` +
        `(${counts.new} new, ${counts.contacted} contacted, ${counts.completed} completed, ${facts.spam} spam), ` +
        `${facts.notes.toLocaleString("en-US")} notes, ${facts.posts.toLocaleString("en-US")} posts; seeded in ${fmt((performance.now() - seeding) / 1000, 1)} s`,
    );
    console.log(`  server time per request (its request log), median of ${RUNS}; page size uncompressed:`);
    const server = await startInboxServer(dataDir, databaseUrl);
    try {
      const cookie = await signIn(server.base);
      const inbox = await measure(
        server,
        cookie,
        "submissions screen (first page)",
        "/admin/contact-submissions",
      );
      const older = linkIn(inbox, "Older ›")!;
      const second = await measure(server, cookie, "submissions screen, page 2", older);
      await measure(server, cookie, "submissions screen, page 3", linkIn(second, "Older ›")!);
      const tab = await measure(
        server,
        cookie,
        "tab Completed",
        "/admin/contact-submissions?status=completed",
      );
      await measure(server, cookie, "tab Completed, page 2", linkIn(tab, "Older ›")!);
      await measure(server, cookie, "tab New", "/admin/contact-submissions?status=new");
      const search = await measure(
        server,
        cookie,
        `search "${facts.surname.toLowerCase()}" (1 in 6 match)`,
        `/admin/contact-submissions?q=${facts.surname.toLowerCase()}`,
      );
      await measure(server, cookie, "search results, page 2", linkIn(search, "Next ›")!);
      await measure(server, cookie, 'search "smi" (prefix, as typed)', "/admin/contact-submissions?q=smi");
      await measure(
        server,
        cookie,
        'search "work permit" (message words)',
        "/admin/contact-submissions?q=work%20permit",
      );
      await measure(server, cookie, 'search "jose" (accent folded)', "/admin/contact-submissions?q=jose");
      await measure(
        server,
        cookie,
        'search "ann.smith7@gm" (e-mail fragment)',
        "/admin/contact-submissions?q=ann.smith7%40gm",
      );
      await measure(
        server,
        cookie,
        "search within tab New",
        `/admin/contact-submissions?status=new&q=${facts.surname.toLowerCase()}`,
      );
      await measure(
        server,
        cookie,
        "API page (limit 25, q, status)",
        `/api/contact-submissions?limit=25&status=contacted&q=${facts.surname.toLowerCase()}`,
      );
      await measure(
        server,
        cookie,
        "API tab counts within a search",
        `/api/contact-submissions/counts?q=${facts.surname.toLowerCase()}`,
      );
      const dash = await measure(server, cookie, "posts dashboard (first page)", "/admin/dashboard");
      await measure(server, cookie, "posts dashboard, page 2", linkIn(dash, "Older ›")!);
      await measure(server, cookie, 'posts dashboard, title search "famil"', "/admin/dashboard?q=famil");

      const csv = await download(server, cookie, "/api/contact-submissions/export.csv");
      const rows = csv.lines - 1;
      const expected = facts.enquiries - facts.spam;
      console.log(
        `  CSV export: ${rows.toLocaleString("en-US")} rows (expected ${expected.toLocaleString("en-US")}), ${fmt(csv.bytes / 1024 / 1024, 1)} MB in ${fmt(csv.seconds, 1)} s; ` +
          `server memory ${fmt(csv.before.rss, 0)} MB before, ${fmt(csv.peakRss, 0)} MB peak while streaming (process peak ever ${fmt(csv.hwm, 0)} MB; target < ${TARGET.exportMb}): ` +
          flag(csv.status === 200 && rows === expected && csv.hwm < TARGET.exportMb),
      );
      const list = await download(server, cookie, "/api/contact-submissions");
      console.log(
        `  unpaged GET /api/contact-submissions (the original API, streamed): ${fmt(list.bytes / 1024 / 1024, 1)} MB in ${fmt(list.seconds, 1)} s; ` +
          `memory ${fmt(list.peakRss, 0)} MB peak while streaming (process peak ever ${fmt(list.hwm, 0)} MB): ${flag(list.status === 200 && list.hwm < TARGET.exportMb)}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const dialect of DIALECTS) await run(dialect);
if (outside) console.log("\nSome inbox figures are outside the targets (see above).");
process.exit(outside ? 1 : 0);
