import type { RunningInstance } from "./instances";

/**
 * The database cannot be used: PostgreSQL does not answer, or DATA_DIR or its site.db cannot be created,
 * opened or written. The message is one line saying which and why; the server prints it and exits 1.
 */
export class DatabaseUnavailableError extends Error {}

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
