/** `firm-site backup [FILE]` and `firm-site restore FILE`: say what was done, or one line on why not. */
import { existsSync } from "node:fs";
import { sep } from "node:path";
import type { Config } from "../config";
import { sqlitePath } from "../db";
import { type BackupSource, createBackup, resolveBackupTarget } from "./create";
import { BackupError, describeFsError } from "./errors";
import type { Manifest } from "./manifest";
import { restoreBackup } from "./restore";

export const BACKUP_USAGE = `  firm-site backup [FILE]                write a backup archive (database + uploads + manifest) to FILE;
                                         default: firm-site-backup-YYYYMMDD-HHMMSS.tar.gz in BACKUP_DIR,
                                         or in the current folder; FILE may be a folder
  firm-site restore FILE                 restore a backup archive into DATA_DIR (the server must be stopped)`;

export interface CommandContext {
  config: Config;
  /** Opens the live database (as it is: not created, not migrated) and the blob store. */
  openSource(): Promise<BackupSource & { close(): Promise<void> }>;
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

function describeContents(m: Manifest, uploadBytes: number): string[] {
  const c = m.counts;
  return [
    `  database: ${plural(c.posts, "post")}, ${plural(c.submissions, "enquiry", "enquiries")}, ${plural(c.users, "admin user")} (schema version ${m.schemaVersion})`,
    `  uploads:  ${plural(c.uploads, "file")} (${formatBytes(uploadBytes)})`,
  ];
}

/** Expected failures print one line; anything else is still one line (the message), never a stack trace. */
function fail(verb: "Backup" | "Restore", e: unknown): number {
  const reason = e instanceof BackupError ? e.message : describeFsError(e);
  console.error(`${verb} failed: ${reason}`);
  return 1;
}

function wantsHelp(args: string[]): boolean {
  return args.some((a) => a === "--help" || a === "-h");
}

export async function runBackupCommand(args: string[], ctx: CommandContext): Promise<number> {
  if (wantsHelp(args)) {
    console.log(`Usage:\n${BACKUP_USAGE}`);
    return 0;
  }
  if (args.length > 1 || args[0]?.startsWith("-")) {
    console.error(`Usage:\n${BACKUP_USAGE}`);
    return 2;
  }
  const { config } = ctx;
  const now = ctx.now ?? Date.now;
  if (!existsSync(sqlitePath(config.dataDir))) {
    return fail(
      "Backup",
      new BackupError(
        `there is no database at ${sqlitePath(config.dataDir)}: nothing to back up (is DATA_DIR right?)`,
      ),
    );
  }
  let source: Awaited<ReturnType<CommandContext["openSource"]>> | undefined;
  try {
    const file = resolveBackupTarget(args[0], config.backup?.dir ?? process.cwd(), now());
    if (file.startsWith(`${config.dataDir}${sep}`)) {
      throw new BackupError(
        `${file} is inside DATA_DIR (${config.dataDir}); write backups elsewhere: a backup beside the data dies with the same disk`,
      );
    }
    source = await ctx.openSource();
    const s = await createBackup(source, file, now);
    console.log(
      [
        `Backup written: ${s.file} (${formatBytes(s.bytes)})`,
        ...describeContents(s.manifest, s.uploadBytes),
        `  took ${seconds(s.durationMs)}. Copy it off this machine; it holds personal data, so keep it private.`,
      ].join("\n"),
    );
    return 0;
  } catch (e) {
    return fail("Backup", e);
  } finally {
    await source?.close().catch(() => {});
  }
}

export async function runRestoreCommand(args: string[], ctx: CommandContext): Promise<number> {
  if (wantsHelp(args)) {
    console.log(`Usage:\n${BACKUP_USAGE}`);
    return 0;
  }
  if (args.length !== 1 || args[0]!.startsWith("-")) {
    console.error(`Usage:\n${BACKUP_USAGE}`);
    return 2;
  }
  try {
    const s = await restoreBackup(args[0]!, ctx.config.dataDir, ctx.now);
    const m = s.manifest;
    console.log(
      [
        `Restored ${s.file} into ${s.dataDir}`,
        `  backup taken ${m.createdAt} by firm-site ${m.appVersion}; every checksum verified, integrity check ok`,
        ...describeContents(m, s.uploadBytes),
        s.previous
          ? `  the data that was there before is in ${s.previous} (delete it once the restored site looks right)`
          : "  DATA_DIR held no data before",
        `  took ${seconds(s.durationMs)}. Start the server to use it.`,
      ].join("\n"),
    );
    return 0;
  } catch (e) {
    return fail("Restore", e);
  }
}
