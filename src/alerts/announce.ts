import type { Content } from "../content";
import type { Repos } from "../db";
import type { AlertMail } from "./alert-mail";
import { audienceOf } from "./topics";

/** An article that went live longer ago than this is not news: it is never announced (imports, restores). */
export const ANNOUNCE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Sign-ups not confirmed within this many days are deleted. */
export const PENDING_DAYS = 7;

/**
 * Announces one article, once, in one transaction: its send row marked queued (the claim: however many
 * runs or instances get here, one does) and one alert queued per confirmed subscriber of any of `areas`.
 */
export async function announce(
  deps: { repos: Repos; alertMail: Pick<AlertMail, "queueArticle">; now: number },
  post: { id: string; title: string },
  areas: readonly string[],
): Promise<{ announced: boolean; queued: number }> {
  return deps.repos.transaction(async (tx) => {
    if (!(await tx.alertSends.claim(post, deps.now))) return { announced: false, queued: 0 };
    const queued = await deps.alertMail.queueArticle(tx, post.id, await tx.alerts.audienceIds(areas));
    await tx.alertSends.setQueued(post.id, queued);
    return { announced: true, queued };
  });
}

/**
 * One pass of the announcer. Every article on the site now without a send row starts its wait (its row
 * stores the moment its alerts may leave, so restarts and other instances keep it); a wait whose article
 * left the site is forgotten; every article whose wait is over is announced: its row marked queued and one
 * outbox row per confirmed subscriber of its area or of Firm news, in one transaction per article. The row
 * is keyed by the article, so however many runs or instances get here, and however often the article is
 * unpublished and published again, it is announced once. Returns how many alerts were queued.
 */
export async function announceDue(deps: {
  repos: Repos;
  content: Content;
  alertMail: Pick<AlertMail, "queueArticle">;
  now: number;
  /** How long a newly live article's alerts wait. */
  waitMs: number;
  log: (msg: string, fields?: Record<string, unknown>) => void;
}): Promise<number> {
  const { repos, now } = deps;
  const live = await repos.alertSends.postsToAnnounce(now, now - ANNOUNCE_WINDOW_MS);
  for (const post of live)
    if (await repos.alertSends.startWait(post, now + deps.waitMs, now))
      deps.log("client alert waiting", { postId: post.id, waitMinutes: deps.waitMs / 60_000 });
  await repos.alertSends.forgetWaitsOffSite(now);
  const due = await repos.alertSends.waitsOver(now);
  if (due.length === 0) return 0;
  const site = await deps.content.site();
  let total = 0;
  for (const post of due) {
    const areaId = site.practice.bySlug.get(post.service_area)?.id;
    const { announced, queued } = await announce(deps, post, audienceOf(areaId));
    if (announced) deps.log("client alert queued", { postId: post.id, alerts: queued });
    total += queued;
  }
  return total;
}
