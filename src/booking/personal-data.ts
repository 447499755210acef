import { recordEvent } from "../audit";
import type { Repos } from "../db";
import type { JobSpec } from "../jobs";
import type { PersonalData } from "../privacy";
import { BOOKING_SUBJECT } from "./booking-mail";
import { DAY } from "./context";

export const BOOKING_RETENTION_JOB = "booking-retention";
/** Deleted per transaction: a large first run never holds the database for long. */
const BATCH = 500;

/**
 * Consultation bookings' part of a person's data: every booking made with an address (its answers,
 * parties and message, its claims on the firm's time, its e-mails in the outbox). With RETENTION_DAYS
 * set, bookings whose meeting ended longer ago than that are deleted daily at 03:30 Cayman time and at
 * start, whatever became of them (held and past alike). The log says how many, never whose.
 */
export function bookingsPersonalData(deps: {
  repos: Repos;
  retentionDays: number | undefined;
  now: () => number;
  log: (msg: string, fields?: Record<string, unknown>) => void;
}): PersonalData<"bookings"> {
  const { repos, now } = deps;
  const days = deps.retentionDays;
  const retention: JobSpec | undefined =
    days === undefined
      ? undefined
      : {
          name: BOOKING_RETENTION_JOB,
          schedule: { dailyAt: "03:30" },
          atStart: true,
          leaseMs: 30 * 60_000,
          async run() {
            const before = now() - days * DAY;
            let total = 0;
            for (;;) {
              const ids = await repos.transaction(async (tx) => {
                const deleted = await tx.bookings.deleteEndedBefore(before, BATCH);
                await tx.outbox.forget(BOOKING_SUBJECT, deleted);
                return deleted;
              });
              total += ids.length;
              if (ids.length < BATCH) break;
            }
            deps.log("retention: consultation bookings deleted", { retentionDays: days, bookings: total });
            if (total > 0)
              await recordEvent(repos, {
                action: "booking.retention",
                actor: undefined,
                ip: undefined,
                target: { type: "booking" },
                detail: { retentionDays: days, bookings: total },
              });
          },
        };
  return {
    label: "Consultation bookings, with their answers and e-mails",
    counts: [{ key: "bookings", one: "consultation booking", other: "consultation bookings" }],
    tables: ["bookings", "booking_claims"],
    count: async (email) => ({ bookings: await repos.bookings.countByEmail(email) }),
    async erase(tx, email) {
      const ids = await tx.bookings.deleteByEmail(email);
      await tx.outbox.forget(BOOKING_SUBJECT, ids);
      return { bookings: ids.length };
    },
    retention,
  };
}
