/**
 * What staff edit, kind by kind: every field's key, label, type and limits. One description serves the
 * validation (schemas.ts builds the zod schemas from it), the admin's form (rendered from it, with and
 * without JavaScript), reading that form back, and the comparison of two revisions (field by field, by
 * label). No zod here: pages and the admin screens import it without loading the schemas.
 */

export type FieldSpec =
  | (Base<"text"> & { max: number; optional?: boolean; format?: "email" | "url" | "path-or-url" })
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

export type ContentKind = "settings" | "person" | "page";

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

const meta = (): FormSection => ({
  title: "Search engines",
  intro: "How the page appears in search results and when shared.",
  fields: [
    {
      key: "metaTitle",
      label: "Page title",
      type: "text",
      max: 120,
      hint: "The firm's name is added to it.",
    },
    { key: "metaDescription", label: "Description", type: "textarea", max: 320, rows: 3 },
    { key: "keywords", label: "Keywords", type: "lines", maxItems: 20, maxItem: 100 },
  ],
});

const SETTINGS: FormSection[] = [
  {
    title: "The firm",
    fields: [
      { key: "name", label: "Firm name", type: "text", max: 100 },
      { key: "phone", label: "Phone", type: "text", max: 40 },
      { key: "email", label: "E-mail", type: "text", max: 254, format: "email" },
      {
        key: "blurb",
        label: "About the firm (footer)",
        type: "textarea",
        max: 500,
        rows: 3,
      },
      { key: "foundedMonth", label: "Founded: month", type: "month" },
      { key: "foundedYear", label: "Founded: year", type: "integer", min: 1800, max: 2200 },
    ],
  },
  {
    title: "Address",
    intro: "Both readings of the address are kept: the contact card's and the footer's.",
    fields: [
      {
        key: "addressContact",
        label: "Address on the contact card",
        type: "lines",
        maxItems: 6,
        maxItem: 120,
        hint: "One line each; shown joined with commas.",
      },
      {
        key: "addressFooter",
        label: "Address in the footer",
        type: "lines",
        maxItems: 6,
        maxItem: 120,
        hint: "One line each.",
      },
      {
        key: "streetAddress",
        label: "Street address (for search engines)",
        type: "text",
        max: 160,
      },
      { key: "locality", label: "Town", type: "text", max: 80 },
      { key: "region", label: "Island or region", type: "text", max: 80 },
      { key: "country", label: "Country code", type: "text", max: 2, hint: "Two letters, e.g. KY." },
      { key: "latitude", label: "Map position: latitude", type: "number", min: -90, max: 90, step: 0.0001 },
      {
        key: "longitude",
        label: "Map position: longitude",
        type: "number",
        min: -180,
        max: 180,
        step: 0.0001,
      },
    ],
  },
  {
    title: "Office hours",
    intro: "Shown on the contact page and given to search engines.",
    fields: [{ key: "officeHours", label: "Office hours", type: "hours" }],
  },
  {
    title: "Texts on every page",
    fields: [
      {
        key: "contactNote",
        label: "Confidentiality note under the contact form",
        type: "textarea",
        max: 300,
        rows: 2,
      },
      {
        key: "disclaimer",
        label: "Disclaimer line",
        type: "textarea",
        max: 600,
        rows: 3,
        optional: true,
        hint: "Shown at the foot of every page when filled in; bar advertising rules differ by jurisdiction.",
      },
      {
        key: "social",
        label: "Social links",
        type: "links",
        maxItems: 8,
        hint: "One per line: Label | https://…",
      },
    ],
  },
  {
    title: "Logos and icon",
    intro:
      "PNG, JPEG, GIF or WebP, through the same image checks as every upload (SVG is refused). Empty: the site's own artwork.",
    fields: [
      { key: "logoGlobal", label: "Logo", type: "image" },
      { key: "logoCorporateServices", label: "Logo on the Corporate Services page", type: "image" },
      { key: "logoCompliance", label: "Logo on the Regulatory Compliance page", type: "image" },
      { key: "logoLegalServices", label: "Logo on the other practice pages", type: "image" },
      { key: "favicon", label: "Browser icon", type: "image", hint: "A square picture, at least 48 × 48." },
    ],
  },
  {
    title: "Profiles on practice pages",
    fields: [
      {
        key: "profileCorporateServices",
        label: "Specialist on the Corporate Services page",
        type: "person",
        optional: true,
      },
      {
        key: "profileRegulatoryCompliance",
        label: "Lead on the Regulatory Compliance page",
        type: "person",
        optional: true,
      },
    ],
  },
];

const PERSON: FormSection[] = [
  {
    title: "Person",
    fields: [
      { key: "name", label: "Name", type: "text", max: 120 },
      { key: "title", label: "Title", type: "text", max: 120, hint: "As on Our People." },
      { key: "homeTitle", label: "Short title", type: "text", max: 80, hint: "On the home page's cards." },
      { key: "image", label: "Photo", type: "image" },
      {
        key: "imageAlt",
        label: "Photo description",
        type: "text",
        max: 200,
        optional: true,
        hint: "What the photo shows, for screen readers.",
      },
      {
        key: "summary",
        label: "Summary",
        type: "textarea",
        max: 700,
        rows: 4,
        hint: "One paragraph, for cards on the home, about and practice pages.",
      },
      {
        key: "bio",
        label: "Biography",
        type: "textarea",
        max: 8000,
        rows: 12,
        hint: "Paragraphs separated by a blank line.",
      },
    ],
  },
  {
    title: "Qualifications",
    intro: "Each list shows on Our People only when it has lines.",
    fields: [
      { key: "education", label: "Education", type: "lines", maxItems: 12, maxItem: 200 },
      { key: "admissions", label: "Bar admissions", type: "lines", maxItems: 12, maxItem: 200 },
      { key: "credentials", label: "Professional credentials", type: "lines", maxItems: 12, maxItem: 200 },
      { key: "memberships", label: "Memberships", type: "lines", maxItems: 12, maxItem: 200 },
      { key: "publicService", label: "Public service", type: "textarea", max: 1500, rows: 3, optional: true },
    ],
  },
  {
    title: "Where they appear",
    fields: [
      { key: "founder", label: "Founding partner (shown on About)", type: "boolean" },
      { key: "hidden", label: "Hidden from the public site", type: "boolean" },
    ],
  },
];

const HOME: FormSection[] = [
  {
    title: "Hero",
    fields: [
      { key: "heroBadge", label: "Badge", type: "text", max: 80 },
      { key: "heroTitle", label: "Headline", type: "text", max: 160 },
      { key: "heroIntro", label: "Introduction", type: "textarea", max: 800, rows: 4 },
    ],
  },
  {
    title: "Sections",
    fields: [
      { key: "servicesHeading", label: "Services: heading", type: "text", max: 120 },
      { key: "servicesIntro", label: "Services: introduction", type: "textarea", max: 600, rows: 3 },
      { key: "teamHeading", label: "Team: heading", type: "text", max: 120 },
      { key: "teamIntro", label: "Team: introduction", type: "textarea", max: 600, rows: 3 },
      { key: "teamPeople", label: "People on the home page", type: "people", maxItems: 6 },
      { key: "segmentsHeading", label: "Clients: heading", type: "text", max: 120 },
      { key: "segmentsIntro", label: "Clients: introduction", type: "textarea", max: 600, rows: 3 },
      {
        key: "clientSegments",
        label: "Client segments",
        type: "list",
        itemLabel: "Segment",
        minItems: 1,
        maxItems: 6,
        fields: [
          { key: "title", label: "Title", type: "text", max: 80 },
          { key: "description", label: "Description", type: "textarea", max: 400, rows: 2 },
          { key: "details", label: "Details", type: "lines", maxItems: 8, maxItem: 160 },
          { key: "image", label: "Picture", type: "image" },
          { key: "imageAlt", label: "Picture description", type: "text", max: 200, optional: true },
          { key: "href", label: "Link", type: "text", max: 300, format: "path-or-url" },
        ],
      },
      { key: "ctaTitle", label: "Closing call to action: title", type: "text", max: 120 },
      { key: "ctaText", label: "Closing call to action: text", type: "textarea", max: 500, rows: 3 },
    ],
  },
  meta(),
];

const ABOUT: FormSection[] = [
  {
    title: "About",
    fields: [
      {
        key: "foundersIntro",
        label: "Introduction (under the heading)",
        type: "textarea",
        max: 800,
        rows: 3,
      },
      { key: "ourFirmHeading", label: "Our firm: heading", type: "text", max: 120 },
      {
        key: "ourFirm",
        label: "Our firm: text",
        type: "textarea",
        max: 6000,
        rows: 10,
        hint: "Paragraphs separated by a blank line.",
      },
      { key: "officeImage", label: "Office picture", type: "image" },
      { key: "officeImageAlt", label: "Office picture description", type: "text", max: 200, optional: true },
      {
        key: "foundersHeading",
        label: "Founders: heading",
        type: "text",
        max: 120,
        hint: "The founding partners are the people marked as such.",
      },
      { key: "workWithUsTitle", label: "Work with us: title", type: "text", max: 120 },
      { key: "workWithUsText", label: "Work with us: text", type: "textarea", max: 500, rows: 3 },
    ],
  },
  meta(),
];

const OUR_PEOPLE: FormSection[] = [
  {
    title: "Our People",
    fields: [
      { key: "heading", label: "Heading", type: "text", max: 120 },
      { key: "intro", label: "Introduction", type: "textarea", max: 800, rows: 3 },
      { key: "workWithTeamTitle", label: "Closing card: title", type: "text", max: 120 },
      { key: "workWithTeamText", label: "Closing card: text", type: "textarea", max: 500, rows: 3 },
    ],
  },
  meta(),
];

const CONTACT: FormSection[] = [
  {
    title: "Contact",
    fields: [
      { key: "heroTitle", label: "Headline", type: "text", max: 160 },
      { key: "heroIntro", label: "Introduction", type: "textarea", max: 600, rows: 3 },
      { key: "formHeading", label: "Form: heading", type: "text", max: 120 },
      { key: "formIntro", label: "Form: introduction", type: "textarea", max: 400, rows: 2 },
      {
        key: "whyChoose",
        label: "Why choose the firm",
        type: "list",
        itemLabel: "Reason",
        minItems: 1,
        maxItems: 6,
        fields: [
          { key: "title", label: "Title", type: "text", max: 120 },
          { key: "description", label: "Description", type: "textarea", max: 400, rows: 2 },
        ],
      },
      { key: "preferTitle", label: "Call or e-mail banner: title", type: "text", max: 120 },
      {
        key: "preferText",
        label: "Call or e-mail banner: text (office hours note)",
        type: "textarea",
        max: 500,
        rows: 3,
      },
    ],
  },
  meta(),
];

const LEGAL: FormSection[] = [
  {
    title: "Legal page",
    fields: [
      { key: "title", label: "Title", type: "text", max: 120 },
      { key: "lastUpdated", label: "Last updated", type: "date" },
      {
        key: "body",
        label: "Text",
        type: "markdown",
        max: 100_000,
        hint: "Markdown: ## section, ### subsection, - list item, **bold**. {firmName}, {address}, {email}, {phone} and {contactLink} are filled in with the firm's details.",
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
];

/** The pages staff edit, with their addresses. */
export const PAGES = {
  home: { title: "Home", path: "/", sections: HOME },
  about: { title: "About", path: "/about", sections: ABOUT },
  "our-people": { title: "Our People", path: "/our-people", sections: OUR_PEOPLE },
  contact: { title: "Contact", path: "/contact", sections: CONTACT },
  "privacy-policy": { title: "Privacy Policy", path: "/privacy-policy", sections: LEGAL },
  terms: { title: "Terms of Service", path: "/terms", sections: LEGAL },
  "terms-of-engagement": { title: "Terms of Engagement", path: "/terms-of-engagement", sections: LEGAL },
} as const;
export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];
export const LEGAL_PAGE_IDS = ["privacy-policy", "terms", "terms-of-engagement"] as const;
export type LegalPageId = (typeof LEGAL_PAGE_IDS)[number];
export const isLegalPage = (id: string): id is LegalPageId =>
  (LEGAL_PAGE_IDS as readonly string[]).includes(id);

/** The form sections of one item. */
export function sectionsOf(kind: ContentKind, id: string): FormSection[] | undefined {
  if (kind === "settings") return id === "firm" ? SETTINGS : undefined;
  if (kind === "person") return PERSON;
  return (PAGES as Record<string, { sections: FormSection[] }>)[id]?.sections;
}

/** Every field of a set of sections, in order. */
export const fieldsOf = (sections: readonly FormSection[]): FieldSpec[] => sections.flatMap((s) => s.fields);

/** What a person's id looks like: lowercase letters, digits and hyphens. */
export const PERSON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
