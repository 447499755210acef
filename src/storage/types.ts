export interface StoredObject {
  key: string;
  size: number;
  /** Milliseconds since the epoch. */
  lastModified: number;
}

export interface BlobStore {
  readonly kind: "local" | "s3";
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes (streamable), or undefined when absent. */
  get(key: string): Promise<Blob | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with prefix, in no particular order. */
  list(prefix?: string): AsyncIterable<StoredObject>;
  /**
   * Whether the store answers and takes writes (GET /healthz); throws with the reason when it does not.
   * A local folder that has gone missing is reported, not made again.
   */
  ping(): Promise<boolean>;
  /** At start: makes what a fresh install lacks (the local folder), then checks as `ping` does. */
  prepare(): Promise<void>;
}
