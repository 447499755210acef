/**
 * Client alerts (decision 026): readers subscribe to practice areas, confirm by pressing a button, change
 * their topics or leave through their own link, and receive each new article in those areas once. Every
 * e-mail goes through the site's one outbox (src/mail), at ALERTS_PER_MINUTE. The only door to src/alerts.
 */
import type { SendMailOptions } from "nodemailer";
import type { Config } from "../config";
import type { FormTokens } from "../contact";
import type { Content } from "../content";
import type { ClaimedSubscriberMail, Repos, SubscriberFilter, SubscriberRow, TxRepos } from "../db";
import type { JobSpec, Scheduler } from "../jobs";
import type { Mail } from "../mail";
import { ANNOUNCE_WINDOW_MS, announceDue, PENDING_DAYS } from "./announce";
import {
  type ArticleAlert,
  buildAlertMail,
  buildAlreadySubscribedMail,
  buildConfirmationMail,
  type FirmDetails,
  type Recipient,
} from "./message";
import { createPlanner } from "./planned";
import { articleView, createAlertPreview } from "./preview";
import { createSubscribe, type SubscribeRequest, type SubscribeResult } from "./subscribe";
import { knownTopics, type Topic, topicsOf } from "./topics";

export type { AlertSendRow, SubscriberFilter, SubscriberRow } from "../db";
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

  async function recipient(s: SubscriberRow): Promise<Recipient> {
    const { topics } = await offer();
    const labels = topics.filter((t) => s.areas.includes(t.value)).map((t) => t.label);
    return {
      email: s.email,
      token: s.token,
      // The site's own origin as it is when the e-mail is built (never the address a sign-up came from).
      base: await content.origin(),
      topics: labels.length > 0 ? labels : s.consentAreas,
      since: new Date(s.confirmedAt ?? s.requestedAt).toISOString(),
    };
  }

  /** The article of a post as an alert shows it, or why it is not to be sent. */
  async function articleOf(postId: string, base: string): Promise<ArticleAlert | string> {
    const post = await repos.posts.findById(postId);
    if (post?.status !== "published" || Date.parse(post.publishedAt) > now())
      return "The article is no longer on the site.";
    return articleView(content, post, base);
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

  const subscribe = createSubscribe({
    repos,
    formTokens: deps.formTokens,
    rateLimits: deps.config.rateLimits,
    limits: mail.limits,
    now,
    offer,
    queue: (tx: TxRepos, subscriberId: string) =>
      tx.outbox.enqueueSubscription(
        subscriberId,
        `<subscription-${crypto.randomUUID()}@${mail.messageHost}>`,
        now(),
      ),
    wake: () => mail.wake(),
  });

  /** The message of a subscriber's e-mail from the outbox, built as things are when it goes. */
  async function build(m: ClaimedSubscriberMail): Promise<SendMailOptions | string> {
    const s = await repos.alerts.byId(m.subscriberId);
    if (!s) return "The subscriber is gone.";
    const from = mail.sender();
    if (!from) return "E-mail is off.";
    const to = await recipient(s);
    const f = await firm();
    if (m.kind === "subscription") {
      if (s.suppressedAt) return "The address is suppressed.";
      if (s.status === "confirmed")
        return buildAlreadySubscribedMail({ from, messageId: m.messageId, firm: f, to });
      if (s.status !== "pending") return "The sign-up was withdrawn.";
      return buildConfirmationMail({ from, messageId: m.messageId, firm: f, to });
    }
    if (s.status !== "confirmed" || s.suppressedAt) return "The subscriber no longer receives alerts.";
    const article = await articleOf(m.postId ?? "", to.base);
    if (typeof article === "string") return article;
    return buildAlertMail({ from, messageId: m.messageId, firm: f, to, article });
  }

  async function refused(m: ClaimedSubscriberMail, reason: string): Promise<void> {
    await repos.alerts.suppress(m.subscriberId, reason, now());
    deps.log("subscriber suppressed: the mail server refused the address", { subscriberId: m.subscriberId });
  }

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
        messageHost: mail.messageHost,
        now: now(),
        waitMs: (await planner.waitMinutes()) * 60_000,
        log: deps.log,
      });
      if (queued > 0) mail.wake();
    },
  };

  const cleanup: JobSpec = {
    name: "client-alerts-cleanup",
    schedule: { everyMs: 60 * 60 * 1000 },
    atStart: true,
    run: async () => {
      const t = now();
      // Articles that went live too long ago to be news are marked, so the Sends list can say so.
      await repos.alertSends.markStale(t, t - ANNOUNCE_WINDOW_MS);
      const pending = await repos.alerts.purgePending(t - PENDING_DAYS * 24 * 60 * 60 * 1000);
      const sent = await repos.alertSends.purgeSentAlerts(t - 30 * 24 * 60 * 60 * 1000);
      if (pending + sent > 0)
        deps.log("client alerts tidied", { unconfirmedDeleted: pending, sentRowsDeleted: sent });
    },
  };

  /** The subscriber a link's token names (a token that is not one is just unknown). */
  const byToken = async (token: unknown) =>
    typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await repos.alerts.byToken(token)
      : undefined;

  return {
    offer,
    jobs: [job, cleanup] as const,
    /** A post was saved: look for articles to announce now rather than at the next poll. */
    wake: kick,
    build,
    refused,

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
        await repos.transaction((tx) => tx.alerts.unsubscribe(s.id, now()));
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
      await repos.transaction((tx) => tx.alerts.unsubscribe(s.id, now()));
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
