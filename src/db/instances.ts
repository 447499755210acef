/**
 * Which servers run against a PostgreSQL database, so that a restore never replaces data under one
 * (docs/decisions/013-backups-across-backends.md). Every server holds a SHARED session-level advisory lock
 * for as long as it runs, on a connection of its own; a restore takes the same lock EXCLUSIVELY inside its
 * transaction, which succeeds only when no server holds it. PostgreSQL drops a session's locks when the
 * session ends, and a process killed with -9 ends its sessions (the kernel closes the sockets), so a crashed
 * server never leaves the database looking busy and no heartbeat writes are needed. The key includes the
 * schema, so sites in different schemas of one database do not see each other.
 */
import type { SQL } from "bun";
import type { Sql } from "./sql";

/** First half of the lock key: this application (the migrations use a single-number key of their own). */
const INSTANCE_CLASS = 720_011_043;
/** Second half: the schema, as a non-negative int4 (pg_locks shows it as an oid). */
const SCHEMA_KEY = "(hashtext(current_schema()) & 2147483647)";

/** The lock key as SQL arguments: (class, schema). */
export const INSTANCE_LOCK_ARGS = `${INSTANCE_CLASS}, ${SCHEMA_KEY}`;

export interface RunningInstance {
  pid: number;
  address: string | null;
  since: string | null;
  application: string | null;
}

/** The servers holding the instance lock of the current schema (other sessions only). */
export async function runningInstances(sql: Sql): Promise<RunningInstance[]> {
  const rows = await sql.all<{
    pid: number;
    address: string | null;
    since: Date | string | null;
    application: string | null;
  }>(
    `SELECT l.pid, host(a.client_addr) AS address, a.backend_start AS since, a.application_name AS application
     FROM pg_locks l LEFT JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.classid = ${INSTANCE_CLASS} AND l.objid = ${SCHEMA_KEY}::oid
       AND l.objsubid = 2 AND l.granted AND l.mode = 'ShareLock' AND l.pid <> pg_backend_pid()
       -- Advisory locks belong to one database; pg_locks lists those of every database on the server.
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     ORDER BY a.backend_start`,
  );
  return rows.map((r) => ({
    pid: Number(r.pid),
    address: r.address,
    since: r.since instanceof Date ? r.since.toISOString() : r.since,
    application: r.application,
  }));
}

/**
 * Inside a transaction: takes the instance lock exclusively until the transaction ends, so no server can
 * start its run meanwhile. False when a server holds it (or another restore does).
 */
export async function lockOutInstances(tx: Sql): Promise<boolean> {
  const row = await tx.get<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock(${INSTANCE_LOCK_ARGS}) AS ok`);
  return row?.ok === true;
}

/** How often a server checks that it still holds its mark (and takes it again after a reconnect). */
const REFRESH_MS = 30_000;

/**
 * Holds the shared instance lock on a dedicated connection until stop(). TCP keepalives make PostgreSQL
 * notice within about a minute when the machine itself vanishes; the periodic check re-takes the lock after
 * a dropped connection (Bun.SQL reconnects on the next query).
 */
export async function holdInstanceLock(
  options: ConstructorParameters<typeof SQL>[0] & object,
): Promise<{ stop(): Promise<void> }> {
  const client = new Bun.SQL({ ...options, max: 1, idleTimeout: 0, maxLifetime: 0 });
  const take = async () => {
    await client.unsafe("SET tcp_keepalives_idle = 30");
    await client.unsafe("SET tcp_keepalives_interval = 10");
    await client.unsafe("SET tcp_keepalives_count = 3");
    await client.unsafe(
      `SELECT pg_advisory_lock_shared(${INSTANCE_LOCK_ARGS}) FROM (SELECT 1) AS once
       WHERE NOT EXISTS (SELECT 1 FROM pg_locks WHERE pid = pg_backend_pid() AND locktype = 'advisory'
         AND classid = ${INSTANCE_CLASS} AND objid = ${SCHEMA_KEY}::oid AND objsubid = 2 AND granted)`,
    );
  };
  await take();
  let stopped = false;
  const timer = setInterval(() => {
    if (!stopped) take().catch(() => {}); // unreachable now: the next tick tries again
  }, REFRESH_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await client.close().catch(() => {});
    },
  };
}
