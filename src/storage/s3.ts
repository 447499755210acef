import { InvalidKeyError, isValidKey } from "./keys";
import type { BlobStore, StoredObject } from "./types";

export interface S3Options {
  bucket: string;
  endpoint?: string | undefined;
  region?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Keys are stored under this prefix (tests give each app its own; a host may share one bucket). */
  prefix?: string;
}

/**
 * An S3-compatible bucket through Bun's built-in client (Bun.S3Client), so several instances share the
 * uploaded files. Objects are private; the site serves them itself with its own headers.
 */
export function createS3Store(options: S3Options): BlobStore {
  const client = new Bun.S3Client({
    bucket: options.bucket,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.region ? { region: options.region } : {}),
    ...(options.accessKeyId ? { accessKeyId: options.accessKeyId } : {}),
    ...(options.secretAccessKey ? { secretAccessKey: options.secretAccessKey } : {}),
  });
  const prefix = options.prefix ?? "";
  const full = (key: string) => {
    if (!isValidKey(key)) throw new InvalidKeyError(key);
    return `${prefix}${key}`;
  };
  return {
    kind: "s3",
    async put(key, data, contentType) {
      await client.write(full(key), data, { type: contentType });
    },
    async get(key) {
      if (!isValidKey(key)) return undefined;
      const file = client.file(full(key));
      return (await file.exists()) ? file : undefined;
    },
    exists: async (key) => isValidKey(key) && client.file(full(key)).exists(),
    async delete(key) {
      await client.delete(full(key));
    },
    async *list(under = "") {
      let continuationToken: string | undefined;
      do {
        const page = await client.list({
          prefix: `${prefix}${under}`,
          maxKeys: 1000,
          ...(continuationToken ? { continuationToken } : {}),
        });
        for (const o of page.contents ?? []) {
          const key = o.key.slice(prefix.length);
          if (!isValidKey(key)) continue;
          const object: StoredObject = {
            key,
            size: Number(o.size ?? 0),
            lastModified: o.lastModified ? Date.parse(String(o.lastModified)) : 0,
          };
          yield object;
        }
        continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (continuationToken);
    },
    async ping() {
      await client.list({ prefix, maxKeys: 1 });
      return true;
    },
    async prepare() {
      await client.list({ prefix, maxKeys: 1 });
    },
  };
}
