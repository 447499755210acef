import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { BACKUP_NAME } from "./names";

/**
 * Deletes the oldest backups in `dir` beyond the newest `keep`. Only files named the way this program names
 * its backups count (firm-site-backup-YYYYMMDD-HHMMSS.tar.gz); nothing else in the folder is touched.
 * Resolves to the names deleted.
 */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => BACKUP_NAME.test(n)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}
