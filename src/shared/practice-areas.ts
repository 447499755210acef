/**
 * What the browser and the server share about practice areas, now that the firm edits them: the contact
 * form's options are the areas' own options, in the firm's order, with "General Inquiry" last. The areas
 * themselves come from the site's content (src/content), passed to islands as props.
 */

/** The contact form's last option, whatever the practice areas are. */
export const GENERAL_INQUIRY = "General Inquiry";

/** The contact form's service options: each area's option, in order, then "General Inquiry". */
export const contactServiceOptions = (areas: readonly { contactOption: string }[]): string[] => [
  ...areas.map((a) => a.contactOption),
  GENERAL_INQUIRY,
];

/** A practice area as the post editor offers it: its value (slug) and its label. */
export interface AreaOption {
  value: string;
  label: string;
}
