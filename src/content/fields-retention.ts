/**
 * Firm settings: keeping what was published. Rules on lawyers' advertising ask firms to keep copies of
 * what they published for years; while a period is set, nothing that was live on the site, and no copy of
 * a client alert that went out, within it is ever pruned.
 */
import type { FormSection } from "./field-types";

export const RETENTION_SECTIONS = [
  {
    title: "Keeping what was published",
    intro:
      "Everything that was on the public site, and every client alert sent, can be kept for a period so the site can be shown as it was on any date (Site → Site on a date).",
    fields: [
      {
        key: "keepPublishedYears",
        label: "Keep what was published for (years)",
        type: "number",
        min: 0,
        max: 10,
        step: 1,
        hint: "0 keeps nothing beyond the usual. From 1 to 10 years, nothing that was live on the site and no copy of a sent client alert is deleted within that time.",
      },
      {
        key: "monthlyArchives",
        label: "Write a copy of the whole site to the backup folder on the 1st of each month",
        type: "boolean",
        hint: "Only where backups are written to a folder on the server.",
      },
    ],
  },
] as const satisfies readonly FormSection[];
