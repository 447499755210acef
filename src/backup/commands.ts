/**
 * `firm-site backup [FILE]`, `firm-site restore FILE [--yes]` and `firm-site migrate-to-postgres [--yes]`:
 * say what was done, or one line on why not. They work on the configured backends: DATA_DIR's SQLite
 * database or DATABASE_URL, DATA_DIR/uploads or the S3 bucket.
 */

import { existsSync } from "node:fs";
import { sep } from "node:path";
import type { Config } from "../config";
import { type Database, DatabaseUnavailableError, redactUrl, sqlitePath } from "../db";
import type { BlobStore } from "../storage";
import { storeProblem } from "../storage";
import { type BackupSource, createBackup, resolveBackupTarget } from "./create";
import { BackupError, describeFsError } from "./errors";
import type { Manifest } from "./manifest";
import { migrateToPostgres } from "./migrate";
import { restoreBackup } from "./restore";
import type { RestoreSummary } from "./restore-types";

export const BACKUP_USAGE = `  firm-site backup [FILE]                write a backup archive (database + uploads + manifest) to FILE;
                                         default: firm-site-backup-YYYYMMDD-HHMMSS.tar.gz in BACKUP_DIR,
                                         or in the current folder; FILE may be a folder
  firm-site restore FILE [--yes]         restore a backup archive into DATA_DIR, or into DATABASE_URL (and
                                         the S3 bucket) when set; the servers must be stopped. --yes: replace
                                         what a PostgreSQL database or bucket holds (it is backed up first)
  firm-site migrate-to-postgres [--yes]  move the SQLite site in DATA_DIR into DATABASE_URL (uploads into the
                                         S3 bucket when set); DATA_DIR is only read. --yes: as for restore`;

export interface CommandContext {
  config: Config;
  /** Opens the live database as it is: neither created nor migrated. */
  openDatabase(): Promise<Database>;
  /** The configured blob store (S3, or DATA_DIR/uploads), not yet checked. */
  storage(): BlobStore;
  /** Asks the operator before data in PostgreSQL or a bucket is replaced (default: a terminal prompt). */
  confirm?: (holds: string) => Promise<boolean>;
  now?: () => number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describeDatabase(counts: Manifest["counts"] | Omit<Manifest["counts"], "uploads">, version: number) {
  return `  database: ${plural(counts.posts, "post")}, ${plural(counts.submissions, "enquiry", "enquiries")}, ${plural(counts.users, "admin user")} (schema version ${version})`;
}

function describeContents(m: Manifest, uploadBytes: number): string[] {
  return [
    describeDatabase(m.counts, m.schemaVersion),
    `  uploads:  ${plural(m.counts.uploads, "file")} (${formatBytes(uploadBytes)})`,
  ];
}

const bucketName = (config: Config) => `the S3 bucket "${config.s3?.bucket}"`;

/** Expected failures print one line; anything else is still one line (the message), never a stack trace. */
function fail(verb: "Backup" | "Restore" | "Migration", e: unknown): number {
  const reason =
    e instanceof BackupError
      ? e.message
      : e instanceof DatabaseUnavailableError
        ? e.message.replace(/^Cannot/, "cannot")
        : describeFsError(e);
  console.error(`${verb} failed: ${reason.replace(/\s*\n\s*/g, " ")}`);
  return 1;
}

/** Flags and positional arguments; undefined when something is not understood. */
function parseArgs(args: string[], positional: number): { files: string[]; yes: boolean } | undefined {
  const files = args.filter((a) => !a.startsWith("-"));
  const flags = args.filter((a) => a.startsWith("-"));
  if (files.length > positional || flags.some((f) => f !== "--yes" && f !== "-y")) return undefined;
  return { files, yes: flags.length > 0 };
}

function usage(args: string[]): number | undefined {
  if (args.some((a) => a === "--help" || a === "-h")) {
    console.log(`Usage:\n${BACKUP_USAGE}`);
    return 0;
  }
  return undefined;
}

function wrongCall(): number {
  console.error(`Usage:\n${BACKUP_USAGE}`);
  return 2;
}

/** The configured store, checked to answer when it is a bucket (a local folder is made when needed). */
async function reachableStore(ctx: CommandContext): Promise<BlobStore> {
  const store = ctx.storage();
  if (store.kind === "s3") {
    try {
      await store.ping();
    } catch (e) {
      const at = ctx.config.s3?.endpoint ? ` at ${ctx.config.s3.endpoint}` : "";
      throw new BackupError(`cannot reach ${bucketName(ctx.config)}${at}: ${storeProblem(e)}`);
    }
  }
  return store;
}

/** A yes/no question on the terminal; without one (a script, a pipe) the answer is no. */
async function askOnTerminal(holds: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  process.stdout.write(
    `${holds}.\nReplace it all with what is being restored? A backup of it is written first. Type "yes" to go on: `,
  );
  for await (const line of console) return line.trim().toLowerCase() === "yes";
  return false;
}

function confirmer(ctx: CommandContext, yes: boolean) {
  return yes ? async () => true : (ctx.confirm ?? askOnTerminal);
}

export async function runBackupCommand(args: string[], ctx: CommandContext): Promise<number> {
  const help = usage(args);
  if (help !== undefined) return help;
  if (args.length > 1 || args[0]?.startsWith("-")) return wrongCall();
  const { config } = ctx;
  const now = ctx.now ?? Date.now;
  if (!config.databaseUrl && !existsSync(sqlitePath(config.dataDir))) {
    return fail(
      "Backup",
      new BackupError(
        `there is no database at ${sqlitePath(config.dataDir)}: nothing to back up (is DATA_DIR right?)`,
      ),
    );
  }
  let source: BackupSource | undefined;
  try {
    const file = resolveBackupTarget(args[0], config.backup?.dir ?? process.cwd(), now());
    if (file.startsWith(`${config.dataDir}${sep}`)) {
      throw new BackupError(
        `${file} is inside DATA_DIR (${config.dataDir}); write backups elsewhere: a backup beside the data dies with the same disk`,
      );
    }
    const storage = await reachableStore(ctx);
    source = { db: await ctx.openDatabase(), storage };
    const s = await createBackup(source, file, now);
    const from =
      source.db.dialect === "postgres" || storage.kind === "s3"
        ? [
            `  from:     ${config.databaseUrl ? `the PostgreSQL database ${redactUrl(config.databaseUrl)}` : `DATA_DIR ${config.dataDir}`}${storage.kind === "s3" ? ` and ${bucketName(config)}` : ""}`,
          ]
        : [];
    console.log(
      [
        `Backup written: ${s.file} (${formatBytes(s.bytes)})`,
        ...from,
        ...describeContents(s.manifest, s.uploadBytes),
        `  took ${seconds(s.durationMs)}. Copy it off this machine; it holds personal data, so keep it private.`,
      ].join("\n"),
    );
    return 0;
  } catch (e) {
    return fail("Backup", e);
  } finally {
    await source?.db.close().catch(() => {});
  }
}

function restoredWhere(s: RestoreSummary, config: Config): string {
  const into = s.database.kind === "postgres" ? `the PostgreSQL database ${s.database.url}` : s.dataDir;
  return s.storage === "s3" ? `${into} and ${bucketName(config)}` : into;
}

function previousLine(s: RestoreSummary): string[] {
  const lines: string[] = [];
  if (s.database.kind === "postgres") {
    lines.push(
      s.previous
        ? `  what the database held before is backed up in ${s.previous} (keep it until the restored site looks right)`
        : "  the database held no data before",
    );
    if (s.previousUploads) lines.push(`  the previous uploads folder is in ${s.previousUploads}`);
  } else {
    lines.push(
      s.previous
        ? `  the data that was there before is in ${s.previous} (delete it once the restored site looks right)`
        : "  DATA_DIR held no data before",
    );
  }
  if (s.removedObjects > 0) {
    lines.push(
      `  ${plural(s.removedObjects, "object")} not in the backup removed from the bucket (kept in the above)`,
    );
  }
  return lines;
}

export async function runRestoreCommand(args: string[], ctx: CommandContext): Promise<number> {
  const help = usage(args);
  if (help !== undefined) return help;
  const parsed = parseArgs(args, 1);
  if (parsed?.files.length !== 1) return wrongCall();
  const { config } = ctx;
  try {
    const storage = await reachableStore(ctx);
    const s = await restoreBackup(parsed.files[0]!, config.dataDir, {
      ...(config.databaseUrl ? { database: { url: config.databaseUrl } } : {}),
      storage,
      confirm: confirmer(ctx, parsed.yes),
      safetyDir: config.backup?.dir ?? process.cwd(),
      ...(ctx.now ? { now: ctx.now } : {}),
    });
    const m = s.manifest;
    const from = m.source?.database === "postgres" ? " from a PostgreSQL site" : "";
    console.log(
      [
        `Restored ${s.file} into ${restoredWhere(s, config)}`,
        `  backup taken ${m.createdAt} by firm-site ${m.appVersion}${from}; every checksum verified, integrity check ok`,
        ...describeContents(m, s.uploadBytes),
        ...previousLine(s),
        `  took ${seconds(s.durationMs)}. Start the server${s.database.kind === "postgres" ? "s" : ""} to use it.`,
      ].join("\n"),
    );
    return 0;
  } catch (e) {
    return fail("Restore", e);
  }
}

export async function runMigrateCommand(args: string[], ctx: CommandContext): Promise<number> {
  const help = usage(args);
  if (help !== undefined) return help;
  const parsed = parseArgs(args, 0);
  if (!parsed) return wrongCall();
  const { config } = ctx;
  try {
    if (!config.databaseUrl) {
      throw new BackupError(
        "DATABASE_URL is not set: set it to the PostgreSQL database to move the site into (and S3_BUCKET etc. to move the uploads into a bucket)",
      );
    }
    const storage = await reachableStore(ctx);
    const s = await migrateToPostgres(config.dataDir, {
      target: { url: config.databaseUrl },
      storage,
      confirm: confirmer(ctx, parsed.yes),
      safetyDir: config.backup?.dir ?? process.cwd(),
      ...(ctx.now ? { now: ctx.now } : {}),
    });
    const files = `${plural(s.uploads, "file")} (${formatBytes(s.uploadBytes)})`;
    console.log(
      [
        `Moved the SQLite site in ${s.dataDir} into the PostgreSQL database ${s.url}`,
        describeDatabase(s.facts.counts, s.facts.schemaVersion),
        s.storage === "s3"
          ? `  uploads:  ${files} copied into ${bucketName(config)}`
          : `  uploads:  ${files} stay in ${s.dataDir}/uploads, where the server reads them with DATABASE_URL set too`,
        s.previous
          ? `  what the database held before is backed up in ${s.previous}`
          : "  the PostgreSQL database held no data before",
        ...(s.removedObjects > 0
          ? [`  ${plural(s.removedObjects, "object")} that were in the bucket removed (kept in that backup)`]
          : []),
        `  ${s.dataDir}/site.db was only read: keep it until the site runs well on PostgreSQL.`,
        `  took ${seconds(s.durationMs)}. Start the servers with DATABASE_URL set.`,
      ].join("\n"),
    );
    return 0;
  } catch (e) {
    return fail("Migration", e);
  }
}
