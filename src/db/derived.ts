/**
 * Structures a dialect computes from other data (search indexes). They are never copied from one database
 * to another (docs/decisions/013-backups-across-backends.md): a copy skips them and then rebuilds them.
 *
 * - SQLite: virtual tables (FTS5) and their shadow tables (`<name>_data`, `_idx`, `_content`, `_docsize`,
 *   `_config`). After a copy, every FTS5 table that indexes another table (`content=…`) is rebuilt; one kept
 *   up to date by triggers has been filled by them already, and the rebuild does no harm.
 * - PostgreSQL: generated columns (`GENERATED ALWAYS AS (to_tsvector(…)) STORED`) and tsvector columns,
 *   which PostgreSQL or their triggers compute as rows arrive.
 *
 * A search structure that is neither generated nor kept up to date by triggers adds its rebuild statement
 * to REBUILD, in the migration's dialect, when its migration is written.
 */
import type { Dialect } from "./sql";

/**
 * Tables whose rows never leave the database: the visit statistics' daily salts and visitor marks, which
 * must be gone within hours of their day (a backup kept for weeks would keep them). A backup holds the
 * tables empty; a restore starts the day's counting afresh.
 */
export const NEVER_BACKED_UP: ReadonlySet<string> = new Set(["stats_salts", "stats_landings", "stats_seen"]);

export const REBUILD: Record<Dialect, readonly string[]> = {
  sqlite: [],
  postgres: [],
};

const FTS_SHADOW_SUFFIXES = ["_data", "_idx", "_content", "_docsize", "_config"];

export interface SqliteMasterRow {
  name: string;
  sql: string | null;
}

/** The virtual tables among sqlite_master's tables. */
export const sqliteVirtualTables = (tables: readonly SqliteMasterRow[]): SqliteMasterRow[] =>
  tables.filter((t) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(t.sql ?? ""));

/** Whether a SQLite table is derived: internal, virtual, or the shadow table of a virtual table. */
export function isDerivedSqliteTable(name: string, tables: readonly SqliteMasterRow[]): boolean {
  if (name.startsWith("sqlite_")) return true;
  const virtual = sqliteVirtualTables(tables).map((t) => t.name);
  return virtual.includes(name) || virtual.some((v) => FTS_SHADOW_SUFFIXES.some((s) => name === `${v}${s}`));
}

/** What rebuilds the SQLite search indexes after a copy: FTS5 'rebuild' for every external-content table. */
export function sqliteRebuildStatements(tables: readonly SqliteMasterRow[]): string[] {
  const statements: string[] = [];
  for (const t of sqliteVirtualTables(tables)) {
    const sql = t.sql ?? "";
    // Contentless tables (content='') cannot be rebuilt; an FTS5 table holding its own text is not derived
    // data and has no place in this schema.
    if (/USING\s+fts5/i.test(sql) && /content\s*=\s*'?[A-Za-z_]/i.test(sql)) {
      const q = `"${t.name.replace(/"/g, '""')}"`;
      statements.push(`INSERT INTO ${q}(${q}) VALUES ('rebuild')`);
    }
  }
  return [...statements, ...REBUILD.sqlite];
}

/** Whether a PostgreSQL column is derived (computed by the database or by its triggers). */
export const isDerivedPostgresColumn = (c: { dataType: string; generated: boolean }): boolean =>
  c.generated || c.dataType === "tsvector";
