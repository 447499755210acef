import { createRateLimiter } from "../auth";
import { ACCESSIBILITY_SERVICE } from "../shared/contact-fields";
import type { FieldErrors } from "../shared/fields";
import { validate } from "../shared/validate";
import { spamReason } from "./spam";
import { CONTACT_LIMITS, type ContactDeps, contactThrottledMessage } from "./submit";

export type FeedbackResult =
  | { ok: true }
  | { ok: false; status: 400; error: string; fields: FieldErrors }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

export type SubmitAccessibilityFeedback = (
  sender: { ip: string },
  raw: Record<string, unknown>,
) => Promise<FeedbackResult>;

/** Stored in the name's place when the visitor gives none (the inbox shows every enquiry by its name). */
export const NO_NAME = "Name not given";

/**
 * A report from the accessibility statement's form, filed in the inbox as an enquiry of the service
 * "Accessibility" so staff see it where they see every other message, and notified like one. Same
 * defences as the contact form: validate → throttle (its own counter) → honeypot and fill time (spam is
 * answered alike and kept in the spam folder, never e-mailed) → stored and notified in one transaction.
 */
export function createSubmitAccessibilityFeedback(deps: ContactDeps): SubmitAccessibilityFeedback {
  const limiter = createRateLimiter({
    ...CONTACT_LIMITS,
    name: "accessibility",
    store: deps.repos.rateLimits,
    enabled: deps.config.rateLimits,
    now: deps.now,
  });
  return async (sender, raw) => {
    const parsed = await validate("accessibilityFeedbackSchema", raw);
    if (!parsed.ok) return { ok: false, status: 400, error: parsed.message, fields: parsed.errors };
    const state = await limiter.hit(sender.ip);
    if (!state.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(state.retryAfterMs / 1000));
      return { ok: false, status: 429, error: contactThrottledMessage(retryAfterSeconds), retryAfterSeconds };
    }
    const { name, email, page, problem } = parsed.data;
    const spam = await spamReason(raw, deps.formTokens);
    const queued = await deps.repos.transaction(async (tx) => {
      const submission = await tx.submissions.create(
        {
          name: name || NO_NAME,
          email,
          phone: "",
          service: ACCESSIBILITY_SERVICE,
          message: page ? `Page: ${page}\n\n${problem}` : problem,
        },
        spam,
      );
      return spam ? false : deps.enquiryMail.queueNotification(tx, submission);
    });
    if (queued) deps.mail.wake();
    return { ok: true };
  };
}
