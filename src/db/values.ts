/**
 * Values crossing between the dialects during a copy. The schemas match by construction (the parity test),
 * but values arrive in JavaScript differently: PostgreSQL's BIGINT comes as a string, BOOLEAN as true/false,
 * BYTEA as a Buffer, JSON as an object; SQLite stores integers (read here as bigint where they would lose
 * precision as numbers), 0/1 for booleans and BLOBs.
 */
import type { SqlValue } from "./sql";

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);

/** An integer as a number when that is exact, else as a bigint. */
function integer(v: bigint): number | bigint {
  return v <= MAX_SAFE && v >= MIN_SAFE ? Number(v) : v;
}

const INTEGER_TYPES = new Set(["bigint", "integer", "smallint"]);

/** A value read from PostgreSQL (column of `dataType`), as SQLite stores it. */
export function postgresToSqlite(value: unknown, dataType: string): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (INTEGER_TYPES.has(dataType) && (typeof value === "string" || typeof value === "number")) {
    return integer(BigInt(value));
  }
  if (typeof value === "bigint") return integer(value);
  if (value instanceof Uint8Array) return new Uint8Array(value);
  if (value instanceof Date) return value.getTime();
  if (typeof value === "object") return JSON.stringify(value);
  return value as SqlValue;
}

/** A value read from SQLite (with safe integers: every integer a bigint), as PostgreSQL's `dataType` wants it. */
export function sqliteToPostgres(value: unknown, dataType: string): SqlValue {
  if (value === null || value === undefined) return null;
  if (dataType === "boolean") return typeof value === "string" ? value === "1" || value === "true" : !!value;
  if (typeof value === "bigint") {
    // An integer in a REAL/NUMERIC column is still a number there; only a TEXT column wants its digits.
    return dataType === "text" || dataType === "character varying" ? value.toString() : integer(value);
  }
  return value as SqlValue;
}
