import { createRateLimiter } from "../auth";
import type { Config } from "../config";
import type { Repos } from "../db";
import type { Mail } from "../mail";
import { CONTACT_FAILED, VISIT_FIELD } from "../shared/contact-fields";
import type { FieldErrors } from "../shared/fields";
import type { ContactInput } from "../shared/schemas";
import { validate } from "../shared/validate";
import type { EnquiryOrigin } from "../shared/wire-types";
import type { EnquiryMail } from "./enquiry-mail";
import type { FormTokens } from "./form-token";
import { HONEYPOT_FIELD, spamReason } from "./spam";

/** Stored messages per client address in a window. Generous, because an office behind one NAT address
 * shares it; still far too few for a spam run (the honeypot catches most bots first). */
export const CONTACT_LIMITS = { max: 20, windowMs: 10 * 60 * 1000 } as const;

export { CONTACT_FAILED, HONEYPOT_FIELD };

export const contactThanks = (firmName: string) =>
  `Thank you for contacting ${firmName}. We'll be in touch soon.`;

export function contactThrottledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many messages from this connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} or call us directly.`;
}

export type ContactResult =
  | { ok: true; message: string }
  | { ok: false; status: 400; error: string; fields: FieldErrors }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

/** Who sent the message, as the request edge saw it. */
export interface ContactSender {
  /** The client's address (the throttle counts per address; it is never stored with the enquiry). */
  ip: string;
  /** The firm's name, for the thanks. */
  firmName: string;
  /** Where the visit that sends it came from, given what the form carried (read once it is accepted). */
  visit?: (carried: unknown) => Promise<EnquiryOrigin>;
}

export type SubmitContact = (sender: ContactSender, raw: Record<string, unknown>) => Promise<ContactResult>;

/** What the contact form needs of the app. */
export interface ContactDeps {
  config: Pick<Config, "rateLimits">;
  repos: Repos;
  mail: Pick<Mail, "wake" | "limits">;
  enquiryMail: Pick<EnquiryMail, "acknowledges" | "queueNotification" | "queueAcknowledgement">;
  formTokens: FormTokens;
  now?: (() => number) | undefined;
}

/**
 * The one way a contact message gets in, shared by POST /api/contact and the no-JavaScript form:
 * validate → throttle → spam check → store the enquiry and queue its notification e-mail (and, when the
 * firm's settings turn it on, the acknowledgement to the enquirer, within the limits on e-mails to typed
 * addresses) in one transaction → wake the outbox. The throttle counts in one atomic database write, so
 * parallel requests cannot slip past the limit, and the transaction has committed (synchronous=FULL) before
 * anyone is told "Message Sent"; the answer never waits for the mail server. Spam gets the very same
 * answers (the bot learns nothing), is stored in the spam folder and never e-mailed. The throttle's
 * counters live in the database, shared by every instance.
 */
export function createSubmitContact(deps: ContactDeps): SubmitContact {
  const limiter = createRateLimiter({
    ...CONTACT_LIMITS,
    name: "contact",
    store: deps.repos.rateLimits,
    enabled: deps.config.rateLimits,
    now: deps.now,
  });

  return async function submitContact(sender, raw) {
    const message = contactThanks(sender.firmName);
    const parsed = await validate("contactSchema", raw);
    if (!parsed.ok) return { ok: false, status: 400, error: parsed.message, fields: parsed.errors };

    const state = await limiter.hit(sender.ip);
    if (!state.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(state.retryAfterMs / 1000));
      return { ok: false, status: 429, error: contactThrottledMessage(retryAfterSeconds), retryAfterSeconds };
    }
    const input: ContactInput = parsed.data;
    const spam = await spamReason(raw, deps.formTokens);
    // Asked before the transaction: it reads the published settings, which must not wait on it.
    const acknowledge = !spam && (await deps.enquiryMail.acknowledges());
    // Attribution is a nicety: an enquiry is never lost because it could not be read.
    const origin = await sender.visit?.(raw[VISIT_FIELD]).catch(() => undefined);
    const queued = await deps.repos.transaction(async (tx) => {
      const submission = await tx.submissions.create(input, spam, origin);
      if (spam) return false;
      const notified = await deps.enquiryMail.queueNotification(tx, submission);
      // Within the limits on e-mails to typed addresses (per mailbox, network and site; counted inside the
      // transaction: two enquiries from one address at once, on any instance, get one reply between them,
      // and an enquiry that is not stored uses up nothing). Past them the visitor is answered the same.
      const acknowledged =
        acknowledge &&
        (await deps.mail.limits.allow(tx.rateLimits, "acknowledgement", submission.email, sender.ip)) &&
        (await deps.enquiryMail.queueAcknowledgement(tx, submission));
      return notified || acknowledged;
    });
    if (queued) deps.mail.wake();
    return { ok: true, message };
  };
}
