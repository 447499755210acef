/**
 * Client alerts benchmark, run by `bun run bench --only alerts` or alone
 * (`bun scripts/bench/sections/alerts.ts`): the site as `bun run start` runs it, 5,000 confirmed subscribers
 * written into its database, a real SMTP server (smtp-server, in this process) and ALERTS_PER_MINUTE
 * unlimited (--per-minute to change it). One article is published through the admin API; reported: the time from the publish to every
 * alert queued in the outbox, to every alert delivered, and the server's resident memory (sampled every
 * 100 ms from /proc) before, at its peak during, and at rest after. Fails unless each subscriber received
 * exactly one alert. Options: --subscribers N (default 5000), --per-minute V (ALERTS_PER_MINUTE, default
 * unlimited).
 */
import { Database } from "bun:sqlite";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startTestSmtp } from "../../../tests/support/smtp";
import { buildServer } from "../../build-server";
import { seedSubscribers } from "../seed";
import { fmt, memoryMb, signIn, startSite } from "../support/server";

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SUBSCRIBERS = Number(option("subscribers") ?? 5_000);
const PER_MINUTE = option("per-minute") ?? "unlimited";
const AREA = { areaId: "immigration", otherArea: "employment-law" };

/** Resident memory of `pid` now, in MB (0 once it has gone). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples the resident memory of `pid` every 100 ms until stopped; the highest sample. */
function sampleRss(pid: number) {
  let peak = rssMb(pid);
  let samples = 1;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    samples++;
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssMb(pid));
      return { peak, samples };
    },
  };
}

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out: ${what}`);
    await Bun.sleep(10);
  }
}

/** A practice area's title as the site has it (its content item's live version). */
function areaTitle(db: Database, id: string): string {
  const row = db
    .query<{ published: string }, [string]>(
      "SELECT published FROM content_items WHERE kind = 'practice-area' AND id = ?",
    )
    .get(id);
  if (!row) throw new Error(`no practice area ${id}`);
  return (JSON.parse(row.published) as { title: string }).title;
}

export async function benchAlerts(): Promise<boolean> {
  console.log(
    `\nClient alerts: ${SUBSCRIBERS.toLocaleString("en-US")} confirmed subscribers, one article, ALERTS_PER_MINUTE=${PER_MINUTE}, local SMTP server`,
  );
  const smtp = await startTestSmtp();
  const env = {
    SMTP_URL: smtp.url,
    NOTIFY_TO: "intake@ironwoodlegal.ky",
    MAIL_FROM: "Ironwood Legal <website@ironwoodlegal.ky>",
    ALERTS_PER_MINUTE: PER_MINUTE,
  };
  // Started once to make its database (migrations, the firm's content), then seeded while stopped.
  const fresh = await startSite({ env });
  await fresh.stop();
  const dataDir = fresh.dataDir;
  let ok = false;
  try {
    const seeding = performance.now();
    const titles = (() => {
      const db = new Database(join(dataDir, "site.db"), { readonly: true });
      try {
        return { areaTitle: areaTitle(db, AREA.areaId), otherTitle: areaTitle(db, AREA.otherArea) };
      } finally {
        db.close();
      }
    })();
    seedSubscribers(dataDir, SUBSCRIBERS, { ...AREA, ...titles });
    const seededMs = performance.now() - seeding;

    const site = await startSite({ dataDir, env });
    const db = new Database(join(dataDir, "site.db"), { readonly: true });
    // Set when the run fails part-way: the watch below stops before the database closes.
    let abandoned = false;
    try {
      const count = (sql: string) => db.query<{ n: number }, []>(sql).get()?.n ?? 0;
      const confirmed = count("SELECT COUNT(*) AS n FROM subscribers WHERE status = 'confirmed'");
      const cookie = await signIn(site.base);
      // Let the start-up jobs and the sign-in's password hash settle: the memory before the publish.
      await Bun.sleep(2000);
      const before = memoryMb(site.pid).rss;

      let queuedMs = Number.NaN;
      let firstMs = Number.NaN;
      let deliveredMs = Number.NaN;
      const queuedNow = () => count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'alert'");
      const sampler = sampleRss(site.pid);
      const published = performance.now();
      // Watched from the moment the publish is sent (the request itself may queue them).
      const watching = until(
        () => {
          if (abandoned) return true;
          const t = performance.now() - published;
          if (Number.isNaN(firstMs) && smtp.received.length > 0) firstMs = t;
          if (Number.isNaN(queuedMs) && queuedNow() >= SUBSCRIBERS) queuedMs = t;
          if (Number.isNaN(deliveredMs) && smtp.received.length >= SUBSCRIBERS) deliveredMs = t;
          return !Number.isNaN(queuedMs) && !Number.isNaN(deliveredMs);
        },
        600_000,
        "every alert queued and delivered",
      );
      const res = await fetch(`${site.base}/api/posts`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({
          title: "New work permit rules for employers",
          slug: "new-work-permit-rules",
          content:
            "The Department of Workforce Opportunities and Residency Cayman has announced new rules.\n\n" +
            "Employers should review their applications before the end of the quarter.",
          excerpt: "What the new work permit rules mean for employers.",
          serviceArea: AREA.areaId,
          featuredImage: "",
        }),
      });
      const answeredMs = performance.now() - published;
      if (res.status !== 201) throw new Error(`publishing answered ${res.status}: ${await res.text()}`);
      await watching;
      const { peak, samples } = sampler.stop();

      // At rest: nothing left to send; anything sent twice would arrive meanwhile.
      await Bun.sleep(5000);
      const rest = memoryMb(site.pid).rss;
      const recipients = new Set(smtp.received.flatMap((r) => r.to));
      const sent = count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'alert' AND status = 'sent'");
      const queued = queuedNow();
      ok =
        confirmed === SUBSCRIBERS &&
        queued === SUBSCRIBERS &&
        sent === SUBSCRIBERS &&
        smtp.received.length === SUBSCRIBERS &&
        recipients.size === SUBSCRIBERS;

      const n = (x: number) => x.toLocaleString("en-US");
      const s = (ms: number) => `${fmt(ms / 1000, 2)} s`;
      console.log(
        `  ${n(confirmed)} subscribers seeded in ${fmt(seededMs / 1000, 2)} s; ${n(samples)} memory samples\n`,
      );
      console.log("| Measure | Value |");
      console.log("| --- | --- |");
      console.log(`| Publish (POST /api/posts answered) | ${fmt(answeredMs, 0)} ms |`);
      console.log(`| Publish → all ${n(SUBSCRIBERS)} alerts queued in the outbox | ${s(queuedMs)} |`);
      console.log(`| Publish → first alert delivered | ${s(firstMs)} |`);
      console.log(`| Publish → all ${n(SUBSCRIBERS)} alerts delivered | ${s(deliveredMs)} |`);
      console.log(
        `| Delivery rate (publish → last) | ${fmt(SUBSCRIBERS / (deliveredMs / 1000), 0)} alerts/s |`,
      );
      console.log(`| Server RSS before the publish (signed in, idle) | ${fmt(before, 0)} MB |`);
      console.log(`| Server peak RSS while queueing and sending (100 ms samples) | ${fmt(peak, 0)} MB |`);
      console.log(`| Server RSS at rest, 5 s after the last delivery | ${fmt(rest, 0)} MB |`);
      console.log(
        `| Delivered / marked sent / distinct recipients | ${n(smtp.received.length)} / ${n(sent)} / ${n(recipients.size)} |`,
      );
      console.log(
        ok
          ? "\n  every subscriber received the alert exactly once"
          : "\n  NOT EXACTLY ONE ALERT PER SUBSCRIBER",
      );
    } finally {
      abandoned = true;
      db.close();
      await site.stop();
    }
  } finally {
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
}

if (import.meta.main) {
  // What `bun run start` runs: the assets and the server bundle.
  await buildServer();
  process.exit((await benchAlerts()) ? 0 : 1);
}
