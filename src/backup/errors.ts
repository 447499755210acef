/**
 * A problem the operator can act on. Its message is one line that says what went wrong and, where it
 * helps, what to do; the commands print it as is, without a stack trace.
 */
export class BackupError extends Error {}

/** A file-system error in words, e.g. "/backups: permission denied". Anything else keeps its message. */
export function describeFsError(e: unknown, fallbackPath?: string): string {
  const err = e as { code?: string; path?: string; message?: string };
  const path = err.path ?? fallbackPath;
  const at = path ? `${path}: ` : "";
  switch (err.code) {
    case "ENOSPC":
      return `${at}no space left on the disk`;
    case "EDQUOT":
      return `${at}disk quota exceeded`;
    case "EACCES":
    case "EPERM":
      return `${at}permission denied`;
    case "EROFS":
      return `${at}the file system is read-only`;
    case "ENOENT":
      return `${at}no such file or folder`;
    case "ENOTDIR":
      return `${at}a part of the path is not a folder`;
    case "EISDIR":
      return `${at}is a folder`;
    case "EEXIST":
      return `${at}already exists`;
    case "EIO":
      return `${at}input/output error (a failing disk?)`;
    default:
      return err.message ?? String(e);
  }
}

/** Anything as a BackupError (its message prefixed with `context`, when given). */
export function asBackupError(e: unknown, context?: string, path?: string): BackupError {
  if (e instanceof BackupError) return e;
  const reason = describeFsError(e, path);
  return new BackupError(context ? `${context}: ${reason}` : reason);
}
