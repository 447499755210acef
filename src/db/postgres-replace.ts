/**
 * Replacing everything in a PostgreSQL database with the rows of a SQLite file of the same schema (a
 * verified backup, or a SQLite site being moved): in ONE transaction, so a failure anywhere leaves the
 * database exactly as it was. Tables and columns are read from both live schemas; derived structures are
 * skipped and rebuilt (derived.ts).
 */
import { Database as BunDatabase } from "bun:sqlite";
import { REBUILD } from "./derived";
import { DatabaseInUseError, SnapshotError } from "./errors";
import { lockOutInstances, type RunningInstance, runningInstances } from "./instances";
import { MIGRATION_LOCK } from "./postgres";
import {
  ident,
  MIGRATIONS_TABLE,
  parentsFirst,
  postgresTables,
  schemaDifference,
  sqliteTables,
} from "./schema-info";
import type { Database, Sql, SqlValue } from "./sql";
import { sqliteToPostgres } from "./values";

/** What a PostgreSQL database holds, to say what a restore would replace. */
export interface DatabaseContents {
  /** Highest migration applied; 0 for a database firm-site has never used. */
  schemaVersion: number;
  /** content: items of the firm's own content (settings, people, pages), revisions: their history. */
  counts: { posts: number; submissions: number; users: number; content: number; revisions: number };
  /** Rows in all tables but bookkeeping that every migrated database has or that holds no content. */
  rows: number;
}

/**
 * Tables whose rows are not the site's data: job leases, throttle counters, and the content-version row
 * every migrated database starts with. A database holding only these is empty for a restore.
 */
const BOOKKEEPING = new Set(["job_leases", "rate_limits", "content_version"]);

/** The version and row counts of a PostgreSQL database (any firm-site schema version, or none). */
export async function describePostgres(db: Database): Promise<DatabaseContents> {
  const tables = await postgresTables(db.sql);
  const count = async (name: string) =>
    tables.some((t) => t.name === name)
      ? Number((await db.sql.get<{ n: unknown }>(`SELECT COUNT(*) AS n FROM ${ident(name)}`))?.n ?? 0)
      : 0;
  let rows = 0;
  for (const t of tables) if (!BOOKKEEPING.has(t.name)) rows += await count(t.name);
  const hasMigrations = await db.sql.get<{ ok: number }>(
    "SELECT 1 AS ok FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?",
    [MIGRATIONS_TABLE],
  );
  const version = hasMigrations
    ? Number((await db.sql.get<{ v: unknown }>(`SELECT MAX(version) AS v FROM ${MIGRATIONS_TABLE}`))?.v ?? 0)
    : 0;
  return {
    schemaVersion: version,
    counts: {
      posts: await count("posts"),
      submissions: await count("contact_submissions"),
      users: await count("users"),
      content: await count("content_items"),
      revisions: await count("content_revisions"),
    },
    rows,
  };
}

/** Servers running against the database (PostgreSQL), for a check before any work is done. */
export const serversRunning = (db: Database): Promise<RunningInstance[]> =>
  db.dialect === "postgres" ? runningInstances(db.sql) : Promise.resolve([]);

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters, and a few hundred KB of text. */
const rowsPerInsert = (columns: number) => Math.max(1, Math.min(500, Math.floor(30_000 / columns)));

const versionsOf = async (sql: Sql | BunDatabase) => {
  const text = `SELECT version FROM ${MIGRATIONS_TABLE} ORDER BY version`;
  const rows =
    sql instanceof BunDatabase
      ? sql.query<{ version: unknown }, []>(text).all()
      : await sql.all<{ version: unknown }>(text);
  return rows.map((r) => Number(r.version)).join(",");
};

/** lock_not_available: a lock wait ran past lock_timeout. */
const LOCK_TIMEOUT = "55P03";

/**
 * Replaces the contents of every table of the PostgreSQL database (already migrated to this program's
 * schema) with the rows of `sqliteFile` (same schema version). Inside one transaction it takes the
 * migration lock (no server migrates meanwhile) and the instance lock exclusively (refused while a server
 * runs: DatabaseInUseError), empties the tables, copies every row in batches, parents before children, and
 * rebuilds derived structures. Resolves to the number of tables and rows written.
 */
export async function replacePostgresContents(
  db: Database,
  sqliteFile: string,
): Promise<{ tables: number; rows: number }> {
  if (db.dialect !== "postgres") throw new Error("replacePostgresContents needs a PostgreSQL database");
  const source = new BunDatabase(sqliteFile, { readonly: true, safeIntegers: true });
  try {
    const ours = sqliteTables(source);
    const sourceVersions = await versionsOf(source);
    return await db.sql.tx(async (tx) => {
      await tx.run("SET LOCAL lock_timeout = '30s'");
      await tx.get(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK}) AS locked`);
      if (!(await lockOutInstances(tx))) {
        const instances = await runningInstances(tx);
        throw new DatabaseInUseError(
          instances.length > 0 ? "servers are running against the database" : "another restore is under way",
          instances,
        );
      }
      if ((await versionsOf(tx)) !== sourceVersions) {
        throw new SnapshotError(
          "the PostgreSQL database and the data to restore have different schema versions",
        );
      }
      const theirs = await postgresTables(tx);
      const difference = schemaDifference(ours, theirs, "the backup", "PostgreSQL");
      if (difference)
        throw new SnapshotError(`the PostgreSQL schema does not match the backup's: ${difference}`);
      const target = new Map(theirs.map((t) => [t.name, t]));
      // Foreign keys are checked as rows arrive (they are not deferrable): parents first.
      const order = parentsFirst(ours.map((t) => ({ ...t, references: target.get(t.name)!.references })));
      if (ours.length > 0) await tx.run(`TRUNCATE TABLE ${ours.map((t) => ident(t.name)).join(", ")}`);
      let rows = 0;
      for (const table of order) {
        const types = target.get(table.name)!.types;
        const columns = table.columns.map(ident).join(", ");
        const tuple = `(${table.columns.map(() => "?").join(", ")})`;
        const perInsert = rowsPerInsert(table.columns.length);
        let batch: SqlValue[][] = [];
        const flush = async () => {
          await tx.run(
            `INSERT INTO ${ident(table.name)} (${columns}) VALUES ${batch.map(() => tuple).join(", ")}`,
            batch.flat(),
          );
          rows += batch.length;
          batch = [];
        };
        const orderBy =
          table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(ident).join(", ")}` : "";
        const select = source.prepare<Record<string, unknown>, []>(
          `SELECT ${columns} FROM ${ident(table.name)}${orderBy}`,
        );
        for (const row of select.iterate()) {
          batch.push(table.columns.map((c) => sqliteToPostgres(row[c], types[c] ?? "")));
          if (batch.length === perInsert) await flush();
        }
        select.finalize();
        if (batch.length > 0) await flush();
      }
      for (const statement of REBUILD.postgres) await tx.run(statement);
      return { tables: ours.length, rows };
    });
  } catch (e) {
    // A lock waited for past lock_timeout: the migration lock (another restore, a server migrating) or a
    // table's (a backup reading it).
    if ((e as { errno?: string }).errno === LOCK_TIMEOUT) {
      throw new DatabaseInUseError(
        "another firm-site command (a backup or a restore) or a starting server held it for 30 s",
      );
    }
    throw e;
  } finally {
    source.close();
  }
}
