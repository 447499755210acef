/**
 * Throughput of public responses as a ratio of the ceiling: for each route, the site's own
 * answer (headers and bytes, brotli accepted) is captured, a bare Bun.serve answers the same bytes and
 * headers from memory, and both are loaded side by side in one run. Also the process's memory at rest once
 * every route is rendered, and at its peak under that load. `headers`: more request headers every request
 * carries (a browser's User-Agent, DNT…), besides the brotli this module always accepts.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../tests/support/free-port";
import { type LoadResult, load } from "./load";
import { fmt, memoryMb, type Running, root } from "./server";

export interface RouteFigures {
  route: string;
  site: LoadResult;
  ceiling: LoadResult;
  ratio: number;
}

const HEADERS = { "Accept-Encoding": "br, gzip" };

async function capture(
  base: string,
  routes: string[],
  file: string,
  request: Record<string, string> = HEADERS,
) {
  const captured = [];
  for (const route of routes) {
    const res = await fetch(`${base}${route}`, { headers: request, decompress: false } as RequestInit);
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
    const headers = [...res.headers.entries()].filter(([k]) => k !== "content-length" && k !== "date");
    captured.push({
      path: route,
      status: res.status,
      headers,
      body: Buffer.from(await res.arrayBuffer()).toString("base64"),
    });
  }
  writeFileSync(file, JSON.stringify(captured));
}

async function startCeiling(file: string): Promise<Running> {
  const port = freePort();
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, "ceiling-server.ts"), String(port), file], {
    cwd: root,
    stdout: "ignore",
    stderr: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  // The ceiling answers 404 to paths it did not capture: wait until it answers at all.
  for (let i = 0; i < 500; i++) {
    try {
      await fetch(base);
      break;
    } catch {
      await Bun.sleep(10);
    }
  }
  return {
    base,
    port,
    pid: proc.pid,
    async stop() {
      proc.kill();
      await proc.exited;
    },
  };
}

/**
 * Requests every route a few times (so each is rendered and kept), then the memory at rest: what the
 * process holds between visits, in MB.
 */
export async function renderedMb(
  site: Running,
  routes: string[],
  headers: Record<string, string> = HEADERS,
): Promise<number> {
  for (const r of routes) for (let i = 0; i < 3; i++) await fetch(`${site.base}${r}`, { headers });
  await Bun.sleep(300);
  return memoryMb(site.pid).rss;
}

/**
 * Loads every route on the site and on the ceiling alternately (best of `rounds`), returns the figures.
 * `requests`: about how many requests the site was sent in all (the warm-up, the capture, and req/s ×
 * seconds of every run, not only the best).
 */
export async function measureRoutes(
  site: Running,
  routes: string[],
  {
    seconds = 4,
    rounds = 3,
    connections = 64,
    headers: extra = {},
  }: { seconds?: number; rounds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<{ figures: RouteFigures[]; memory: { rendered: number; peak: number }; requests: number }> {
  const headers = { ...HEADERS, ...extra };
  const rendered = await renderedMb(site, routes, headers);
  const dir = mkdtempSync(join(tmpdir(), "firm-ceiling-"));
  const file = join(dir, "capture.json");
  await capture(site.base, routes, file, headers);
  let requests = routes.length * 4;
  const ceiling = await startCeiling(file);
  const figures: RouteFigures[] = [];
  try {
    for (const route of routes) {
      let best: { site: LoadResult; ceiling: LoadResult } | undefined;
      for (let i = 0; i < rounds; i++) {
        const s = await load(`${site.base}${route}`, { seconds, connections, headers });
        const c = await load(`${ceiling.base}${route}`, { seconds, connections, headers });
        requests += s.rps * seconds;
        best = {
          site: !best || s.rps > best.site.rps ? s : best.site,
          ceiling: !best || c.rps > best.ceiling.rps ? c : best.ceiling,
        };
      }
      figures.push({ route, ...best!, ratio: best!.site.rps / best!.ceiling.rps });
    }
  } finally {
    await ceiling.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { figures, memory: { rendered, peak: memoryMb(site.pid).peak }, requests: Math.round(requests) };
}

export function printRoutes(title: string, figures: RouteFigures[]) {
  console.log(`\n${title}`);
  console.log(
    `  ${"route".padEnd(40)} ${"site req/s".padStart(10)} ${"p50".padStart(7)} ${"p99".padStart(7)} ${"ceiling".padStart(9)} ${"ratio".padStart(6)}`,
  );
  for (const f of figures) {
    const errors = f.site.errors ? `  ${f.site.errors} ERRORS` : "";
    console.log(
      `  ${f.route.padEnd(40)} ${String(f.site.rps).padStart(10)} ${`${fmt(f.site.p50, 2)}`.padStart(7)} ${`${fmt(f.site.p99, 2)}`.padStart(7)} ${String(f.ceiling.rps).padStart(9)} ${fmt(f.ratio, 2).padStart(6)}${errors}`,
    );
  }
}
