/**
 * The live schema of either dialect, read from the database itself (never a hard-coded list), so copying a
 * site between databases carries every table the migrations create, including ones added after this was
 * written. Derived structures (src/db/derived.ts) are left out; schema_migrations is described apart.
 */
import type { Database as BunDatabase } from "bun:sqlite";
import { isDerivedPostgresColumn, isDerivedSqliteTable, type SqliteMasterRow } from "./derived";
import type { Sql } from "./sql";

export interface TableInfo {
  name: string;
  /** The columns a copy carries, in declaration order. */
  columns: string[];
  /** Declared type (SQLite) or data_type (PostgreSQL) of each column, by name. */
  types: Record<string, string>;
  /** Primary-key columns in key order (empty when the table has none). */
  primaryKey: string[];
  /** Tables this one references through foreign keys (itself excluded). */
  references: string[];
}

export const MIGRATIONS_TABLE = "schema_migrations";

/** A quoted identifier. Names come from the schema, never from input; quoting keeps odd ones working. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The tables of a SQLite database (a site.db or a snapshot), schema_migrations excluded. */
export function sqliteTables(db: BunDatabase): TableInfo[] {
  const master = db
    .query<SqliteMasterRow, []>("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all();
  const out: TableInfo[] = [];
  for (const { name } of master) {
    if (name === MIGRATIONS_TABLE || isDerivedSqliteTable(name, master)) continue;
    const cols = db
      .query<{ name: string; type: string; pk: number | bigint }, []>(`PRAGMA table_info(${ident(name)})`)
      .all();
    const fks = db.query<{ table: string }, []>(`PRAGMA foreign_key_list(${ident(name)})`).all();
    out.push({
      name,
      columns: cols.map((c) => c.name),
      types: Object.fromEntries(cols.map((c) => [c.name, c.type])),
      // Read with safe integers (a restore's source), pk is a bigint: compare it as a number.
      primaryKey: cols
        .filter((c) => Number(c.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((c) => c.name),
      references: [...new Set(fks.map((f) => f.table))].filter((t) => t !== name),
    });
  }
  return out;
}

/** The base tables of the current PostgreSQL schema, schema_migrations excluded. */
export async function postgresTables(sql: Sql): Promise<TableInfo[]> {
  const tables = await sql.all<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const columns = await sql.all<{ table: string; name: string; type: string; generated: string }>(
    `SELECT table_name AS "table", column_name AS name, data_type AS type, is_generated AS generated
     FROM information_schema.columns WHERE table_schema = current_schema()
     ORDER BY table_name, ordinal_position`,
  );
  const keys = await sql.all<{ table: string; name: string }>(
    `SELECT k.table_name AS "table", k.column_name AS name
     FROM information_schema.table_constraints c
     JOIN information_schema.key_column_usage k
       ON k.constraint_schema = c.constraint_schema AND k.constraint_name = c.constraint_name
     WHERE c.table_schema = current_schema() AND c.constraint_type = 'PRIMARY KEY'
     ORDER BY k.table_name, k.ordinal_position`,
  );
  const fks = await sql.all<{ child: string; parent: string }>(
    `SELECT fk.table_name AS child, pk.table_name AS parent
     FROM information_schema.referential_constraints r
     JOIN information_schema.table_constraints fk
       ON fk.constraint_schema = r.constraint_schema AND fk.constraint_name = r.constraint_name
     JOIN information_schema.table_constraints pk
       ON pk.constraint_schema = r.unique_constraint_schema AND pk.constraint_name = r.unique_constraint_name
     WHERE r.constraint_schema = current_schema()`,
  );
  return tables
    .filter((t) => t.name !== MIGRATIONS_TABLE)
    .map(({ name }) => {
      const own = columns
        .filter((c) => c.table === name)
        .filter((c) => !isDerivedPostgresColumn({ dataType: c.type, generated: c.generated === "ALWAYS" }));
      return {
        name,
        columns: own.map((c) => c.name),
        types: Object.fromEntries(own.map((c) => [c.name, c.type])),
        primaryKey: keys.filter((k) => k.table === name).map((k) => k.name),
        references: [...new Set(fks.filter((f) => f.child === name).map((f) => f.parent))].filter(
          (t) => t !== name,
        ),
      };
    });
}

/**
 * Tables ordered so that every table comes after those it references (parents first): the order to fill
 * them in when foreign keys are checked row by row. A cycle cannot be ordered and is reported.
 */
export function parentsFirst(tables: readonly TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) throw new Error(`the tables' foreign keys form a cycle through ${t.name}`);
    visiting.add(t.name);
    for (const parent of t.references) {
      const p = byName.get(parent);
      if (p) visit(p);
    }
    visiting.delete(t.name);
    done.add(t.name);
    out.push(t);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t);
  return out;
}

/**
 * Why two descriptions of one schema differ (tables, or the columns a copy carries), or undefined when
 * they match. `from` and `to` name the two sides in the message.
 */
export function schemaDifference(
  source: readonly TableInfo[],
  target: readonly TableInfo[],
  from: string,
  to: string,
): string | undefined {
  const targetByName = new Map(target.map((t) => [t.name, t]));
  for (const s of source) {
    const t = targetByName.get(s.name);
    if (!t) return `table ${s.name} exists in ${from} but not in ${to}`;
    const missing = s.columns.filter((c) => !t.columns.includes(c));
    const extra = t.columns.filter((c) => !s.columns.includes(c));
    if (missing.length > 0 || extra.length > 0) {
      return `table ${s.name} has different columns in ${from} and ${to} (${[
        ...missing.map((c) => `${c} only in ${from}`),
        ...extra.map((c) => `${c} only in ${to}`),
      ].join(", ")})`;
    }
  }
  return undefined;
}
