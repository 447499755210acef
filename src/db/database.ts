import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { migrations } from "./migrations";

export type { Database };

/** Opens (creating if needed) DATA_DIR/site.db, tuned for a small web server, and migrates it. */
export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, "site.db"), { create: true, strict: true });
  configure(db);
  migrate(db);
  return db;
}

/** An in-memory database with the same schema, for tests. */
export function openMemoryDatabase(): Database {
  const db = new Database(":memory:", { strict: true });
  configure(db);
  migrate(db);
  return db;
}

function configure(db: Database): void {
  db.exec("PRAGMA journal_mode = WAL");
  // FULL: every commit is on disk before we answer. Writes are rare here and an acknowledged enquiry
  // must survive a power cut too.
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
}

export function migrate(db: Database): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
  );
  const applied = new Set(
    db
      .query<{ version: number }, []>("SELECT version FROM schema_migrations")
      .all()
      .map((r) => r.version),
  );
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)").run(
        m.version,
        m.name,
        Date.now(),
      );
    })();
  }
}

export function ping(db: Database): boolean {
  return db.query<{ ok: number }, []>("SELECT 1 AS ok").get()?.ok === 1;
}
