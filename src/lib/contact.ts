import type { Context } from "hono";
import { CONTACT_FAILED } from "../../views/islands/lib/toast-messages";
import type { AppDeps, AppEnv } from "../app-env";
import { createRateLimiter } from "../middleware/rate-limit";
import { type ContactInput, contactSchema, type FieldErrors } from "../schemas";
import { validate } from "./validate";

/** Stored messages per client address in a window. Generous, because an office behind one NAT address
 * shares it; still far too few for a spam run (the honeypot catches most bots first). */
export const CONTACT_LIMITS = { max: 20, windowMs: 10 * 60 * 1000 } as const;

/** The hidden field people never see or fill (views/islands/contact-form.tsx); bots fill every field. */
export const HONEYPOT_FIELD = "website";

export { CONTACT_FAILED };

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

export type SubmitContact = (c: Context<AppEnv>, raw: Record<string, unknown>) => Promise<ContactResult>;

/**
 * The one way a contact message gets in, shared by POST /api/contact and the no-JavaScript form:
 * honeypot → validate → throttle → store. The throttle counts before anything is awaited, so parallel
 * requests cannot slip past the limit, and the insert has committed (synchronous=FULL) before anyone is
 * told "Message Sent". One instance per app, so its counters live as long as the app.
 */
export function createSubmitContact(deps: AppDeps): SubmitContact {
  const limiter = createRateLimiter({
    ...CONTACT_LIMITS,
    enabled: deps.config.rateLimits,
    now: deps.now,
  });

  return async function submitContact(c, raw) {
    const message = contactThanks(c.get("site").firm.name);
    const trap = raw[HONEYPOT_FIELD];
    // A bot is told it succeeded, so it has nothing to learn from; nothing is stored or counted.
    if (typeof trap === "string" && trap.trim() !== "") return { ok: true, message };

    const parsed = validate(contactSchema, raw);
    if (!parsed.ok) return { ok: false, status: 400, error: parsed.message, fields: parsed.errors };

    const state = limiter.hit(c.get("clientIp"));
    if (!state.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(state.retryAfterMs / 1000));
      return { ok: false, status: 429, error: contactThrottledMessage(retryAfterSeconds), retryAfterSeconds };
    }
    const input: ContactInput = parsed.data;
    await deps.repos.submissions.create(input);
    return { ok: true, message };
  };
}
