import type { Content } from "../content";
import type { Repos, SubscriberRow, TxRepos } from "../db";
import { type Mail, messageId } from "../mail";
import {
  type ArticleAlert,
  buildAlertMail,
  buildAlreadySubscribedMail,
  buildConfirmationMail,
  type FirmDetails,
  type Recipient,
} from "./message";
import { articleView } from "./preview";
import type { Topic } from "./topics";

/** A sign-up's e-mail: the confirmation, or the note to an address subscribed already. */
export const SUBSCRIPTION = "subscription";
/** One article to one subscriber. */
export const ALERT = "alert";
/** What the alerts' e-mails are about. */
export const SUBSCRIBER = "subscriber";

const about = (subscriberId: string) => ({ type: SUBSCRIBER, id: subscriberId });

/**
 * Defines client alerts' two kinds of e-mail and returns how they are queued. Each is built when it goes,
 * as things are then: the subscriber's state and topics, the article still on the site, the site's own
 * address for the personal links. A mail server's permanent refusal of an address suppresses it; each
 * alert that goes (or fails for good) is counted on its article's send.
 */
export function createAlertMail(deps: {
  repos: Repos;
  mail: Mail;
  content: Content;
  now: () => number;
  /** The topics offered now. */
  topics: () => Promise<Topic[]>;
  firm: () => Promise<FirmDetails>;
  log: (msg: string, fields?: Record<string, unknown>) => void;
}) {
  const { repos, mail, content, now } = deps;

  async function recipient(s: SubscriberRow): Promise<Recipient> {
    const topics = await deps.topics();
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

  /** The subscriber and sender of an e-mail, or why it is not sent any more. */
  async function parts(subscriberId: string) {
    const s = await repos.alerts.byId(subscriberId);
    if (!s) return "The subscriber is gone.";
    const from = mail.sender();
    if (!from) return "E-mail is off.";
    return { s, from, to: await recipient(s), firm: await deps.firm() };
  }

  const refused = async (m: { subject: { id: string } }, reason: string) => {
    await repos.alerts.suppress(m.subject.id, reason, now());
    deps.log("subscriber suppressed: the mail server refused the address", { subscriberId: m.subject.id });
  };

  mail.define(SUBSCRIPTION, {
    lane: "prompt",
    async build(m) {
      const p = await parts(m.subject.id);
      if (typeof p === "string") return p;
      const ctx = { from: p.from, messageId: m.messageId, firm: p.firm, to: p.to };
      if (p.s.suppressedAt) return "The address is suppressed.";
      if (p.s.status === "confirmed") return buildAlreadySubscribedMail(ctx);
      if (p.s.status !== "pending") return "The sign-up was withdrawn.";
      return buildConfirmationMail(ctx);
    },
    refused,
  });

  mail.define(ALERT, {
    lane: "alerts",
    async build(m) {
      const p = await parts(m.subject.id);
      if (typeof p === "string") return p;
      if (p.s.status !== "confirmed" || p.s.suppressedAt) return "The subscriber no longer receives alerts.";
      const article = await articleOf(m.ref, p.to.base);
      if (typeof article === "string") return article;
      // The firm's "Attorney Advertising" setting as it is when the e-mail is built.
      const advertising = (await content.site()).results.advertising;
      return buildAlertMail({
        from: p.from,
        messageId: m.messageId,
        firm: p.firm,
        to: p.to,
        article,
        advertising,
      });
    },
    refused,
    // The counts outlive the outbox's rows (and the subscribers): they stay on the article's send.
    settled: (m, outcome) => repos.alertSends.count(m.ref, outcome),
  });

  return {
    /** Queues a sign-up's e-mail (each sign-up its own: the request is its ref). */
    async queueSignUpMail(tx: TxRepos, subscriberId: string): Promise<void> {
      const request = crypto.randomUUID();
      await mail.queue(tx, {
        kind: SUBSCRIPTION,
        subject: about(subscriberId),
        ref: request,
        messageId: messageId(`subscription-${request}`, mail.messageHost),
      });
    },
    /** Queues an article's alert to each subscriber, once each; how many were queued. */
    queueArticle: (tx: TxRepos, postId: string, subscriberIds: readonly string[]) =>
      mail.queue(
        tx,
        subscriberIds.map((id) => ({
          kind: ALERT,
          subject: about(id),
          ref: postId,
          messageId: messageId(`alert-${postId}-${id}`, mail.messageHost),
        })),
      ),
    /** A subscriber left: alerts of theirs still waiting are not sent. */
    withdrawAlerts: (tx: TxRepos, subscriberId: string) => tx.outbox.withdraw(ALERT, about(subscriberId)),
  };
}
export type AlertMail = ReturnType<typeof createAlertMail>;
