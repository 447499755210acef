/**
 * Scheduled changes: a timer wakes this instance at the next scheduled moment, and a job every 30 s (and
 * at start) catches what any instance's timer missed. Publishing a due change is a write on the item's
 * revision, so two instances never publish the same change twice.
 */

import type { ContentChange } from "../db";
import type { JobSpec } from "../jobs";
import { ContentTooComplexError, RENDERER_VERSION } from "../posts";
import type { Core } from "./core";
import { type ContentKind, isLegalPage } from "./fields";
import { titleOf } from "./items";
import { legalFirmKey } from "./legal-html";

export function createSchedule(core: Core, log?: (msg: string, fields: Record<string, unknown>) => void) {
  const { repos, now, validate, references, change, audit, liveFirm, htmlFor, goingLive } = core;
  let scheduleTimer: ReturnType<typeof setTimeout> | undefined;

  /** Publishes every scheduled version that is due; how many went live. Safe on several instances at once. */
  async function publishDue(): Promise<number> {
    let published = 0;
    for (const row of await repos.content.due(now())) {
      const data = row.scheduled;
      if (!data) continue;
      const label = titleOf(row.kind, row.id, data);
      const kind = row.kind as ContentKind;
      const checked = await validate(kind, row.id, data, "publish");
      const refs = checked.ok ? await references(kind, row.id, checked.data) : {};
      let problem = !checked.ok ? checked.error : Object.values(refs).join(". ");
      let live: ContentChange | undefined;
      if (!problem)
        try {
          live = await goingLive(row, checked.ok ? checked.data : data);
        } catch (e) {
          if (!(e instanceof ContentTooComplexError)) throw e;
          problem = e.message;
        }
      if (problem || !live) {
        // Kept as the draft (unless a newer one exists), with the reason shown beside it.
        const r = await change(
          undefined,
          row,
          row.revision,
          {
            scheduled: { data: null, at: null },
            draft: row.draft ?? data,
            scheduleError: problem,
          },
          { action: "schedule-failed", data, wentLive: false, public: false },
        );
        if (r.ok)
          await audit(undefined, "content.schedule_failed", row, label, { reason: problem.slice(0, 200) });
        continue;
      }
      const r = await change(
        undefined,
        row,
        row.revision,
        {
          ...live,
          scheduled: { data: null, at: null },
          scheduleError: null,
        },
        { action: "published-on-schedule", data, wentLive: true, public: true },
      );
      if (r.ok) {
        published++;
        await audit(undefined, "content.scheduled_publish", row, label);
      }
    }
    return published;
  }

  /**
   * Wakes this instance at the next scheduled moment (the job catches anything a timer misses). Settles
   * once the timer is set, so whoever schedules a change can wait until the site knows of it.
   */
  function scheduleNext(): Promise<void> {
    clearTimeout(scheduleTimer);
    return repos.content
      .nextScheduledAt()
      .then((at) => {
        if (at === undefined) return;
        // setTimeout holds at most ~24.8 days: a later moment is reached by the job's regular check.
        const wait = at - now() + 20;
        if (wait > 2 ** 31 - 1) return;
        scheduleTimer = setTimeout(() => void publishDue().catch(() => {}), Math.max(0, wait));
        scheduleTimer.unref?.();
      })
      .catch(() => {});
  }

  /** Every 30 s and at start: scheduled changes that are due go live (a timer usually got there first). */
  function job(): JobSpec {
    return {
      name: "content-schedule",
      schedule: { everyMs: 30_000 },
      atStart: true,
      async run() {
        const n = await publishDue();
        if (n > 0) log?.("content: scheduled changes published", { count: n });
        // Kept HTML from an older renderer, or made with other firm details than today's (the e-mail was
        // changed since), is rendered again (this loads the sanitiser only then).
        const firm = legalFirmKey(await liveFirm());
        for (const row of await repos.content.all()) {
          if (
            row.kind !== "page" ||
            !isLegalPage(row.id) ||
            !row.published ||
            (row.htmlVersion === RENDERER_VERSION && row.publishedHtml?.firm === firm)
          )
            continue;
          const html = await htmlFor(row.id, row.published);
          if (html.html)
            await repos.content.keepHtml(row.kind, row.id, row.revision, html.html, RENDERER_VERSION);
        }
      },
    };
  }

  return {
    publishDue,
    scheduleNext,
    job,
    stop: () => clearTimeout(scheduleTimer),
  };
}
