/**
 * The firm's own content (issue #23), run by `bun run bench` or alone (`bun scripts/bench-content.ts`):
 *  1. idle memory of a fresh install, then of one whose content has 50 people, 500 revisions and 30
 *     practice areas;
 *  2. the cached public pages that show the content, against a bare server answering the same bytes,
 *     before and after an admin publishes a change through the API (the pages are built again once);
 *  3. how long that change takes to show on the page.
 * Options: --seconds N (per measurement, default 4).
 */
import { rmSync } from "node:fs";
import { loadConfig } from "../src/config";
import { openDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";
import { measureRoutes, printRoutes } from "./bench/http";
import { fmt, memoryMb, signIn, startedMb, startSite } from "./bench/server";
import { buildServer } from "./build-server";

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

/** 47 people added and published next to the seed's 3, then saved until the content holds 500 revisions. */
async function seedContent(dataDir: string) {
  const deps = await openDeps(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger("silent"));
  const actor = { userId: "bench", username: "bench", ip: undefined };
  try {
    const { content } = deps;
    const bio = "Advises on Cayman Islands corporate and regulatory matters. ".repeat(8).trim();
    for (let n = (await content.list()).filter((x) => x.kind === "person").length; n < PEOPLE; n++) {
      const made = await content.createItem(actor, "person", {
        name: `Bench Person ${n}`,
        title: "Associate",
        homeTitle: "Associate",
        summary: `Bench Person ${n} advises clients across the Cayman Islands.`,
        bio: `${bio}\n\n${bio}`,
        education: ["LLB, University of the West Indies"],
        admissions: ["Cayman Islands Attorney-at-Law"],
        imageAlt: "",
      });
      if (!made.ok) throw new Error(made.error);
      const published = await content.publish(actor, "person", made.value.id);
      if (!published.ok) throw new Error(published.error);
    }
    // Practice areas modelled on Employment Law, up to 30 in all.
    const model = (await content.get("practice-area", "employment-law"))!.published!;
    for (let n = (await content.list()).filter((x) => x.kind === "practice-area").length; n < AREAS; n++) {
      const made = await content.createItem(actor, "practice-area", {
        ...model,
        title: `Bench Area ${n}`,
        slug: `bench-area-${n}`,
        navLabel: `Bench Area ${n}`,
        contactOption: `Bench Area ${n}`,
      });
      if (!made.ok) throw new Error(made.error);
      const published = await content.publish(actor, "practice-area", made.value.id);
      if (!published.ok) throw new Error(published.error);
    }
    const people = (await content.list()).filter((x) => x.kind === "person");
    let revisions = 0;
    for (const p of await content.list())
      revisions += ((await content.revisions(p.kind, p.id)) as { value: unknown[] }).value.length;
    for (let n = 0; revisions < REVISIONS; n++, revisions++) {
      const p = people[n % people.length]!;
      const item = (await content.get("person", p.id))!;
      const saved = await content.save(actor, "person", p.id, item.revision, {
        title: `Associate (draft ${n})`,
      });
      if (!saved.ok) throw new Error(saved.error);
    }
    const areas = (await content.list()).filter((x) => x.kind === "practice-area").length;
    return { people: people.length, revisions, areas };
  } finally {
    deps.content.stop();
    await deps.repos.db.close();
  }
}

export async function benchContent(): Promise<boolean> {
  console.log(`\nThe firm's own content: ${PEOPLE} people, ${REVISIONS} revisions, ${AREAS} practice areas`);
  const fresh = await startSite();
  const freshMb = await startedMb(fresh.pid);
  await fresh.stop();
  const seeded = await seedContent(fresh.dataDir);
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
