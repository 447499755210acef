/** The fields of a practice area and of the services overview (/services). */
import type { FieldSpec, FormSection } from "./field-types";
import { meta } from "./fields-pages";

/**
 * The header logos a practice page can show (the firm uploads them under Firm settings). The firm's logo
 * comes first: a new practice area shows it until the firm chooses another.
 */
export const LOGO_CHOICES = [
  { value: "global", label: "The firm's logo" },
  { value: "legal-services", label: "Legal services logo" },
  { value: "corporate-services", label: "Corporate services logo" },
  { value: "compliance", label: "Compliance logo" },
] as const;

/**
 * The caption each header logo carried beside the firm's name before practice areas chose their own: an
 * area stored before then keeps the one it showed.
 */
const FORMER_LOGO_CAPTIONS = new Map<unknown, string>([
  ["compliance", "Compliance & Risk Advisory"],
  ["corporate-services", "Corporate Services"],
  ["legal-services", "Legal Services"],
]);

const titled = <K extends string>(
  label: string,
  itemLabel: string,
  minItems: number,
  maxItems: number,
  key: K,
) =>
  ({
    key,
    label,
    type: "list",
    itemLabel,
    minItems,
    maxItems,
    fields: [
      { key: "title", label: "Title", type: "text", max: 120 },
      { key: "description", label: "Description", type: "textarea", max: 600, rows: 3 },
    ],
  }) as const satisfies FieldSpec;

/**
 * A practice area needs only what its page cannot do without: a title, a web address and a summary.
 * Everything else may stay empty: the page then leaves that part out, or uses the title or the summary
 * (named in each hint), so a new area never shows words or pictures it did not choose.
 */
export const PRACTICE_AREA = [
  {
    title: "The practice area",
    intro:
      "How it is named and where it appears. Only the title, the web address and the summary are needed.",
    fields: [
      {
        key: "title",
        label: "Title",
        type: "text",
        max: 120,
        hint: "On /services, its page, and wherever staff see it (the post editor, the dashboard).",
      },
      {
        key: "slug",
        label: "Web address",
        type: "text",
        max: 80,
        format: "slug",
        hint: "Its page is /services/ followed by this: lowercase letters, digits and hyphens, e.g. family-law. A changed address keeps the old one working (it redirects).",
      },
      {
        key: "navLabel",
        label: "Menu label",
        type: "text",
        max: 80,
        optional: true,
        hint: "In the menu and the footer. Empty: its title.",
      },
      {
        key: "contactOption",
        label: "Contact form option",
        type: "text",
        max: 100,
        optional: true,
        hint: "What a visitor picks on the contact form. Empty: its title.",
      },
      {
        key: "footerGroup",
        label: "Footer list",
        type: "choice",
        options: [
          { value: "practice", label: "Practice Areas" },
          { value: "more", label: "More Services" },
        ],
      },
      { key: "logo", label: "Header logo on its page", type: "choice", options: LOGO_CHOICES },
      {
        key: "logoCaption",
        label: "Header caption on its page",
        type: "text",
        max: 60,
        optional: true,
        hint: "Shown under the firm's name beside the logo, e.g. Legal Services. Empty: none.",
        whenAdded: (area) => FORMER_LOGO_CAPTIONS.get(area.logo) ?? "",
      },
      {
        key: "inPostEditor",
        label: "Offered in the post editor's practice area list",
        type: "boolean",
      },
    ],
  },
  {
    title: "On /services",
    fields: [
      {
        key: "description",
        label: "Summary",
        type: "textarea",
        max: 1500,
        rows: 5,
        hint: "What the firm does in this area, in a few sentences: on /services, and the introduction of its page while that is empty.",
      },
      { key: "tagline", label: "Tagline", type: "textarea", max: 300, rows: 2, optional: true },
      { key: "highlight", label: "Highlight", type: "textarea", max: 300, rows: 2, optional: true },
      { key: "keyServices", label: "Key services", type: "lines", maxItems: 6, maxItem: 200 },
      { key: "image", label: "Picture", type: "image", hint: "Empty: no picture." },
      { key: "imageAlt", label: "Picture description", type: "text", max: 300, optional: true },
    ],
  },
  {
    title: "Home page card",
    fields: [
      { key: "onHome", label: "Show a card on the home page", type: "boolean" },
      { key: "homeDescription", label: "Card text", type: "textarea", max: 400, rows: 3, optional: true },
      { key: "homeImage", label: "Card picture", type: "image", hint: "Empty: the picture above." },
      { key: "homeImageAlt", label: "Card picture description", type: "text", max: 300, optional: true },
      { key: "homeWide", label: "Wide card", type: "boolean" },
    ],
  },
  {
    title: "Its page",
    intro: "Each part shows when it is filled in.",
    fields: [
      { key: "heroBadge", label: "Badge", type: "text", max: 80, optional: true },
      {
        key: "heroTitle",
        label: "Headline",
        type: "text",
        max: 160,
        optional: true,
        hint: "Empty: its title.",
      },
      {
        key: "heroIntro",
        label: "Introduction",
        type: "textarea",
        max: 1000,
        rows: 4,
        optional: true,
        hint: "Empty: its summary.",
      },
      { key: "servicesHeading", label: "Services: heading", type: "text", max: 120, optional: true },
      {
        key: "servicesIntro",
        label: "Services: introduction",
        type: "textarea",
        max: 600,
        rows: 3,
        optional: true,
      },
      titled("Service cards", "Service", 0, 6, "services"),
      { key: "benefitsHeading", label: "Benefits: heading", type: "text", max: 160, optional: true },
      titled("Benefits", "Benefit", 0, 8, "benefits"),
      {
        key: "ctaTitle",
        label: "Closing call to action: title",
        type: "text",
        max: 160,
        optional: true,
        hint: "Empty: Contact Us Today.",
      },
      {
        key: "ctaText",
        label: "Closing call to action: text",
        type: "textarea",
        max: 500,
        rows: 3,
        optional: true,
      },
      {
        key: "teamLink",
        label: "Closing call to action: second button",
        type: "choice",
        options: [
          { value: "/our-people", label: "Meet Our Team (/our-people)" },
          { value: "/about", label: "Learn About Our Firm (/about)" },
        ],
      },
    ],
  },
  {
    title: "Optional blocks",
    intro: "Each block shows on the page only when it has something in it.",
    fields: [
      titled("Entity types", "Entity type", 0, 12, "entityTypes"),
      { key: "industries", label: "Industries we serve", type: "lines", maxItems: 20, maxItem: 120 },
      { key: "clientTypes", label: "Clients we support", type: "lines", maxItems: 20, maxItem: 120 },
      { key: "complianceAreas", label: "Compliance areas", type: "lines", maxItems: 20, maxItem: 120 },
      { key: "profile", label: "Profile of", type: "person", optional: true },
      {
        key: "profileHeading",
        label: "Profile heading",
        type: "text",
        max: 80,
        optional: true,
        hint: "e.g. Your Corporate Services Specialist; the profile shows when both are set.",
      },
    ],
  },
  meta({ optional: true }),
] as const satisfies readonly FormSection[];

/** /services: its own texts around the list of practice areas. */
export const SERVICES = [
  {
    title: "Texts",
    fields: [
      { key: "heading", label: "Headline", type: "text", max: 160 },
      { key: "intro", label: "Introduction", type: "textarea", max: 1000, rows: 4 },
      titled("Reassurance points", "Point", 3, 3, "reassurance"),
      { key: "ctaTitle", label: "Closing card: title", type: "text", max: 160 },
      { key: "ctaText", label: "Closing card: text", type: "textarea", max: 500, rows: 3 },
    ],
  },
  meta(),
] as const satisfies readonly FormSection[];
