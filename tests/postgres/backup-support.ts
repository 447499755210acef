/**
 * Helpers for the backup tests on PostgreSQL + S3 (the second pass of `bun run test`, which starts both):
 * fresh databases and buckets of their own (a real server takes a DATABASE_URL and a bucket, not a test
 * schema or key prefix), and every table's rows read alike from either dialect, to compare them.
 */
import { Database as BunDatabase } from "bun:sqlite";
import { SQL } from "bun";
import { type Database, openDatabase } from "../../src/db";
import { postgresTables, sqliteTables, type TableInfo } from "../../src/db/schema-info";
import { type BlobStore, createS3Store } from "../../src/storage";

const url = process.env.TEST_DATABASE_URL;
const endpoint = process.env.TEST_S3_ENDPOINT;
if (!url || !endpoint) {
  throw new Error(
    "tests/postgres needs TEST_DATABASE_URL and TEST_S3_ENDPOINT (bun run test starts PostgreSQL and s3rver for them)",
  );
}
export const TEST_URL: string = url;
export const S3_ENDPOINT: string = endpoint;
export const S3_KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER", region: "us-east-1" };

const created: string[] = [];

/** A new, empty database on the test cluster; its URL. Dropped by dropDatabases(). */
export async function freshDatabase(label: string): Promise<string> {
  const name = `${label}_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new SQL(TEST_URL);
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  await admin.close();
  created.push(name);
  const u = new URL(TEST_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabases(): Promise<void> {
  const admin = new SQL(TEST_URL);
  for (const name of created.splice(0)) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.close();
}

/** A new, empty bucket on the local S3 server; its name. */
export async function freshBucket(label: string): Promise<string> {
  const name = `${label}-${crypto.randomUUID().slice(0, 8)}`;
  const res = await fetch(`${S3_ENDPOINT}/${name}`, { method: "PUT" });
  if (!res.ok) throw new Error(`could not create bucket ${name}: ${res.status}`);
  return name;
}

export const bucketStore = (bucket: string): BlobStore =>
  createS3Store({ bucket, endpoint: S3_ENDPOINT, ...S3_KEYS });

/** The environment a server or command needs to run on `databaseUrl` and `bucket`. */
export const backendEnv = (databaseUrl: string, bucket: string) => ({
  DATABASE_URL: databaseUrl,
  S3_BUCKET: bucket,
  S3_ENDPOINT,
  S3_REGION: S3_KEYS.region,
  S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
});

export const openPostgresAt = (
  databaseUrl: string,
  options: { existing?: boolean } = {},
): Promise<Database> => openDatabase({ kind: "postgres", url: databaseUrl, maxConnections: 2 }, options);

type Rows = Record<string, unknown[][]>;

const isInteger = (type: string) => /int/i.test(type) || type === "boolean";

/** One value as both dialects' rows compare: integers (and booleans) as digits, bytes as hex. */
function normalise(v: unknown, type: string): unknown {
  if (v === null || v === undefined) return null;
  if (typeof v === "boolean") return v ? "1" : "0";
  if (v instanceof Uint8Array) return Buffer.from(v).toString("hex");
  if (isInteger(type) && (typeof v === "number" || typeof v === "bigint" || typeof v === "string")) {
    return BigInt(v).toString();
  }
  return v;
}

const select = (t: TableInfo) => `SELECT ${t.columns.map((c) => `"${c}"`).join(", ")} FROM "${t.name}"`;

/** Rows in one order whatever the database's collation. */
const sorted = (rows: unknown[][]) =>
  rows
    .map((r) => [JSON.stringify(r), r] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([, r]) => r);

/** Every table's rows (schema_migrations aside), sorted, from a SQLite file. */
export function sqliteRows(path: string): Rows {
  const db = new BunDatabase(path, { readonly: true, safeIntegers: true });
  try {
    const out: Rows = {};
    for (const t of sqliteTables(db)) {
      out[t.name] = sorted(
        db
          .query<Record<string, unknown>, []>(select(t))
          .all()
          .map((r) => t.columns.map((c) => normalise(r[c], t.types[c] ?? ""))),
      );
    }
    return out;
  } finally {
    db.close();
  }
}

/** Every table's rows (schema_migrations aside), sorted, from a PostgreSQL database. */
export async function postgresRows(db: Database): Promise<Rows> {
  const out: Rows = {};
  for (const t of await postgresTables(db.sql)) {
    out[t.name] = sorted(
      (await db.sql.all<Record<string, unknown>>(select(t))).map((r) =>
        t.columns.map((c) => normalise(r[c], t.types[c] ?? "")),
      ),
    );
  }
  return out;
}

/** key → SHA-256 of every object in a store. */
export async function storeFingerprint(store: BlobStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const o of store.list()) {
    const blob = await store.get(o.key);
    out[o.key] = new Bun.CryptoHasher("sha256").update(await blob!.bytes()).digest("hex");
  }
  return out;
}
