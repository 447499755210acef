/**
 * The site's e-mail: the only door of src/mail. It keeps the outbox (one queue for every kind of e-mail),
 * its worker, the transport (nodemailer), the kit of message parts (src/mail/kit.ts) and the registry of
 * kinds. A capability that sends e-mail defines its kinds here (`define`: how each is sent and built) and
 * queues them one way (`queue`, inside the transaction that writes what they are about); the outbox job
 * sends them within seconds and retries with backoff for 24 hours. Routes and views call only this file.
 */
import type { SendMailOptions } from "nodemailer";
import type { Config, MailAddress, MailConfig } from "../config";
import type { OutboxEntry, OutboxSubject, Repos, TxRepos } from "../db";
import type { JobSpec, Scheduler } from "../jobs";
import type { Logger as JobLogger } from "../lib/logger";
import type { NotificationView, TestMailResult } from "../shared/wire-types";
import { createKinds, type MailKind } from "./kinds";
import { createOutboxWorker, DEFAULT_TUNING, type OutboxTuning } from "./outbox-worker";
import { buildTestMail } from "./test-mail";
import { createSmtpTransport, describeSmtpError, type MailTransport } from "./transport";
import { createVisitorMailLimits, type VisitorMailLimiter } from "./visitor-limits";

export type { Lane, OutboxEntry, OutboxSubject } from "../db";
export type { MailStatusView, NotificationView, TestMailResult } from "../shared/wire-types";
export { headerText, safeAddress } from "./header-text";
export type { MailKind, OutboxMail } from "./kinds";
export {
  automatic,
  clientFrame,
  esc,
  type FirmDetails,
  fromHeader,
  htmlSignature,
  line,
  messageId,
  paragraphs,
  type SignatureLine,
  signature,
  soleRecipient,
  staffFrame,
  textSignature,
} from "./kit";
export { DEFAULT_TUNING, type OutboxTuning } from "./outbox-worker";
export { GIVE_UP_AFTER_MS, nextAttemptAt, RETRY_DELAYS_MS } from "./retry";
export { createSmtpTransport, describeSmtpError, type MailTransport } from "./transport";
export { networkOf, normaliseMailbox, type VisitorMailLimiter } from "./visitor-limits";

export const OUTBOX_JOB = "outbox";
/** The submissions screen, which every notification and the test e-mail link to. */
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

/** One e-mail to queue. */
export interface QueuedMail {
  /** A kind defined with `define`. */
  kind: string;
  /** What it is about; whoever deletes the subject deletes its e-mails (`repos.outbox.forget`). */
  subject: OutboxSubject;
  /** What else it is about, where a subject gets several of this kind (an alert's article). */
  ref?: string;
  /** Values the kind's build needs that it cannot look up when the e-mail goes. */
  data?: Record<string, unknown>;
  messageId: string;
  /** When it may go; now unless told. */
  due?: number;
}

export interface Mail {
  /** False when SMTP_URL is unset: nothing is queued or sent. */
  readonly enabled: boolean;
  /** The outbox job, for src/background-jobs.ts (undefined when e-mail is off). */
  readonly job: JobSpec | undefined;
  /** A kind of e-mail: how it is sent and built. Each capability defines its own, once, when made. */
  define(kind: string, definition: MailKind): void;
  /**
   * Queues e-mails inside the caller's transaction: one of a kind per subject and ref (a duplicate is
   * skipped). `again`: the one already queued goes again (a resend, with the new Message-ID). Returns how
   * many were queued; 0 when e-mail is off.
   */
  queue(
    tx: TxRepos,
    mail: QueuedMail | readonly QueuedMail[],
    options?: { again?: boolean },
  ): Promise<number>;
  /** Call after the transaction that queued mail has committed: the job sends it now. */
  wake(): void;
  /** The delivery of one kind of e-mail (ref '') about each listed subject that has one, by subject id. */
  deliveries(
    kind: string,
    subjectType: string,
    ids: readonly string[],
  ): Promise<Record<string, NotificationView>>;
  /** The most recent attempt of one kind of e-mail, and how many of that kind wait or failed. */
  health(kind: string): ReturnType<Repos["outbox"]["health"]>;
  /** Sends a test message straight to NOTIFY_TO (not through the outbox) and reports the server's answer. */
  sendTest(sentBy: string, origin: string): Promise<TestMailResult>;
  /** The host part of every Message-ID (SITE_URL's, else the firm's e-mail domain); "" when mail is off. */
  readonly messageHost: string;
  /** Who the site's e-mail comes from now: MAIL_FROM, else the firm's name and address. */
  sender(): MailAddress | undefined;
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

/** How an e-mail's delivery is shown to staff. */
export function deliveryView(e: OutboxEntry): NotificationView {
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
}): Mail {
  const { config, repos, jobs, logger } = deps;
  const now = deps.now ?? Date.now;
  const mail = config.mail;
  const firm = () => deps.firm?.() ?? config.firm;
  /** MAIL_FROM, else the firm's own name and address as they are now. */
  const from = () => (mail?.fromFirm ? { name: firm().name, address: firm().email } : mail!.from);
  const kinds = createKinds();
  const limits = createVisitorMailLimits({ store: repos.rateLimits, enabled: config.rateLimits, now });

  const disabled: Mail = {
    enabled: false,
    job: undefined,
    define: kinds.define,
    queue: async () => 0,
    wake: () => {},
    async deliveries(kind, subjectType, ids) {
      const map = await repos.outbox.entries(kind, subjectType, ids);
      return Object.fromEntries([...map].map(([id, e]) => [id, deliveryView(e)]));
    },
    health: (kind) => repos.outbox.health(kind),
    sendTest: async () => ({ ok: false, error: MAIL_NOT_SET_UP }),
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
  const worker = createOutboxWorker({
    repos,
    transport,
    kinds,
    logger,
    now,
    tuning,
    wake: () => kick(),
    alertsPerMinute: config.alertsPerMinute,
  });

  return {
    ...disabled,
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
    async queue(tx, queued, options = {}) {
      const t = now();
      const rows = [queued].flat().map((m) => ({
        kind: m.kind,
        lane: kinds.require(m.kind).lane,
        subject: m.subject,
        ref: m.ref ?? "",
        data: m.data === undefined ? null : JSON.stringify(m.data),
        messageId: m.messageId,
        due: m.due ?? t,
      }));
      return tx.outbox.enqueue(rows, t, options.again === true);
    },
    wake() {
      worker.requestWake();
      kick();
    },
    async sendTest(sentBy, origin) {
      const direct = deps.options?.directTransport?.() ?? createSmtpTransport(mail.smtp, { pool: false });
      try {
        await direct.send(
          buildTestMail({
            from: from(),
            to: mail.notifyTo,
            firmName: firm().name,
            adminUrl: `${origin}${SUBMISSIONS_SCREEN}`,
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
    get messageHost() {
      return host();
    },
    sender: from,
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
