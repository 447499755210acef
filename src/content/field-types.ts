/**
 * The shape of a field's description: its key, label, type and limits (see ./fields), and what a field
 * of each type holds in stored content, so the stored shapes (./data) follow from the descriptions.
 */

export type FieldSpec =
  | (Base<"text"> & {
      max: number;
      optional?: boolean;
      /**
       * "time": a time of day, HH:MM (24-hour clock). "practice-area": one of the firm's practice areas by
       * its web address (the editor offers them by title), or "" for any. "person": one of the site's
       * people by id (the editor offers their names). "booking-host": one of the lawyers taking bookings.
       */
      format?:
        | "email"
        | "url"
        | "path-or-url"
        | "slug"
        | "time"
        | "practice-area"
        | "person"
        | "booking-host";
    })
  | (Base<"textarea"> & { max: number; optional?: boolean; rows?: number })
  /** Markdown, rendered and sanitised as posts are. */
  | (Base<"markdown"> & { max: number })
  /** A list of short texts, one per line in the form. */
  | (Base<"lines"> & { maxItems: number; maxItem: number })
  /** An uploaded image (/uploads/…) or one of the site's own pictures (/images/…); null for none. */
  | Base<"image">
  | Base<"boolean">
  | (Base<"number"> & { min: number; max: number; step: number })
  /** `step`: a multiple of it (minutes in fives); `oneOf`: only these values. */
  | (Base<"integer"> & { min: number; max: number; step?: number; oneOf?: readonly number[] })
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
  | (Base<"list"> & { itemLabel: string; fields: readonly FieldSpec[]; minItems: number; maxItems: number });

interface Base<T extends string> {
  key: string;
  label: string;
  type: T;
  /** Shown under the label in the form. */
  hint?: string;
  /**
   * For a field added after sites had stored its kind: the value an item without it takes, worked out
   * from the item (or the list entry) as stored. Without it, the firm settings and the pages take the
   * sample's value and people and practice areas the field's empty value (see ./upgrade).
   */
  whenAdded?: (item: Readonly<Record<string, unknown>>) => unknown;
  /**
   * Staff-only: kept with the item (backups, revisions) but never handed to public pages, structured
   * data, the sitemap or the exported site (a client's consent, a docket reference).
   */
  private?: true;
}

export interface FormSection {
  title: string;
  intro?: string;
  fields: readonly FieldSpec[];
}

export type ContentKind =
  | "settings"
  | "person"
  | "page"
  | "practice-area"
  | "appointment-type"
  | "booking-host"
  | "case-result"
  | "testimonial";

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

/** A day's opening hours, or null when the office is closed. */
export type OpenHours = { open: string; close: string } | null;

/** What a field holds in stored content. */
export type ValueOf<F extends FieldSpec> = F extends { type: "text" | "textarea" | "markdown" | "date" }
  ? string
  : F extends { type: "lines" | "people" }
    ? string[]
    : F extends { type: "image" | "person" }
      ? string | null
      : F extends { type: "boolean" }
        ? boolean
        : F extends { type: "number" | "integer" | "month" }
          ? number
          : F extends { type: "hours" }
            ? Record<Weekday, OpenHours>
            : F extends { type: "links" }
              ? { label: string; url: string }[]
              : F extends { type: "choice"; options: readonly { value: infer V }[] }
                ? V
                : F extends { type: "list"; fields: infer Fs extends readonly FieldSpec[] }
                  ? DataOf<Fs>[]
                  : never;

/** The stored data of an item with these fields: each field's key with what it holds. */
export type DataOf<Fs extends readonly FieldSpec[]> = { [F in Fs[number] as F["key"]]: ValueOf<F> };

/** The stored data of an item whose form has these sections (every field of every section). */
export type SectionsData<S extends readonly FormSection[]> = DataOf<S[number]["fields"]>;
