/**
 * Migration 018 makes the outbox one generic queue (decision 036): every row of every kind queued or sent
 * before it (an enquiry's notification and acknowledgement, a sign-up's e-mails, articles' alerts) keeps
 * its state, reads as the same kind about the same enquiry or subscriber, is claimed on the same lane,
 * and is still one of a kind; the rows are deleted with their subject by whoever deletes it.
 */
import { expect, setDefaultTimeout, test } from "bun:test";
import { databaseBefore } from "../../tests/support/database-before";
import { createRepos } from ".";

setDefaultTimeout(30_000);

const ENQUIRY = "a0000000-0000-4000-8000-000000000001";
const SIGNING_UP = "b0000000-0000-4000-8000-000000000001";
const READER = "b0000000-0000-4000-8000-000000000002";
const setup: [string, unknown[]][] = [
  [
    `INSERT INTO contact_submissions (id, name, email, phone, service, message, submitted_at, status)
     VALUES (?, 'Ann Ebanks', 'ann@example.com', '', 'General Inquiry', 'Work permit renewal', 1000, 'new')`,
    [ENQUIRY],
  ],
  ...[
    [SIGNING_UP, "bob@example.com", "pending", null],
    [READER, "cat@example.com", "confirmed", 1200],
  ].map(([id, email, status, confirmedAt]): [string, unknown[]] => [
    `INSERT INTO subscribers (id, email, token, status, requested_at, requested_from, consent_text,
       consent_areas, confirmed_at, updated_at, origin)
     VALUES (?, ?, ?, ?, 1000, '/insights', 'I agree', '[]', ?, 1000, 'http://x')`,
    [id, email, `token-${id}`, status, confirmedAt],
  ]),
];
// id, kind, submission, subscriber, post, message id, status, attempts, sent at, last error
const OLD_ROWS: [string, string, string | null, string | null, string | null, string, string, number][] = [
  ["o-note", "notification", ENQUIRY, null, null, "<enquiry-1@x>", "sent", 1],
  ["o-ack", "acknowledgement", ENQUIRY, null, null, "<ack-1@x>", "pending", 2],
  ["o-sub-1", "subscription", null, SIGNING_UP, null, "<subscription-1@x>", "sent", 1],
  ["o-sub-2", "subscription", null, SIGNING_UP, null, "<subscription-2@x>", "pending", 0],
  ["o-alert-1", "alert", null, READER, "post-1", "<alert-1@x>", "pending", 0],
  ["o-alert-2", "alert", null, READER, "post-2", "<alert-2@x>", "failed", 3],
];
const insertOld = `INSERT INTO mail_outbox (id, kind, submission_id, subscriber_id, post_id, message_id, admin_url,
  status, attempts, resends, created_at, next_attempt_at, first_attempt_at, last_attempt_at, sent_at, last_error,
  server_failure) VALUES (?, ?, ?, ?, ?, ?, 'http://x/admin/contact-submissions', ?, ?, 0, 1000, 2000, ?, ?, ?, ?, 0)`;
const oldValues = ([
  id,
  kind,
  submission,
  subscriber,
  post,
  messageId,
  status,
  attempts,
]: (typeof OLD_ROWS)[0]) => [
  id,
  kind,
  submission,
  subscriber,
  post,
  messageId,
  status,
  attempts,
  attempts > 0 ? 1500 : null,
  attempts > 0 ? 1600 : null,
  status === "sent" ? 1600 : null,
  status === "sent" ? null : attempts > 0 ? "ECONNREFUSED" : null,
];

const databaseAt017 = () =>
  databaseBefore(18, [...setup, ...OLD_ROWS.map((row) => [insertOld, oldValues(row)] as const)]);

test("the outbox's rows of every kind from before migration 018 are listed, claimed and kept one of a kind as before", async () => {
  const { open, cleanup } = await databaseAt017();
  const db = await open();
  try {
    const repos = createRepos(db);
    const enquiry = { type: "submission", id: ENQUIRY };
    const signingUp = { type: "subscriber", id: SIGNING_UP };
    const reader = { type: "subscriber", id: READER };

    // The enquiry's card and the staff's panel read as before.
    expect(await repos.outbox.find("notification", enquiry)).toEqual({
      id: "o-note",
      messageId: "<enquiry-1@x>",
      status: "sent",
      attempts: 1,
      resends: 0,
      createdAt: 1000,
      nextAttemptAt: 2000,
      firstAttemptAt: 1500,
      lastAttemptAt: 1600,
      sentAt: 1600,
      lastError: null,
    });
    expect(await repos.outbox.find("acknowledgement", enquiry)).toMatchObject({
      id: "o-ack",
      status: "pending",
      attempts: 2,
      lastError: "ECONNREFUSED",
    });
    expect([...(await repos.outbox.entries("notification", "submission", [ENQUIRY])).keys()]).toEqual([
      ENQUIRY,
    ]);
    expect(await repos.outbox.health("acknowledgement")).toMatchObject({ pending: 1, failed: 0 });
    expect(await repos.outbox.health("subscription")).toMatchObject({ pending: 1, failed: 0 });
    expect(await repos.outbox.health("alert")).toMatchObject({ pending: 1, failed: 1 });
    // Each sign-up's e-mail stays its own; each alert is its article's.
    expect((await repos.outbox.find("subscription", signingUp, "o-sub-1"))?.status).toBe("sent");
    expect((await repos.outbox.find("subscription", signingUp, "o-sub-2"))?.status).toBe("pending");
    expect((await repos.outbox.find("alert", reader, "post-2"))?.status).toBe("failed");

    // The worker finds what waits on its lane, with its kind, subject and article.
    const prompt = await repos.outbox.claimDue("run-1", 10_000, 10, 60_000, "prompt");
    expect(prompt.map((m) => [m.kind, m.subject, m.ref, m.messageId]).sort()).toEqual([
      ["acknowledgement", enquiry, "", "<ack-1@x>"],
      ["subscription", signingUp, "o-sub-2", "<subscription-2@x>"],
    ]);
    const alerts = await repos.outbox.claimDue("run-2", 10_000, 10, 60_000, "alerts");
    expect(alerts.map((m) => [m.kind, m.subject, m.ref, m.data])).toEqual([
      ["alert", reader, "post-1", null],
    ]);
    expect(await repos.outbox.markSent(alerts[0]!.id, "run-2", 11_000)).toBe(true);
    expect(await repos.outbox.attemptedSince("alerts", 10_000)).toEqual({ count: 1, oldest: 11_000 });

    // Still one of a kind: a second notification or alert of an article is not queued.
    const again = (kind: string, subject: typeof enquiry, ref: string, lane: "prompt" | "alerts") =>
      repos.outbox.enqueue([{ kind, lane, subject, ref, data: null, messageId: "<again@x>", due: 1 }], 1);
    expect(await again("notification", enquiry, "", "prompt")).toBe(0);
    expect(await again("alert", reader, "post-1", "alerts")).toBe(0);
    expect(await again("alert", reader, "post-3", "alerts")).toBe(1);

    // Deleted with their subjects by whoever deletes them.
    expect(await repos.outbox.forget("subscriber", [SIGNING_UP, READER])).toBe(5);
    expect(await repos.outbox.forget("submission", [ENQUIRY])).toBe(2);
    expect(await db.sql.all("SELECT id FROM mail_outbox")).toEqual([]);
  } finally {
    await db.close();
    await cleanup();
  }
});
