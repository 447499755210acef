/**
 * The enquiry inbox at a firm's scale: the only door of src/inbox. Paged lists and search
 * live in the repositories (src/db/inbox.ts); this folder reads the list's parameters, streams exports,
 * keeps notes, and says how the enquiries are counted, erased and kept (their part of a person's data, for
 * src/privacy), logging what it deleted or exported as counts and ids, never personal data.
 */
import type { Repos } from "../db";

import type { Logger } from "../lib/logger";
import type { PersonalData } from "../privacy";
import { firmDate } from "../shared/dates";
import { csvExport } from "./export";
import { enquiriesPersonalData } from "./personal-data";
import { retentionJob } from "./retention";

export { listQuery } from "../shared/list-url";
export { csvCell, csvRow, UTF8_BOM } from "./csv";
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
  /**
   * The enquiries' part of a person's data: counted and erased by e-mail address, and deleted by the daily
   * retention job (RETENTION_DAYS; none when everything is kept).
   */
  readonly personalData: PersonalData;
  /** The filtered list as a CSV stream (logged, with its row count, once written). */
  exportCsv(filter: InboxFilter, by: string | undefined): ReadableStream<Uint8Array>;
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
    personalData: enquiriesPersonalData({
      repos,
      retention:
        deps.retentionDays === undefined
          ? undefined
          : retentionJob({
              repos,
              days: deps.retentionDays,
              now,
              log: (msg, fields) => logger.info(msg, fields),
            }),
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
  };
}

/** `enquiries-2026-03-04.csv`, `enquiries-new-2026-03-04.csv` (the date in the firm's time zone). */
export function exportFileName(status: string | undefined, at: number): string {
  return `enquiries${status ? `-${status}` : ""}-${firmDate(at)}.csv`;
}
