/**
 * What happens to a booking after the request: staff confirm or decline it, cancel it, record how it
 * went; the clock expires a hold not confirmed in time; the visitor cancels or moves it through their
 * link until the type's cut-off. Each change applies only from the statuses it names (so two staff, or
 * staff and the expiry job, change a booking once), writes its e-mails and its audit entry in the same
 * transaction, and frees or claims the time there too.
 */
import { type AuditAction, type AuditActor, recordEvent } from "../audit";
import { type BookingRow, BookingTakenError, type TxRepos } from "../db";
import type { BookingOutcome, BookingStatus } from "../shared/booking-types";
import { parseInstant } from "../shared/dates";
import { reminderHours, rulesOf, type StoredType } from "./catalogue";
import { type BookingContext, FIRM_HOST, HOUR } from "./context";
import type { HostPlan } from "./hosts";
import { TAKEN } from "./request";
import { blockOf, cellsOf, offered } from "./slots";
import { alternativesTo, plansFor, slotInput } from "./times";
import type { ActionResult } from "./types";
import { viewOf } from "./views";

const NOT_FOUND: ActionResult = { ok: false, status: 404, error: "There is no such booking." };

/** Why a booking cannot take a step now, in words for staff. */
function refusal(b: BookingRow, step: string, now: number): ActionResult {
  const said: Record<BookingStatus, string> = {
    held: "This booking is still waiting for confirmation",
    confirmed: "This booking is confirmed already",
    declined: "This request was declined",
    expired: "This request expired unconfirmed and its time was freed",
    cancelled: "The client cancelled this booking",
    "firm-cancelled": "This booking was cancelled by the firm",
  };
  if (b.status === "held" && b.holdExpiresAt !== null && b.holdExpiresAt <= now)
    return {
      ok: false,
      status: 409,
      error: "This request expired unconfirmed and its time was freed: ask the client to book again.",
    };
  return { ok: false, status: 409, error: `${said[b.status]}: it cannot be ${step}.` };
}

export function createLifecycle(ctx: BookingContext) {
  const { repos, now } = ctx;

  /** The booking's type as it is now (a type removed since: the booking's own length, no reminders). */
  async function typeOf(b: BookingRow): Promise<StoredType | undefined> {
    return ctx.catalogue.any(b.typeId);
  }
  async function hoursOf(b: BookingRow): Promise<number[]> {
    const t = await typeOf(b);
    return t ? reminderHours(t) : [];
  }

  /** Whether the visitor may still change the booking now, and until when. */
  async function changeWindow(b: BookingRow): Promise<{ canChange: boolean; until: number }> {
    const cutoff = (await typeOf(b))?.cancelCutoffHours ?? 24;
    const until = b.start - cutoff * HOUR;
    return { canChange: (b.status === "held" || b.status === "confirmed") && now() < until, until };
  }

  const audit = (
    tx: TxRepos,
    action: AuditAction,
    b: BookingRow,
    actor: AuditActor | undefined,
    detail?: Record<string, string | number | boolean>,
  ) =>
    recordEvent(tx, {
      action,
      actor,
      ip: undefined,
      // The type's name, never the client's.
      target: { type: "booking", id: b.id, label: b.typeName },
      detail,
      at: now(),
    });

  /** Runs a step in one transaction; the booking after it, or the refusal. */
  async function step(
    id: string,
    run: (tx: TxRepos, b: BookingRow) => Promise<boolean>,
    refused: (b: BookingRow) => ActionResult,
  ): Promise<ActionResult> {
    const b = await repos.bookings.byId(id);
    if (!b) return NOT_FOUND;
    const done = await repos.transaction(async (tx) => {
      const fresh = await tx.bookings.byId(id);
      return fresh ? run(tx, fresh) : false;
    });
    const after = (await repos.bookings.byId(id)) ?? b;
    if (!done) return refused(after);
    ctx.mail.wake();
    const hostName = after.host ? ((await ctx.hosts.byId(after.host))?.name ?? null) : null;
    return { ok: true, booking: viewOf(after, hostName) };
  }

  return {
    confirm: async (id: string, actor: AuditActor) => {
      // Read before the transaction (the site's content must not wait on it).
      const b0 = await repos.bookings.byId(id);
      const hours = b0 ? await hoursOf(b0) : [];
      return step(
        id,
        async (tx, b) => {
          if (!(await tx.bookings.confirm(id, actor.username, now()))) return false;
          const after = (await tx.bookings.byId(id))!;
          await ctx.mails.confirmed(tx, after, hours);
          await audit(tx, "booking.confirm", b, actor);
          return true;
        },
        (b) =>
          b.status === "held" && b.start <= now()
            ? {
                ok: false,
                status: 409,
                error: "This booking's time has passed: it can no longer be confirmed.",
              }
            : refusal(b, "confirmed", now()),
      );
    },

    decline: (id: string, actor: AuditActor) =>
      step(
        id,
        async (tx, b) => {
          if (!(await tx.bookings.end(id, ["held"], "declined", actor.username, now(), false))) return false;
          await ctx.mails.declined(tx, b);
          await audit(tx, "booking.decline", b, actor);
          return true;
        },
        (b) => refusal(b, "declined", now()),
      ),

    cancelByFirm: (id: string, actor: AuditActor) =>
      step(
        id,
        async (tx, b) => {
          if (b.start <= now()) return false;
          if (!(await tx.bookings.end(id, ["confirmed"], "firm-cancelled", actor.username, now(), true)))
            return false;
          await ctx.mails.cancelled(tx, (await tx.bookings.byId(id))!, true);
          await audit(tx, "booking.cancel", b, actor);
          return true;
        },
        (b) =>
          b.status === "held"
            ? { ok: false, status: 409, error: "This request is not confirmed: decline it instead." }
            : b.status === "confirmed"
              ? {
                  ok: false,
                  status: 409,
                  error: "This booking's time has come: record how it went instead (after its end).",
                }
              : refusal(b, "cancelled", now()),
      ),

    outcome: (id: string, outcome: BookingOutcome, actor: AuditActor) =>
      step(
        id,
        async (tx, b) => {
          if (!(await tx.bookings.setOutcome(id, outcome, actor.username, now()))) return false;
          await audit(tx, "booking.outcome", b, actor, { outcome });
          return true;
        },
        (b) =>
          b.status === "confirmed"
            ? { ok: false, status: 409, error: "How it went can be recorded once the meeting has ended." }
            : refusal(b, "given an outcome", now()),
      ),

    /** Holds not confirmed in time: expired, their time freed, the visitor told once. How many. */
    async expireDue(): Promise<number> {
      let expired = 0;
      for (;;) {
        const ids = await repos.bookings.dueHolds(now(), 100);
        for (const id of ids) {
          const done = await repos.transaction(async (tx) => {
            const b = await tx.bookings.byId(id);
            if (!b || !(await tx.bookings.end(id, ["held"], "expired", null, now(), false))) return false;
            await ctx.mails.expired(tx, b);
            await audit(tx, "booking.expire", b, undefined);
            return true;
          });
          if (done) expired++;
        }
        if (ids.length < 100) break;
      }
      if (expired > 0) {
        ctx.mail.wake();
        ctx.log("booking requests expired", { expired });
      }
      return expired;
    },

    changeWindow,

    async cancelByVisitor(b: BookingRow): Promise<ActionResult> {
      const { canChange } = await changeWindow(b);
      if (!canChange) return tooLate(b);
      return step(
        b.id,
        async (tx, fresh) => {
          if (!(await tx.bookings.end(b.id, ["held", "confirmed"], "cancelled", null, now(), true)))
            return false;
          await ctx.mails.cancelled(tx, (await tx.bookings.byId(b.id))!, fresh.status === "confirmed");
          return true;
        },
        tooLate,
      );
    },

    async rescheduleByVisitor(b: BookingRow, rawStart: unknown): Promise<ActionResult> {
      const { canChange } = await changeWindow(b);
      if (!canChange) return tooLate(b);
      const type = await typeOf(b);
      if (!type)
        return {
          ok: false,
          status: 409,
          error: "This appointment can no longer be moved online: please call us.",
        };
      const start = typeof rawStart === "string" ? parseInstant(rawStart.trim()) : undefined;
      if (start === undefined) return { ok: false, status: 400, error: "Choose one of the times shown." };
      // The booking's own lawyer when free then; else another of the type's lawyers free then.
      const plans = (await plansFor(ctx, type, undefined)) ?? [];
      const own = plans.filter((p) => (p?.id ?? FIRM_HOST) === b.host);
      const others = plans.filter((p) => (p?.id ?? FIRM_HOST) !== b.host);
      const free: (HostPlan | undefined)[] = [];
      let inSchedule = false;
      for (const plan of [...own, ...others]) {
        const input = await slotInput(ctx, type, start, now(), b.id, plan);
        if (offered(input, start)) free.push(plan);
        else if (offered({ ...input, taken: [] }, start)) inSchedule = true;
      }
      if (free.length === 0) {
        if (inSchedule)
          return {
            ok: false,
            status: 409,
            error: TAKEN,
            alternatives: await alternativesTo(ctx, type, start, b.id),
          };
        return {
          ok: false,
          status: 400,
          error: "That time cannot be booked: choose one of the times shown.",
        };
      }
      const block = blockOf(rulesOf(type), start);
      const target = free[0]?.id ?? FIRM_HOST;
      try {
        return await step(
          b.id,
          async (tx) => {
            if (
              !(await tx.bookings.reschedule(
                b.id,
                ["held", "confirmed"],
                block,
                cellsOf(block.blockStart, block.blockEnd),
                target === b.host ? undefined : target,
              ))
            )
              return false;
            await ctx.mails.rescheduled(tx, (await tx.bookings.byId(b.id))!, reminderHours(type), b.host);
            return true;
          },
          tooLate,
        );
      } catch (e) {
        if (!(e instanceof BookingTakenError)) throw e;
        return {
          ok: false,
          status: 409,
          error: TAKEN,
          alternatives: await alternativesTo(ctx, type, start, b.id),
        };
      }
    },
  };

  function tooLate(b: BookingRow): ActionResult {
    if (b.status !== "held" && b.status !== "confirmed")
      return { ok: false, status: 409, error: "This booking is no longer active." };
    return {
      ok: false,
      status: 409,
      error: "It is too late to change this booking online: please call or e-mail us.",
    };
  }
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
