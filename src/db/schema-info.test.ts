/**
 * The pieces that copy a site between dialects (backups from PostgreSQL, restores into it): the live schema
 * read without a hard-coded table list, derived search structures left out and rebuilt, tables ordered
 * parents first, values converted without loss.
 */
import { Database as BunDatabase } from "bun:sqlite";
import { describe, expect, test } from "bun:test";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDerivedPostgresColumn, sqliteRebuildStatements } from "./derived";
import { migrationsFor } from "./migrations";
import { parentsFirst, schemaDifference, sqliteTables, type TableInfo } from "./schema-info";
import { createSqliteFile } from "./sqlite";
import { postgresToSqlite, sqliteToPostgres } from "./values";

function migrated(): BunDatabase {
  const db = new BunDatabase(":memory:");
  for (const m of migrationsFor("sqlite")) db.exec(m.sql);
  return db;
}

describe("the live SQLite schema", () => {
  test("every table the migrations create, with columns, keys and references; schema_migrations apart", () => {
    const db = migrated();
    db.exec("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at INTEGER)");
    const tables = sqliteTables(db);
    // Every ordinary table (not virtual search tables, their shadow tables, or SQLite's own), sorted.
    const ordinary = db
      .query<{ name: string }, []>(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
         AND name <> 'schema_migrations' AND name NOT LIKE '%_fts' AND name NOT LIKE '%_fts_%' ORDER BY name`,
      )
      .all()
      .map((r) => r.name);
    expect(tables.map((t) => t.name)).toEqual(ordinary);
    expect(ordinary).toEqual(
      expect.arrayContaining(["contact_submissions", "job_leases", "posts", "sessions", "users"]),
    );
    const sessions = tables.find((t) => t.name === "sessions")!;
    expect(sessions).toEqual({
      name: "sessions",
      columns: ["id", "user_id", "created_at", "expires_at", "last_seen_at", "ip", "user_agent"],
      types: {
        id: "TEXT",
        user_id: "TEXT",
        created_at: "INTEGER",
        expires_at: "INTEGER",
        last_seen_at: "INTEGER",
        ip: "TEXT",
        user_agent: "TEXT",
      },
      primaryKey: ["id"],
      references: ["users"],
    });
    // A table added by a later migration is picked up without any list to update.
    db.exec(
      "CREATE TABLE outbox (id TEXT PRIMARY KEY, submission_id TEXT REFERENCES contact_submissions(id))",
    );
    expect(sqliteTables(db).find((t) => t.name === "outbox")?.references).toEqual(["contact_submissions"]);
  });

  test("an FTS5 index is derived: skipped with its shadow tables, then rebuilt from its content table", () => {
    const db = migrated();
    const before = sqliteTables(db).map((t) => t.name);
    db.exec("CREATE VIRTUAL TABLE posts_fts USING fts5(title, content, content='posts')");
    db.exec("CREATE VIRTUAL TABLE notes_fts USING fts5(body, content='')");
    const names = sqliteTables(db).map((t) => t.name);
    expect(names).toEqual(before);
    expect(names).not.toContain("posts_fts");
    db.query(
      "INSERT INTO posts (id, title, slug, content, excerpt, service_area, published_at, created_at, updated_at) VALUES ('p1', 'Work permits', 'wp', 'Renewing a permit in George Town', 'x', 'immigration', 1, 1, 1)",
    ).run();
    const master = db
      .query<{ name: string; sql: string | null }, []>("SELECT name, sql FROM sqlite_master")
      .all();
    const statements = sqliteRebuildStatements(master);
    // The contentless index cannot be rebuilt and holds nothing to copy; the external-content ones are (the
    // inbox's own index of migration 006 included).
    expect(statements).toEqual([
      `INSERT INTO "contact_submissions_fts"("contact_submissions_fts") VALUES ('rebuild')`,
      `INSERT INTO "posts_fts"("posts_fts") VALUES ('rebuild')`,
    ]);
    expect(db.query("SELECT COUNT(*) AS n FROM posts_fts WHERE posts_fts MATCH 'permit'").get()).toEqual({
      n: 0,
    });
    for (const s of statements) db.exec(s);
    expect(db.query("SELECT COUNT(*) AS n FROM posts_fts WHERE posts_fts MATCH 'permit'").get()).toEqual({
      n: 1,
    });
  });

  test("a PostgreSQL tsvector or generated column is derived; an ordinary one is not", () => {
    expect(isDerivedPostgresColumn({ dataType: "tsvector", generated: false })).toBe(true);
    expect(isDerivedPostgresColumn({ dataType: "text", generated: true })).toBe(true);
    expect(isDerivedPostgresColumn({ dataType: "bigint", generated: false })).toBe(false);
  });

  test("a SQLite file with the schema of exactly the given migrations, recorded as they were", () => {
    const path = join(tmpdir(), `firm-site-schema-${crypto.randomUUID()}.db`);
    const db = createSqliteFile(path, [{ version: 1, name: "001-initial", applied_at: 1234 }]);
    expect(sqliteTables(db).map((t) => t.name)).toEqual([
      "contact_submissions",
      "posts",
      "sessions",
      "users",
    ]);
    expect(db.query("SELECT * FROM schema_migrations").all()).toEqual([
      { version: 1, name: "001-initial", applied_at: 1234 },
    ]);
    db.close();
    rmSync(path);
    expect(() => createSqliteFile(`${path}-2`, [{ version: 999, name: "999-x", applied_at: 0 }])).toThrow(
      "unknown schema version 999",
    );
    expect(existsSync(`${path}-2`)).toBe(false);
  });
});

describe("copy order and schema checks", () => {
  const t = (name: string, references: string[] = [], columns = ["id"]): TableInfo => ({
    name,
    columns,
    types: {},
    primaryKey: ["id"],
    references,
  });

  test("parents before children, whatever the names", () => {
    const order = parentsFirst([t("a_child", ["z_parent"]), t("m_grandchild", ["a_child"]), t("z_parent")]);
    expect(order.map((x) => x.name)).toEqual(["z_parent", "a_child", "m_grandchild"]);
  });

  test("a cycle is reported, not guessed", () => {
    expect(() => parentsFirst([t("a", ["b"]), t("b", ["a"])])).toThrow("cycle");
  });

  test("a missing table or column is named", () => {
    expect(schemaDifference([t("posts")], [], "the backup", "PostgreSQL")).toBe(
      "table posts exists in the backup but not in PostgreSQL",
    );
    expect(schemaDifference([t("posts", [], ["id", "a"])], [t("posts", [], ["id", "b"])], "X", "Y")).toBe(
      "table posts has different columns in X and Y (a only in X, b only in Y)",
    );
    expect(schemaDifference([t("posts")], [t("posts"), t("extension_table")], "X", "Y")).toBeUndefined();
  });
});

describe("values between the dialects", () => {
  test("PostgreSQL → SQLite: BIGINT strings, booleans, bytes, JSON, dates", () => {
    expect(postgresToSqlite("1700000000000", "bigint")).toBe(1_700_000_000_000);
    expect(postgresToSqlite("9007199254740993", "bigint")).toBe(9007199254740993n);
    expect(postgresToSqlite(true, "boolean")).toBe(1);
    expect(postgresToSqlite(false, "boolean")).toBe(0);
    expect(postgresToSqlite(Buffer.from([1, 2]), "bytea")).toEqual(new Uint8Array([1, 2]));
    expect(postgresToSqlite({ a: 1 }, "jsonb")).toBe('{"a":1}');
    expect(postgresToSqlite(new Date(5), "timestamp with time zone")).toBe(5);
    expect(postgresToSqlite("12", "text")).toBe("12");
    expect(postgresToSqlite(null, "bigint")).toBeNull();
  });

  test("SQLite → PostgreSQL: safe integers, 0/1 booleans, digits in text", () => {
    expect(sqliteToPostgres(1_700_000_000_000n, "bigint")).toBe(1_700_000_000_000);
    expect(sqliteToPostgres(2n ** 62n, "bigint")).toBe(2n ** 62n);
    expect(sqliteToPostgres(1n, "boolean")).toBe(true);
    expect(sqliteToPostgres(0n, "boolean")).toBe(false);
    expect(sqliteToPostgres(42n, "text")).toBe("42");
    expect(sqliteToPostgres("x", "text")).toBe("x");
    expect(sqliteToPostgres(null, "boolean")).toBeNull();
  });
});
