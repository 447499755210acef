import type { TxRepos } from "../db";
import type { JobSpec } from "../jobs";

/**
 * What "Erase by e-mail address" found or deleted, as the staff screens and the API show it: one count
 * per kind of record. A capability with a new kind of personal data adds its count here.
 */
export interface ErasureCounts {
  /** Enquiries from the address (spam included). */
  enquiries: number;
  /** Staff notes on those enquiries. */
  notes: number;
  /** Client alerts subscriptions of the address (0 or 1), with their consent records. */
  subscribers: number;
}

/**
 * One capability's part of a person's data, as it exports it from its door: what it is, where it is
 * kept, how much of it an e-mail address has, how to erase it, and how long it is kept.
 */
export interface PersonalData {
  /** What it is, in staff words. */
  label: string;
  /** The tables that hold it: every table with a name, an e-mail address or a phone number is one's. */
  tables: readonly string[];
  /** What erasing the address would delete (the address matched as the erasure matches it). */
  count(email: string): Promise<Partial<ErasureCounts>>;
  /** Deletes all of it for the address, its e-mails in the outbox too, inside the caller's transaction. */
  erase(tx: TxRepos, email: string): Promise<Partial<ErasureCounts>>;
  /** The job that deletes it once it is kept long enough, when a rule says so. */
  retention?: JobSpec | undefined;
}
