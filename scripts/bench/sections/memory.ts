/**
 * Memory as a firm lives with it (groundwork for the memory issue), run by `bun run bench --only memory`
 * or alone (`bun scripts/bench/sections/memory.ts`). For each program (the single executable dist/firm-site, and
 * `bun run start`'s bundle build/server/server.js) and each data size (20 posts; 10,000 posts written
 * straight into SQLite), the resident memory (RSS) of the server:
 *  1. at rest after start, before any request;
 *  2. at rest after every public page has been served once;
 *  3. at rest after a round of admin work through the HTTP API, signed in (3 posts saved, a 12-megapixel
 *     photo uploaded, the inbox and the Overview opened, a backup taken);
 *  4. the image round: a 12-megapixel photo, a 4,000 × 3,000 PNG and two photos at once, with the
 *     server's resident memory sampled every 20 ms (its highest value above the rest before it);
 *  5. at rest after load (wrk on a few cached pages);
 *  6. its peak (VmHWM) over the whole run.
 * Beside the server, the peak of its helper process (the child that sanitises, processes images and
 * hashes passwords, then exits when idle: docs/decisions/027), sampled over the whole run.
 * Options: --seconds N (load per page, default 4), --posts 20|10000 (one data size only).
 */
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jpegFrom, photoPng } from "../../../tests/support/images";
import { buildServer, SERVER_ENTRY } from "../../build-server";
import { AREAS, seedPosts } from "../seed";
import { hasWrk, load } from "../support/load";
import { type ImageRound, imageRound, sampler } from "../support/memory-images";
import { benchEnv, fmt, memoryMb, root, signIn, startSite } from "../support/server";

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(option("seconds") ?? 4);
const SIZES = option("posts") ? [Number(option("posts"))] : [20, 10_000];
const TARGET = { adminRestMb: 60, peakMb: 120 };
const EXECUTABLE = join(root, "dist", "firm-site");
const HEADERS = { "Accept-Encoding": "br, gzip" };

/**
 * The bundle runs on a copy of bun of its own, as on a server where the site is the only bun program: this
 * bench runs on bun too, and pages of the runtime that two processes share cannot be handed back by one of
 * them (the server's idle trim would look weaker here than on the firm's machine).
 */
const PRIVATE_BUN = join(mkdtempSync(join(tmpdir(), "bench-bun-")), "bun");
copyFileSync(process.execPath, PRIVATE_BUN);
chmodSync(PRIVATE_BUN, 0o755);

interface Program {
  name: string;
  /** For startSite: the executable, or undefined for `bun build/server/server.js`. */
  binary?: string;
  /** The same program's command line, for its `backup` command. */
  cmd: string[];
}
const PROGRAMS: Program[] = [
  { name: "the single executable (dist/firm-site)", binary: EXECUTABLE, cmd: [EXECUTABLE] },
  {
    name: "`bun run start`'s bundle (build/server/server.js)",
    cmd: [PRIVATE_BUN, SERVER_ENTRY],
  },
];

/**
 * Resident memory "at rest": read once the server has been quiet long enough to trim itself (it does after
 * 10 s without a request, and again at 40 s, once its helper process, which shares the program's pages,
 * has gone: src/lib/idle-trim.ts), then sampled every 250 ms until it moved by less than 1 MB over 2 s (at
 * most 10 s more). A firm's site is quiet most of the time, so this is what it holds most of the time; a
 * read straight after a burst would show the burst (the collector runs on timers after allocation stops,
 * the allocator gives freed pages back lazily). `quietMs`: 12 s after start, the public pages and the
 * load; 42 s after the admin round (its helper process stops 30 s after its last job). The time waited is
 * printed.
 */
async function atRest(pid: number, quietMs: number): Promise<{ mb: number; waitedMs: number }> {
  const started = performance.now();
  await Bun.sleep(quietMs);
  const samples: number[] = [memoryMb(pid).rss];
  const window = 2000 / 250 + 1; // samples spanning 2 s
  for (;;) {
    await Bun.sleep(250);
    samples.push(memoryMb(pid).rss);
    const last = samples.slice(-window);
    const waitedMs = performance.now() - started;
    if (last.length === window && Math.max(...last) - Math.min(...last) < 1)
      return { mb: samples.at(-1)!, waitedMs };
    if (waitedMs >= quietMs + 10_000) return { mb: samples.at(-1)!, waitedMs };
  }
}
const QUIET_MS = 12_000;
const QUIET_AFTER_ADMIN_MS = 42_000;

const paragraph =
  "Cayman Islands law changes often, and the practical effect on families and businesses is not always obvious. " +
  "This note sets out what changed, who it affects and what to do next.";
async function get(base: string, path: string, headers: Record<string, string> = HEADERS) {
  const res = await fetch(`${base}${path}`, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return body;
}

const linksOf = (html: string, pattern: RegExp) => [
  ...new Set([...html.matchAll(pattern)].map((m) => m[1]!.replace(/&amp;/g, "&"))),
];

/** Every public page once: the practice areas from /services' links, a few pages of /blog and posts. */
async function publicPages(base: string): Promise<string[]> {
  const served: string[] = [];
  const serve = async (path: string) => {
    served.push(path);
    return get(base, path);
  };
  await serve("/");
  const services = await serve("/services");
  for (const area of linksOf(services, /href="(\/services\/[a-z0-9-]+)"/g)) await serve(area);
  await serve("/about");
  await serve("/our-people");
  const blog = await serve("/blog");
  // Pages 2–4 of /blog where they exist, each reached by the previous page's link to it.
  let listing = blog;
  for (let page = 2; page <= 4 && listing.includes(`/blog?page=${page}"`); page++)
    listing = await serve(`/blog?page=${page}`);
  for (const post of linksOf(blog, /href="(\/blog\/[a-z0-9-]+)"/g).slice(0, 3)) await serve(post);
  for (const path of [
    "/contact",
    "/privacy-policy",
    "/terms",
    "/terms-of-engagement",
    "/sitemap.xml",
    "/blog/feed.xml",
  ])
    await serve(path);
  return served;
}

// A photo as a phone takes it: 12 MP (4000 × 3000), a JPEG of about 4.5 MB; made once.
let photo: Uint8Array | undefined;

interface AdminRound {
  saveMs: number[];
  uploadMs: number;
  backup: string;
}

/**
 * The admin's round through the real HTTP API: 3 posts saved (markdown: the first loads the renderer and
 * the sanitiser), one photo uploaded, the inbox and the Overview opened, and a backup. There is no admin or
 * API way to take a backup: `firm-site backup FILE` runs as its own process against the same DATA_DIR, so it
 * does not touch the server's memory (only what the server does while it reads the database).
 */
async function adminRound(program: Program, site: { base: string; port: number; dataDir: string }) {
  const cookie = await signIn(site.base);
  const saveMs: number[] = [];
  for (let n = 0; n < 3; n++) {
    const started = performance.now();
    const res = await fetch(`${site.base}/api/posts`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: `Memory bench: a new article ${n}`,
        slug: `memory-bench-article-${n}`,
        excerpt: "What the new rules mean for employers.",
        content:
          `## What changed\n\nThe **Labour Act** now requires [written terms](https://example.ky/act) ` +
          `within 30 days.\n\n- Contracts\n- Pensions\n- Health insurance\n\n> Ask us before you sign.\n\n` +
          `| Item | Before | After |\n| --- | --- | --- |\n| Notice | 7 days | 14 days |\n\n${paragraph}`,
        serviceArea: AREAS[n % AREAS.length],
      }),
    });
    await res.arrayBuffer();
    saveMs.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`saving a post answered ${res.status}`);
  }

  photo ??= await jpegFrom(photoPng(4000, 3000, 11), 92);
  const form = new FormData();
  form.append("image", new File([new Uint8Array(photo)], "IMG_0042.JPG", { type: "image/jpeg" }));
  const uploading = performance.now();
  const upload = await fetch(`${site.base}/api/upload`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
  await upload.arrayBuffer();
  const uploadMs = performance.now() - uploading;

  await get(site.base, "/admin/contact-submissions", { ...HEADERS, Cookie: cookie });
  await get(site.base, "/admin/overview", { ...HEADERS, Cookie: cookie });

  const dir = mkdtempSync(join(tmpdir(), "firm-bench-backup-"));
  let backup: string;
  try {
    const started = performance.now();
    const run = Bun.spawnSync([...program.cmd, "backup", join(dir, "bench.tar.gz")], {
      cwd: root,
      env: benchEnv(site.dataDir, site.port, { LOG_LEVEL: "error" }),
      stdout: "ignore",
      stderr: "pipe",
    });
    const ms = performance.now() - started;
    backup =
      run.exitCode === 0
        ? `backup (\`${program.binary ? "firm-site" : "bun build/server/server.js"} backup FILE\`, its own process: not in the server's memory) ${fmt(ms / 1000, 1)} s`
        : `backup FAILED (${run.exitCode}): ${run.stderr.toString().trim()}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { saveMs, uploadMs, backup } satisfies AdminRound;
}

interface Figures {
  posts: number;
  start: number;
  pages: number;
  admin: number;
  images: ImageRound;
  load: number;
  childPeak: number;
  /** High-water marks: at rest after start, and before signing in (public pages only). */
  peakStart: number;
  peakPublic: number;
  peak: number;
  waited: number[];
  round: AdminRound;
  served: string[];
}

/** One program on one data size: a fresh data folder, seeded, then the five moments. */
async function measure(program: Program, size: number): Promise<Figures> {
  const binary = program.binary ? { binary: program.binary } : { cmd: program.cmd };
  const first = await startSite(binary);
  await first.stop();
  try {
    const posts = await seedPosts(first.dataDir, size);
    const site = await startSite({ ...binary, dataDir: first.dataDir });
    const helper = sampler(site.pid, 50);
    helper.start();
    try {
      const start = await atRest(site.pid, QUIET_MS);
      const peakStart = memoryMb(site.pid).peak;
      const served = await publicPages(site.base);
      const pages = await atRest(site.pid, QUIET_MS);
      const peakPublic = memoryMb(site.pid).peak;
      const round = await adminRound(program, site);
      const admin = await atRest(site.pid, QUIET_AFTER_ADMIN_MS);
      const images = await imageRound(site.pid, site.base, await signIn(site.base));
      // Cached pages, as a visitor (not signed in) asks for them.
      const blog = await get(site.base, "/blog");
      const post = linksOf(blog, /href="(\/blog\/[a-z0-9-]+)"/g)[0] ?? "/blog";
      for (const path of ["/", "/services", "/blog", post])
        await load(`${site.base}${path}`, { seconds, connections: 64, headers: HEADERS });
      const loaded = await atRest(site.pid, QUIET_MS);
      return {
        posts,
        start: start.mb,
        pages: pages.mb,
        admin: admin.mb,
        images,
        load: loaded.mb,
        childPeak: helper.stop().childPeak,
        peakStart,
        peakPublic,
        peak: memoryMb(site.pid).peak,
        waited: [start, pages, admin, loaded].map((r) => r.waitedMs),
        round,
        served,
      };
    } finally {
      helper.stop();
      await site.stop();
    }
  } finally {
    rmSync(first.dataDir, { recursive: true, force: true });
  }
}

function printTable(program: Program, results: Figures[]): boolean {
  const verdict = (ok: boolean) => (ok ? "ok" : "OUTSIDE TARGET");
  const col = 14;
  const cell = (mb: number) => `${fmt(mb, 0)} MB`.padStart(col);
  const label = 50;
  console.log(`\n  ${program.name}`);
  console.log(
    `    ${"resident memory (RSS)".padEnd(label)}${results.map((r) => `${r.posts.toLocaleString("en-US")} posts`.padStart(col)).join("")}   target`,
  );
  let met = true;
  const row = (name: string, pick: (r: Figures) => number, target?: number) => {
    const values = results.map(pick);
    let end = "";
    if (target !== undefined) {
      const oks = values.map((v) => v <= target);
      met &&= oks.every(Boolean);
      end = `   ≤ ${target} MB: ${oks.map(verdict).join(" / ")}`;
    }
    console.log(`    ${name.padEnd(label)}${values.map(cell).join("")}${end}`);
  };
  row("1. at rest after start, before any request", (r) => r.start);
  row("2. at rest after every public page once", (r) => r.pages);
  row("3. at rest after the admin round", (r) => r.admin, TARGET.adminRestMb);
  row("4. highest while processing images (sampled)", (r) => r.images.serverMax, TARGET.peakMb);
  row("   (of which: above the rest at 3)", (r) => r.images.serverMax - r.admin);
  row(`5. at rest after load (${seconds} s × 4 cached pages)`, (r) => r.load);
  row("6. peak over the whole run", (r) => r.peak, TARGET.peakMb);
  row("   (of which: peak by 1, during start-up)", (r) => r.peakStart);
  row("   (of which: peak by 2, before signing in)", (r) => r.peakPublic);
  row("helper process's peak (its own process, exits when idle)", (r) => r.childPeak);
  row("   (of which: during the image round)", (r) => r.images.childPeak);
  for (const r of results) {
    console.log(
      `    ${r.posts.toLocaleString("en-US")} posts: post saves first ${fmt(r.round.saveMs[0]!, 0)} ms, second ${fmt(r.round.saveMs[1]!, 0)} ms, ` +
        `third ${fmt(r.round.saveMs[2]!, 0)} ms; 12 MP upload ${fmt(r.round.uploadMs, 0)} ms; ${r.round.backup}\n` +
        `      images: 12 MP JPEG ${fmt(r.images.jpegMs, 0)} ms, 4000 × 3000 PNG ${fmt(r.images.pngMs, 0)} ms, ` +
        `two photos at once ${fmt(r.images.twoMs, 0)} ms (they queue)\n` +
        `      ${r.served.length} public pages served (/blog up to page ${r.served.filter((p) => p.startsWith("/blog?page=")).length + 1}); ` +
        `waited for rest at 1, 2, 3, 5: ${r.waited.map((ms) => fmt(ms / 1000, 1)).join(" / ")} s`,
    );
  }
  return met;
}

export async function benchMemory(): Promise<boolean> {
  console.log(
    `\nMemory as a firm lives with it: ${SIZES.map((n) => n.toLocaleString("en-US")).join(" and ")} posts; ` +
      `load ${seconds} s per page, 64 connections (${hasWrk() ? "wrk" : "Bun fetch loop"}); ` +
      "the peak includes signing in (argon2id takes 64 MB by design)",
  );
  let met = true;
  for (const program of PROGRAMS) {
    if (program.binary && !existsSync(program.binary)) {
      console.log(`\n  ${program.name}: not built (run \`bun run build\`); skipped`);
      met = false;
      continue;
    }
    const results: Figures[] = [];
    for (const size of SIZES) results.push(await measure(program, size));
    met = printTable(program, results) && met;
  }
  return met;
}

if (import.meta.main) {
  // What `bun run start` runs (the assets and the server bundle), and what `bun run build` makes.
  await buildServer();
  const build = Bun.spawnSync([process.execPath, join(root, "scripts", "build.ts")], {
    cwd: root,
    stdout: "ignore",
    stderr: "inherit",
  });
  if (build.exitCode !== 0 || !existsSync(EXECUTABLE)) throw new Error("bun run build failed");
  process.exit((await benchMemory()) ? 0 : 1);
}
