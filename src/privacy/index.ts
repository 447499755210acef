/**
 * A person's data wherever the site keeps it (the Data Protection Act's rights): every capability that
 * stores a name, an e-mail address or a phone number describes it as PersonalData from its door, and this
 * folder works through that list: "Erase by e-mail address" (every part in one transaction) and the
 * retention jobs. The address is matched as each part matches it, and never logged. The only door to
 * src/privacy.
 */
import type { Repos } from "../db";
import type { Logger } from "../lib/logger";
import type { CountWords } from "../shared/erasure-words";
import type { ErasureCounts, PersonalData } from "./personal-data";

export type { CountWords } from "../shared/erasure-words";
export { type EmailInput, ERASE_EMAIL_INVALID, eraseEmail } from "./erase-email";
export type { ErasureCounts, PersonalData } from "./personal-data";

/**
 * Every entry's counts added up, every declared count present (0 when none), in the entries' order. A
 * key an entry answers without declaring it is kept too (the API shows it), though no sentence names it:
 * src/privacy/counts.test.ts holds the real entries to their declarations.
 */
function total(words: readonly CountWords[], parts: readonly ErasureCounts[]): ErasureCounts {
  const sum: Record<string, number> = Object.fromEntries(words.map((w) => [w.key, 0]));
  for (const part of parts) for (const [key, n] of Object.entries(part)) sum[key] = (sum[key] ?? 0) + n;
  return sum;
}

/** The words of every count, in the entries' order; two entries may not report under the same key. */
function wordsOf(entries: readonly PersonalData[]): CountWords[] {
  const words = entries.flatMap((e) => e.counts);
  const seen = new Set<string>();
  for (const w of words) {
    if (seen.has(w.key)) throw new Error(`personal data: two kinds report their count as "${w.key}"`);
    seen.add(w.key);
  }
  return words;
}

export function createPrivacy(deps: { repos: Repos; logger: Logger; entries: readonly PersonalData[] }) {
  const { repos, logger, entries } = deps;
  const words = wordsOf(entries);
  return {
    /** Every kind of personal data the site keeps, one per capability that keeps some. */
    entries,
    /** The staff words of every count "Erase by e-mail address" reports, in the order they are read. */
    words,
    /** The retention jobs of those that have a rule, for src/background-jobs.ts. */
    retentionJobs: entries.flatMap((e) => (e.retention ? [e.retention] : [])),
    /** What erasing this address would delete. */
    countForErasure: async (email: string): Promise<ErasureCounts> =>
      total(words, await Promise.all(entries.map((e) => e.count(email)))),
    /** Deletes everything the site keeps under the address, in one transaction. */
    async erase(email: string, by: string | undefined): Promise<ErasureCounts> {
      const counts = await repos.transaction(async (tx) => {
        const parts: ErasureCounts[] = [];
        for (const e of entries) parts.push(await e.erase(tx, email));
        return total(words, parts);
      });
      logger.info("enquiries erased by e-mail address", { ...counts, by });
      return counts;
    },
  };
}
export type Privacy = ReturnType<typeof createPrivacy>;
