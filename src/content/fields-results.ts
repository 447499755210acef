/**
 * The fields of a case result and of a testimonial. Both are advertising of legal services, so besides
 * what the site shows they hold the record the firm keeps for itself (the client's consent, how the
 * result can be verified, who answers for it): those fields are marked private and never reach a public
 * page (see publicData).
 */
import type { FieldSpec, FormSection } from "./field-types";

export const AMOUNT_BASES = [
  { value: "none", label: "No amount shown" },
  { value: "gross", label: "Gross amount (before fees and costs)" },
  { value: "net", label: "Net to the client (after fees and costs)" },
  { value: "not-monetary", label: "Not a monetary result" },
] as const;

export const FIRM_ROLES = [
  { value: "lead", label: "Lead counsel" },
  { value: "co-counsel", label: "Co-counsel" },
  { value: "local", label: "Local counsel" },
] as const;

export const RELATIONSHIPS = [
  { value: "client", label: "Client" },
  { value: "former-client", label: "Former client" },
  { value: "lawyer", label: "Another lawyer" },
] as const;

const CONSENT = [
  {
    key: "consentDate",
    label: "Client's consent on file: date",
    type: "date",
    private: true,
    hint: "Staff only, never shown on the site.",
  },
  {
    key: "consentBy",
    label: "Client's consent on file: given by",
    type: "text",
    max: 120,
    optional: true,
    private: true,
    hint: "Staff only, never shown on the site.",
  },
] as const satisfies readonly FieldSpec[];

const WHERE = [
  {
    key: "practiceArea",
    label: "Practice area",
    type: "text",
    max: 80,
    format: "practice-area",
    optional: true,
    hint: "Shown on this practice area's page. Empty: only on the results page.",
  },
  { key: "onHome", label: "Show on the home page", type: "boolean" },
] as const satisfies readonly FieldSpec[];

export const CASE_RESULT = [
  {
    title: "The result",
    intro: "Shown with the firm's disclaimer for case results (Firm settings → Results and testimonials).",
    fields: [
      { key: "title", label: "Headline", type: "text", max: 120 },
      { key: "matterType", label: "Type of matter", type: "text", max: 120 },
      { key: "forum", label: "Court or forum", type: "text", max: 120, optional: true },
      { key: "year", label: "Year", type: "integer", min: 1950, max: 2100 },
      { key: "outcome", label: "Outcome in words", type: "textarea", max: 1000, rows: 4 },
      { key: "amount", label: "Amount (optional)", type: "text", max: 40, optional: true },
      { key: "amountBasis", label: "What the amount is", type: "choice", options: AMOUNT_BASES },
      { key: "role", label: "The firm's role", type: "choice", options: FIRM_ROLES },
      ...WHERE,
    ],
  },
  {
    title: "The firm's record (staff only)",
    intro: "Never shown on the site or in its exported copy; kept in backups.",
    fields: [
      ...CONSENT,
      {
        key: "verificationRef",
        label: "Verification reference (docket or citation)",
        type: "text",
        max: 200,
        optional: true,
        private: true,
      },
      {
        key: "responsibleLawyer",
        label: "Responsible lawyer",
        type: "text",
        max: 80,
        format: "person",
        optional: true,
        private: true,
      },
    ],
  },
] as const satisfies readonly FormSection[];

export const TESTIMONIAL = [
  {
    title: "The testimonial",
    intro: "Shown with the firm's disclaimer for testimonials (Firm settings → Results and testimonials).",
    fields: [
      { key: "quote", label: "The words, verbatim", type: "textarea", max: 1500, rows: 5 },
      {
        key: "displayName",
        label: "Name shown",
        type: "text",
        max: 80,
        hint: "Initials by default (e.g. “J.S.”).",
      },
      { key: "relationship", label: "Relationship to the firm", type: "choice", options: RELATIONSHIPS },
      ...WHERE,
    ],
  },
  {
    title: "Before publishing",
    fields: [
      { key: "compensated", label: "The person was paid or given anything for it", type: "boolean" },
      { key: "draftedByFirm", label: "The firm drafted the words", type: "boolean" },
      { key: "staffOrRelative", label: "Given by staff or a relative of staff", type: "boolean" },
      {
        key: "representative",
        label: "Representative of clients' typical experience",
        type: "boolean",
        hint: "Must be ticked to publish.",
      },
    ],
  },
  { title: "The firm's record (staff only)", fields: [...CONSENT] },
] as const satisfies readonly FormSection[];

/**
 * An item's data without its private fields: what any public page or feed may see. The staff's site
 * document and a backup carry them whole.
 */
export function publicData<T extends Record<string, unknown>>(
  sections: readonly FormSection[],
  data: T,
): Partial<T> {
  const hidden = new Set(sections.flatMap((s) => s.fields.filter((f) => f.private).map((f) => f.key)));
  return Object.fromEntries(Object.entries(data).filter(([k]) => !hidden.has(k))) as Partial<T>;
}
