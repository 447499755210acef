import { createAlertSendsRepo } from "./alert-sends";
import { createAlertsRepo } from "./alerts";
import { createApprovalsRepo } from "./approvals";
import { createAuditRepo } from "./audit";
import { createBookingConflictsRepo } from "./booking-conflicts";
import { createBookingStatsRepo } from "./booking-stats";
import { createBookingsRepo } from "./bookings";
import { createCalendarSourcesRepo } from "./calendar-sources";
import { createContentRepo } from "./content";
import { type ContentVersion, createContentVersion, type LocalContentVersion } from "./content-version";
import { createImagesRepo } from "./images";
import { createInboxRepo } from "./inbox";
import { createJobLeasesRepo } from "./job-leases";
import { createNotesRepo } from "./notes";
import { createOutboxRepo } from "./outbox";
import { createPostVersionsRepo } from "./post-versions";
import { openPostgres } from "./postgres";
import { createPostsRepo } from "./posts";
import { createRateLimitsRepo } from "./rate-limits";
import { createSecretsRepo } from "./secrets";
import { createSessionsRepo } from "./sessions";
import { createSiteOriginRepo } from "./site-origin";
import type { Database, Sql } from "./sql";
import { openMemorySqlite, openSqlite } from "./sqlite";
import { createStatsRepo } from "./stats";

export { sqlitePath } from "./sqlite";

import { createSubmissionsRepo, monotonicStamp } from "./submissions";
import { createTwoFactorRepo } from "./two-factor";
import { createUsersRepo } from "./users";

export type { AlertSendRow } from "./alert-sends";
export type { SignUp, SubscriberFilter, SubscriberRow, SubscriberStatus } from "./alerts";
export type { ApprovalRow } from "./approvals";
export type { AuditCursor, AuditEntry } from "./audit";
export {
  DatabaseInUseError,
  type DatabaseLock,
  inspectSnapshot,
  knownSchemaVersion,
  lockIdleDatabase,
  SnapshotError,
  type SnapshotFacts,
  snapshotDatabase,
} from "./backup";
export type { ConflictCandidate } from "./booking-conflicts";
export {
  ACTIVE_STATUSES,
  type BookingListFilter,
  type BookingRow,
  BookingTakenError,
  CANCELLED_STATUSES,
  type NewBooking,
  type TakenBlock,
} from "./bookings";
export type { CalendarSourceRow, CalendarSourceState, HostFeedRow } from "./calendar-sources";
export type { Approval, Author, ContentChange, ContentRow, RevisionRow } from "./content";
export { CONTENT_POLL_MS, watchContentVersion } from "./content-version";
export type { ImageRecord, ImageVariant, MasterFormat, SourceFormat } from "./images";
export type { InboxFilter } from "./inbox";
export type { RunningInstance } from "./instances";
export type { JobLeasesRepo } from "./job-leases";
export type { ClaimedMail, Lane, NewOutboxRow, OutboxEntry, OutboxSubject } from "./outbox";
export type { PostVersion } from "./post-versions";
export { DatabaseUnavailableError, redactUrl } from "./postgres";
export {
  type DatabaseContents,
  describePostgres,
  replacePostgresContents,
  serversRunning,
} from "./postgres-replace";
export { DuplicateSlugError, type PostsRepo, type PostView } from "./posts";
export type { RateWindow } from "./rate-limits";
export { MAX_SEARCH_CHARS, searchTerms } from "./search-terms";
export { type SecretsRepo, signingKey } from "./secrets";
export type { SiteOriginRepo, SiteOriginSource, StoredSiteOrigin } from "./site-origin";
export { type Database, isUniqueViolation, type Sql } from "./sql";
export { migrateSqliteFile } from "./sqlite";
export type { Landing, ViewBatch, ViewDetails, VisitorView } from "./stats";
export type { SubmissionInput } from "./submissions";

/**
 * Where the data lives: a SQLite file in DATA_DIR (the default), PostgreSQL (DATABASE_URL; `schema` gives a
 * test its own namespace), or SQLite in memory (tests).
 */
export type DatabaseTarget =
  | { kind: "sqlite"; dataDir: string }
  | { kind: "postgres"; url: string; schema?: string; maxConnections?: number }
  | { kind: "memory" };

/**
 * Opens the database and brings its schema up to date. `existing`: open what is there without migrating
 * it (a backup beside a running server); on SQLite the file must exist already.
 */
export async function openDatabase(
  target: DatabaseTarget,
  options: { existing?: boolean } = {},
): Promise<Database> {
  if (target.kind === "postgres") {
    const { url, schema, maxConnections } = target;
    return openPostgres(url, {
      ...(schema ? { schema } : {}),
      ...(maxConnections ? { max: maxConnections } : {}),
      ...(options.existing ? { existing: true } : {}),
    });
  }
  return target.kind === "memory" ? openMemorySqlite() : openSqlite(target.dataDir, options);
}

/** Every repository over one executor (the database, or one transaction). Add new repositories here. */
function repositories(sql: Sql, contentVersion: ContentVersion, stamp: () => number) {
  return {
    users: createUsersRepo(sql),
    sessions: createSessionsRepo(sql),
    posts: createPostsRepo(sql, contentVersion),
    postVersions: createPostVersionsRepo(sql),
    submissions: createSubmissionsRepo(sql, stamp),
    jobLeases: createJobLeasesRepo(sql),
    rateLimits: createRateLimitsRepo(sql),
    outbox: createOutboxRepo(sql),
    secrets: createSecretsRepo(sql),
    twoFactor: createTwoFactorRepo(sql),
    audit: createAuditRepo(sql),
    images: createImagesRepo(sql, contentVersion),
    inbox: createInboxRepo(sql),
    notes: createNotesRepo(sql),
    content: createContentRepo(sql, contentVersion),
    stats: createStatsRepo(sql),
    bookingStats: createBookingStatsRepo(sql),
    alerts: createAlertsRepo(sql),
    alertSends: createAlertSendsRepo(sql),
    siteOrigin: createSiteOriginRepo(sql, contentVersion),
    bookings: createBookingsRepo(sql),
    bookingConflicts: createBookingConflictsRepo(sql),
    calendarSources: createCalendarSourcesRepo(sql),
    approvals: createApprovalsRepo(sql),
  };
}
/** The repositories as seen inside a transaction. */
export type TxRepos = ReturnType<typeof repositories>;

/** Every repository over one database: the only place SQL lives. */
export function createRepos(db: Database, contentVersion: LocalContentVersion = createContentVersion()) {
  // One clock for the submission times of this database, inside transactions too.
  const stamp = monotonicStamp();
  const repos = repositories(db.sql, contentVersion, stamp);
  // Scheduled posts: the version also changes by itself when the next one is due, so every
  // cached page, list, sitemap and feed shows it from that moment. Looked up again after every change.
  const schedule = () => {
    repos.posts
      .nextScheduledAfter(Date.now())
      .then((at) => contentVersion.changesAt(at))
      .catch(() => {}); // the database unreachable: the next change looks again
  };
  contentVersion.onChange(schedule);
  schedule();
  return {
    db,
    contentVersion,
    ...repos,
    /**
     * Runs fn with repositories bound to one transaction: everything it writes commits together or not at
     * all. Content-version bumps wait for the commit, so no page is cached from data about to change.
     */
    async transaction<T>(fn: (repos: TxRepos) => Promise<T>): Promise<T> {
      let bumped = false;
      const deferred: ContentVersion = {
        current: contentVersion.current,
        bump: () => {
          bumped = true;
        },
      };
      const result = await db.sql.tx((tx) => fn(repositories(tx, deferred, stamp)));
      if (bumped) contentVersion.bump();
      return result;
    },
  };
}
export type Repos = ReturnType<typeof createRepos>;
