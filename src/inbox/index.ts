/**
 * The enquiry inbox at a firm's scale (issue #12): the only door of src/inbox. Paged lists and search
 * live in the repositories (src/db/inbox.ts); this folder reads the list's parameters, streams exports,
 * keeps notes, erases by e-mail address and runs retention, logging what it deleted or exported as counts
 * and ids, never personal data.
 */
import type { Repos } from "../db";

import type { JobSpec } from "../jobs";
import type { Logger } from "../lib/logger";
import { firmDate } from "../shared/dates";
import type { ErasureCounts } from "./erase";
import { csvExport } from "./export";
import { retentionJob } from "./retention";

export { listQuery } from "../shared/list-url";
export { csvCell, csvRow, UTF8_BOM } from "./csv";
export { ERASE_EMAIL_INVALID, type ErasureCounts, eraseEmail } from "./erase";
export { csvTime, EXPORT_BATCH, jsonListStream } from "./export";
export {
  type ListParams,
  MAX_LIMIT,
  PAGE_SIZE,
  parseListParams,
  STATUS_FILTERS,
  type StatusFilter,
} from "./list-params";
export { addNote, deleteNote, NOTE_NOT_FOUND } from "./notes";
export { RETENTION_JOB, RETENTION_TIME, retentionJob } from "./retention";
export {
  changeSubmissionStatus,
  deleteSubmission,
  emptySpam,
  markNotSpam,
  NOT_IN_SPAM,
  NOTIFICATIONS_OFF,
  type NotifyResult,
  notificationOverview,
  resendNotification,
  SPAM_NOT_NOTIFIED,
  SUBMISSION_NOT_FOUND,
  type SubmissionResult,
  type TriageDeps,
} from "./triage";

import type { InboxFilter } from "../db";

export interface Inbox {
  /** The daily retention job (RETENTION_DAYS), or undefined when everything is kept. */
  readonly retentionJob: JobSpec | undefined;
  /** The filtered list as a CSV stream (logged, with its row count, once written). */
  exportCsv(filter: InboxFilter, by: string | undefined): ReadableStream<Uint8Array>;
  /** What erasing this address would delete. */
  countForErasure(email: string): Promise<ErasureCounts>;
  /** Deletes every enquiry (spam included) and note from the address, in one transaction. */
  erase(email: string, by: string | undefined): Promise<ErasureCounts>;
}

export function createInbox(deps: {
  repos: Repos;
  retentionDays: number | undefined;
  logger: Logger;
  now?: (() => number) | undefined;
}): Inbox {
  const { repos, logger } = deps;
  const now = deps.now ?? Date.now;
  return {
    retentionJob:
      deps.retentionDays === undefined
        ? undefined
        : retentionJob({
            repos,
            days: deps.retentionDays,
            now,
            log: (msg, fields) => logger.info(msg, fields),
          }),
    exportCsv(filter, by) {
      return csvExport(
        repos,
        filter,
        (rows) =>
          logger.info("enquiries exported", {
            rows,
            status: filter.status ?? "all",
            searched: Boolean(filter.q),
            by,
          }),
        (e) =>
          logger.error("enquiry export failed", { error: e instanceof Error ? e.message : String(e), by }),
      );
    },
    countForErasure: async (email) => ({
      ...(await repos.inbox.countByEmail(email)),
      subscribers: await repos.alerts.countByEmail(email),
    }),
    async erase(email, by) {
      const counts = await repos.transaction(async (tx) => {
        const { notes } = await tx.inbox.countByEmail(email);
        const enquiries = await tx.inbox.deleteByEmail(email);
        // A client alerts subscriber too: the address, its topics, its consent record, its e-mails. The
        // counts of what was sent stay (they name no one).
        const subscribers = await tx.alerts.deleteByEmail(email);
        return { enquiries, notes, subscribers };
      });
      logger.info("enquiries erased by e-mail address", { ...counts, by });
      return counts;
    },
  };
}

/** `enquiries-2026-03-04.csv`, `enquiries-new-2026-03-04.csv` (the date in the firm's time zone). */
export function exportFileName(status: string | undefined, at: number): string {
  return `enquiries${status ? `-${status}` : ""}-${firmDate(at)}.csv`;
}
