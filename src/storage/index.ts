/**
 * Where uploaded files live (DESIGN.md §3 "src/storage"): one interface, a local-disk store by default.
 * Keys are flat or slash-separated names we make ourselves (never a visitor's path); anything else is
 * refused, so no key can leave the store's folder.
 */
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";

export interface StoredObject {
  key: string;
  size: number;
  /** Milliseconds since the epoch. */
  lastModified: number;
}

export interface BlobStore {
  readonly kind: "local";
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes (streamable), or undefined when absent. */
  get(key: string): Promise<Blob | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with prefix, in no particular order. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /** Whether the store answers (GET /healthz). */
  ping(): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.split("/").includes("..");
}

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
