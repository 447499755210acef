/**
 * The firm settings' section for case results and testimonials: the firm's own disclaimers (shown in
 * the same block as every item), the preset whose checks apply on publishing, and the "Attorney
 * Advertising" label. Everything starts off or empty, so a fresh install looks as it did.
 */
import type { FormSection } from "./field-types";

export const PRESET_CHOICES = [
  { value: "none", label: "None" },
  { value: "new-york", label: "New York" },
  { value: "florida", label: "Florida" },
  { value: "california", label: "California" },
  { value: "texas", label: "Texas" },
  { value: "sra", label: "England & Wales (SRA)" },
] as const;
export type PresetId = (typeof PRESET_CHOICES)[number]["value"];

export const COMPLIANCE = {
  title: "Results and testimonials",
  intro:
    "Each case result and testimonial is shown with its disclaimer, in the same block and at the same size. Nothing is published without one. Presets give starting text, not legal advice.",
  fields: [
    {
      key: "compliancePreset",
      label: "Rules to check on publishing",
      type: "choice",
      options: PRESET_CHOICES,
      hint: "Starting text, not legal advice. “Fill in the starting text” below puts the preset's wording in the disclaimers.",
    },
    {
      key: "resultsDisclaimer",
      label: "Disclaimer shown with every case result",
      type: "textarea",
      max: 600,
      rows: 3,
      optional: true,
    },
    {
      key: "testimonialsDisclaimer",
      label: "Disclaimer shown with every testimonial",
      type: "textarea",
      max: 600,
      rows: 3,
      optional: true,
    },
    {
      key: "attorneyAdvertising",
      label: "Label the site “Attorney Advertising”",
      type: "boolean",
      hint: "Shown at the top of the home page and of every client alert e-mail.",
    },
  ],
} as const satisfies FormSection;
