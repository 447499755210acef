/**
 * Throughput by deployment, run by `bun run bench` or alone (`bun scripts/bench/sections/instances.ts`):
 * one instance on SQLite and local disk, one on PostgreSQL and an S3-compatible bucket, and two on
 * PostgreSQL + S3 behind a simple local round-robin proxy (../support/round-robin-proxy.ts). Each is
 * loaded with a cached public page, the public posts list and an uncached admin API call (the inbox, which
 * checks the session and queries the database every time), one after another on this machine.
 * Needs PostgreSQL's binaries (Debian's postgresql package) and s3rver (a dev dependency); it starts both.
 * Options: --seconds N (per measurement, default 4).
 */
import { rmSync } from "node:fs";
import { postgresBin, startPostgres, startS3, TEST_BUCKET } from "../../../tests/support/services";
import { startTestSmtp } from "../../../tests/support/smtp";
import { type LoadResult, load } from "../support/load";
import { startRoundRobin } from "../support/round-robin-proxy";
import { fmt, type Running, startSite } from "../support/server";

const i = process.argv.indexOf("--seconds");
const SECONDS = i > 0 ? Number(process.argv[i + 1]) : 4;
const ADMIN = { username: "bench", password: "bench-password-long" };

if (!postgresBin()) {
  console.log("\nDeployments: skipped (PostgreSQL is not installed: apt-get install postgresql).");
  process.exit(0);
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("sid="))!
    .split(";")[0]!;
}

/** A few articles and 200 enquiries, written through the API like staff and visitors would. */
async function seed(base: string, cookie: string) {
  for (let n = 0; n < 6; n++) {
    const res = await fetch(`${base}/api/posts`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: `Article ${n}`,
        slug: `article-${n}`,
        content: `Paragraph one of article ${n}.\n\nParagraph two.`,
        excerpt: `What article ${n} is about.`,
        serviceArea: n % 2 ? "corporate-law" : "immigration",
      }),
    });
    if (res.status !== 201) throw new Error(`creating a post answered ${res.status}`);
  }
  for (let n = 0; n < 200; n++) {
    const res = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: `Client ${n}`,
        email: `client${n}@example.com`,
        phone: "3455550100",
        service: "Corporate Law",
        message: `Enquiry number ${n}, long enough to be real.`,
      }),
    });
    if (res.status !== 200) throw new Error(`an enquiry answered ${res.status}`);
  }
}

interface Row {
  setup: string;
  route: string;
  result: LoadResult;
}
const rows: Row[] = [];

async function measure(setup: string, base: string, cookie: string) {
  const routes: [string, Record<string, string>][] = [
    ["/services/corporate-law", { "Accept-Encoding": "br, gzip" }],
    ["/api/posts", { "Accept-Encoding": "br, gzip" }],
    ["/api/contact-submissions", { Cookie: cookie }],
  ];
  for (const [route, headers] of routes) {
    const result = await load(`${base}${route}`, { seconds: SECONDS, headers });
    rows.push({ setup, route: route === "/api/contact-submissions" ? `${route} (admin)` : route, result });
  }
}

const postgres = await startPostgres();
const s3 = await startS3();
// A mail server that accepts everything, so the outbox has somewhere to send the seeded enquiries.
const smtp = await startTestSmtp({ auth: false });
const stops: Running[] = [];
try {
  const sqlite = await startSite();
  stops.push(sqlite);
  const sqliteCookie = await signIn(sqlite.base);
  await seed(sqlite.base, sqliteCookie);
  await measure("1 instance, SQLite + disk", sqlite.base, sqliteCookie);
  await sqlite.stop();
  rmSync(sqlite.dataDir, { recursive: true, force: true });

  const shared = {
    DATABASE_URL: postgres.url,
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    SMTP_URL: smtp.url,
    NOTIFY_TO: "partners@example.ky",
  };
  const one = await startSite({ env: shared });
  stops.push(one);
  const cookie = await signIn(one.base);
  await seed(one.base, cookie);
  await measure("1 instance, PostgreSQL + S3", one.base, cookie);

  const two = await startSite({ env: shared });
  stops.push(two);
  const proxy = await startRoundRobin([one.base, two.base]);
  try {
    await measure("2 instances + round-robin proxy", proxy.base, cookie);
  } finally {
    await proxy.stop();
  }
} finally {
  for (const s of stops) await s.stop().catch(() => {});
  await smtp.stop();
  await s3.stop();
  await postgres.stop();
}

console.log(
  `\nDeployments (wrk, 64 connections, ${SECONDS} s each; one machine, so instances share its cores)`,
);
console.log(
  `  ${"setup".padEnd(34)} ${"route".padEnd(34)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)}`,
);
for (const r of rows) {
  console.log(
    `  ${r.setup.padEnd(34)} ${r.route.padEnd(34)} ${String(r.result.rps).padStart(7)} ${fmt(r.result.p50).padStart(7)} ${fmt(r.result.p99).padStart(7)}${r.result.errors ? `  (${r.result.errors} errors)` : ""}`,
  );
}
