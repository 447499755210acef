import type { RunningInstance } from "./instances";

/** A database (or a snapshot of one) that cannot be backed up or restored as it is; the message says why. */
export class SnapshotError extends Error {}

/** The database is in use by a running server (or another firm-site command), so it must not be replaced. */
export class DatabaseInUseError extends Error {
  constructor(
    message: string,
    /** PostgreSQL: the servers holding the database, as far as PostgreSQL lets us see them. */
    readonly instances: RunningInstance[] = [],
  ) {
    super(message);
  }
}
