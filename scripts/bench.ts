/**
 * `bun run bench`: what a visitor downloads, how close public responses come to a bare server's speed,
 * how much memory the process holds, how fast the executable starts, and how all of it grows with content.
 * Options: --seconds N (per measurement, default 4), --only a,b (sections: pages, http, growth, startup,
 * backup, mail, activity, images, inbox, content, stats, alerts, memory, instances; default all).
 * Needs Debian's `wrk` for precise load (falls back to a Bun load generator without it).
 */
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { measureRoutes, printRoutes, type RouteFigures, renderedMb } from "./bench/http";
import { hasWrk } from "./bench/load";
import { BUDGET, measurePageBytes } from "./bench/pages";
import { seedPosts } from "./bench/seed";
import { fmt, root, startedMb, startSite } from "./bench/server";
import { measureStartup } from "./bench/startup";
import { buildServer } from "./build-server";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const seconds = Number(option("seconds") ?? 4);
const only = option("only")?.split(",");
const runs = (section: string) => !only || only.includes(section);

/** The performance budget's targets, reported beside the figures. */
const TARGET = { ratio: 0.8, idleMb: 60, peakMb: 120, startupFactor: 4 };
let outside = false;
const flag = (ok: boolean) => {
  outside ||= !ok;
  return ok ? "ok" : "OUTSIDE TARGET";
};

console.log(
  `load generator: ${hasWrk() ? "wrk" : "Bun fetch loop (install Debian's wrk for precise figures)"}`,
);
// What `bun run start` runs: the assets and the server bundle.
await buildServer();

const routesFor = (slug: string) => [
  "/",
  "/services",
  "/services/immigration",
  `/blog/${slug}`,
  "/api/posts",
  "/api/posts?serviceArea=immigration",
  // A campaign's link: its tags change nothing, so it is answered from the page's one cached entry.
  "/services/immigration?utm_source=news",
];

/** The site (or `binary`) started once to make its data folder, seeded with posts, started again. */
async function startSeeded(postCount: number, binary?: string) {
  const first = await startSite(binary ? { binary } : {});
  await first.stop();
  const slug = await seedPosts(first.dataDir, postCount);
  const running = await startSite({ dataDir: first.dataDir, ...(binary ? { binary } : {}) });
  return { running, slug };
}

async function httpSection(title: string, postCount: number): Promise<RouteFigures[]> {
  const { running, slug } = await startSeeded(postCount);
  try {
    const idle = await startedMb(running.pid);
    const { figures, memory } = await measureRoutes(running, routesFor(slug), { seconds });
    printRoutes(
      `${title} (${postCount} posts; ${seconds} s per run, 64 connections, best of 3; brotli accepted)`,
      figures,
    );
    const worst = Math.min(...figures.map((f) => f.ratio));
    console.log(`  lowest ratio ${fmt(worst, 2)} (target ≥ ${TARGET.ratio}): ${flag(worst >= TARGET.ratio)}`);
    console.log(
      `  memory (\`bun run start\`): ${fmt(idle, 0)} MB idle, started and before any request (target ≤ ${TARGET.idleMb}: ${flag(idle <= TARGET.idleMb)}); ` +
        `${fmt(memory.rendered, 0)} MB at rest once every route above is rendered; ` +
        `${fmt(memory.peak, 0)} MB peak under load (target ≤ ${TARGET.peakMb}: ${flag(memory.peak <= TARGET.peakMb)})`,
    );
    return figures;
  } finally {
    await running.stop();
    rmSync(running.dataDir, { recursive: true, force: true });
  }
}

if (runs("pages")) {
  const site = await startSite();
  try {
    console.log("\nBytes shipped per page (gzip)");
    const pages = await measurePageBytes(site.base, [
      "/",
      "/services",
      "/services/regulatory-compliance",
      "/contact",
      "/privacy-policy",
    ]);
    for (const p of pages) {
      console.log(
        `  ${p.route.padEnd(34)} JS ${fmt(p.jsKb).padStart(5)} KB  CSS ${fmt(p.cssKb).padStart(4)} KB  HTML ${fmt(p.htmlKb).padStart(4)} KB  ${flag(p.withinBudget)} (JS ≤ ${BUDGET.jsKb}, CSS ≤ ${BUDGET.cssKb})`,
      );
    }
  } finally {
    await site.stop();
    rmSync(site.dataDir, { recursive: true, force: true });
  }
}

if (runs("http")) await httpSection("Public responses against the ceiling", 12);
if (runs("growth")) await httpSection("Cost growth: the same responses with 10,000 posts", 10_000);

if (runs("startup")) {
  const binary = join(root, "dist", "firm-site");
  console.log("\nBuilding dist/firm-site for the start-up measurement…");
  const build = Bun.spawnSync([process.execPath, "scripts/build.ts"], {
    cwd: root,
    stdout: "ignore",
    stderr: "inherit",
  });
  if (build.exitCode !== 0 || !existsSync(binary)) throw new Error("bun run build failed");
  const s = await measureStartup(binary);
  const factor = s.site / s.reference;
  console.log(
    `\nWarm start (exec → first 200 on /healthz, existing DATA_DIR, median of 9): site ${fmt(s.site)} ms, ` +
      `bare compiled Bun.serve ${fmt(s.reference)} ms → ${fmt(factor, 1)}× (target ≤ ${TARGET.startupFactor}×): ${flag(factor <= TARGET.startupFactor)}`,
  );
  // The executable's memory, measured as the http section measures `bun run start`'s (12 posts).
  const { running: exe, slug } = await startSeeded(12, binary);
  try {
    const idle = await startedMb(exe.pid);
    const rendered = await renderedMb(exe, routesFor(slug));
    console.log(
      `Executable memory: ${fmt(idle, 0)} MB idle, started and before any request (target ≤ ${TARGET.idleMb}: ${flag(idle <= TARGET.idleMb)}); ` +
        `${fmt(rendered, 0)} MB at rest once every route of the http section is rendered`,
    );
  } finally {
    await exe.stop();
    rmSync(exe.dataDir, { recursive: true, force: true });
  }
}

// Backup and restore of a large site: time and peak memory (scripts/bench-backup.ts).
if (runs("backup")) {
  const backupBench = Bun.spawnSync([process.execPath, join(root, "scripts", "bench-backup.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (backupBench.exitCode !== 0) outside = true;
}

// The mail outbox (issue #10): an outage with 500 enquiries, then recovery; see scripts/bench-mail.ts.
if (runs("mail")) {
  const mail = Bun.spawnSync([process.execPath, join(root, "scripts", "bench-mail.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (mail.exitCode !== 0) outside = true;
}

// The Activity page over 100,000 audit entries (issue #14); see scripts/bench-activity.ts.
if (runs("activity")) {
  const activity = Bun.spawnSync([process.execPath, join(root, "scripts", "bench-activity.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (activity.exitCode !== 0) outside = true;
}

// Uploaded images (issue #11): processing a 12 MP photo, a bomb, page weight on a phone; scripts/bench-images.ts.
if (runs("images")) {
  const images = Bun.spawnSync([process.execPath, join(root, "scripts", "bench-images.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (images.exitCode !== 0) outside = true;
}

// The inbox at a firm's scale (issue #12): 100,000 enquiries and 10,000 posts; scripts/bench-inbox.ts.
if (runs("inbox")) {
  const inbox = Bun.spawnSync([process.execPath, join(root, "scripts", "bench-inbox.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (inbox.exitCode !== 0) outside = true;
}

// The firm's own content (issue #23): 50 people and 500 revisions, pages before and after a publish.
if (runs("content")) {
  const content = Bun.spawnSync([process.execPath, join(root, "scripts", "bench-content.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (content.exitCode !== 0) outside = true;
}

// Statistics: what counting page views costs the public pages, and the Overview over a year of a busy site.
if (runs("stats")) {
  const stats = Bun.spawnSync(
    [process.execPath, join(root, "scripts", "bench-stats.ts"), "--seconds", String(seconds)],
    {
      cwd: root,
      stdout: "inherit",
      stderr: "inherit",
    },
  );
  if (stats.exitCode !== 0) outside = true;
}

// Client alerts (issue #26): 5,000 subscribers, one article, time to queue and deliver, peak memory.
if (runs("alerts")) {
  const alerts = Bun.spawnSync([process.execPath, join(root, "scripts", "bench-alerts.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
  if (alerts.exitCode !== 0) outside = true;
}

// Memory as a firm lives with it: both programs, 20 and 10,000 posts, at rest after each kind of use and the peak.
if (runs("memory")) {
  const memory = Bun.spawnSync(
    [process.execPath, join(root, "scripts", "bench-memory.ts"), "--seconds", String(seconds)],
    {
      cwd: root,
      stdout: "inherit",
      stderr: "inherit",
    },
  );
  if (memory.exitCode !== 0) outside = true;
}

// Deployments (issue #16): one instance on SQLite, one on PostgreSQL + S3, two behind a round-robin proxy.
if (runs("instances")) {
  Bun.spawnSync([process.execPath, join(root, "scripts", "bench-instances.ts")], {
    cwd: root,
    stdout: "inherit",
    stderr: "inherit",
  });
}

if (outside) {
  console.log("\nSome figures are outside the targets (see above).");
  process.exit(1);
}
