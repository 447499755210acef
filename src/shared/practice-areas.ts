/**
 * What the browser and the server share about practice areas, now that the firm edits them: the contact
 * form's options are the areas' own options, in the firm's order, with "General Inquiry" last. The areas
 * themselves come from the site's content (src/content), passed to islands as props.
 */

import { serviceAreaLabel } from "./fields";

/** The contact form's last option, whatever the practice areas are. */
export const GENERAL_INQUIRY = "General Inquiry";

/** The contact form's service options: each area's option, in order, then "General Inquiry". */
export const contactServiceOptions = (areas: readonly { contactOption: string }[]): string[] => [
  ...areas.map((a) => a.contactOption),
  GENERAL_INQUIRY,
];

/**
 * The values a fresh install files posts under: the admin's seven and corporate-services. Staff see these
 * in the form they always had (the post editor's select: hyphens as spaces, words capitalised, "Real
 * Estate"; the dashboard: hyphens as spaces, "real estate"); any other area is named by its title, never
 * by words made from its web address.
 */
const SEEDED_AREA_VALUES = new Set([
  "corporate-services",
  "corporate-law",
  "real-estate",
  "immigration",
  "regulatory-compliance",
  "employment-law",
  "intellectual-property",
  "wills-estates-trusts",
]);

/** What staff read for a practice area: in the post editor's select, or in the dashboard's list. */
export function staffAreaLabel(value: string, title: string | undefined, form: "select" | "list"): string {
  if (title && !SEEDED_AREA_VALUES.has(value)) return title;
  return form === "select" ? serviceAreaLabel(value) : value.replace(/-/g, " ");
}

/** A practice area as the post editor offers it: its value (slug) and its label. */
export interface AreaOption {
  value: string;
  label: string;
}
