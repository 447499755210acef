import { createRateLimiter } from "../auth";
import { type FormTokens, spamReason } from "../contact";
import type { Repos } from "../db";
import type { VisitorMailLimiter } from "../mail";
import type { FieldErrors } from "../shared/fields";
import { validate } from "../shared/validate";
import { knownTopics, type Topic } from "./topics";

/** Sign-ups per client address in a window: as generous as the contact form's, for offices behind one NAT. */
export const SUBSCRIBE_LIMITS = { max: 20, windowMs: 10 * 60 * 1000 } as const;

/** The same answer whatever the address: subscribed already, pending, suppressed, new, or a bot's. */
export const CHECK_YOUR_EMAIL =
  "Thank you. If this address can receive our alerts, an e-mail is on its way: open it and confirm to start receiving them.";

export type SubscribeResult =
  | { ok: true; message: string }
  | { ok: false; status: 400; error: string; fields: FieldErrors }
  | { ok: false; status: 429; error: string; retryAfterSeconds: number };

export interface SubscribeRequest {
  ip: string;
  /** The page the form was on (a site path). */
  from: string;
  /** The site's own origin (`site.origin`), recorded with the consent. */
  origin: string;
}

/** The form's fields as parsed bodies give them: `areas` one value or many. */
export function areasOf(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((v): v is string => typeof v === "string");
  return typeof raw === "string" && raw !== "" ? [raw] : [];
}

/** A site path the form may say it was on; anything else is recorded as the alerts page. */
export function pagePath(raw: unknown): string {
  return typeof raw === "string" && /^\/[A-Za-z0-9/_.~-]{0,200}$/.test(raw) && !raw.startsWith("//")
    ? raw
    : "/alerts";
}

/**
 * The one way into the list, for the form on any page: validate → throttle → spam check → store the
 * sign-up (or refresh a pending or former one) and queue one e-mail to the address, within the limits on
 * e-mails to typed addresses, in one transaction. A confirmed address keeps its topics (a form anyone can
 * fill in does not change them): its owner gets a note with a fresh preferences link. A suppressed address
 * gets nothing. Every case, within the limits or past them, answers the same.
 */
export function createSubscribe(deps: {
  repos: Repos;
  formTokens: FormTokens;
  rateLimits: boolean;
  now: () => number;
  /** The topics offered now, and the consent sentence the form showed. */
  offer: () => Promise<{ topics: Topic[]; consent: string }>;
  /** The limits on e-mails to typed addresses (per mailbox, client network and site). */
  limits: Pick<VisitorMailLimiter, "allow">;
  /** Queues the e-mail of a sign-up inside the transaction. */
  queue: (tx: Parameters<Parameters<Repos["transaction"]>[0]>[0], subscriberId: string) => Promise<void>;
  /** After the transaction: the outbox sends it now. */
  wake: () => void;
}) {
  const limiter = createRateLimiter({
    ...SUBSCRIBE_LIMITS,
    name: "subscribe",
    store: deps.repos.rateLimits,
    enabled: deps.rateLimits,
    now: deps.now,
  });

  return async function subscribe(
    req: SubscribeRequest,
    raw: Record<string, unknown>,
  ): Promise<SubscribeResult> {
    const { topics, consent } = await deps.offer();
    const chosen = knownTopics(areasOf(raw.areas), topics);
    const parsed = await validate("subscribeSchema", { email: raw.email, areas: chosen });
    if (!parsed.ok) return { ok: false, status: 400, error: parsed.message, fields: parsed.errors };
    const state = await limiter.hit(req.ip);
    if (!state.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(state.retryAfterMs / 1000));
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
      return {
        ok: false,
        status: 429,
        error: `Too many sign-ups from this connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        retryAfterSeconds,
      };
    }
    const answer = { ok: true as const, message: CHECK_YOUR_EMAIL };
    // A bot learns nothing: the same answer, nothing stored, nothing sent.
    if (await spamReason(raw, deps.formTokens)) return answer;

    const email = parsed.data.email.toLowerCase();
    const t = deps.now();
    const signUp = {
      email,
      token: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"),
      now: t,
      from: req.from,
      consentText: consent,
      consentAreas: topics.filter((x) => chosen.includes(x.value)).map((x) => x.label),
      origin: req.origin,
      areas: chosen,
    };
    const queued = await deps.repos.transaction(async (tx) => {
      const existing = await tx.alerts.byEmail(email);
      if (existing?.suppressedAt) return false;
      // Past the limits on e-mails to typed addresses: nothing goes, and the answer is the same.
      const send = await deps.limits.allow(tx.rateLimits, "confirmation", email, req.ip);
      // Every e-mail a sign-up sends carries a new token, so links e-mailed before (perhaps built from a
      // forged address, perhaps forwarded) stop working. Without an e-mail the links the person holds stay.
      const token = send || !existing ? signUp.token : existing.token;
      let id = existing?.id;
      if (!existing) id = await tx.alerts.create(signUp);
      // A former or unconfirmed sign-up starts again with this consent.
      else if (existing.status !== "confirmed") await tx.alerts.restart(existing.id, { ...signUp, token });
      // A confirmed one keeps its topics; its owner gets a note with a fresh preferences link.
      else if (send) await tx.alerts.setToken(existing.id, token, t);
      if (!send) return false;
      await deps.queue(tx, id!);
      return true;
    });
    if (queued) deps.wake();
    return answer;
  };
}
export type Subscribe = ReturnType<typeof createSubscribe>;
