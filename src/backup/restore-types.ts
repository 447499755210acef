import type { BlobStore } from "../storage";
import type { Manifest } from "./manifest";

/** What a restore is asked to do and what it reports (SQLite and PostgreSQL alike). */

/** A PostgreSQL database to restore into (DATABASE_URL); `schema` gives a test its own namespace. */
export interface PostgresTarget {
  url: string;
  schema?: string;
}

export interface RestoreOptions {
  /** Restore into this PostgreSQL database instead of DATA_DIR/site.db. */
  database?: PostgresTarget;
  /**
   * Where the uploads go: the configured store. An S3 store gets every object of the backup written and,
   * once the database has switched, the objects the backup does not hold removed. Default (and any local
   * store): DATA_DIR/uploads, swapped as a folder.
   */
  storage?: BlobStore;
  /**
   * Asked, with a description of it, before data in PostgreSQL or in a bucket is replaced. Absent, or
   * resolving to false: the restore is refused and nothing changes.
   */
  confirm?: (holds: string) => Promise<boolean>;
  /** Where the automatic backup of the PostgreSQL data a restore replaces is written (default: cwd). */
  safetyDir?: string;
  now?: () => number;
}

export interface RestoreSummary {
  file: string;
  dataDir: string;
  /** Where the database went: DATA_DIR/site.db, or PostgreSQL (its URL without the password). */
  database: { kind: "sqlite"; path: string } | { kind: "postgres"; url: string };
  storage: "local" | "s3";
  manifest: Manifest;
  uploadBytes: number;
  /**
   * Where the data that was there before went: a before-restore-* folder in DATA_DIR (SQLite), or a
   * firm-site-before-restore-*.tar.gz backup (PostgreSQL); undefined when there was none.
   */
  previous: string | undefined;
  /** PostgreSQL with uploads on local disk: where the previous DATA_DIR/uploads folder was moved. */
  previousUploads?: string;
  /** Objects removed from the bucket because the backup does not hold them (kept in `previous`). */
  removedObjects: number;
  durationMs: number;
}
