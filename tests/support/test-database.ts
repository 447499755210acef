import { SQL } from "bun";
import { type DatabaseTarget, openDatabase } from "../../src/db";

/**
 * The database a test runs on: SQLite in memory, or, when the test run sets TEST_DATABASE_URL, a fresh
 * PostgreSQL database of its own (so the same tests prove both backends).
 *
 * A fresh PostgreSQL database is a copy of a template this test process migrated once: copying a
 * template is a file copy on the server, where running every migration again is a few hundred
 * statements of DDL per app, which on a loaded two-core machine made the PostgreSQL pass several times
 * longer than the SQLite one.
 */
export async function testDatabase(): Promise<DatabaseTarget> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { kind: "memory" };
  template ??= migratedTemplate(url);
  const { admin, name } = await template;
  const fresh = `t_${crypto.randomUUID().replace(/-/g, "")}`;
  await admin.unsafe(`CREATE DATABASE "${fresh}" TEMPLATE "${name}"`);
  // Each test app has its own pool: keep it small, since a test run builds hundreds of apps.
  return { kind: "postgres", url: databaseUrl(url, fresh), maxConnections: 2 };
}

let template: Promise<{ admin: SQL; name: string }> | undefined;

/** `url` with another database name. */
function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A database with every migration applied, nobody connected to it (PostgreSQL copies only such a one). */
async function migratedTemplate(url: string): Promise<{ admin: SQL; name: string }> {
  const admin = new SQL(url, { max: 2 });
  const name = `template_${process.pid}_${crypto.randomUUID().slice(0, 8)}`;
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const db = await openDatabase({ kind: "postgres", url: databaseUrl(url, name), maxConnections: 1 });
  await db.close();
  return { admin, name };
}
