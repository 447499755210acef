/**
 * E-mail notifications of enquiries (issue #10), and the acknowledgement an enquirer may get (decision
 * 024): the only door of src/mail. An enquiry and its e-mails are stored in one transaction
 * (`queueEnquiry`, `queueAcknowledgement` inside `repos.transaction`); the outbox job sends them within
 * seconds and retries with backoff for 24 hours. Routes and views call only this file.
 */
import type { SendMailOptions } from "nodemailer";
import type { Config, MailConfig } from "../config";
import type { ClaimedSubscriberMail, OutboxEntry, Repos, TxRepos } from "../db";
import type { JobSpec, Scheduler } from "../jobs";
import type { Logger as JobLogger } from "../lib/logger";
import type { MailStatusView, NotificationView, Submission, TestMailResult } from "../shared/wire-types";
import { safeAddress } from "./header-text";
import {
  type Acknowledgement,
  acknowledgementMessageId,
  buildAcknowledgementMail,
  buildEnquiryMail,
  buildTestMail,
  enquiryMessageId,
} from "./message";
import { createOutboxWorker, DEFAULT_TUNING, type OutboxTuning } from "./outbox-worker";
import { createSmtpTransport, describeSmtpError, type MailTransport } from "./transport";
import { createVisitorMailLimits, type VisitorMailLimiter } from "./visitor-limits";

export type { MailStatusView, NotificationView, TestMailResult } from "../shared/wire-types";
export { headerText, safeAddress } from "./header-text";
export {
  type Acknowledgement,
  acknowledgementMessageId,
  buildAcknowledgementMail,
  buildEnquiryMail,
  enquiryMessageId,
} from "./message";
export { DEFAULT_TUNING, type OutboxTuning } from "./outbox-worker";
export { GIVE_UP_AFTER_MS, nextAttemptAt, RETRY_DELAYS_MS } from "./retry";
export { createSmtpTransport, describeSmtpError, type MailTransport } from "./transport";
export { networkOf, normaliseMailbox, type VisitorMailLimiter } from "./visitor-limits";

export const OUTBOX_JOB = "outbox";
/** The submissions screen, which every notification links to. */
export const SUBMISSIONS_SCREEN = "/admin/contact-submissions";

/** What staff read when something would need the site's e-mail and the server has none set up. */
export const MAIL_NOT_SET_UP =
  "The site is not set up to send e-mail: ask whoever runs the server to set up the site's e-mail.";

export interface MailOptions {
  tuning?: Partial<OutboxTuning>;
  /** Other transports (tests); default: SMTP from the config, pooled for the outbox. */
  transport?: MailTransport;
  /** For "Send test e-mail": a fresh connection each time, so it proves connect, TLS and login now. */
  directTransport?: () => MailTransport;
}

export interface Mail {
  /** False when SMTP_URL is unset: nothing is queued or sent. */
  readonly enabled: boolean;
  /** The outbox job, for src/background-jobs.ts (undefined when notifications are off). */
  readonly job: JobSpec | undefined;
  /**
   * Queues the notification of a new enquiry, inside the caller's transaction. `origin` is the site's own
   * origin (`site.origin`: SITE_URL or the address the site learnt, never a request's Host) for the
   * e-mail's link. Returns whether anything was queued.
   */
  queueEnquiry(tx: TxRepos, submission: Submission, origin: string): Promise<boolean>;
  /**
   * Whether a new enquiry gets an acknowledgement: mail is on and the firm's published settings turn it
   * on. Ask before the transaction (it may read the site's content).
   */
  acknowledges(): Promise<boolean>;
  /**
   * Queues the acknowledgement of a new enquiry, inside the caller's transaction (the caller has decided
   * it is due: not spam, not too soon for this address). False when mail is off or the address cannot
   * be the sole recipient.
   */
  queueAcknowledgement(tx: TxRepos, submission: Submission): Promise<boolean>;
  /** Call after the transaction that queued mail has committed: the job sends it now. */
  wake(): void;
  /** Queues the enquiry's notification again (a new Message-ID), e.g. after it failed. */
  resend(submissionId: string, origin: string): Promise<"queued" | "off" | "not-found" | "spam">;
  /** Sends a test message straight to NOTIFY_TO (not through the outbox) and reports the server's answer. */
  sendTest(sentBy: string, origin: string): Promise<TestMailResult>;
  /** The notification state of each listed enquiry that has one. */
  notifications(submissionIds: readonly string[]): Promise<Record<string, NotificationView>>;
  status(): Promise<MailStatusView>;
  /** The host part of every Message-ID (SITE_URL's, else the firm's e-mail domain); "" when mail is off. */
  readonly messageHost: string;
  /** Who the site's e-mail comes from now: MAIL_FROM, else the firm's name and address. */
  sender(): { name: string; address: string } | undefined;
  /**
   * How many e-mails a visitor's form may make the site send to an address they typed (confirmations of
   * sign-ups, acknowledgements of enquiries): per mailbox, per client network and for the whole site.
   */
  readonly limits: VisitorMailLimiter;
  /** Sends one message now, not through the outbox (an admin's test of an alert); throws the server's refusal. */
  sendNow(message: SendMailOptions): Promise<void>;
  close(): void;
}

const iso = (t: number | null | undefined) =>
  t === null || t === undefined ? undefined : new Date(t).toISOString();

export function toNotificationView(e: OutboxEntry): NotificationView {
  const view: NotificationView = { state: e.status, attempts: e.attempts };
  if (e.sentAt !== null) view.sentAt = iso(e.sentAt)!;
  if (e.status === "pending") view.nextAttemptAt = iso(e.nextAttemptAt)!;
  if (e.lastAttemptAt !== null) view.lastAttemptAt = iso(e.lastAttemptAt)!;
  if (e.lastError !== null && e.status !== "sent") view.lastError = e.lastError;
  return view;
}

/**
 * The host part of every Message-ID: the firm's own domain, never the sample firm's unless the site still
 * shows it: SITE_URL's host, else the domain of the firm's e-mail as the site shows it now (its settings,
 * or FIRM_EMAIL), else the sender's. Read when each message is queued, so a settings change applies at once.
 */
function messageIdHost(config: Config, firmEmail: string, mail: MailConfig): string {
  if (config.siteUrl) return new URL(config.siteUrl).hostname;
  const domain = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();
  const fromFirm = firmEmail.includes("@") ? domain(firmEmail) : "";
  if (/^[a-z0-9.-]+$/.test(fromFirm)) return fromFirm;
  return domain(mail.from.address) || "localhost";
}

export function createMail(deps: {
  config: Config;
  repos: Repos;
  jobs: Scheduler;
  logger: JobLogger;
  now?: (() => number) | undefined;
  options?: MailOptions | undefined;
  /** The firm's name and e-mail as the site shows them now (its settings); config.firm until known. */
  firm?: (() => { name: string; email: string } | undefined) | undefined;
  /** The acknowledgement as the firm's published settings have it now; none: never sent. */
  acknowledgement?: (() => Promise<Acknowledgement>) | undefined;
  /**
   * Client alerts (src/alerts, wired in src/deps.ts): the message of a subscriber's e-mail, or why it is
   * no longer sent; and what to do when a server refuses a subscriber's address for good.
   */
  subscribers?:
    | {
        build: (mail: ClaimedSubscriberMail) => Promise<SendMailOptions | string>;
        refused: (mail: ClaimedSubscriberMail, reason: string) => Promise<void>;
      }
    | undefined;
}): Mail {
  const { config, repos, jobs, logger } = deps;
  const now = deps.now ?? Date.now;
  const mail = config.mail;
  const firm = () => deps.firm?.() ?? config.firm;
  /** MAIL_FROM, else the firm's own name and address as they are now. */
  const from = () => (mail?.fromFirm ? { name: firm().name, address: firm().email } : mail!.from);
  /** The submissions screen at the site's own origin (the caller's `site.origin`, never a request's Host). */
  const adminUrl = (origin: string) => `${origin}${SUBMISSIONS_SCREEN}`;

  const limits = createVisitorMailLimits({ store: repos.rateLimits, enabled: config.rateLimits, now });

  const disabled: Mail = {
    enabled: false,
    job: undefined,
    queueEnquiry: async () => false,
    acknowledges: async () => false,
    queueAcknowledgement: async () => false,
    wake: () => {},
    resend: async (id) => ((await repos.submissions.findById(id)) ? "off" : "not-found"),
    sendTest: async () => ({ ok: false, error: MAIL_NOT_SET_UP }),
    notifications: async (ids) => {
      const map = await repos.outbox.forSubmissions(ids);
      return Object.fromEntries([...map].map(([id, e]) => [id, toNotificationView(e)]));
    },
    status: async () => ({ enabled: false, recipients: [], pending: 0, failed: 0 }),
    messageHost: "",
    sender: () => undefined,
    limits,
    sendNow: async () => {
      throw new Error(MAIL_NOT_SET_UP);
    },
    close: () => {},
  };
  if (!mail) return disabled;

  const transport = deps.options?.transport ?? createSmtpTransport(mail.smtp);
  const host = () => messageIdHost(config, firm().email, mail);
  const tuning: OutboxTuning = { ...DEFAULT_TUNING, ...deps.options?.tuning };
  // A kick that lands while a run is ending is lost (the run no longer looks); while the wake it asked for
  // is still unanswered, kick again shortly (a few times: another instance may hold the job instead).
  const kick = (tries = 10) => {
    void jobs
      .kick(OUTBOX_JOB)
      .then((ran) => {
        if (!ran && tries > 1 && worker.wakePending()) setTimeout(() => kick(tries - 1), 100);
      })
      .catch((e: unknown) =>
        logger.error("outbox kick failed", { error: e instanceof Error ? e.message : String(e) }),
      );
  };
  const acknowledges = async () => (deps.acknowledgement ? (await deps.acknowledgement()).enabled : false);
  const wake = () => {
    worker.requestWake();
    kick();
  };
  const worker = createOutboxWorker({
    repos,
    transport,
    logger,
    now,
    tuning,
    wake: () => kick(),
    alertsPerMinute: config.alertsPerMinute,
    refused: async (m, reason) => {
      await deps.subscribers?.refused(m, reason);
    },
    build: async (m) => {
      if (!("submission" in m)) {
        if (!deps.subscribers) return "client alerts are not set up";
        return deps.subscribers.build(m);
      }
      if (m.kind === "acknowledgement") {
        // The words as the settings have them when it goes (a moment after the enquiry, as a rule).
        if (!deps.acknowledgement) throw new Error("acknowledgements are not set up");
        return buildAcknowledgementMail(m.submission, {
          from: from(),
          messageId: m.messageId,
          words: await deps.acknowledgement(),
        });
      }
      return buildEnquiryMail(m.submission, {
        from: from(),
        to: mail.notifyTo,
        messageId: m.messageId,
        adminUrl: m.adminUrl,
        firmName: firm().name,
      });
    },
  });

  return {
    enabled: true,
    job: {
      name: OUTBOX_JOB,
      // Polls every few seconds for retries that fall due; new mail kicks it at once.
      schedule: { everyMs: 5_000 },
      atStart: true,
      // Short, so a crashed (kill -9) run holds up sending for a minute at most.
      leaseMs: 60_000,
      run: () => worker.run(),
    },
    async queueEnquiry(tx, submission, origin) {
      await tx.outbox.enqueue({
        submissionId: submission.id,
        messageId: enquiryMessageId(submission.id, 0, host()),
        adminUrl: adminUrl(origin),
        now: now(),
      });
      return true;
    },
    acknowledges,
    async queueAcknowledgement(tx, submission) {
      if (!safeAddress(submission.email)) return false;
      await tx.outbox.enqueue({
        submissionId: submission.id,
        kind: "acknowledgement",
        messageId: acknowledgementMessageId(submission.id, host()),
        adminUrl: "",
        now: now(),
      });
      return true;
    },
    wake,
    async resend(submissionId, origin) {
      const outcome = await repos.transaction(async (tx) => {
        const spam = await tx.submissions.isSpam(submissionId);
        if (spam === undefined) return "not-found" as const;
        if (spam) return "spam" as const;
        const existing = await tx.outbox.findBySubmission(submissionId);
        if (existing) {
          const messageId = enquiryMessageId(submissionId, existing.resends + 1, host());
          await tx.outbox.requeue(submissionId, messageId, adminUrl(origin), now());
        } else {
          await tx.outbox.enqueue({
            submissionId,
            messageId: enquiryMessageId(submissionId, 0, host()),
            adminUrl: adminUrl(origin),
            now: now(),
          });
        }
        return "queued" as const;
      });
      if (outcome === "queued") {
        logger.info("notification queued again", { submissionId });
        wake();
      }
      return outcome;
    },
    async sendTest(sentBy, origin) {
      const direct = deps.options?.directTransport?.() ?? createSmtpTransport(mail.smtp, { pool: false });
      try {
        await direct.send(
          buildTestMail({
            from: from(),
            to: mail.notifyTo,
            firmName: firm().name,
            adminUrl: adminUrl(origin),
            sentBy,
            at: new Date(now()),
          }),
        );
        logger.info("test e-mail sent", { recipients: mail.notifyTo.length });
        return { ok: true, recipients: [...mail.notifyTo] };
      } catch (err) {
        const failure = describeSmtpError(err);
        logger.error("test e-mail failed", { code: failure.code, responseCode: failure.responseCode });
        return { ok: false, error: failure.message };
      } finally {
        direct.close();
      }
    },
    notifications: disabled.notifications,
    async status() {
      const [h, a, on, heldBack] = await Promise.all([
        repos.outbox.health("notification"),
        repos.outbox.health("acknowledgement"),
        acknowledges().catch(() => false),
        limits.heldBack("acknowledgement"),
      ]);
      return {
        enabled: true,
        recipients: [...mail.notifyTo],
        ...(h.last?.error ? { lastFailure: { at: iso(h.last.at)!, error: h.last.error } } : {}),
        pending: h.pending,
        failed: h.failed,
        acknowledgements: { on, pending: a.pending, failed: a.failed, heldBack },
      };
    },
    get messageHost() {
      return host();
    },
    sender: from,
    limits,
    async sendNow(message) {
      const direct = deps.options?.directTransport?.() ?? createSmtpTransport(mail.smtp, { pool: false });
      try {
        await direct.send(message);
      } finally {
        direct.close();
      }
    },
    close() {
      worker.close();
      transport.close();
    },
  };
}
