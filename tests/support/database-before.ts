import { Database as BunDatabase } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SQL } from "bun";
import { openDatabase } from "../../src/db";
import { migrationsFor } from "../../src/db/migrations";
import { numberPlaceholders } from "../../src/db/sql";

/** Statements with `?` placeholders and their values. */
export type Statements = readonly (readonly [string, readonly unknown[]])[];

/**
 * A database as an older version of the program left it: the migrations before `version` applied and
 * recorded, then `statements` run, on SQLite (a data folder of its own) or, when the test run sets
 * TEST_DATABASE_URL, in a fresh schema of that PostgreSQL database. For the tests of a migration that must
 * keep what is already stored. `open` opens it as the program does (migrating it); `cleanup` removes it.
 */
export async function databaseBefore(version: number, statements: Statements) {
  const before = (dialect: "sqlite" | "postgres") =>
    migrationsFor(dialect).filter((m) => m.version < version);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `m_${crypto.randomUUID().replace(/-/g, "")}`;
    const pg = new SQL(url);
    await pg.unsafe(`CREATE SCHEMA ${schema}`);
    await pg.begin(async (tx) => {
      await tx.unsafe(`SET LOCAL search_path = ${schema}`);
      await tx.unsafe(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
      );
      for (const m of before("postgres")) {
        await tx.unsafe(m.sql);
        await tx.unsafe("INSERT INTO schema_migrations VALUES ($1, $2, 0)", [m.version, m.name]);
      }
      for (const [statement, values] of statements)
        await tx.unsafe(numberPlaceholders(statement), [...values]);
    });
    await pg.close();
    return {
      open: () => openDatabase({ kind: "postgres", url, schema, maxConnections: 1 }),
      cleanup: async () => {},
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `firm-before-${version}-`));
  const db = new BunDatabase(join(dir, "site.db"));
  db.exec(
    "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
  );
  for (const m of before("sqlite")) {
    db.exec(m.sql);
    db.query("INSERT INTO schema_migrations VALUES (?, ?, 0)").run(m.version, m.name);
  }
  for (const [statement, values] of statements) db.query(statement).run(...(values as never[]));
  db.close();
  return {
    open: () => openDatabase({ kind: "sqlite", dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
