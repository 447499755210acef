/**
 * Client alerts (decision 026): readers subscribe to practice areas, confirm by pressing a button, change
 * their topics or leave through their own link, and receive each new article in those areas once. Every
 * e-mail goes through the site's one outbox (src/mail), at ALERTS_PER_MINUTE. The only door to src/alerts.
 */
import type { SendMailOptions } from "nodemailer";
import type { Config } from "../config";
import type { Content } from "../content";
import type { ClaimedSubscriberMail, Repos, SubscriberFilter, SubscriberRow, TxRepos } from "../db";
import type { JobSpec, Scheduler } from "../jobs";
import { describeSmtpError, type Mail } from "../mail";
import { ANNOUNCE_WINDOW_MS, announceDue, PENDING_DAYS } from "./announce";
import {
  type ArticleAlert,
  buildAlertMail,
  buildAlreadySubscribedMail,
  buildConfirmationMail,
  type FirmDetails,
  type Recipient,
} from "./message";
import { createSubscribe, type SubscribeRequest, type SubscribeResult } from "./subscribe";
import { knownTopics, type Topic, topicsOf } from "./topics";

export type { AlertSendRow, SubscriberFilter, SubscriberRow } from "../db";
export { ANNOUNCE_WINDOW_MS, PENDING_DAYS } from "./announce";
export { subscribersCsv } from "./csv";
export { CHECK_YOUR_EMAIL, pagePath, SUBSCRIBE_LIMITS, type SubscribeResult } from "./subscribe";
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

export type PreviewMail = { subject: string; text: string; html: string };

export function createAlerts(deps: {
  config: Config;
  repos: Repos;
  mail: Mail;
  content: Content;
  jobs: Scheduler;
  formTokens: import("../contact").FormTokens;
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

  const baseOf = (origin: string) => deps.config.siteUrl ?? origin;

  async function recipient(s: SubscriberRow): Promise<Recipient> {
    const { topics } = await offer();
    const labels = topics.filter((t) => s.areas.includes(t.value)).map((t) => t.label);
    return {
      email: s.email,
      token: s.token,
      base: baseOf(s.origin),
      topics: labels.length > 0 ? labels : s.consentAreas,
      since: new Date(s.confirmedAt ?? s.requestedAt).toISOString(),
    };
  }

  /** The article of a post as an alert shows it, or why it is not to be sent. */
  async function articleOf(postId: string, base: string): Promise<ArticleAlert | string> {
    const post = await repos.posts.findById(postId);
    if (post?.status !== "published" || Date.parse(post.publishedAt) > now())
      return "The article is no longer on the site.";
    const site = await content.site();
    const area = site.practice.bySlug.get(post.serviceArea);
    return {
      title: post.title,
      excerpt: post.excerpt,
      url: `${base}/blog/${encodeURIComponent(post.slug)}`,
      area: area?.title ?? site.practice.labelOf(post.serviceArea) ?? "",
    };
  }

  const kick = () => {
    void deps.jobs.kick(ALERTS_JOB).catch(() => {});
  };

  const subscribe = createSubscribe({
    repos,
    formTokens: deps.formTokens,
    rateLimits: deps.config.rateLimits,
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
    // New articles are looked for every 10 s (a post saved through the admin kicks it at once).
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
      await repos.alerts.markStale(t, t - ANNOUNCE_WINDOW_MS);
      const pending = await repos.alerts.purgePending(t - PENDING_DAYS * 24 * 60 * 60 * 1000);
      const sent = await repos.alerts.purgeSentAlerts(t - 30 * 24 * 60 * 60 * 1000);
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
    sends: (limit: number, offset: number) => repos.alerts.sends(limit, offset),
    countSends: () => repos.alerts.countSends(),
    sendOf: (postId: string) => repos.alerts.send(postId),
    keepBack: (post: { id: string; title: string }) => repos.alerts.keepBack(post, now()),
    /**
     * The editor's choice for a post: "hold" keeps its alert back (before it has gone), "send" lets it go.
     * For a new post, hold it under the id the post will get before saving it, so no announcement can
     * come between the save and the choice.
     */
    async choose(post: { id: string; title: string }, choice: "send" | "hold"): Promise<void> {
      if (choice === "hold") await repos.alerts.keepBack(post, now());
      else await this.release(post.id);
    },
    async release(postId: string) {
      const done = await repos.alerts.release(postId);
      if (done) kick();
      return done;
    },

    /** The alert of a post as a subscriber of its area would get it (their links made up). */
    async preview(postId: string, origin: string): Promise<PreviewMail | string> {
      const from = mail.sender() ?? { name: (await firm()).name, address: (await firm()).email };
      const base = baseOf(origin);
      const post = await repos.posts.findById(postId);
      if (!post) return "No such article.";
      const site = await content.site();
      const area = site.practice.bySlug.get(post.serviceArea);
      const m = buildAlertMail({
        from,
        messageId: `<preview@${mail.messageHost || "localhost"}>`,
        firm: await firm(),
        to: {
          email: "subscriber@example.com",
          token: "preview-token-not-a-real-one",
          base,
          topics: [area?.title ?? "Firm news"],
          since: new Date(now()).toISOString(),
        },
        article: {
          title: post.title,
          excerpt: post.excerpt,
          url: `${base}/blog/${encodeURIComponent(post.slug)}`,
          area: area?.title ?? site.practice.labelOf(post.serviceArea) ?? "",
        },
      });
      return { subject: String(m.subject), text: String(m.text), html: String(m.html) };
    },

    /** Sends the post's alert to one address now (an admin's test), not through the outbox. */
    async sendTest(
      postId: string,
      to: string,
      origin: string,
    ): Promise<{ ok: true } | { ok: false; error: string }> {
      if (!mail.enabled) return { ok: false, error: "E-mail is off: SMTP_URL is not set." };
      const p = await this.preview(postId, origin);
      if (typeof p === "string") return { ok: false, error: p };
      const from = mail.sender()!;
      try {
        await mail.sendNow({
          from,
          to: { name: "", address: to },
          envelope: { from: from.address, to: [to] },
          subject: `[Test] ${p.subject}`,
          text: p.text,
          html: p.html,
          headers: { "Auto-Submitted": "auto-generated" },
        });
        return { ok: true };
      } catch (e) {
        return { ok: false, error: describeSmtpError(e).message };
      }
    },
  };
}
export type Alerts = ReturnType<typeof createAlerts>;
