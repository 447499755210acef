import type { Database } from "bun:sqlite";
import { createPostsRepo } from "./posts";
import { createSessionsRepo } from "./sessions";
import { createSubmissionsRepo } from "./submissions";
import { createUsersRepo } from "./users";

/** Every repository over one database: the only place SQL lives. */
export function createRepos(db: Database) {
  return {
    db,
    users: createUsersRepo(db),
    sessions: createSessionsRepo(db),
    posts: createPostsRepo(db),
    submissions: createSubmissionsRepo(db),
  };
}
export type Repos = ReturnType<typeof createRepos>;
