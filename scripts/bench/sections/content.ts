/**
 * The firm's own content, run by `bun run bench` or alone (`bun scripts/bench/sections/content.ts`):
 *  1. idle memory of a fresh install, then of one whose content has 50 people, 500 revisions and 30
 *     practice areas;
 *  2. the cached public pages that show the content, against a bare server answering the same bytes,
 *     before and after an admin publishes a change through the API (the pages are built again once);
 *  3. how long that change takes to show on the page.
 * Options: --seconds N (per measurement, default 4).
 */
import { rmSync } from "node:fs";
import { buildServer } from "../../build-server";
import { seedContent } from "../seed";
import { measureRoutes, printRoutes } from "../support/http";
import { fmt, memoryMb, signIn, startedMb, startSite } from "../support/server";

const i = process.argv.indexOf("--seconds");
const seconds = i > 0 ? Number(process.argv[i + 1]) : 4;
const PEOPLE = 50;
const REVISIONS = 500;
const AREAS = 30;
/** The cached pages measured: a practice area added by the firm is among them. */
const ROUTES = [
  "/",
  "/services",
  "/about",
  "/our-people",
  "/services/corporate-services",
  "/services/bench-area-29",
  "/terms",
];
const TARGET_RATIO = 0.8;

export async function benchContent(): Promise<boolean> {
  console.log(`\nThe firm's own content: ${PEOPLE} people, ${REVISIONS} revisions, ${AREAS} practice areas`);
  const fresh = await startSite();
  const freshMb = await startedMb(fresh.pid);
  await fresh.stop();
  const seeded = await seedContent(fresh.dataDir, { people: PEOPLE, revisions: REVISIONS, areas: AREAS });
  const site = await startSite({ dataDir: fresh.dataDir });
  let ok = true;
  try {
    const idle = await startedMb(site.pid);
    console.log(
      `  idle memory (started, before any request): fresh install ${fmt(freshMb, 0)} MB; ` +
        `with ${seeded.people} people, ${seeded.revisions} revisions and ${seeded.areas} practice areas ${fmt(idle, 0)} MB`,
    );
    const before = await measureRoutes(site, ROUTES, { seconds });
    printRoutes(
      `  cached pages before a change (${seconds} s per run, 64 connections, best of 3)`,
      before.figures,
    );

    // An admin publishes a change of the firm's phone: every page shows it once rebuilt.
    const cookie = await signIn(site.base);
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${site.base}${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: site.base },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const firm = (await (await api("GET", "/api/content/settings/firm")).json()) as { revision: number };
    const phone = "+1 345 949 7777";
    if (!(await api("PUT", "/api/content/settings/firm", { revision: firm.revision, data: { phone } })).ok)
      throw new Error("saving the settings failed");
    const started = performance.now();
    if (!(await api("POST", "/api/content/settings/firm/publish", {})).ok) throw new Error("publish failed");
    let shownMs = Number.NaN;
    for (let n = 0; n < 500; n++) {
      if ((await (await fetch(`${site.base}/`)).text()).includes(phone)) {
        shownMs = performance.now() - started;
        break;
      }
      await Bun.sleep(5);
    }
    console.log(
      `  a published change of the firm's phone shows on / after ${fmt(shownMs, 0)} ms; ` +
        `memory high-water mark ${fmt(memoryMb(site.pid).peak, 0)} MB after signing in (the password check, argon2id, uses 64 MB by design) and publishing`,
    );

    const after = await measureRoutes(site, ROUTES, { seconds });
    printRoutes("  the same pages after the change", after.figures);
    const worst = Math.min(...before.figures.map((f) => f.ratio), ...after.figures.map((f) => f.ratio));
    ok = worst >= TARGET_RATIO && Number.isFinite(shownMs);
    console.log(
      `  lowest ratio ${fmt(worst, 2)} (target ≥ ${TARGET_RATIO}): ${ok ? "ok" : "OUTSIDE TARGET"}; ` +
        `memory ${fmt(before.memory.rendered, 0)} MB at rest once rendered, ${fmt(before.memory.peak, 0)} MB peak under load (before the admin signed in)`,
    );
  } finally {
    await site.stop();
    rmSync(site.dataDir, { recursive: true, force: true });
  }
  return ok;
}

if (import.meta.main) {
  // What `bun run start` runs: the assets and the server bundle.
  await buildServer();
  process.exit((await benchContent()) ? 0 : 1);
}
