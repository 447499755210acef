/**
 * Optional monthly archives: when the firm switches them on (Keeping what was published) and backups go to
 * a folder, the whole site as it stands is written there as site-YYYY-MM.tar.gz on the 1st of each month
 * (the firm's calendar, Cayman time). A month's file once written is never replaced, and the daily
 * backups' pruning never deletes it (it only prunes the backups it names itself).
 */
import { existsSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import type { JobSpec } from "../jobs";
import { firmClock, two } from "../shared/dates";
import { packSite } from "./pack";
import type { RenderPast } from "./pages";
import { type ArchiveDeps, siteAt } from "./site-at";

export const MONTHLY_ARCHIVE_JOB = "monthly-site-archive";

/** "site-2026-03.tar.gz": the firm's month of `at`. */
export function monthlyArchiveName(at: number): string {
  const c = firmClock(at);
  return `site-${c.year}-${two(c.month)}.tar.gz`;
}

export function monthlyArchiveJob(opts: {
  deps: ArchiveDeps;
  dir: string;
  render: RenderPast;
  now?: (() => number) | undefined;
  log?: ((msg: string, fields: Record<string, unknown>) => void) | undefined;
}): JobSpec {
  const now = opts.now ?? Date.now;
  return {
    name: MONTHLY_ARCHIVE_JOB,
    // Daily, so a server that was down at the start of the 1st still writes the month's file that day.
    schedule: { dailyAt: "03:00" },
    leaseMs: 30 * 60_000,
    async run() {
      const at = now();
      if (firmClock(at).day !== 1) return;
      if (!(await opts.deps.content.retention()).monthlyArchives) return;
      const path = join(opts.dir, monthlyArchiveName(at));
      if (existsSync(path)) return;
      const past = await siteAt(opts.deps, at);
      if (!past) return;
      const archive = await packSite(past, opts.render, opts.deps.content);
      // Readable by its owner only, like the backups beside it.
      const file = await open(path, "wx", 0o600);
      try {
        await file.write(archive.bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      opts.log?.("monthly site archive written", { file: path, bytes: archive.bytes.byteLength });
    },
  };
}
