import type { Repos } from "../db";
import type { JobSpec } from "../jobs";
import type { PersonalData } from "../privacy";
import { ALERT, SUBSCRIBER } from "./alert-mail";
import { PENDING_DAYS } from "./announce";

const DAY = 24 * 60 * 60 * 1000;
/** How long a subscriber's e-mails stay in the outbox once they went (their counts stay on the sends). */
const SENT_KEPT_DAYS = 30;

/**
 * Client alerts' part of a person's data: the subscriber (the address, its topics, its consent record)
 * with every e-mail to it in the outbox. Sign-ups not confirmed within PENDING_DAYS are deleted, and the
 * e-mails that went leave the outbox after SENT_KEPT_DAYS, hourly. The counts of what an article's alerts
 * did stay (they name no one).
 */
export function subscribersPersonalData(deps: {
  repos: Repos;
  /** The start of the firm's retention window at `now` (undefined while off): sent alerts since stay. */
  keepSentSince: (now: number) => Promise<number | undefined>;
  now: () => number;
  log: (msg: string, fields?: Record<string, unknown>) => void;
}): PersonalData<"subscribers"> {
  const { repos, now } = deps;
  const retention: JobSpec = {
    name: "client-alerts-cleanup",
    schedule: { everyMs: 60 * 60 * 1000 },
    atStart: true,
    run: async () => {
      const t = now();
      const pending = await repos.transaction(async (tx) => {
        const ids = await tx.alerts.purgePending(t - PENDING_DAYS * DAY);
        await tx.outbox.forget(SUBSCRIBER, ids);
        return ids.length;
      });
      // While the firm keeps what it published, a copy of every alert sent within that time stays.
      const since = await deps.keepSentSince(t);
      const sent = await repos.outbox.purgeSettled(
        SUBSCRIBER,
        t - SENT_KEPT_DAYS * DAY,
        since === undefined ? undefined : { kind: ALERT, since },
      );
      if (pending + sent > 0)
        deps.log("client alerts tidied", {
          unconfirmedDeleted: pending,
          sentRowsDeleted: sent,
          ...(since === undefined ? {} : { sentAlertsKeptSince: new Date(since).toISOString() }),
        });
    },
  };
  return {
    label: "Client alerts subscriptions, with their consent records and e-mails",
    // An address has at most one subscription: named when there is one, not numbered.
    counts: [
      {
        key: "subscribers",
        one: "client alerts subscription",
        other: "client alerts subscriptions",
        withIts: "client alerts subscription and consent record",
      },
    ],
    tables: ["subscribers", "subscriber_areas"],
    count: async (email) => ({ subscribers: await repos.alerts.countByEmail(email) }),
    async erase(tx, email) {
      const ids = await tx.alerts.deleteByEmail(email);
      await tx.outbox.forget(SUBSCRIBER, ids);
      return { subscribers: ids.length };
    },
    retention,
  };
}
