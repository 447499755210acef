/**
 * A visitor's booking request, the one way a booking is made (the form and `POST /api/booking` alike):
 * validate → the type must be offered → throttle → the same request key again returns the first booking →
 * the time must be one the type offers now → the conflict pre-check → in one transaction, the booking, its
 * claims on the calendar's time (the firm's, or a lawyer's) and its e-mails. A claim refused means someone
 * else got that time first: the transaction rolls back, and the next lawyer free then is tried (first
 * available: the least booked that week first); when none is left the visitor is offered the nearest free
 * times.
 */
import { createRateLimiter } from "../auth";
import { BookingTakenError } from "../db";
import type { IntakeAnswer, Slot } from "../shared/booking-types";
import { parseInstant } from "../shared/dates";
import { validate } from "../shared/validate";
import { questionsOf, reminderHours, rulesOf, type StoredType } from "./catalogue";
import { findConflicts, searchFragments, termsOf } from "./conflicts";
import { type BookingContext, FIRM_HOST, HOUR } from "./context";
import type { HostPlan } from "./hosts";
import { blockOf, cellsOf, offered } from "./slots";
import { alternativesTo, leastBookedFirst, plansFor, slotInput } from "./times";
import type { BookingRequest, FieldErrors, RequestContext, RequestResult } from "./types";
import { viewOf } from "./views";

/** Booking requests per client address in a window: the contact form's budget. */
export const BOOKING_LIMITS = { max: 20, windowMs: 10 * 60 * 1000 } as const;

export const TAKEN = "That time was just taken: choose one of the nearest free times below.";
export const NOT_OFFERED = "That time cannot be booked: choose one of the times shown.";
export const HOST_NOT_OFFERED = "Choose one of the lawyers shown, or the first available";
const REQUEST_KEY = /^[A-Za-z0-9_-]{16,100}$/;

const bad = (fields: FieldErrors): RequestResult => ({
  ok: false,
  status: 400,
  error: Object.values(fields).join(". "),
  fields,
});

/** "a\nb" (the form) or ["a", "b"] (the API) → the list of names, blanks dropped. */
function partiesOf(v: unknown): unknown {
  if (v === undefined || v === null) return [];
  if (typeof v === "string")
    return v
      .split(/\r?\n/)
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(v)) return v.map((s) => (typeof s === "string" ? s.trim() : s)).filter((s) => s !== "");
  return v;
}

/** The answers to the type's questions, checked; by question index ("0".."5") or a list in order. */
function answersOf(raw: unknown, t: StoredType): { answers: IntakeAnswer[]; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const answers: IntakeAnswer[] = [];
  const given = (i: number): unknown =>
    Array.isArray(raw)
      ? raw[i]
      : raw !== null && typeof raw === "object"
        ? (raw as Record<string, unknown>)[String(i)]
        : undefined;
  for (const [i, q] of questionsOf(t).entries()) {
    const key = `answers.${i}`;
    let v = given(i);
    if (typeof v === "boolean") v = v ? "yes" : "no";
    if (v !== undefined && v !== null && typeof v !== "string") {
      fields[key] = `${q.label}: the answer must be text`;
      continue;
    }
    const answer = (v ?? "").trim();
    if (!answer) {
      if (q.required) fields[key] = `${q.label}: an answer is required`;
      else answers.push({ question: q.label, answer: "" });
      continue;
    }
    const max = q.kind === "long" ? 2000 : 200;
    if (answer.length > max) fields[key] = `${q.label}: at most ${max} characters`;
    else if (q.kind === "yesno" && answer !== "yes" && answer !== "no")
      fields[key] = `${q.label}: answer yes or no`;
    else if (q.kind === "choice" && !q.options.includes(answer))
      fields[key] = `${q.label}: choose one of ${q.options.join(", ")}`;
    else answers.push({ question: q.label, answer });
  }
  return { answers, fields };
}

export function createRequest(ctx: BookingContext) {
  const limiter = createRateLimiter({
    ...BOOKING_LIMITS,
    name: "booking",
    store: ctx.repos.rateLimits,
    enabled: ctx.config.rateLimits,
    now: ctx.now,
  });

  async function answer(bookingId: string): Promise<RequestResult> {
    const b = (await ctx.find(bookingId))!;
    const manageToken = await ctx.tokens.tokenOf(b.id);
    const hostName = b.host ? ((await ctx.hosts.byId(b.host))?.name ?? null) : null;
    return { ok: true, booking: viewOf(b, hostName), manageToken, manageUrl: await ctx.manageUrl(b.id) };
  }

  const taken = async (t: StoredType, start: number, host: string | undefined): Promise<RequestResult> => ({
    ok: false,
    status: 409,
    error: TAKEN,
    alternatives: await alternatives(t, start, host),
  });
  const alternatives = (t: StoredType, start: number, host: string | undefined): Promise<Slot[]> =>
    alternativesTo(ctx, t, start, undefined, host);

  return async function request(input: BookingRequest, rc: RequestContext): Promise<RequestResult> {
    const raw = (input ?? {}) as Partial<Record<keyof BookingRequest, unknown>>;
    const parsed = await validate("bookingSchema", {
      type: raw.type,
      start: raw.start,
      name: raw.name,
      email: raw.email,
      phone: raw.phone,
      parties: partiesOf(raw.parties),
      message: raw.message ?? "",
    });
    const type =
      typeof raw.type === "string" ? (await ctx.catalogue.shown()).find((t) => t.id === raw.type) : undefined;
    const fields: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    if (!type && !fields.type) fields.type = "Choose one of the appointment types offered";
    const start = typeof raw.start === "string" ? parseInstant(raw.start.trim()) : undefined;
    if (start === undefined && !fields.start) fields.start = "Choose one of the times shown";
    const intake = type ? answersOf(raw.answers, type) : { answers: [], fields: {} };
    Object.assign(fields, intake.fields);
    // The lawyer chosen: one of the type's, when it lets visitors choose ("" or "any": the first available).
    const hostChoice = raw.host === undefined || raw.host === null ? undefined : raw.host;
    const plans =
      type && (hostChoice === undefined || typeof hostChoice === "string")
        ? await plansFor(ctx, type, hostChoice)
        : undefined;
    if (type && !plans) fields.host = HOST_NOT_OFFERED;
    if (!parsed.ok || !type || start === undefined || !plans || Object.keys(fields).length > 0)
      return bad(fields);
    const host = typeof hostChoice === "string" ? hostChoice : undefined;
    const data = parsed.data;

    const state = await limiter.hit(rc.ip);
    if (!state.allowed) {
      const minutes = Math.max(1, Math.ceil(state.retryAfterMs / 60_000));
      return {
        ok: false,
        status: 429,
        error: `Too many booking requests from this connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} or call us directly.`,
      };
    }

    // The same form sent again (a double click, a resend): the first booking, not a second one. Asked
    // again before any refusal: its twin may have committed between this request's own checks.
    const requestKey = rc.requestKey && REQUEST_KEY.test(rc.requestKey) ? rc.requestKey : null;
    const sameForm = async (): Promise<RequestResult | undefined> => {
      const first = requestKey ? await ctx.repos.bookings.byRequestKey(requestKey) : undefined;
      return first ? answer(first.id) : undefined;
    };
    const already = await sameForm();
    if (already) return already;

    const now = ctx.now();
    // Whose calendars are free at that time (the firm's, or each lawyer's), in the order to try them.
    const free: (HostPlan | undefined)[] = [];
    let inSchedule = false;
    for (const plan of plans) {
      const input = await slotInput(ctx, type, start, now, undefined, plan);
      if (offered(input, start)) free.push(plan);
      else if (offered({ ...input, taken: [] }, start)) inSchedule = true;
    }
    if (free.length === 0) {
      const twin = await sameForm();
      if (twin) return twin;
      // In the schedule but overlapping another booking: taken, with the nearest free times.
      if (inSchedule) return taken(type, start, host);
      return bad({ start: NOT_OFFERED });
    }
    const order = free.length > 1 ? await leastBookedFirst(ctx, free as HostPlan[], start) : free;

    const terms = termsOf(data.name, data.email, data.parties);
    const candidates = await ctx.repos.bookingConflicts.candidates(searchFragments(terms));
    const conflicts = findConflicts(terms, candidates);

    const id = crypto.randomUUID();
    const block = blockOf(rulesOf(type), start);
    const confirmNow = !type.requiresConfirmation;
    const hours = reminderHours(type);
    // Made before the transaction: the key is read from the database, which must not wait on it.
    const manageTokenHash = ctx.tokens.hashOf(await ctx.tokens.tokenOf(id));
    const holdExpiresAt = confirmNow ? null : Math.min(now + type.holdHours * HOUR, start);
    const attempt = async (hostId: string): Promise<"created" | "same-form" | "taken"> => {
      try {
        const made = await ctx.repos.transaction(async (tx) => {
          const ok = await tx.bookings.create(
            {
              id,
              typeId: type.id,
              typeName: type.name,
              practiceArea: type.practiceArea || null,
              host: hostId,
              ...block,
              status: confirmNow ? "confirmed" : "held",
              name: data.name,
              email: data.email,
              phone: data.phone,
              parties: data.parties,
              answers: intake.answers,
              message: data.message,
              conflicts,
              origin: rc.origin,
              manageTokenHash,
              holdExpiresAt,
              createdAt: now,
              confirmedAt: confirmNow ? now : null,
              requestKey,
            },
            cellsOf(block.blockStart, block.blockEnd),
          );
          if (!ok) return false;
          await ctx.mails.requested(tx, (await tx.bookings.byId(id))!, hours);
          return true;
        });
        return made ? "created" : "same-form";
      } catch (e) {
        if (!(e instanceof BookingTakenError)) throw e;
        return "taken";
      }
    };
    // Each free calendar in turn: a claim refused means another request got that calendar's time first.
    let created = false;
    for (const plan of order) {
      const outcome = await attempt(plan?.id ?? FIRM_HOST);
      if (outcome === "created") {
        created = true;
        break;
      }
      if (outcome === "same-form") break;
    }
    if (!created) return (await sameForm()) ?? taken(type, start, host);
    ctx.mail.wake();
    ctx.log("booking requested", {
      bookingId: id,
      status: confirmNow ? "confirmed" : "held",
      conflicts: conflicts.length,
    });
    return answer(id);
  };
}
