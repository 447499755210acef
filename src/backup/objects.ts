/**
 * Uploads restored into a blob store object by object (an S3 bucket, where no folder can be swapped): every
 * object of the backup is written before the database switches, so the restored database never refers to a
 * missing image; objects the backup does not hold are removed only after the switch succeeded.
 */
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { BlobStore } from "../storage";
import { asBackupError } from "./errors";

/** Objects written at once: a bucket answers each request slowly but many in parallel. */
const PARALLEL = 8;

async function inParallel<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/** Every key in the store. */
export async function storedKeys(store: BlobStore): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const o of store.list()) keys.add(o.key);
  return keys;
}

/** Writes `keys` from the folder `dir` (dir/<key>) into the store, with the content type of each name. */
export async function putAll(store: BlobStore, dir: string, keys: readonly string[]): Promise<void> {
  try {
    await inParallel(keys, async (key) => {
      const file = Bun.file(join(dir, key));
      await store.put(key, await file.bytes(), file.type);
    });
  } catch (e) {
    throw asBackupError(e, "writing the uploads into the storage failed");
  }
}

/**
 * Deletes every object of the store that is not in `keep`; with `saveTo`, each is first copied into that
 * folder (saveTo/<key>), so nothing is lost. Resolves to how many were removed.
 */
export async function removeOthers(
  store: BlobStore,
  keep: ReadonlySet<string>,
  saveTo?: string,
): Promise<number> {
  const others = [...(await storedKeys(store))].filter((k) => !keep.has(k));
  await inParallel(others, async (key) => {
    if (saveTo) {
      const blob = await store.get(key);
      if (blob) {
        const target = join(saveTo, key);
        await mkdir(dirname(target), { recursive: true });
        await Bun.write(target, await blob.bytes());
      }
    }
    await store.delete(key);
  });
  return others.length;
}
