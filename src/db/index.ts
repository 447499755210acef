import { type ContentVersion, createContentVersion } from "./content-version";
import { createJobLeasesRepo } from "./job-leases";
import { createOutboxRepo } from "./outbox";
import { createPostsRepo } from "./posts";
import { createSecretsRepo } from "./secrets";
import { createSessionsRepo } from "./sessions";
import type { Database, Sql } from "./sql";
import { openMemorySqlite, openSqlite } from "./sqlite";
import { createSubmissionsRepo, monotonicStamp } from "./submissions";
import { createUsersRepo } from "./users";

export type { Database, Sql } from "./sql";

/** Where the data lives. Today: a SQLite file in DATA_DIR, or memory (tests). */
export type DatabaseTarget = { kind: "sqlite"; dataDir: string } | { kind: "memory" };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "memory" ? openMemorySqlite() : openSqlite(target.dataDir);
}

/** Every repository over one executor (the database, or one transaction). Add new repositories here. */
function repositories(sql: Sql, contentVersion: ContentVersion, stamp: () => number) {
  return {
    users: createUsersRepo(sql),
    sessions: createSessionsRepo(sql),
    posts: createPostsRepo(sql, contentVersion),
    submissions: createSubmissionsRepo(sql, stamp),
    jobLeases: createJobLeasesRepo(sql),
    outbox: createOutboxRepo(sql),
    secrets: createSecretsRepo(sql),
  };
}
/** The repositories as seen inside a transaction. */
export type TxRepos = ReturnType<typeof repositories>;

/** Every repository over one database: the only place SQL lives. */
export function createRepos(db: Database, contentVersion: ContentVersion = createContentVersion()) {
  // One clock for the submission times of this database, inside transactions too.
  const stamp = monotonicStamp();
  return {
    db,
    contentVersion,
    ...repositories(db.sql, contentVersion, stamp),
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
