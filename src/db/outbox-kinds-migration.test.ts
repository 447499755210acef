/**
 * Migration 013 gives every outbox row a kind (decision 024): the notifications already queued or sent
 * keep every column and read as notifications; an enquiry may then hold one acknowledgement beside its
 * notification, never two of a kind. (Since migration 018 the kinds are the code's, not the table's, and
 * an enquiry's e-mails are deleted with it by whoever deletes it: decision 036.)
 */
import { expect, test } from "bun:test";
import { databaseBefore } from "../../tests/support/database-before";
import { createRepos } from ".";

const ID = "a0000000-0000-4000-8000-000000000001";
const OTHER = "a0000000-0000-4000-8000-000000000002";
const insertSubmission = `INSERT INTO contact_submissions (id, name, email, phone, service, message, submitted_at, status)
  VALUES (?, 'Ann Ebanks', 'ann@example.com', '+1 345 555 0100', 'General Inquiry', 'Work permit renewal', ?, 'new')`;
const insertOutbox = `INSERT INTO mail_outbox (id, submission_id, message_id, admin_url, status, attempts, resends,
  created_at, next_attempt_at, first_attempt_at, last_attempt_at, sent_at, last_error, server_failure)
  VALUES (?, ?, ?, 'http://x/admin', ?, ?, 1, 1000, 2000, 1500, 1600, ?, ?, 0)`;

test("outbox rows from before migration 013 are notifications; an acknowledgement fits beside each", async () => {
  const rows: [string, string, string, number, number | null, string | null][] = [
    [ID, "<enquiry-1@x>", "sent", 1, 1600, null],
    [OTHER, "<enquiry-2@x>", "pending", 2, null, "EAUTH: 535"],
  ];
  const { open, cleanup } = await databaseBefore(
    13,
    rows.flatMap(([id, messageId, status, attempts, sentAt, error]) => [
      [insertSubmission, [id, 1000]] as const,
      [insertOutbox, [`o-${id}`, id, messageId, status, attempts, sentAt, error]] as const,
    ]),
  );
  const db = await open();
  try {
    const repos = createRepos(db);
    const about = (id: string) => ({ type: "submission", id });
    const row = (kind: string, id: string, messageId: string, due: number) => ({
      kind,
      lane: "prompt" as const,
      subject: about(id),
      ref: "",
      data: null,
      messageId,
      due,
    });
    expect(await repos.outbox.find("notification", about(ID))).toEqual({
      id: `o-${ID}`,
      messageId: "<enquiry-1@x>",
      status: "sent",
      attempts: 1,
      createdAt: 1000,
      nextAttemptAt: 2000,
      firstAttemptAt: 1500,
      lastAttemptAt: 1600,
      sentAt: 1600,
      lastError: null,
      resends: 1,
    });
    expect(await repos.outbox.find("notification", about(OTHER))).toMatchObject({
      status: "pending",
      attempts: 2,
    });
    expect(await repos.outbox.find("acknowledgement", about(ID))).toBeUndefined();
    expect((await repos.outbox.health("notification")).pending).toBe(1);

    expect(
      await repos.outbox.enqueue([row("acknowledgement", ID, "<acknowledgement-1@x>", 5000)], 5000),
    ).toBe(1);
    expect(await repos.outbox.find("acknowledgement", about(ID))).toMatchObject({
      messageId: "<acknowledgement-1@x>",
      status: "pending",
      attempts: 0,
    });
    // The notification is still the one its card shows, and the counts of each kind stay apart.
    expect((await repos.outbox.entries("notification", "submission", [ID])).get(ID)?.messageId).toBe(
      "<enquiry-1@x>",
    );
    expect((await repos.outbox.health("notification")).pending).toBe(1);
    expect((await repos.outbox.health("acknowledgement")).pending).toBe(1);
    // One of each kind per enquiry: a second is not queued.
    expect(
      await repos.outbox.enqueue([row("acknowledgement", ID, "<acknowledgement-1b@x>", 6000)], 6000),
    ).toBe(0);
    expect(await repos.outbox.enqueue([row("notification", ID, "<x@x>", 1)], 1)).toBe(0);
    expect((await repos.outbox.find("acknowledgement", about(ID)))?.messageId).toBe("<acknowledgement-1@x>");
    // A resend touches the notification only.
    await repos.outbox.enqueue([row("notification", ID, "<enquiry-1-resend-2@x>", 7000)], 7000, true);
    expect((await repos.outbox.find("notification", about(ID)))?.messageId).toBe("<enquiry-1-resend-2@x>");
    expect((await repos.outbox.find("acknowledgement", about(ID)))?.messageId).toBe("<acknowledgement-1@x>");

    // Deleted with the enquiry, both of them.
    await db.sql.run("DELETE FROM contact_submissions WHERE id = ?", [ID]);
    expect(await repos.outbox.forget("submission", [ID])).toBe(2);
    expect(await db.sql.all("SELECT id FROM mail_outbox WHERE subject_id = ?", [ID])).toEqual([]);
  } finally {
    await db.close();
    await cleanup();
  }
});
