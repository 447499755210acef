import type { Config } from "../config";
import type { Content } from "../content";
import type { Repos, TxRepos } from "../db";
import {
  type Mail,
  type MailStatusView,
  type NotificationView,
  type OutboxMail,
  SUBMISSIONS_SCREEN,
  safeAddress,
} from "../mail";
import { contactServiceOptions } from "../shared/practice-areas";
import type { Submission } from "../shared/wire-types";
import {
  type Acknowledgement,
  acknowledgementMessageId,
  buildAcknowledgementMail,
  buildEnquiryMail,
  enquiryMessageId,
} from "./enquiry-messages";

/** The staff's e-mail about a new enquiry (to NOTIFY_TO). */
export const NOTIFICATION = "notification";
/** The automatic reply to the enquirer, when the firm turns it on. */
export const ACKNOWLEDGEMENT = "acknowledgement";
/** What an enquiry's e-mails are about. */
export const SUBMISSION = "submission";

const about = (submissionId: string) => ({ type: SUBMISSION, id: submissionId });

/** The e-mails of an enquiry: queueing them, sending the notification again, and how they fare. */
export interface EnquiryMail {
  /**
   * Whether a new enquiry gets an acknowledgement: mail is on and the firm's published settings turn it
   * on. Ask before the transaction (it reads the site's content).
   */
  acknowledges(): Promise<boolean>;
  /** Queues the notification of an enquiry inside the caller's transaction; false when none was queued. */
  queueNotification(tx: TxRepos, submission: Submission): Promise<boolean>;
  /**
   * Queues the acknowledgement of a new enquiry, inside the caller's transaction (the caller has decided
   * it is due: not spam, not too soon for this address). False when mail is off or the address cannot be
   * the sole recipient.
   */
  queueAcknowledgement(tx: TxRepos, submission: Submission): Promise<boolean>;
  /** Queues the enquiry's notification again (a new Message-ID), e.g. after it failed. */
  resend(submissionId: string): Promise<"queued" | "off" | "not-found" | "spam">;
  /** The notification state of each listed enquiry that has one. */
  notifications(submissionIds: readonly string[]): Promise<Record<string, NotificationView>>;
  /** The enquiries screen's banner: where notifications go, how they and the acknowledgements fare. */
  status(): Promise<MailStatusView>;
}

/**
 * Defines the enquiry's two kinds of e-mail and returns what the contact form and the inbox do with them.
 * Both are built when they go, from the enquiry as stored: the notification with a link to the enquiries
 * screen at the site's own address, the acknowledgement in the firm's words as its settings have them then.
 */
export function createEnquiryMail(deps: {
  config: Pick<Config, "mail">;
  repos: Repos;
  mail: Mail;
  content: Content;
  log: (msg: string, fields?: Record<string, unknown>) => void;
}): EnquiryMail {
  const { repos, mail, content } = deps;
  const notifyTo = deps.config.mail?.notifyTo ?? [];

  /** The acknowledgement as the firm's published settings have it now, signed as the site shows the firm. */
  async function words(): Promise<Acknowledgement> {
    const site = await content.site();
    const s = site.settings;
    return {
      enabled: s.acknowledge === true,
      subject: s.acknowledgementSubject,
      body: s.acknowledgementBody,
      firm: { ...site.firm, address: s.address.contact },
      services: contactServiceOptions(site.practice.areas),
    };
  }
  const acknowledges = async () => mail.enabled && (await words()).enabled;
  /** The sender and the enquiry an e-mail is about, or why it is not sent any more. */
  async function parts(m: OutboxMail) {
    const from = mail.sender();
    if (!from) return "E-mail is off.";
    const submission = await repos.submissions.findById(m.subject.id);
    return submission ? { from, submission } : "The enquiry is gone.";
  }

  mail.define(NOTIFICATION, {
    lane: "prompt",
    async build(m) {
      const p = await parts(m);
      if (typeof p === "string") return p;
      return buildEnquiryMail(p.submission, {
        from: p.from,
        to: notifyTo,
        messageId: m.messageId,
        // The site's own address as it is when the e-mail goes (never a request's Host).
        adminUrl: `${await content.origin()}${SUBMISSIONS_SCREEN}`,
        firmName: (await content.site()).firm.name,
      });
    },
  });
  mail.define(ACKNOWLEDGEMENT, {
    lane: "prompt",
    async build(m) {
      const p = await parts(m);
      if (typeof p === "string") return p;
      // The words as the settings have them when it goes (a moment after the enquiry, as a rule).
      return buildAcknowledgementMail(p.submission, {
        from: p.from,
        messageId: m.messageId,
        words: await words(),
      });
    },
  });

  return {
    acknowledges,
    async queueNotification(tx, submission) {
      const queued = await mail.queue(tx, {
        kind: NOTIFICATION,
        subject: about(submission.id),
        messageId: enquiryMessageId(submission.id, 0, mail.messageHost),
      });
      return queued > 0;
    },
    async queueAcknowledgement(tx, submission) {
      if (!safeAddress(submission.email)) return false;
      const queued = await mail.queue(tx, {
        kind: ACKNOWLEDGEMENT,
        subject: about(submission.id),
        messageId: acknowledgementMessageId(submission.id, mail.messageHost),
      });
      return queued > 0;
    },
    async resend(submissionId) {
      if (!mail.enabled) return (await repos.submissions.findById(submissionId)) ? "off" : "not-found";
      const outcome = await repos.transaction(async (tx) => {
        const spam = await tx.submissions.isSpam(submissionId);
        if (spam === undefined) return "not-found" as const;
        if (spam) return "spam" as const;
        const existing = await tx.outbox.find(NOTIFICATION, about(submissionId));
        await mail.queue(
          tx,
          {
            kind: NOTIFICATION,
            subject: about(submissionId),
            messageId: enquiryMessageId(submissionId, existing ? existing.resends + 1 : 0, mail.messageHost),
          },
          { again: true },
        );
        return "queued" as const;
      });
      if (outcome === "queued") {
        deps.log("notification queued again", { submissionId });
        mail.wake();
      }
      return outcome;
    },
    notifications: (ids) => mail.deliveries(NOTIFICATION, SUBMISSION, ids),
    async status() {
      if (!mail.enabled) return { enabled: false, recipients: [], pending: 0, failed: 0 };
      const [h, a, on, heldBack] = await Promise.all([
        mail.health(NOTIFICATION),
        mail.health(ACKNOWLEDGEMENT),
        acknowledges().catch(() => false),
        mail.limits.heldBack("acknowledgement"),
      ]);
      return {
        enabled: true,
        recipients: [...notifyTo],
        ...(h.last?.error
          ? { lastFailure: { at: new Date(h.last.at).toISOString(), error: h.last.error } }
          : {}),
        pending: h.pending,
        failed: h.failed,
        acknowledgements: { on, pending: a.pending, failed: a.failed, heldBack },
      };
    },
  };
}
