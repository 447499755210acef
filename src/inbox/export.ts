import { NOTIFICATION, SUBMISSION } from "../contact";
import type { InboxFilter, OutboxEntry, Repos } from "../db";
import { toFirmLocal } from "../shared/dates";
import type { Submission, SubmissionNote } from "../shared/wire-types";
import { csvRow, UTF8_BOM } from "./csv";

/** Rows fetched (and written) at a time: memory stays flat however many enquiries there are. */
export const EXPORT_BATCH = 1000;

const HEADER = [
  "Submitted (Cayman time)",
  "Name",
  "Email",
  "Phone",
  "Service",
  "Message",
  "Status",
  "Notes",
  "Notification e-mail",
  "ID",
  // Where the enquiry came from (its visit), and when it was first answered.
  "Landing page",
  "Source",
  "Medium",
  "Campaign",
  "Sent from",
  "First answered (Cayman time)",
];

/** "2026-03-04 14:05" in the firm's time zone: sorts as text, and spreadsheets read it as a date. */
export function csvTime(ms: number | string): string {
  return toFirmLocal(ms).replace("T", " ");
}

function notificationCell(e: OutboxEntry | undefined): string {
  if (!e) return "";
  if (e.status === "sent") return `sent ${csvTime(e.sentAt ?? e.lastAttemptAt ?? e.createdAt)}`;
  if (e.status === "failed") return `failed: ${e.lastError ?? "unknown error"}`;
  return `pending (${e.attempts} ${e.attempts === 1 ? "attempt" : "attempts"})`;
}

const notesCell = (notes: SubmissionNote[] | undefined) =>
  (notes ?? []).map((n) => `${csvTime(n.createdAt)} ${n.authorName}: ${n.body}`).join("\n");

/**
 * The filtered list as a CSV stream: a byte order mark and the header first, then one row per enquiry,
 * newest first, written a batch at a time as the reader takes them (a slow download holds one batch, not
 * the inbox). `done(rows)` is called once the last row is written.
 */
export function csvExport(
  repos: Pick<Repos, "inbox" | "notes" | "outbox" | "submissions">,
  filter: InboxFilter,
  done: (rows: number) => void,
  onError: (e: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = repos.inbox.batches(filter, EXPORT_BATCH);
  let rows = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(UTF8_BOM + csvRow(HEADER)));
          return;
        }
        try {
          const next = await batches.next();
          if (next.done) {
            controller.close();
            done(rows);
            return;
          }
          const items = next.value as Submission[];
          const ids = items.map((s) => s.id);
          const notes = await repos.notes.forSubmissions(ids);
          const outbox = await repos.outbox.entries(NOTIFICATION, SUBMISSION, ids);
          const visits = await repos.submissions.visits(ids);
          let text = "";
          for (const s of items) {
            const v = visits.get(s.id);
            text += csvRow([
              csvTime(s.submittedAt),
              s.name,
              s.email,
              s.phone,
              s.service,
              s.message,
              s.status,
              notesCell(notes.get(s.id)),
              notificationCell(outbox.get(s.id)),
              s.id,
              v?.origin.landingPage ?? "",
              v?.origin.source ?? "",
              v?.origin.medium ?? "",
              v?.origin.campaign ?? "",
              v?.origin.sentFrom ?? "",
              v?.firstAnswerAt ? csvTime(v.firstAnswerAt) : "",
            ]);
          }
          rows += items.length;
          controller.enqueue(encoder.encode(text));
        } catch (e) {
          onError(e);
          controller.error(e);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    // One batch buffered ahead at most.
    { highWaterMark: 1 },
  );
}

/**
 * The whole filtered list as a streamed JSON array in the original API's shape (the unpaged GET
 * /api/contact-submissions): the same batches, so a large inbox is never one array in memory.
 */
export function jsonListStream(repos: Pick<Repos, "inbox">, filter: InboxFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = repos.inbox.batches(filter, EXPORT_BATCH);
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) {
            controller.enqueue(encoder.encode(first ? "[]" : "]"));
            controller.close();
            return;
          }
          const body = next.value.map((s) => JSON.stringify(s)).join(",");
          controller.enqueue(encoder.encode(`${first ? "[" : ","}${body}`));
          first = false;
        } catch (e) {
          controller.error(e);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
