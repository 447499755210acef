/**
 * Uploads restored into a blob store object by object (an S3 bucket, where no folder can be swapped): every
 * object of the backup is written before the database switches, so the restored database never refers to a
 * missing image; objects the backup does not hold are removed only after the switch succeeded.
 */
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { BlobStore } from "../storage";
import { asBackupError } from "./errors";

/** Objects in flight at once: a bucket answers each request slowly but many in parallel. */
const PARALLEL = 8;
/**
 * Bytes in flight at once, and between two full garbage collections: the S3 client keeps copies of each
 * body, which the collector frees late. Measured with scripts/bench/sections/backup.ts: 8 unbounded 4 MB objects in
 * flight took a restore to 260 MB; with these bounds it stays near the SQLite restore's peak.
 */
const BYTES_IN_FLIGHT = 16 * 1024 * 1024;

/**
 * Runs fn over items, up to PARALLEL at once and about BYTES_IN_FLIGHT of their `size` (one item always
 * runs, however large), with a full collection after each BYTES_IN_FLIGHT done.
 */
async function inParallel<T>(
  items: readonly T[],
  size: (item: T) => number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let inFlight = 0;
  let sinceCollection = 0;
  let failed = false;
  const waiting: (() => void)[] = [];
  const worker = async () => {
    while (next < items.length && !failed) {
      const item = items[next++]!;
      const bytes = size(item);
      while (inFlight > 0 && inFlight + bytes > BYTES_IN_FLIGHT)
        await new Promise<void>((r) => waiting.push(r));
      inFlight += bytes;
      try {
        await fn(item);
      } catch (e) {
        failed = true;
        throw e;
      } finally {
        inFlight -= bytes;
        for (const wake of waiting.splice(0)) wake();
      }
      sinceCollection += bytes;
      if (sinceCollection >= BYTES_IN_FLIGHT) {
        sinceCollection = 0;
        Bun.gc(true);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/** Every key in the store, with its size. */
export async function storedKeys(store: BlobStore): Promise<Map<string, number>> {
  const keys = new Map<string, number>();
  for await (const o of store.list()) keys.set(o.key, o.size);
  return keys;
}

/** Writes `keys` from the folder `dir` (dir/<key>) into the store, with the content type of each name. */
export async function putAll(store: BlobStore, dir: string, keys: readonly string[]): Promise<void> {
  try {
    await inParallel(
      keys,
      (key) => Bun.file(join(dir, key)).size,
      async (key) => {
        const file = Bun.file(join(dir, key));
        await store.put(key, await file.bytes(), file.type);
      },
    );
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
  const sizes = await storedKeys(store);
  const others = [...sizes.keys()].filter((k) => !keep.has(k));
  await inParallel(
    others,
    (key) => sizes.get(key) ?? 0,
    async (key) => {
      if (saveTo) {
        const blob = await store.get(key);
        if (blob) {
          const target = join(saveTo, key);
          await mkdir(dirname(target), { recursive: true });
          await Bun.write(target, await blob.bytes());
        }
      }
      await store.delete(key);
    },
  );
  return others.length;
}
