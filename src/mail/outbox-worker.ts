import type { ClaimedMail, Repos } from "../db";
import type { Logger as JobLogger } from "../lib/logger";
import type { Kinds, MailKind, OutboxMail } from "./kinds";
import { nextAttemptAt } from "./retry";
import { describeSmtpError, type MailTransport } from "./transport";

export interface OutboxTuning {
  /** E-mails claimed (and sent in parallel over the pool) at a time. */
  batchSize: number;
  /** A run stops claiming after this long, so it ends well inside its job lease. */
  runBudgetMs: number;
  /** How long a claim protects a row from other runs; a crashed run's claim expires after it. */
  claimMs: number;
  /**
   * While mail waits on a failed server, how often to check whether it works again, by how long it has
   * been failing: [until ms, every ms]…, the last entry applying beyond. Empty: never check.
   */
  probeEveryMs: readonly (readonly [number, number])[];
}

export const DEFAULT_TUNING: OutboxTuning = {
  batchSize: 25,
  runBudgetMs: 20_000,
  claimMs: 60_000,
  // A refused connection costs next to nothing, so the first minutes are checked twice a second.
  probeEveryMs: [
    [2 * 60_000, 500],
    [10 * 60_000, 2_000],
    [60 * 60_000, 5_000],
    [Number.POSITIVE_INFINITY, 30_000],
  ],
};

/** Messages sent between full garbage collections while a crowd goes out. */
const COLLECT_AFTER = 100;

type Outcome = { ok: true } | { ok: false; serverFailure: boolean; error: string };

/** What a kind stored with a row, read back (it wrote JSON; anything else reads as nothing). */
function readData(data: string | null): Record<string, unknown> | undefined {
  if (data === null) return undefined;
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A row as its kind sees it. */
const asMail = (row: ClaimedMail): OutboxMail => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  ref: row.ref,
  data: readData(row.data),
  messageId: row.messageId,
});

/**
 * Sends the outbox: one run claims due e-mails in batches, has each built by its kind, sends them, and
 * records each result the moment the server answers (so an e-mail is sent once in normal operation). A
 * failure waits for its retry slot; when the failure was the server's (unreachable, refusing our login),
 * every other due e-mail is recorded the same way without a connection each, and a probe checks the
 * server every half second at first: once it answers, everything waiting on it is made due and sent at once.
 */
export function createOutboxWorker(opts: {
  repos: Repos;
  transport: MailTransport;
  /** The kinds of e-mail the capabilities defined: each row is built by its own. */
  kinds: Kinds;
  /** Alerts sent per minute at most; undefined: no limit. */
  alertsPerMinute?: number | undefined;
  logger: JobLogger;
  now: () => number;
  /** Asks for another run soon (the job's kick). */
  wake: () => void;
  tuning: OutboxTuning;
}) {
  const { repos, transport, kinds, logger, now, tuning } = opts;
  const outbox = repos.outbox;
  let firstRun = true;
  let wakeRequested = false;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let probeSince = 0;
  let closed = false;

  /** An e-mail gone or failed for good: its kind may count it. */
  const settle = async (kind: MailKind | undefined, mail: OutboxMail, outcome: "sent" | "failed") =>
    kind?.settled?.(mail, outcome);

  async function deliver(row: ClaimedMail, token: string): Promise<Outcome> {
    const mail = asMail(row);
    const kind = kinds.get(row.kind);
    // Ids and the kind only: never an address (an acknowledgement's or an alert's recipient is a visitor's).
    const ids = { outboxId: row.id, [`${row.subject.type}Id`]: row.subject.id, kind: row.kind };
    let failure: ReturnType<typeof describeSmtpError> | undefined;
    try {
      const message = kind ? await kind.build(mail) : `no ${row.kind} e-mails are sent by this site`;
      if (typeof message === "string") {
        // Nothing to send any more (the article left the site, the subscriber left the list).
        const closed = await outbox.markFailed(row.id, token, {
          now: now(),
          error: message,
          serverFailure: false,
          nextAttemptAt: undefined,
        });
        if (closed) await settle(kind, mail, "failed");
        logger.info(`${row.kind} not sent`, { ...ids, reason: message });
        return { ok: true };
      }
      await transport.send(message);
    } catch (err) {
      failure = describeSmtpError(err);
    }
    const t = now();
    if (!failure) {
      // Recorded in the step right after the server's 250: only a crash between the two could repeat it,
      // and the repeat carries the same Message-ID.
      const recorded = await outbox.markSent(row.id, token, t);
      if (recorded) await settle(kind, mail, "sent");
      logger.info(`${row.kind} sent`, { ...ids, attempt: row.attempts + 1, recorded });
      return { ok: true };
    }
    const attempts = row.attempts + 1;
    // An address refused for good (550 no such user…), where the kind says what that means: no retry.
    const refused =
      kind?.refused !== undefined &&
      !failure.serverFailure &&
      failure.responseCode !== undefined &&
      failure.responseCode >= 500 &&
      failure.responseCode < 600;
    const next = refused ? undefined : nextAttemptAt(attempts, row.firstAttemptAt ?? t, t);
    const recorded = await outbox.markFailed(row.id, token, {
      now: t,
      error: failure.message,
      serverFailure: failure.serverFailure,
      nextAttemptAt: next,
    });
    if (recorded && next === undefined) await settle(kind, mail, "failed");
    if (refused) await kind.refused!(mail, failure.message);
    logger.error(next === undefined ? `${row.kind} failed for good` : `${row.kind} failed, will retry`, {
      ...ids,
      attempt: attempts,
      code: failure.code,
      responseCode: failure.responseCode,
      ...(next === undefined ? {} : { retryInMs: next - t }),
    });
    return { ok: false, serverFailure: failure.serverFailure, error: failure.message };
  }

  /** The server failed: every other due e-mail is recorded as waiting on it, without connecting. */
  async function deferDue(error: string): Promise<void> {
    for (;;) {
      const token = crypto.randomUUID();
      const rows = await outbox.claimDue(token, now(), 500, tuning.claimMs);
      if (rows.length === 0) return;
      const t = now();
      const givenUp = await repos.transaction(async (tx) => {
        const out: ClaimedMail[] = [];
        for (const r of rows) {
          const next = nextAttemptAt(r.attempts + 1, r.firstAttemptAt ?? t, t);
          const recorded = await tx.outbox.markFailed(r.id, token, {
            now: t,
            error,
            serverFailure: true,
            nextAttemptAt: next,
          });
          if (recorded && next === undefined) out.push(r);
        }
        return out;
      });
      // Past their 24 hours while the server was down: failed for good.
      for (const r of givenUp) await settle(kinds.get(r.kind), asMail(r), "failed");
    }
  }

  let rateTimer: ReturnType<typeof setTimeout> | undefined;
  let sentSinceCollect = 0;
  function collectIfBusy() {
    if (sentSinceCollect < COLLECT_AFTER) return;
    sentSinceCollect = 0;
    Bun.gc(true);
  }
  /**
   * How many alerts may go now: ALERTS_PER_MINUTE less those attempted in the last minute, counted in the
   * database so a restart or another instance keeps the rate. When none may, a wake is set for the moment
   * the oldest of them leaves the minute.
   */
  async function alertRoom(): Promise<number> {
    const limit = opts.alertsPerMinute;
    if (limit === undefined) return tuning.batchSize;
    const t = now();
    const last = await outbox.attemptedSince("alerts", t - 60_000);
    const room = limit - last.count;
    if (room <= 0 && !rateTimer && !closed) {
      const wait = Math.max(50, (last.oldest ?? t) + 60_000 - t + 10);
      rateTimer = setTimeout(() => {
        rateTimer = undefined;
        opts.wake();
      }, wait);
    }
    return Math.max(0, room);
  }

  function probeDelay(): number {
    const failingFor = Date.now() - probeSince;
    return tuning.probeEveryMs.find(([until]) => failingFor < until)?.[1] ?? 30_000;
  }

  function startProbe() {
    if (probeTimer || closed || tuning.probeEveryMs.length === 0) return;
    probeSince = Date.now();
    const tick = async () => {
      if (closed) return;
      let again = true;
      try {
        if ((await outbox.countServerFailures()) === 0) again = false;
        else {
          await transport.verify();
          const made = await outbox.makeDue(now(), true);
          logger.info("mail server answers again", { due: made });
          again = false;
          opts.wake();
        }
      } catch {
        // still failing: look again later
      }
      probeTimer = again && !closed ? setTimeout(() => void tick(), probeDelay()) : undefined;
    };
    probeTimer = setTimeout(() => void tick(), probeDelay());
  }

  return {
    /** Another run is wanted (new mail queued): a run under way picks it up before it ends. */
    requestWake() {
      wakeRequested = true;
    },
    /** Whether a wake has not been answered by a run yet. */
    wakePending: () => wakeRequested,

    /** One run of the outbox job. */
    async run(): Promise<void> {
      if (firstRun) {
        // After a restart (or crash) nothing waits for its backoff slot: try everything pending once.
        firstRun = false;
        await outbox.makeDue(now(), false);
      }
      const stopAt = Date.now() + tuning.runBudgetMs;
      let recovered = false;
      for (;;) {
        wakeRequested = false;
        const token = crypto.randomUUID();
        // Enquiry mail and confirmations first, at once; alerts after them, at the set rate.
        let batch = await outbox.claimDue(token, now(), tuning.batchSize, tuning.claimMs, "prompt");
        if (batch.length === 0) {
          const room = await alertRoom();
          if (room > 0)
            batch = await outbox.claimDue(
              token,
              now(),
              Math.min(room, tuning.batchSize),
              tuning.claimMs,
              "alerts",
            );
        }
        if (batch.length === 0) {
          if (wakeRequested) continue;
          return;
        }
        const outcomes = await Promise.all(batch.map((m) => deliver(m, token)));
        sentSinceCollect += batch.length;
        // A crowd of messages (an article's alerts) leaves about 100 KB of garbage each (MIME building):
        // collected every hundred, the 5,000 alerts' bench peaks ~35 MB lower and runs as fast.
        collectIfBusy();
        const down = outcomes.find((o): o is Extract<Outcome, { ok: false }> => !o.ok && o.serverFailure);
        if (down) {
          await deferDue(down.error);
          startProbe();
          return;
        }
        if (!recovered && outcomes.some((o) => o.ok)) {
          // The server works: whatever waits because it did not, goes now.
          recovered = true;
          await outbox.makeDue(now(), true);
        }
        if (Date.now() > stopAt) {
          // Leave the lease on time; the rest goes in the next run, right away.
          setTimeout(opts.wake, 10);
          return;
        }
      }
    },

    close() {
      closed = true;
      if (probeTimer) clearTimeout(probeTimer);
      if (rateTimer) clearTimeout(rateTimer);
      probeTimer = undefined;
    },
  };
}
