/**
 * Why DATA_DIR's SQLite database cannot be used, in one line an operator can act on: the folder is a
 * file, cannot be created or written, or site.db is a folder, damaged or read-only. The server and the
 * commands print it as it is and exit 1 (no stack trace). Other errors are not ours to word.
 */
import { statSync } from "node:fs";
import { dirname } from "node:path";

/** What is at `path`; undefined when nothing is (or a part of the path is a file). */
function kindOf(path: string): "folder" | "file" | "other" | undefined {
  try {
    const info = statSync(path);
    return info.isDirectory() ? "folder" : info.isFile() ? "file" : "other";
  } catch {
    return undefined;
  }
}

/** The nearest part of `path` that exists and is a file, if one is (why a folder cannot be made there). */
function fileInTheWay(path: string): string | undefined {
  for (let p = path; p !== dirname(p); p = dirname(p)) if (kindOf(p) === "file") return p;
  return undefined;
}

/** The one-line reason, or undefined when `e` is not about the data folder or its database file. */
export function dataDirProblem(e: unknown, dataDir: string, file: string): string | undefined {
  const code = String((e as { code?: unknown }).code ?? "");
  const at = `DATA_DIR ${dataDir}`;
  const user = process.getuid ? ` (the server runs as user ${process.getuid()})` : "";
  if (code === "EEXIST" || code === "ENOTDIR") {
    const blocker = fileInTheWay(dataDir);
    if (blocker === dataDir)
      return `${at} is a file, not a folder: set DATA_DIR to a folder (it is made when missing)`;
    return `${at} cannot be created: ${blocker ?? "a part of the path"} is a file, not a folder`;
  }
  if (code === "EACCES" || code === "EPERM")
    return `${at} cannot be created: permission denied${user}; create it for that user or choose another folder`;
  if (code === "EROFS") return `${at} cannot be created: the file system is read-only`;
  if (code === "ENOSPC" || code === "SQLITE_FULL") return `${at}: no space left on the disk`;
  if (code.startsWith("SQLITE_NOTADB") || code.startsWith("SQLITE_CORRUPT"))
    return `${at}: ${file} is damaged or not a firm-site database; move it aside and restore the latest backup (firm-site restore FILE)`;
  if (code.startsWith("SQLITE_READONLY"))
    return `${at}: ${file} cannot be written${user}; the server must be able to write it and its folder (check their owner and permissions, and that the disk is not mounted read-only)`;
  if (code.startsWith("SQLITE_CANTOPEN") || code.startsWith("SQLITE_PERM")) {
    if (kindOf(file) === "folder") return `${at}: ${file} is a folder, not the database file; move it aside`;
    return `${at}: ${file} cannot be opened or created${user}; check the owner and permissions of the folder and the file`;
  }
  if (code.startsWith("SQLITE_IOERR") || code === "EIO")
    return `${at}: ${file} cannot be read or written (input/output error: a failing disk?)`;
  return undefined;
}
