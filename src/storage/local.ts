import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { InvalidKeyError, isValidKey } from "./keys";
import type { BlobStore } from "./types";

/** Files under one folder (DATA_DIR/uploads): written to a temporary name, then renamed into place. */
export function createLocalStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new InvalidKeyError(key);
    return join(root, key);
  };
  return {
    kind: "local",
    async put(key, data) {
      const path = pathOf(key);
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
      await mkdir(root, { recursive: true });
      return true;
    },
  };
}
