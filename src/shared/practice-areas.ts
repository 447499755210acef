/**
 * SPEC §3 service interest options, as DESIGN.md §7 reads them (the comma in "Wills, Estates & Trusts" is
 * one option). A module of its own, without zod, so the contact form can render them without loading the
 * schemas (it loads those only when the visitor starts filling the form in).
 */
export const CONTACT_SERVICE_OPTIONS = [
  "Corporate Services",
  "Corporate Law",
  "Real Estate & Property Law",
  "Immigration Services",
  "Regulatory Compliance",
  "Employment Law",
  "Intellectual Property",
  "Wills, Estates & Trusts",
  "General Inquiry",
] as const;
