/** The fields of the pages staff edit: home, about, our people, contact and the legal pages. */
import type { FormSection } from "./field-types";
import { FACTS_HINT } from "./placeholder-names";

/**
 * How a page appears in search results and when shared: every page's last section. A practice area's may
 * stay empty (its title and its summary stand in).
 */
export const meta = (opts: { optional?: boolean } = {}) =>
  ({
    title: "Search engines",
    intro: "How the page appears in search results and when shared.",
    fields: [
      {
        key: "metaTitle",
        label: "Page title",
        type: "text",
        max: 120,
        hint: opts.optional
          ? "The firm's name is added to it. Empty: its title."
          : "The firm's name is added to it.",
        ...(opts.optional ? { optional: true } : {}),
      },
      {
        key: "metaDescription",
        label: "Description",
        type: "textarea",
        max: 320,
        rows: 3,
        ...(opts.optional ? { optional: true, hint: "Empty: its summary." } : {}),
      },
      { key: "keywords", label: "Keywords", type: "lines", maxItems: 20, maxItem: 100 },
    ],
  }) as const satisfies FormSection;

export const HOME = [
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
] as const satisfies readonly FormSection[];

export const ABOUT = [
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
        hint: `Paragraphs separated by a blank line. ${FACTS_HINT}`,
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
] as const satisfies readonly FormSection[];

export const OUR_PEOPLE = [
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
] as const satisfies readonly FormSection[];

export const CONTACT = [
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
        hint: "Write {officeHours} where the office hours go: they follow the firm settings.",
      },
    ],
  },
  meta(),
] as const satisfies readonly FormSection[];

export const LEGAL = [
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
        hint: `Markdown: ## section, ### subsection, - list item, **bold**. ${FACTS_HINT} {email} and {phone} become links, and {contactLink} a link to the contact page.`,
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
