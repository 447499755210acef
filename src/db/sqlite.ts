import { Database as BunDatabase } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { dataDirProblem } from "./data-dir-problem";
import { DatabaseUnavailableError } from "./errors";
import { migrationsFor } from "./migrations";
import type { Database, RunResult, Sql, SqlValue } from "./sql";

/**
 * The SQLite backend (the default): bun:sqlite in WAL mode, one connection per process.
 *
 * bun:sqlite is synchronous, so every statement runs to completion before any other code does; only a
 * transaction, which awaits between its statements, can interleave with other requests. While one is
 * open, every statement from outside it waits on a gate, so no other request can read its uncommitted
 * rows or slip its own writes into it. Writes are rare here (an enquiry, a saved post), so waiting is cheap.
 */
class SqliteSql implements Sql {
  readonly dialect = "sqlite" as const;
  private gate: Promise<void> | undefined;
  /** The executor handed to a transaction's callback: same connection, no gate. */
  private readonly inner: Sql;

  constructor(private readonly db: BunDatabase) {
    const exec = this.exec.bind(this);
    this.inner = {
      dialect: "sqlite",
      all: async (sql, params) => exec(sql, params, "all") as never,
      get: async (sql, params) => exec(sql, params, "get") as never,
      run: async (sql, params) => exec(sql, params, "run") as RunResult,
      // A transaction inside a transaction joins it.
      tx: (fn) => fn(this.inner),
    };
  }

  private exec(sql: string, params: readonly SqlValue[] = [], mode: "all" | "get" | "run"): unknown {
    // db.query caches the compiled statement by its text.
    const stmt = this.db.query(sql);
    const args = params as SqlValue[];
    if (mode === "all") return stmt.all(...args);
    if (mode === "get") return stmt.get(...args) ?? undefined;
    return { changes: stmt.run(...args).changes };
  }

  private async open(): Promise<void> {
    while (this.gate) await this.gate;
  }

  async all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    if (this.gate) await this.open();
    return this.exec(sql, params, "all") as T[];
  }

  async get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    if (this.gate) await this.open();
    return this.exec(sql, params, "get") as T | undefined;
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<RunResult> {
    if (this.gate) await this.open();
    return this.exec(sql, params, "run") as RunResult;
  }

  async tx<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    // Wait and take the gate with no await in between: after `await this.open()` returned, another
    // waiter could take it first, and both would BEGIN on the one connection.
    while (this.gate) await this.gate;
    let release!: () => void;
    this.gate = new Promise<void>((r) => {
      release = r;
    });
    try {
      // IMMEDIATE takes the write lock now, so a second process (a backup, the CLI) cannot make us fail
      // half-way with SQLITE_BUSY; busy_timeout makes it wait instead.
      this.db.exec("BEGIN IMMEDIATE");
      try {
        const result = await fn(this.inner);
        this.db.exec("COMMIT");
        return result;
      } catch (e) {
        this.db.exec("ROLLBACK");
        throw e;
      }
    } finally {
      this.gate = undefined;
      release();
    }
  }
}

function configure(db: BunDatabase): void {
  db.exec("PRAGMA journal_mode = WAL");
  // FULL: every commit is on disk before we answer. Writes are rare here and an acknowledged enquiry
  // must survive a power cut too.
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
}

/** Applies the migrations the file lacks, each in its own transaction; resolves to their names. */
function migrate(db: BunDatabase): string[] {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
  );
  const applied = new Set(
    db
      .query<{ version: number }, []>("SELECT version FROM schema_migrations")
      .all()
      .map((r) => r.version),
  );
  const done: string[] = [];
  for (const m of migrationsFor("sqlite")) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        m.version,
        m.name,
        Date.now(),
      );
    })();
    done.push(m.name);
  }
  return done;
}

function wrap(db: BunDatabase, migrationsApplied: readonly string[] = []): Database {
  const sql = new SqliteSql(db);
  return {
    sql,
    dialect: "sqlite",
    migrationsApplied,
    ping: async () => (await sql.get<{ ok: number }>("SELECT 1 AS ok"))?.ok === 1,
    // Backups snapshot SQLite with VACUUM INTO; a transaction (which holds the write lock) is consistent.
    readSnapshot: (fn) => sql.tx(fn),
    // In WAL mode the open connection holds a shared lock that a restore's exclusive lock cannot pass.
    markRunning: async () => {},
    close: async () => db.close(),
  };
}

/** The path of the database file inside DATA_DIR. */
export const sqlitePath = (dataDir: string) => join(dataDir, "site.db");

/**
 * Opens (creating if needed) DATA_DIR/site.db, tuned for a small web server, and migrates it. With
 * `existing: true` (a backup taken beside a running server) the file must already exist and its schema is
 * left as it is: a newer binary must not migrate a database a running older server still uses. A folder or
 * file that cannot be used throws DatabaseUnavailableError with the reason in one line.
 */
export function openSqlite(dataDir: string, options: { existing?: boolean } = {}): Database {
  const file = sqlitePath(dataDir);
  let db: BunDatabase | undefined;
  try {
    if (!options.existing) mkdirSync(dataDir, { recursive: true });
    db = new BunDatabase(file, { create: !options.existing, readwrite: true, strict: true });
    configure(db);
    return wrap(db, options.existing ? [] : migrate(db));
  } catch (e) {
    db?.close();
    const problem = dataDirProblem(e, dataDir, file);
    throw problem ? new DatabaseUnavailableError(problem) : e;
  }
}

/**
 * Brings a SQLite file that no one else uses (a restore's staged copy) up to this program's schema, as
 * the server would at start, without switching it to WAL.
 */
export function migrateSqliteFile(path: string): void {
  const db = new BunDatabase(path, { readwrite: true, create: false, strict: true });
  try {
    db.exec("PRAGMA foreign_keys = ON");
    migrate(db);
  } finally {
    db.close();
  }
}

export interface AppliedMigration {
  version: number;
  name: string;
  applied_at: number;
}

/**
 * Creates a new SQLite database at `path` holding the schema of exactly the migrations `applied` (a
 * PostgreSQL database's schema_migrations), recorded as they were, and returns it open for filling. Foreign
 * keys are not enforced on it (a copy fills tables in any order). Throws when a version is unknown here.
 */
export function createSqliteFile(path: string, applied: readonly AppliedMigration[]): BunDatabase {
  const known = new Map(migrationsFor("sqlite").map((m) => [m.version, m]));
  const unknown = applied.filter((a) => !known.has(a.version)).map((a) => a.version);
  if (unknown.length > 0) throw new Error(`unknown schema version ${unknown.join(", ")}`);
  const db = new BunDatabase(path, { create: true, readwrite: true, strict: true });
  try {
    db.exec("PRAGMA foreign_keys = OFF");
    db.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
    );
    for (const a of [...applied].sort((x, y) => x.version - y.version)) {
      db.exec(known.get(a.version)!.sql);
      db.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        a.version,
        a.name,
        a.applied_at,
      );
    }
  } catch (e) {
    db.close();
    throw e;
  }
  return db;
}

/** An in-memory database with the same schema, for tests. */
export function openMemorySqlite(): Database {
  const db = new BunDatabase(":memory:", { strict: true });
  configure(db);
  migrate(db);
  return wrap(db);
}
