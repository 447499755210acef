/**
 * The one way the repositories talk to a database, whatever the backend. SQL is
 * written once, in the portable subset both SQLite and PostgreSQL accept (see src/db/README.md), with `?`
 * placeholders; a dialect that numbers its parameters ($1, $2…) rewrites them when it prepares a statement.
 */

export type Dialect = "sqlite" | "postgres";

/** A value that can be bound to a placeholder. Timestamps are integer milliseconds since the epoch. */
export type SqlValue = string | number | bigint | boolean | null | Uint8Array;

export interface RunResult {
  /** Rows inserted, updated or deleted. */
  changes: number;
}

export interface Sql {
  readonly dialect: Dialect;
  /** Every row of a query. */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** A statement that returns no rows (or whose rows are not needed). */
  run(sql: string, params?: readonly SqlValue[]): Promise<RunResult>;
  /**
   * Runs fn inside one transaction: committed when it resolves, rolled back when it throws. Statements
   * inside must go through the `tx` it receives. Nested calls on `tx` join the outer transaction.
   */
  tx<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
}

/** An open database: the executor plus what the server needs around it. */
export interface Database {
  readonly sql: Sql;
  readonly dialect: Dialect;
  /** The migrations this open applied (their names, oldest first); empty when the schema was current. */
  readonly migrationsApplied: readonly string[];
  /** Whether the database answers (GET /healthz). */
  ping(): Promise<boolean>;
  /**
   * Runs fn inside one read-only transaction that sees a single consistent snapshot of every table while
   * others keep writing (PostgreSQL: REPEATABLE READ, READ ONLY). A backup reads through it.
   */
  readSnapshot<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Marks this process as a running server until close(), so that a restore refuses to replace the data
   * under it. SQLite: the open connection is the mark already (src/db/backup.ts); PostgreSQL: a shared
   * advisory lock held on a connection of its own (src/db/instances.ts).
   */
  markRunning(): Promise<void>;
  close(): Promise<void>;
}

/** "?" placeholders → "$1", "$2"… (PostgreSQL). Our SQL never has "?" inside string literals. */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** Whether an error is a unique-constraint violation (on `constraint`, when given), in either dialect. */
export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  const unique =
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY" ||
    (e as { errno?: unknown }).errno === "23505" ||
    /UNIQUE constraint failed|duplicate key value violates unique constraint/.test(e.message);
  if (!unique) return false;
  if (constraint === undefined) return true;
  // SQLite names the columns ("posts.slug"), PostgreSQL the constraint or index ("posts_slug_key").
  const [table, column] = constraint.split(".");
  return (
    e.message.includes(constraint) ||
    e.message.includes(`${table}_${column}`) ||
    (e as { constraint?: string }).constraint?.includes(`${table}_${column}`) === true
  );
}
