import { type ContentVersion, createContentVersion } from "./content-version";
import { createJobLeasesRepo } from "./job-leases";
import { createPostsRepo } from "./posts";
import { createSessionsRepo } from "./sessions";
import type { Database } from "./sql";
import { openMemorySqlite, openSqlite } from "./sqlite";
import { createSubmissionsRepo } from "./submissions";
import { createUsersRepo } from "./users";

export type { Database, Sql } from "./sql";

/** Where the data lives. Today: a SQLite file in DATA_DIR, or memory (tests). */
export type DatabaseTarget = { kind: "sqlite"; dataDir: string } | { kind: "memory" };

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "memory" ? openMemorySqlite() : openSqlite(target.dataDir);
}

/** Every repository over one database: the only place SQL lives. */
export function createRepos(db: Database, contentVersion: ContentVersion = createContentVersion()) {
  const { sql } = db;
  return {
    db,
    contentVersion,
    users: createUsersRepo(sql),
    sessions: createSessionsRepo(sql),
    posts: createPostsRepo(sql, contentVersion),
    submissions: createSubmissionsRepo(sql),
    jobLeases: createJobLeasesRepo(sql),
  };
}
export type Repos = ReturnType<typeof createRepos>;
