import { constants } from "node:fs";
import { access, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { InvalidKeyError, isValidKey } from "./keys";
import type { BlobStore } from "./types";

const MKDIR_PROBLEMS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "a part of the path is a file",
  EROFS: "read-only file system",
  ENOSPC: "no space left on the disk",
};

/** Why the store's folder cannot be used: missing, not a folder, or not writable; throws with the reason. */
async function checkFolder(root: string): Promise<void> {
  const info = await stat(root).catch((e: { code?: string }) => {
    throw new Error(e.code === "ENOENT" ? `${root} is missing` : `${root} cannot be read (${e.code})`);
  });
  if (!info.isDirectory()) throw new Error(`${root} is not a folder`);
  await access(root, constants.W_OK | constants.X_OK).catch((e: { code?: string }) => {
    throw new Error(
      e.code === "EROFS" ? `${root} is on a read-only file system` : `${root} cannot be written by this user`,
    );
  });
}

/**
 * Files under one folder (DATA_DIR/uploads): written to a temporary name, then renamed into place. The
 * folder itself is made once, by `prepare` (at start); afterwards a missing folder is an error, never made
 * again: it may be a volume that is not mounted, and files written beside it would be lost.
 */
export function createLocalStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new InvalidKeyError(key);
    return join(root, key);
  };
  return {
    kind: "local",
    async put(key, data) {
      const path = pathOf(key);
      // Checked first: Bun.write would make a missing folder itself.
      await checkFolder(root);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.${crypto.randomUUID()}.tmp`;
      await Bun.write(tmp, data);
      await rename(tmp, path);
    },
    async get(key) {
      if (!isValidKey(key)) return undefined;
      const file = Bun.file(pathOf(key));
      return (await file.exists()) ? file : undefined;
    },
    exists: async (key) => isValidKey(key) && Bun.file(pathOf(key)).exists(),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix = "") {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch {
        return; // no folder yet: nothing stored
      }
      for (const name of names) {
        const key = name.split("\\").join("/");
        if (!key.startsWith(prefix) || key.endsWith(".tmp") || !isValidKey(key)) continue;
        const info = await stat(join(root, name)).catch(() => undefined);
        if (info?.isFile()) yield { key, size: info.size, lastModified: info.mtimeMs };
      }
    },
    async ping() {
      await checkFolder(root);
      return true;
    },
    async prepare() {
      try {
        await mkdir(root, { recursive: true });
      } catch (e) {
        const code = (e as { code?: string }).code;
        // EEXIST: a file of that name; the check below says so.
        if (code !== "EEXIST")
          throw new Error(`${root} cannot be created (${MKDIR_PROBLEMS[code ?? ""] ?? code})`);
      }
      await checkFolder(root);
    },
  };
}
