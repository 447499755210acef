/**
 * Where uploaded files live (src/storage): one interface, a local-disk store by default and
 * an S3-compatible bucket when configured. Keys are names we make ourselves; anything else is refused, so
 * no key can leave the store. This file is the only door.
 */
export { InvalidKeyError, isValidKey } from "./keys";
export { createLocalStore } from "./local";
export { storeProblem } from "./problem";
export { createS3Store, type S3Options } from "./s3";
export type { BlobStore, StoredObject } from "./types";
