import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { describeFsError } from "./errors";

/**
 * Makes the backup folder when missing and checks that it can take files; undefined when it can, else the
 * reason in words ("is a file, not a folder"). The server checks BACKUP_DIR at start, so a folder that can
 * never take a backup stops it at once rather than failing every night in a log no one reads.
 */
export function backupFolderProblem(dir: string): string | undefined {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    const code = (e as { code?: string }).code;
    // EEXIST: a file of that name; the check below says so.
    if (code !== "EEXIST")
      return `cannot be created: ${describeFsError({ code, message: (e as Error).message })}`;
  }
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return "is a file, not a folder";
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (e) {
    return (e as { code?: string }).code === "EROFS"
      ? "is on a read-only file system"
      : "cannot be written by this user";
  }
  return undefined;
}
