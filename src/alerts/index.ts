/**
 * Client alerts (decision 026): readers subscribe to practice areas, confirm by pressing a button, change
 * their topics or leave through their own link, and receive each new article in those areas once. Its
 * e-mails are its own kinds (src/alerts/alert-mail.ts), sent through the site's one outbox (src/mail), the
 * articles' at ALERTS_PER_MINUTE. The only door to src/alerts.
 */
import type { Config } from "../config";
import type { FormTokens } from "../contact";
import type { Content } from "../content";
import type { Repos, SubscriberFilter, SubscriberRow, TxRepos } from "../db";
import type { JobSpec, Scheduler } from "../jobs";
import type { Mail } from "../mail";
import { createAlertMail } from "./alert-mail";
import { ANNOUNCE_WINDOW_MS, announce, announceDue } from "./announce";
import type { FirmDetails } from "./message";
import { subscribersPersonalData } from "./personal-data";
import { createPlanner } from "./planned";
import { createAlertPreview } from "./preview";
import { createSubscribe, type SubscribeRequest, type SubscribeResult } from "./subscribe";
import { knownTopics, type Topic, topicsOf } from "./topics";

export type { AlertSendRow, SubscriberFilter, SubscriberRow } from "../db";
export { ALERT, SUBSCRIBER, SUBSCRIPTION } from "./alert-mail";
export { ANNOUNCE_WINDOW_MS, PENDING_DAYS } from "./announce";
export { subscribersCsv } from "./csv";
export { DEFAULT_WAIT_MINUTES, type PlannedAlert, type PostToSave } from "./planned";
export type { PreviewMail } from "./preview";
export { areasOf, CHECK_YOUR_EMAIL, pagePath, SUBSCRIBE_LIMITS, type SubscribeResult } from "./subscribe";
export { FIRM_NEWS, FIRM_NEWS_LABEL, type Topic } from "./topics";

export const ALERTS_JOB = "client-alerts";

/** What the form shows: whether alerts are offered at all, the topics, the consent sentence. */
export interface AlertOffer {
  on: boolean;
  topics: Topic[];
  consent: string;
}

/** The preferences page's view of a subscriber (by their token). */
export interface SubscriberView {
  status: SubscriberRow["status"];
  email: string;
  areas: string[];
  suppressed: boolean;
}

export function createAlerts(deps: {
  config: Config;
  repos: Repos;
  mail: Mail;
  content: Content;
  jobs: Scheduler;
  formTokens: FormTokens;
  log: (msg: string, fields?: Record<string, unknown>) => void;
  now?: (() => number) | undefined;
}) {
  const { repos, mail, content } = deps;
  const now = deps.now ?? Date.now;

  async function offer(): Promise<AlertOffer> {
    const site = await content.site();
    return {
      on: mail.enabled && site.settings.alertsOffered !== false,
      topics: topicsOf(site.practice.areas.map((a) => ({ id: a.id, title: a.navLabel }))),
      consent: site.settings.alertsConsent ?? "",
    };
  }

  async function firm(): Promise<FirmDetails> {
    const site = await content.site();
    return { ...site.firm, address: site.settings.address.contact };
  }

  const planner = createPlanner({
    config: deps.config,
    repos,
    content,
    mailEnabled: mail.enabled,
    now,
  });

  /** Whether a post is on the site now (published, its time come). */
  const isLive = (post: { status: string; publishedAt: string }) =>
    post.status === "published" && Date.parse(post.publishedAt) <= now();

  const kick = () => {
    void deps.jobs.kick(ALERTS_JOB).catch(() => {});
  };

  const alertMail = createAlertMail({
    repos,
    mail,
    content,
    now,
    topics: async () => (await offer()).topics,
    firm,
    log: deps.log,
  });

  const subscribe = createSubscribe({
    repos,
    formTokens: deps.formTokens,
    rateLimits: deps.config.rateLimits,
    limits: mail.limits,
    now,
    offer,
    queue: alertMail.queueSignUpMail,
    wake: () => mail.wake(),
  });

  /** Leaves every list: alerts of theirs still waiting in the outbox are not sent. */
  const leave = async (tx: TxRepos, id: string) => {
    await tx.alerts.unsubscribe(id, now());
    await alertMail.withdrawAlerts(tx, id);
  };

  const job: JobSpec = {
    name: ALERTS_JOB,
    // New articles and waits that are over are looked for every 10 s (a save or "Send now" kicks it at once).
    schedule: { everyMs: 10_000 },
    atStart: true,
    leaseMs: 60_000,
    run: async () => {
      if (!mail.enabled) return;
      const queued = await announceDue({
        repos,
        content,
        alertMail,
        now: now(),
        waitMs: (await planner.waitMinutes()) * 60_000,
        log: deps.log,
      });
      if (queued > 0) mail.wake();
    },
  };

  const oldArticles: JobSpec = {
    name: "client-alerts-old-articles",
    schedule: { everyMs: 60 * 60 * 1000 },
    atStart: true,
    // Articles that went live too long ago to be news are marked, so the Sends list can say so.
    run: async () => {
      const t = now();
      await repos.alertSends.markStale(t, t - ANNOUNCE_WINDOW_MS);
    },
  };

  /** The subscriber a link's token names (a token that is not one is just unknown). */
  const byToken = async (token: unknown) =>
    typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await repos.alerts.byToken(token)
      : undefined;

  return {
    offer,
    jobs: [job, oldArticles] as const,
    /**
     * The subscribers' part of a person's data: counted and erased by e-mail address; unconfirmed
     * sign-ups and sent e-mails deleted hourly.
     */
    personalData: subscribersPersonalData({
      repos,
      now,
      log: deps.log,
      keepSentSince: async (at) => (await content.retention()).keepSince(at),
    }),
    /** A post was saved: look for articles to announce now rather than at the next poll. */
    wake: kick,
    /** Queues an article's alerts to the subscribers of `areas` now, once (without waking the outbox). */
    announce: (post: { id: string; title: string }, areas: readonly string[]) =>
      announce({ repos, alertMail, now: now() }, post, areas),

    subscribe: (req: SubscribeRequest, raw: Record<string, unknown>): Promise<SubscribeResult> =>
      subscribe(req, raw),

    async view(token: unknown): Promise<SubscriberView | undefined> {
      const s = await byToken(token);
      return s && { status: s.status, email: s.email, areas: s.areas, suppressed: s.suppressedAt !== null };
    },

    /** The confirmation button: pending → confirmed. */
    async confirm(token: unknown): Promise<"confirmed" | "already" | "left" | "unknown"> {
      const s = await byToken(token);
      if (!s) return "unknown";
      if (s.status === "confirmed") return "already";
      if (s.status === "unsubscribed") return "left";
      return (await repos.alerts.confirm(s.id, now())) ? "confirmed" : "already";
    },

    /** New topics from the preferences page; none at all is leaving. */
    async savePreferences(token: unknown, chosen: string[]): Promise<"saved" | "left" | "unknown"> {
      const s = await byToken(token);
      if (!s) return "unknown";
      const { topics } = await offer();
      // Only topics offered now: a retired area's id leaves with this save.
      const areas = knownTopics(chosen, topics);
      if (areas.length === 0) {
        await repos.transaction((tx) => leave(tx, s.id));
        return "left";
      }
      // The link came in an e-mail to the address: saving topics through it (re)starts the alerts.
      await repos.transaction(async (tx) => {
        await tx.alerts.setAreas(s.id, areas, now());
        await tx.alerts.resume(s.id, now());
      });
      return "saved";
    },

    /** Leaves every list at once (the one-click POST, the button, the form): idempotent. */
    async unsubscribe(token: unknown): Promise<boolean> {
      const s = await byToken(token);
      if (!s) return false;
      await repos.transaction((tx) => leave(tx, s.id));
      return true;
    },

    // ---- Admin ----
    list: (f: SubscriberFilter, limit: number, offset: number) => repos.alerts.list(f, limit, offset),
    count: (f: SubscriberFilter) => repos.alerts.count(f),
    countsByState: () => repos.alerts.countsByState(),
    async countsByTopic(): Promise<{ topic: Topic; count: number }[]> {
      const [{ topics }, counts] = await Promise.all([offer(), repos.alerts.confirmedByArea()]);
      return topics.map((topic) => ({ topic, count: counts.get(topic.value) ?? 0 }));
    },
    byId: (id: string) => repos.alerts.byId(id),
    unsuppress: (id: string) => repos.alerts.unsuppress(id, now()),
    sends: (limit: number, offset: number) => repos.alertSends.sends(limit, offset),
    countSends: () => repos.alertSends.countSends(),
    sendOf: (postId: string) => repos.alertSends.send(postId),
    keepBack: (post: { id: string; title: string }) => repos.alertSends.keepBack(post, now()),
    /**
     * The editor's choice for a post: "hold" keeps its alert back (before it has gone), "send" lets it go.
     * For a new post, hold it under the id the post will get before saving it, so no announcement can
     * come between the save and the choice.
     */
    async choose(post: { id: string; title: string }, choice: "send" | "hold"): Promise<void> {
      if (choice === "hold") await repos.alertSends.keepBack(post, now());
      else await this.release(post.id);
    },
    async release(postId: string) {
      const done = await repos.alertSends.release(postId);
      if (done) kick();
      return done;
    },
    /**
     * "Send now": the rest of the wait (or a hold) is skipped and the alerts are queued at once. Only for
     * an article on the site; "gone" when its alert has gone already (or never will).
     */
    async sendNow(post: {
      id: string;
      title: string;
      status: string;
      publishedAt: string;
    }): Promise<"sending" | "not-live" | "gone"> {
      if (!isLive(post)) return "not-live";
      if (!(await repos.alertSends.sendNow(post, now()))) return "gone";
      kick();
      return "sending";
    },
    /** The wait before an article's alerts leave, in minutes (the environment's, else the settings'). */
    waitMinutes: planner.waitMinutes,
    /** How many subscribers an article of this practice area would go to now. */
    audience: planner.audience,
    /** Whether saving a post will send its alert, to how many and after what wait (asked before it acts). */
    planned: planner.planned,

    /** The alert of a post as a subscriber of its area would get it, and a test of it to one address. */
    ...createAlertPreview({ repos, content, mail, firm, now }),
  };
}
export type Alerts = ReturnType<typeof createAlerts>;
