// Types only: the client is reached as Bun.SQL when first used, so a site on SQLite never loads it.
import type { SQL } from "bun";
import { DatabaseUnavailableError } from "./errors";
import { holdInstanceLock } from "./instances";
import { migrationsFor } from "./migrations";
import { type Database, numberPlaceholders, type RunResult, type Sql, type SqlValue } from "./sql";

/**
 * The PostgreSQL backend (DATABASE_URL=postgres://…), over Bun's built-in client (Bun.SQL), so several
 * instances can share one database. Statements are the same portable SQL as on SQLite; only the
 * placeholders are renumbered ("?" → "$1"), once per statement text.
 */

type Client = Pick<SQL, "unsafe">;

class PgSql implements Sql {
  readonly dialect = "postgres" as const;
  private static readonly numbered = new Map<string, string>();

  constructor(
    private readonly client: Client,
    private readonly root: SQL | undefined,
  ) {}

  private text(sql: string): string {
    let out = PgSql.numbered.get(sql);
    if (out === undefined) {
      out = numberPlaceholders(sql);
      if (PgSql.numbered.size < 5000) PgSql.numbered.set(sql, out);
    }
    return out;
  }

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    const rows = await this.client.unsafe(this.text(sql), params as SqlValue[]);
    return [...rows] as T[];
  }

  async get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<RunResult> {
    const res = (await this.client.unsafe(this.text(sql), params as SqlValue[])) as { count?: number | null };
    return { changes: Number(res.count ?? 0) };
  }

  async tx<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
    // Inside a transaction already: join it.
    if (!this.root) return fn(this);
    return (await this.root.begin(async (tx) => fn(new PgSql(tx, undefined)))) as T;
  }
}

/**
 * A lock id of our own, so two instances starting together migrate one after the other (a restore holds it
 * too, so no instance migrates while one runs).
 */
export const MIGRATION_LOCK = 720_011_042;

/** Applies the migrations the database lacks; resolves to their names (none when another instance did). */
async function migrate(client: SQL): Promise<string[]> {
  const done: string[] = [];
  await client.begin(async (tx) => {
    await tx.unsafe(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.unsafe(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
    );
    const applied = new Set(
      [...(await tx.unsafe("SELECT version FROM schema_migrations"))].map((r) => Number(r.version)),
    );
    for (const m of migrationsFor("postgres")) {
      if (applied.has(m.version)) continue;
      await tx.unsafe(m.sql);
      await tx.unsafe("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        m.version,
        m.name,
        Date.now(),
      ]);
      done.push(m.name);
    }
  });
  return done;
}

export { DatabaseUnavailableError };

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable URL)";
  }
}

/** Shows in pg_stat_activity, so an operator can tell the site's connections apart. */
const APPLICATION_NAME = "firm-site";

/**
 * Connects, checks the server answers, and migrates. `schema` (tests) keeps each app in its own
 * namespace of one database. `existing`: leave the schema as it is (a backup beside running servers,
 * which a newer binary must not migrate). Fails with a clear message when the server cannot be reached.
 */
export async function openPostgres(
  url: string,
  options: { schema?: string; max?: number; existing?: boolean } = {},
): Promise<Database> {
  const connection = {
    application_name: APPLICATION_NAME,
    ...(options.schema ? { search_path: options.schema } : {}),
  };
  const client = new Bun.SQL({
    url,
    max: options.max ?? 10,
    idleTimeout: 30,
    connectionTimeout: 10,
    connection,
  });
  try {
    if (options.schema)
      await client.unsafe(`CREATE SCHEMA IF NOT EXISTS "${options.schema.replace(/"/g, "")}"`);
    await client.unsafe("SELECT 1");
  } catch (e) {
    await client.close().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot reach PostgreSQL at ${redactUrl(url)}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  let migrationsApplied: string[] = [];
  try {
    if (!options.existing) migrationsApplied = await migrate(client);
  } catch (e) {
    await client.close().catch(() => {});
    throw e;
  }
  const sql = new PgSql(client, client);
  let instanceLock: { stop(): Promise<void> } | undefined;
  return {
    sql,
    dialect: "postgres",
    migrationsApplied,
    ping: async () => Number((await sql.get<{ ok: number }>("SELECT 1 AS ok"))?.ok) === 1,
    readSnapshot: async (fn) =>
      (await client.begin("ISOLATION LEVEL REPEATABLE READ READ ONLY", (tx) =>
        fn(new PgSql(tx, undefined)),
      )) as Awaited<ReturnType<typeof fn>>,
    async markRunning() {
      try {
        instanceLock ??= await holdInstanceLock({ url, connectionTimeout: 10, connection });
      } catch (e) {
        throw new DatabaseUnavailableError(
          `Cannot register this server with PostgreSQL at ${redactUrl(url)}: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    },
    async close() {
      await instanceLock?.stop();
      await client.close();
    },
  };
}
