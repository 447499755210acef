/**
 * What staff edit, kind by kind: every field's key, label, type and limits. One description serves the
 * validation (schemas.ts builds the zod schemas from it), the admin's form (rendered from it, with and
 * without JavaScript), reading that form back, and the comparison of two revisions (field by field, by
 * label). No zod here: pages and the admin screens import it without loading the schemas.
 */
import type { ContentKind, FieldSpec, FormSection } from "./field-types";
import { ACCESSIBILITY } from "./fields-accessibility";
import { APPOINTMENT_TYPE, BOOKING_HOURS } from "./fields-booking";
import { PERSON, SETTINGS } from "./fields-firm";
import { BOOKING_HOST } from "./fields-hosts";
import { ABOUT, CONTACT, HOME, LEGAL, OUR_PEOPLE } from "./fields-pages";
import { PRACTICE_AREA, SERVICES } from "./fields-practice";
import { CASE_RESULT, TESTIMONIAL } from "./fields-results";

export { type ContentKind, type FieldSpec, type FormSection, WEEKDAYS, type Weekday } from "./field-types";

/** The pages staff edit, with their addresses. */
export const PAGES = {
  home: { title: "Home", path: "/", sections: HOME },
  about: { title: "About", path: "/about", sections: ABOUT },
  "our-people": { title: "Our People", path: "/our-people", sections: OUR_PEOPLE },
  contact: { title: "Contact", path: "/contact", sections: CONTACT },
  services: { title: "Services", path: "/services", sections: SERVICES },
  "privacy-policy": { title: "Privacy Policy", path: "/privacy-policy", sections: LEGAL },
  terms: { title: "Terms of Service", path: "/terms", sections: LEGAL },
  "terms-of-engagement": { title: "Terms of Engagement", path: "/terms-of-engagement", sections: LEGAL },
  accessibility: { title: "Accessibility statement", path: "/accessibility", sections: ACCESSIBILITY },
} as const;
export type PageId = keyof typeof PAGES;
/** Pages added after sites had exported their content: a document from before may lack them. */
export const ADDED_PAGE_IDS: readonly PageId[] = ["accessibility"];
export const PAGE_IDS = Object.keys(PAGES) as PageId[];
export const LEGAL_PAGE_IDS = ["privacy-policy", "terms", "terms-of-engagement"] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];
export const isLegalPage = (id: string): id is LegalPageId =>
  (LEGAL_PAGE_IDS as readonly string[]).includes(id);

/** The form sections of one item. */
export function sectionsOf(kind: ContentKind, id: string): readonly FormSection[] | undefined {
  if (kind === "settings") return id === "firm" ? SETTINGS : id === "bookings" ? BOOKING_HOURS : undefined;
  if (kind === "person") return PERSON;
  if (kind === "practice-area") return PRACTICE_AREA;
  if (kind === "appointment-type") return APPOINTMENT_TYPE;
  if (kind === "booking-host") return BOOKING_HOST;
  if (kind === "case-result") return CASE_RESULT;
  if (kind === "testimonial") return TESTIMONIAL;
  return (PAGES as Record<string, { sections: readonly FormSection[] }>)[id]?.sections;
}

/**
 * The name of an item's form: its kind, or for a page `page:{id}` (the legal pages share one); the
 * schemas and the record of each form's first fields are kept under it.
 */
export const formOf = (kind: ContentKind, id: string): string =>
  kind === "page"
    ? `page:${isLegalPage(id) ? "legal" : id}`
    : kind === "settings" && id !== "firm"
      ? `settings:${id}`
      : kind;

/** The settings items: the firm's, and when it takes bookings. */
export const SETTINGS_IDS = ["firm", "bookings"] as const;

/** Every field of a set of sections, in order. */
export const fieldsOf = (sections: readonly FormSection[]): FieldSpec[] => sections.flatMap((s) => s.fields);

/** What the id of a person or a practice area looks like: lowercase letters, digits and hyphens. */
export const PERSON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The kinds of which staff add and remove items (the others are a fixed set). */
export const LISTED_KINDS = [
  "person",
  "practice-area",
  "appointment-type",
  "booking-host",
  "case-result",
  "testimonial",
] as const;
export type ListedKind = (typeof LISTED_KINDS)[number];
export const isListedKind = (kind: string): kind is ListedKind =>
  (LISTED_KINDS as readonly string[]).includes(kind);
