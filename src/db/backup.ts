/**
 * The database side of backups (src/backup): a consistent snapshot of the live database (SQLite or
 * PostgreSQL) as a SQLite file, facts about a snapshot file, and a lock that proves no process has
 * DATA_DIR's database open. Replacing a PostgreSQL database's contents is in postgres-replace.ts.
 */
import { Database as BunDatabase } from "bun:sqlite";
import { existsSync } from "node:fs";
import { NEVER_BACKED_UP } from "./derived";
import { DatabaseInUseError, SnapshotError } from "./errors";
import { migrationsFor } from "./migrations";
import { snapshotPostgres } from "./postgres-snapshot";
import type { Database } from "./sql";
import { sqlitePath } from "./sqlite";

export { DatabaseInUseError, SnapshotError };

export interface SnapshotFacts {
  /** Highest migration applied in the snapshot. */
  schemaVersion: number;
  counts: { posts: number; submissions: number; users: number };
}

/** The highest schema version this program can run (its newest migration). */
export const knownSchemaVersion = (): number => Math.max(0, ...migrationsFor("sqlite").map((m) => m.version));

/**
 * Writes a consistent copy of the live database to `path` (which must not exist) as a SQLite file, while
 * it keeps taking writes. SQLite: VACUUM INTO reads inside one read transaction, and in WAL mode writers
 * carry on beside it; the copy is compact, in rollback-journal mode, and needs no -wal file. PostgreSQL:
 * every table is read inside one REPEATABLE READ transaction into a SQLite file of the same schema
 * (postgres-snapshot.ts), so a backup has one format whatever the backend.
 */
export async function snapshotDatabase(db: Database, path: string): Promise<void> {
  if (db.dialect === "postgres") return snapshotPostgres(db, path);
  await db.sql.run("VACUUM INTO ?", [path]);
  // The copy forgets what must not outlive its day; secure_delete overwrites the freed pages too.
  const copy = new BunDatabase(path, { readwrite: true, create: false });
  try {
    copy.exec("PRAGMA secure_delete = ON");
    // A database an older version wrote may not have them yet: it is backed up as it is, and a restore
    // brings it up to date.
    const present = new Set(
      copy
        .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((r) => r.name),
    );
    for (const table of NEVER_BACKED_UP) if (present.has(table)) copy.exec(`DELETE FROM ${table}`);
  } finally {
    copy.close();
  }
}

const countOf = (db: BunDatabase, table: string) =>
  Number(db.query<{ n: number }, []>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n ?? 0);

/**
 * Checks a database file that no one else uses (a snapshot, or one extracted from an archive):
 * PRAGMA integrity_check, then its schema version and row counts. Throws SnapshotError with a reason.
 */
export function inspectSnapshot(path: string): SnapshotFacts {
  let db: BunDatabase | undefined;
  try {
    db = new BunDatabase(path, { readwrite: true, create: false, strict: true });
    const problems = db
      .query<{ integrity_check: string }, []>("PRAGMA integrity_check(10)")
      .all()
      .map((r) => r.integrity_check)
      .filter((r) => r !== "ok");
    if (problems.length > 0) {
      throw new SnapshotError(`the database failed PRAGMA integrity_check: ${problems.join("; ")}`);
    }
    const hasTable = (name: string) =>
      db?.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== null;
    for (const table of ["schema_migrations", "posts", "contact_submissions", "users"]) {
      if (!hasTable(table))
        throw new SnapshotError(`the database has no ${table} table (not a firm-site database)`);
    }
    const version = db
      .query<{ v: number | null }, []>("SELECT MAX(version) AS v FROM schema_migrations")
      .get();
    return {
      schemaVersion: Number(version?.v ?? 0),
      counts: {
        posts: countOf(db, "posts"),
        submissions: countOf(db, "contact_submissions"),
        users: countOf(db, "users"),
      },
    };
  } catch (e) {
    if (e instanceof SnapshotError) throw e;
    // "file is not a database", "database disk image is malformed", …
    throw new SnapshotError(`the database cannot be read: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    db?.close();
  }
}

/** Held while a restore replaces DATA_DIR's database; see lockIdleDatabase. */
export interface DatabaseLock {
  /** Folds the WAL into the main file, so the file can be moved aside on its own. */
  detach(): void;
  /** Writes a compact copy of the locked database to `path` (VACUUM INTO on the lock's own connection). */
  copyTo(path: string): void;
  release(): void;
}

const noLock = (path: string): DatabaseLock => ({
  detach() {},
  copyTo() {
    throw new SnapshotError(`${path} is not a database`);
  },
  release() {},
});

/**
 * Proves that no process (a server, a backup) has DATA_DIR/site.db open, and keeps it that way until
 * release(). Every connection in WAL mode holds a shared lock on the database's shared-memory file for as
 * long as it is open; a connection in EXCLUSIVE locking mode cannot start a transaction while any other
 * holds it, so SQLITE_BUSY here means "in use". These are OS locks, released by the kernel when a process
 * dies, so a server killed with -9 never leaves DATA_DIR looking busy, and no heartbeat or lock file is
 * needed. Returns a no-op lock when there is no database, or the file is not one (nothing can be using it);
 * throws SnapshotError when the file cannot be opened to find out.
 */
export function lockIdleDatabase(dataDir: string): DatabaseLock {
  const path = sqlitePath(dataDir);
  if (!existsSync(path)) return noLock(path);
  let db: BunDatabase | undefined;
  try {
    db = new BunDatabase(path, { readwrite: true, create: false });
    db.exec("PRAGMA busy_timeout = 0");
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    // The lock is taken by the first transaction and, in EXCLUSIVE mode, kept after it ends.
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
  } catch (e) {
    db?.close();
    const code = (e as { code?: string }).code ?? "";
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) {
      throw new DatabaseInUseError(`${path} is open in another process`);
    }
    // A damaged or foreign file: no server can be running on it, and replacing it is the point.
    if (code.startsWith("SQLITE_NOTADB") || code.startsWith("SQLITE_CORRUPT")) return noLock(path);
    // Anything else (no permission, …) leaves the question open: never guess "not in use".
    throw new SnapshotError(
      `cannot open ${path} to check that no server uses it: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const held = db;
  return {
    detach() {
      const mode = held.query<{ journal_mode: string }, []>("PRAGMA journal_mode = DELETE").get();
      if (mode?.journal_mode !== "delete") throw new Error("could not fold the database's WAL into site.db");
    },
    copyTo(target) {
      try {
        held.query("VACUUM INTO ?").run(target);
      } catch (e) {
        throw new SnapshotError(`${path} cannot be read: ${e instanceof Error ? e.message : String(e)}`);
      }
    },
    release: () => held.close(),
  };
}
