/**
 * A consistent snapshot of a PostgreSQL database as a SQLite file of the same schema, taken through the
 * database itself (no pg_dump on the firm's server): one REPEATABLE READ, READ ONLY transaction, so every
 * table is read as of one instant while the site keeps writing, each table through a cursor in batches, so
 * memory stays flat however large the tables are. The SQLite file gets the schema of exactly the migrations
 * the PostgreSQL database has applied (the two dialects' migrations describe one schema: the parity test),
 * and the tables and columns are read from both live schemas, never from a list here.
 */
import type { Database as BunDatabase } from "bun:sqlite";
import { NEVER_BACKED_UP, type SqliteMasterRow, sqliteRebuildStatements } from "./derived";
import { SnapshotError } from "./errors";
import { migrationsFor } from "./migrations";
import {
  ident,
  MIGRATIONS_TABLE,
  postgresTables,
  schemaDifference,
  sqliteTables,
  type TableInfo,
} from "./schema-info";
import type { Database, Sql } from "./sql";
import { type AppliedMigration, createSqliteFile } from "./sqlite";
import { postgresToSqlite } from "./values";

/** Rows per FETCH: a few hundred KB of enquiries at most. */
const BATCH = 500;
const CURSOR = "firm_site_snapshot";

async function appliedMigrations(tx: Sql): Promise<AppliedMigration[]> {
  const present = await tx.get<{ ok: number }>(
    `SELECT 1 AS ok FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?`,
    [MIGRATIONS_TABLE],
  );
  if (!present) {
    throw new SnapshotError(
      "the PostgreSQL database holds no firm-site data (no schema_migrations table): nothing to back up (is DATABASE_URL right?)",
    );
  }
  const rows = await tx.all<{ version: unknown; name: string; applied_at: unknown }>(
    `SELECT version, name, applied_at FROM ${MIGRATIONS_TABLE} ORDER BY version`,
  );
  return rows.map((r) => ({ version: Number(r.version), name: r.name, applied_at: Number(r.applied_at) }));
}

async function copyTable(tx: Sql, table: TableInfo, types: Record<string, string>, out: BunDatabase) {
  const columns = table.columns.map(ident).join(", ");
  // Key order: two snapshots of the same data are the same file, and the copy reads the table's index.
  const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(ident).join(", ")}` : "";
  const insert = out.query(
    `INSERT INTO ${ident(table.name)} (${columns}) VALUES (${table.columns.map(() => "?").join(", ")})`,
  );
  await tx.run(`DECLARE ${CURSOR} NO SCROLL CURSOR FOR SELECT ${columns} FROM ${ident(table.name)}${order}`);
  for (;;) {
    const rows = await tx.all<Record<string, unknown>>(`FETCH FORWARD ${BATCH} FROM ${CURSOR}`);
    for (const row of rows) insert.run(...table.columns.map((c) => postgresToSqlite(row[c], types[c] ?? "")));
    if (rows.length < BATCH) break;
  }
  await tx.run(`CLOSE ${CURSOR}`);
}

/** Writes the snapshot to `path` (which must not exist). Throws SnapshotError with a reason. */
export async function snapshotPostgres(db: Database, path: string): Promise<void> {
  await db.readSnapshot(async (tx) => {
    const applied = await appliedMigrations(tx);
    const known = Math.max(0, ...migrationsFor("sqlite").map((m) => m.version));
    const newest = Math.max(0, ...applied.map((a) => a.version));
    if (newest > known) {
      throw new SnapshotError(
        `the PostgreSQL database has schema version ${newest}; this firm-site knows versions up to ${known}. Back it up with the firm-site version its servers run`,
      );
    }
    const out = createSqliteFile(path, applied);
    try {
      const ours = sqliteTables(out);
      const theirs = new Map((await postgresTables(tx)).map((t) => [t.name, t]));
      const difference = schemaDifference(
        ours,
        [...theirs.values()],
        "this firm-site's schema",
        "PostgreSQL",
      );
      if (difference) {
        throw new SnapshotError(`the PostgreSQL schema does not match its version ${newest}: ${difference}`);
      }
      out.exec("BEGIN");
      for (const table of ours)
        if (!NEVER_BACKED_UP.has(table.name)) await copyTable(tx, table, theirs.get(table.name)!.types, out);
      const master = out
        .query<SqliteMasterRow, []>("SELECT name, sql FROM sqlite_master WHERE type = 'table'")
        .all();
      for (const statement of sqliteRebuildStatements(master)) out.exec(statement);
      out.exec("COMMIT");
    } finally {
      out.close();
    }
  });
}
