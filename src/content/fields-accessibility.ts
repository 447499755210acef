/**
 * The accessibility statement (an editable page at /accessibility, with a feedback form) and the one firm
 * setting that links it from every page's footer. Kept apart from the other pages' fields so the statement
 * reads as one piece.
 */
import type { FormSection } from "./field-types";

export const ACCESSIBILITY = [
  {
    title: "Accessibility statement",
    intro:
      "Shown at /accessibility with a feedback form: what visitors send arrives in the inbox as an accessibility report.",
    fields: [
      { key: "title", label: "Title", type: "text", max: 120 },
      {
        key: "body",
        label: "Statement",
        type: "textarea",
        max: 6000,
        rows: 8,
        hint: "Paragraphs separated by a blank line.",
      },
      {
        key: "conformance",
        label: "Standard the site aims to meet",
        type: "text",
        max: 120,
        hint: "For example WCAG 2.2 level AA.",
      },
      { key: "reviewedOn", label: "Last review: date", type: "date" },
      {
        key: "reviewMethod",
        label: "Last review: how it was done",
        type: "textarea",
        max: 800,
        rows: 3,
      },
      {
        key: "limitations",
        label: "Known limitations",
        type: "list",
        itemLabel: "Limitation",
        minItems: 0,
        maxItems: 20,
        fields: [
          { key: "limitation", label: "What does not work well", type: "textarea", max: 500, rows: 2 },
          { key: "alternative", label: "What visitors can do instead", type: "textarea", max: 500, rows: 2 },
        ],
      },
      {
        key: "responseTime",
        label: "How soon the firm answers feedback",
        type: "text",
        max: 80,
        hint: "Completes the sentence “We answer …”, e.g. within 5 business days.",
      },
    ],
  },
  {
    title: "Search engines",
    fields: [
      { key: "metaDescription", label: "Description", type: "textarea", max: 320, rows: 3 },
      { key: "keywords", label: "Keywords", type: "lines", maxItems: 20, maxItem: 100 },
    ],
  },
] as const satisfies readonly FormSection[];

/** The firm settings' own block for the statement. */
export const ACCESSIBILITY_SETTINGS = {
  title: "Accessibility statement",
  intro: "The statement is edited under Site → Accessibility statement and always answers at /accessibility.",
  fields: [
    {
      key: "accessibilityInFooter",
      label: "Link the accessibility statement from every page's footer",
      type: "boolean",
      hint: "Off unless ticked: the statement then has no link on the site.",
    },
  ],
} as const satisfies FormSection;
