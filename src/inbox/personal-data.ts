import { SUBMISSION } from "../contact";
import type { Repos } from "../db";
import type { JobSpec } from "../jobs";
import type { PersonalData } from "../privacy";

/**
 * The enquiries' part of a person's data: the enquiries from an address (spam included) with the staff's
 * notes on them and their e-mails in the outbox (the notification, the acknowledgement), and completed
 * enquiries kept RETENTION_DAYS when that is set.
 */
export function enquiriesPersonalData(deps: {
  repos: Repos;
  retention: JobSpec | undefined;
}): PersonalData<"enquiries" | "notes"> {
  const { repos } = deps;
  return {
    label: "Enquiries, with the staff's notes on them and their e-mails",
    counts: [
      { key: "enquiries", one: "enquiry", other: "enquiries" },
      { key: "notes", one: "note", other: "notes" },
    ],
    tables: ["contact_submissions", "submission_notes"],
    count: (email) => repos.inbox.countByEmail(email),
    async erase(tx, email) {
      const { notes } = await tx.inbox.countByEmail(email);
      const ids = await tx.inbox.deleteByEmail(email);
      await tx.outbox.forget(SUBMISSION, ids);
      return { enquiries: ids.length, notes };
    },
    retention: deps.retention,
  };
}
