import type { TxRepos } from "../db";
import type { JobSpec } from "../jobs";
import type { CountWords } from "../shared/erasure-words";

/**
 * What "Erase by e-mail address" found or deleted, as the staff screens and the API show it: one count
 * per kind of record, keyed as the PersonalData entries declare their counts (today "enquiries", "notes",
 * "subscribers").
 */
export type ErasureCounts = Readonly<Record<string, number>>;

/**
 * One capability's part of a person's data, as it exports it from its door: what it is, where it is
 * kept, how much of it an e-mail address has, how to erase it, and how long it is kept.
 */
export interface PersonalData<K extends string = string> {
  /** What it is, in staff words. */
  label: string;
  /**
   * The counts it adds to what "Erase by e-mail address" reports, in the order staff read them, each with
   * the words the screens and the toast use for it: its count and erase answer exactly these keys.
   */
  counts: readonly CountWords<K>[];
  /** The tables that hold it: every table with a name, an e-mail address or a phone number is one's. */
  tables: readonly string[];
  /** What erasing the address would delete (the address matched as the erasure matches it). */
  count(email: string): Promise<Record<K, number>>;
  /** Deletes all of it for the address, its e-mails in the outbox too, inside the caller's transaction. */
  erase(tx: TxRepos, email: string): Promise<Record<K, number>>;
  /** The job that deletes it once it is kept long enough, when a rule says so. */
  retention?: JobSpec | undefined;
}
