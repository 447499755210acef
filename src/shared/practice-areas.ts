/**
 * The one list of the firm's practice areas as values: the order of the site (/services, the contact
 * form's options), each area's value (its slug and the posts' `serviceArea`) and its option on the contact
 * form. What each area's pages say lives in src/content; the post editor's select, the API's accepted
 * values and the contact form's options are all read from here. Import-free, so the islands can use it.
 */
export const PRACTICE_AREA_LIST = [
  // Not in the post editor's select, but accepted by the API so its practice page can show insights.
  { value: "corporate-services", contactOption: "Corporate Services", inEditor: false },
  { value: "corporate-law", contactOption: "Corporate Law", inEditor: true },
  { value: "real-estate", contactOption: "Real Estate & Property Law", inEditor: true },
  { value: "immigration", contactOption: "Immigration Services", inEditor: true },
  { value: "regulatory-compliance", contactOption: "Regulatory Compliance", inEditor: true },
  { value: "employment-law", contactOption: "Employment Law", inEditor: true },
  { value: "intellectual-property", contactOption: "Intellectual Property", inEditor: true },
  // One option, comma and all ("Wills, Estates & Trusts").
  { value: "wills-estates-trusts", contactOption: "Wills, Estates & Trusts", inEditor: true },
] as const;

type Listed = (typeof PRACTICE_AREA_LIST)[number];

/** A practice area's value, e.g. "real-estate". */
export type ServiceArea = Listed["value"];

/** The values of the post editor's select, in the site's order. */
export type EditorServiceArea = Extract<Listed, { inEditor: true }>["value"];

/** The contact form's service options, in order, with "General Inquiry" last. */
export const CONTACT_SERVICE_OPTIONS = [
  ...PRACTICE_AREA_LIST.map((a) => a.contactOption),
  "General Inquiry",
] as const;
