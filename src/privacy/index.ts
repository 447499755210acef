/**
 * A person's data wherever the site keeps it (the Data Protection Act's rights): every capability that
 * stores a name, an e-mail address or a phone number describes it as PersonalData from its door, and this
 * folder works through that list: "Erase by e-mail address" (every part in one transaction) and the
 * retention jobs. The address is matched as each part matches it, and never logged. The only door to
 * src/privacy.
 */
import type { Repos } from "../db";
import type { Logger } from "../lib/logger";
import type { ErasureCounts, PersonalData } from "./personal-data";

export { type EmailInput, ERASE_EMAIL_INVALID, eraseEmail } from "./erase-email";
export type { ErasureCounts, PersonalData } from "./personal-data";

const NOTHING: ErasureCounts = { enquiries: 0, notes: 0, subscribers: 0 };
const total = (parts: Partial<ErasureCounts>[]): ErasureCounts => Object.assign({ ...NOTHING }, ...parts);

export function createPrivacy(deps: { repos: Repos; logger: Logger; entries: readonly PersonalData[] }) {
  const { repos, logger, entries } = deps;
  return {
    /** Every kind of personal data the site keeps, one per capability that keeps some. */
    entries,
    /** The retention jobs of those that have a rule, for src/background-jobs.ts. */
    retentionJobs: entries.flatMap((e) => (e.retention ? [e.retention] : [])),
    /** What erasing this address would delete. */
    countForErasure: async (email: string): Promise<ErasureCounts> =>
      total(await Promise.all(entries.map((e) => e.count(email)))),
    /** Deletes everything the site keeps under the address, in one transaction. */
    async erase(email: string, by: string | undefined): Promise<ErasureCounts> {
      const counts = await repos.transaction(async (tx) => {
        const parts: Partial<ErasureCounts>[] = [];
        for (const e of entries) parts.push(await e.erase(tx, email));
        return total(parts);
      });
      logger.info("enquiries erased by e-mail address", { ...counts, by });
      return counts;
    },
  };
}
export type Privacy = ReturnType<typeof createPrivacy>;
