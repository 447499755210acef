/** The shape of a field's description: its key, label, type and limits (see ./fields). */

export type FieldSpec =
  | (Base<"text"> & { max: number; optional?: boolean; format?: "email" | "url" | "path-or-url" | "slug" })
  | (Base<"textarea"> & { max: number; optional?: boolean; rows?: number })
  /** Markdown, rendered and sanitised as posts are. */
  | (Base<"markdown"> & { max: number })
  /** A list of short texts, one per line in the form. */
  | (Base<"lines"> & { maxItems: number; maxItem: number })
  /** An uploaded image (/uploads/…) or one of the site's own pictures (/images/…); null for none. */
  | Base<"image">
  | Base<"boolean">
  | (Base<"number"> & { min: number; max: number; step: number })
  | (Base<"integer"> & { min: number; max: number })
  | Base<"month">
  /** A calendar date, YYYY-MM-DD; "" for none. */
  | Base<"date">
  /** One of the people (by id); null for none. */
  | (Base<"person"> & { optional?: boolean })
  /** Some of the people, in the order chosen. */
  | (Base<"people"> & { maxItems: number })
  /** Office hours, Monday to Sunday: open and close times, or closed. */
  | Base<"hours">
  /** Links with a label, e.g. social profiles. */
  | (Base<"links"> & { maxItems: number })
  /** One of a few fixed values, chosen from a list. */
  | (Base<"choice"> & { options: readonly { value: string; label: string }[] })
  /** A repeated group of fields (client segments, reasons to choose the firm). */
  | (Base<"list"> & { itemLabel: string; fields: FieldSpec[]; minItems: number; maxItems: number });

interface Base<T extends string> {
  key: string;
  label: string;
  type: T;
  /** Shown under the label in the form. */
  hint?: string;
}

export interface FormSection {
  title: string;
  intro?: string;
  fields: FieldSpec[];
}

export type ContentKind = "settings" | "person" | "page" | "practice-area";

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
