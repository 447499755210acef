/**
 * The two dialects' migrations describe one schema: after migrating, SQLite and PostgreSQL
 * have the same tables, the same columns with the same kind of type and nullability, the same primary
 * keys and the same named indexes. Search structures differ by design (FTS5 virtual tables on SQLite, a
 * tsvector column and GIN index on PostgreSQL) and are listed here explicitly.
 */
import { Database as BunDatabase } from "bun:sqlite";
import { expect, setDefaultTimeout, test } from "bun:test";
import { SQL } from "bun";
import { openDatabase } from "../../src/db";
import { migrationsFor } from "../../src/db/migrations";

// Migrates a SQLite and a PostgreSQL database from nothing: seconds on a busy machine.
setDefaultTimeout(30_000);

const url = process.env.TEST_DATABASE_URL;
if (!url) throw new Error("tests/postgres needs TEST_DATABASE_URL (bun run test starts PostgreSQL for them)");

/** Dialect-specific search structures: tables, columns and indexes that exist on one side only. */
const SQLITE_ONLY = /(_fts(_\w+)?$)|^sqlite_/;
const POSTGRES_ONLY_COLUMN = /^search_vector$/;
const POSTGRES_ONLY_INDEX = /_search$/;

type Kind = "integer" | "text" | "real" | "blob";
interface Column {
  kind: Kind;
  notNull: boolean;
  primaryKey: boolean;
}
type Schema = Record<string, { columns: Record<string, Column>; indexes: string[] }>;

const sqliteKind = (declared: string): Kind => {
  const t = declared.toUpperCase();
  if (t.includes("INT")) return "integer";
  if (t.includes("CHAR") || t.includes("TEXT") || t === "") return "text";
  if (t.includes("BLOB")) return "blob";
  return "real";
};
const postgresKind = (t: string): Kind =>
  ["bigint", "integer", "smallint", "boolean"].includes(t)
    ? "integer"
    : t === "bytea"
      ? "blob"
      : ["double precision", "real", "numeric"].includes(t)
        ? "real"
        : "text";

function sqliteSchema(): Schema {
  const db = new BunDatabase(":memory:");
  for (const m of migrationsFor("sqlite")) db.exec(m.sql);
  const schema: Schema = {};
  const tables = db
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((t) => t.name)
    .filter((n) => !SQLITE_ONLY.test(n));
  for (const table of tables) {
    const columns: Record<string, Column> = {};
    for (const c of db
      .query<{ name: string; type: string; notnull: number; pk: number }, []>(`PRAGMA table_info("${table}")`)
      .all()) {
      columns[c.name] = {
        kind: sqliteKind(c.type),
        notNull: c.notnull === 1 || c.pk > 0,
        primaryKey: c.pk > 0,
      };
    }
    const indexes = db
      .query<{ name: string; origin: string }, []>(`PRAGMA index_list("${table}")`)
      .all()
      .filter((i) => i.origin === "c")
      .map((i) => i.name)
      .sort();
    schema[table] = { columns, indexes };
  }
  db.close();
  return schema;
}

async function postgresSchema(): Promise<Schema> {
  const schemaName = `parity_${crypto.randomUUID().replace(/-/g, "")}`;
  const db = await openDatabase({ kind: "postgres", url: url!, schema: schemaName, maxConnections: 1 });
  await db.close();
  const pg = new SQL(url!);
  try {
    const cols = await pg`
      SELECT c.table_name, c.column_name, c.data_type, c.is_nullable,
        EXISTS (SELECT 1 FROM information_schema.table_constraints tc
          JOIN information_schema.key_column_usage k ON k.constraint_name = tc.constraint_name
            AND k.table_schema = tc.table_schema
          WHERE tc.table_schema = c.table_schema AND tc.table_name = c.table_name
            AND tc.constraint_type = 'PRIMARY KEY' AND k.column_name = c.column_name) AS pk
      FROM information_schema.columns c WHERE c.table_schema = ${schemaName}
      ORDER BY c.table_name, c.ordinal_position`;
    const schema: Schema = {};
    for (const c of cols) {
      if (c.table_name === "schema_migrations") continue;
      if (POSTGRES_ONLY_COLUMN.test(c.column_name)) continue;
      schema[c.table_name] ??= { columns: {}, indexes: [] };
      schema[c.table_name]!.columns[c.column_name] = {
        kind: postgresKind(c.data_type),
        notNull: c.is_nullable === "NO",
        primaryKey: c.pk === true,
      };
    }
    const idx = await pg`
      SELECT i.tablename, i.indexname FROM pg_indexes i
      WHERE i.schemaname = ${schemaName}
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k JOIN pg_namespace n ON n.oid = k.connamespace
          WHERE n.nspname = i.schemaname AND k.conname = i.indexname)
      ORDER BY i.indexname`;
    for (const i of idx) {
      if (POSTGRES_ONLY_INDEX.test(i.indexname) || !schema[i.tablename]) continue;
      schema[i.tablename]!.indexes.push(i.indexname);
    }
    return schema;
  } finally {
    await pg.unsafe(`DROP SCHEMA "${schemaName}" CASCADE`);
    await pg.close();
  }
}

test("both dialects have the same migrations, numbered alike", () => {
  const names = (d: "sqlite" | "postgres") => migrationsFor(d).map((m) => `${m.version} ${m.name}`);
  expect(names("postgres")).toEqual(names("sqlite"));
});

test("after migrating, SQLite and PostgreSQL have the same tables, columns, keys and indexes", async () => {
  const sqlite = sqliteSchema();
  delete sqlite.schema_migrations;
  const postgres = await postgresSchema();
  expect(Object.keys(postgres).sort()).toEqual(Object.keys(sqlite).sort());
  for (const table of Object.keys(sqlite)) {
    expect({ table, ...postgres[table] }).toEqual({ table, ...sqlite[table]! });
  }
});

test("a PostgreSQL open reports each migration it applied (the start logs them); the next applies none", async () => {
  const schema = `applied_${crypto.randomUUID().replace(/-/g, "")}`;
  const pg = { kind: "postgres", url: url!, schema, maxConnections: 1 } as const;
  const first = await openDatabase(pg);
  expect(first.migrationsApplied).toEqual(migrationsFor("postgres").map((m) => m.name));
  await first.close();
  const again = await openDatabase(pg);
  expect(again.migrationsApplied).toEqual([]);
  await again.close();
  const admin = new SQL(url!);
  await admin.unsafe(`DROP SCHEMA "${schema}" CASCADE`);
  await admin.close();
});
