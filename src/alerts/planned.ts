import type { Config } from "../config";
import type { Content } from "../content";
import type { Repos } from "../db";
import type { PlannedAlert } from "../shared/publish-alert";
import { ANNOUNCE_WINDOW_MS } from "./announce";
import { audienceOf } from "./topics";

/** The wait before an article's alerts leave when neither the environment nor the settings say. */
export const DEFAULT_WAIT_MINUTES = 10;

export type { PlannedAlert };

/** A post as it will be once saved, and the editor's alert choice (undefined: as it stands). */
export interface PostToSave {
  postId?: string | undefined;
  status?: string | undefined;
  /** ISO 8601; undefined: now. */
  publishedAt?: string | undefined;
  serviceArea: string;
  choice?: "send" | "hold" | undefined;
}

/**
 * What the editor asks before it publishes: whether saving a post will send its client alert, and to how
 * many. It mirrors the announcer: e-mail on, the post published (now or at a later date) and recent enough
 * to be news, its alert neither gone nor held (unless the choice lets it go), and somebody to send it to;
 * the count is of exactly the subscribers the announcement queues (confirmed, not suppressed, of its area
 * or of Firm news).
 */
export function createPlanner(deps: {
  config: Config;
  repos: Repos;
  content: Content;
  mailEnabled: boolean;
  now: () => number;
}) {
  const { repos, content } = deps;

  /** The wait, in minutes: ALERTS_DELAY_MINUTES when set (every instance alike), else the firm's setting. */
  async function waitMinutes(): Promise<number> {
    if (deps.config.alertsDelayMinutes !== undefined) return deps.config.alertsDelayMinutes;
    const set = (await content.site()).settings.alertsDelayMinutes;
    return typeof set === "number" && Number.isInteger(set) && set >= 0 ? set : DEFAULT_WAIT_MINUTES;
  }

  /** How many subscribers an article of this practice area would go to now. */
  async function audience(serviceArea: string): Promise<number> {
    const site = await content.site();
    return repos.alerts.audienceCount(audienceOf(site.practice.bySlug.get(serviceArea)?.id));
  }

  async function planned(p: PostToSave): Promise<PlannedAlert | undefined> {
    if (!deps.mailEnabled || p.choice === "hold" || (p.status ?? "published") !== "published")
      return undefined;
    const now = deps.now();
    const at = p.publishedAt === undefined ? now : Date.parse(p.publishedAt);
    if (Number.isNaN(at) || at < now - ANNOUNCE_WINDOW_MS) return undefined;
    if (p.postId !== undefined) {
      const send = await repos.alertSends.send(p.postId);
      // Gone, waiting already, or never to be announced; a held one goes only when the choice lets it.
      if (send && !(send.state === "off" && p.choice === "send")) return undefined;
    }
    const subscribers = await audience(p.serviceArea);
    if (subscribers === 0) return undefined;
    return {
      subscribers,
      waitMinutes: await waitMinutes(),
      goesLiveAt: at > now ? new Date(at).toISOString() : null,
    };
  }

  return { waitMinutes, audience, planned };
}
