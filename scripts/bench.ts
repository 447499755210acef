/**
 * `bun run bench`: what a visitor downloads and how fast and lean the server is, against DESIGN.md §9.
 *  - JavaScript and CSS (gzip) shipped by each public page, from the page's own <script>/<link> tags
 *  - request throughput and latency per route (bounded loop on loopback), and the server's memory
 *  - with dist/firm-site present: its size and the time from exec to the first 200
 *  - the mail outbox: 500 enquiries during an SMTP outage, then the time to deliver them all (bench-mail.ts)
 * Options: --requests N (per route, default 2000), --concurrency C (default 32), --no-mail.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildAssets } from "./build-assets";
import { freePort } from "./free-port";

const root = join(import.meta.dir, "..");
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const REQUESTS = arg("requests", 2000);
const CONCURRENCY = arg("concurrency", 32);
const BUDGET = { jsKb: 70, cssKb: 15 };

async function waitHealthy(base: string, deadlineMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return performance.now() - started;
    } catch {
      // not yet
    }
    if (performance.now() - started > deadlineMs) throw new Error(`${base} did not become healthy`);
    await Bun.sleep(5);
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) failures++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!.toFixed(2);
  return { rps: Math.round(times.length / seconds), p50: pct(0.5), p99: pct(0.99), failures };
}

await buildAssets();
const dataDir = mkdtempSync(join(tmpdir(), "firm-bench-"));
const port = freePort();
const base = `http://127.0.0.1:${port}`;
const server = Bun.spawn([process.execPath, "src/server.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    RATE_LIMITS: "off",
    ADMIN_USERNAME: "bench",
    ADMIN_PASSWORD: "bench-password",
  },
  stdout: "ignore",
  stderr: "inherit",
});
let failed = false;
try {
  await waitHealthy(base, 15_000);
  const routes = ["/", "/services", "/services/regulatory-compliance", "/contact", "/privacy-policy"];

  console.log("\nBytes shipped per page (gzip)");
  for (const route of routes) {
    const html = await (await fetch(`${base}${route}`)).text();
    const js = [
      ...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g),
    ].map((m) => m[1]!);
    const css = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    const gz = async (urls: string[]) => {
      let total = 0;
      for (const u of new Set(urls))
        total += gzipSync(new Uint8Array(await (await fetch(`${base}${u}`)).arrayBuffer()), {
          level: 9,
        }).length;
      return total / 1024;
    };
    const jsKb = await gz(js);
    const cssKb = await gz(css);
    const htmlKb = gzipSync(html).length / 1024;
    const ok = jsKb <= BUDGET.jsKb && cssKb <= BUDGET.cssKb;
    failed ||= !ok;
    console.log(
      `  ${route.padEnd(34)} JS ${jsKb.toFixed(1).padStart(5)} KB  CSS ${cssKb.toFixed(1).padStart(4)} KB  HTML ${htmlKb.toFixed(1).padStart(4)} KB  ${ok ? "within budget" : "OVER BUDGET"}`,
    );
  }

  console.log(`\nThroughput (${REQUESTS} requests per route, ${CONCURRENCY} at a time, gzip accepted)`);
  const before = rssMb(server.pid);
  for (const route of [...routes, "/api/posts", "/healthz"]) {
    const r = await load(`${base}${route}`, { "Accept-Encoding": "gzip, br" });
    failed ||= r.failures > 0;
    console.log(
      `  ${route.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.failures ? `  ${r.failures} FAILED` : ""}`,
    );
  }
  console.log(
    `\nServer memory (RSS): ${before.toFixed(0)} MB before load, ${rssMb(server.pid).toFixed(0)} MB after`,
  );
} finally {
  server.kill("SIGTERM");
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

const binary = join(root, "dist", "firm-site");
if (existsSync(binary)) {
  const dir = mkdtempSync(join(tmpdir(), "firm-bin-"));
  const p = freePort();
  const started = performance.now();
  const proc = Bun.spawn([binary], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(p),
      HOST: "127.0.0.1",
      DATA_DIR: join(dir, "data"),
      LOG_LEVEL: "error",
      ADMIN_USERNAME: "bench",
      ADMIN_PASSWORD: "bench-password",
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  try {
    await waitHealthy(`http://127.0.0.1:${p}`, 15_000);
    const ms = performance.now() - started;
    console.log(
      `\nSingle executable: ${(statSync(binary).size / 1024 / 1024).toFixed(1)} MB, first 200 after ${ms.toFixed(0)} ms from exec, RSS ${rssMb(proc.pid).toFixed(0)} MB`,
    );
  } finally {
    proc.kill("SIGTERM");
    await proc.exited;
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  console.log("\n(dist/firm-site not built: run `bun run build` to include the single executable)");
}
// The mail outbox (issue #10): an outage with 500 enquiries, then recovery; see scripts/bench-mail.ts.
if (!process.argv.includes("--no-mail")) {
  const mail = Bun.spawnSync([process.execPath, join(import.meta.dir, "bench-mail.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  failed ||= mail.exitCode !== 0;
}
if (failed) {
  console.log(
    "\nSome figures are outside the budget of DESIGN.md §9, or mail was not delivered exactly once.",
  );
  process.exit(1);
}
