/** The fields of the firm's settings and of a person. */

import type { FormSection } from "./field-types";
import { ACCESSIBILITY_SETTINGS } from "./fields-accessibility";
import { APPROVAL_SETTINGS } from "./fields-approval";
import { COMPLIANCE } from "./fields-compliance";
import { RETENTION_SECTIONS } from "./fields-retention";
import { FACTS_HINT, PLACEHOLDER_LIST } from "./placeholder-names";

export const SETTINGS = [
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
        hint: FACTS_HINT,
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
      {
        key: "streetName",
        label: "Street, as page texts name it",
        type: "text",
        max: 80,
        hint: "What {street} shows in the page texts, e.g. Elgin Avenue.",
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
      "PNG, JPEG, GIF or WebP, through the same image checks as every upload (SVG is refused). The firm's logo shows in the header of every page. Each practice area chooses the logo its own page shows (Site → Practice areas), with its caption; a logo left empty there shows the firm's logo, or the sample artwork while the firm's is not uploaded.",
    fields: [
      { key: "logoGlobal", label: "The firm's logo", type: "image" },
      {
        key: "logoCorporateServices",
        label: "Corporate services logo",
        type: "image",
        hint: "For the practice areas that choose it (on a fresh install, Corporate Services).",
      },
      {
        key: "logoCompliance",
        label: "Compliance logo",
        type: "image",
        hint: "For the practice areas that choose it (on a fresh install, Regulatory Compliance).",
      },
      {
        key: "logoLegalServices",
        label: "Legal services logo",
        type: "image",
        hint: "For the practice areas that choose it (on a fresh install, the other legal practice areas).",
      },
      { key: "favicon", label: "Browser icon", type: "image", hint: "A square picture, at least 48 × 48." },
    ],
  },
  {
    title: "Acknowledgement e-mail",
    intro:
      "An automatic reply to each enquiry from the contact form, when the site sends e-mail (whoever runs the server sets that up). Never to spam, at most one an hour to the same address, and it does not repeat the enquirer's message. It is signed with the firm's name, phone, e-mail and contact-card address, and replies to it go to the firm's e-mail.",
    fields: [
      {
        key: "acknowledge",
        label: "Send enquirers an acknowledgement",
        type: "boolean",
        hint: "Off unless ticked: then enquirers get no e-mail from the site.",
      },
      {
        key: "acknowledgementSubject",
        label: "Acknowledgement: subject",
        type: "text",
        max: 150,
        hint: `{name} becomes the enquirer's name, {service} the service chosen on the form. For a general enquiry (or an option the form no longer offers), words like "about {service}" are left out, so the sentence still reads right. ${PLACEHOLDER_LIST} are filled in too.`,
      },
      {
        key: "acknowledgementBody",
        label: "Acknowledgement: text",
        type: "textarea",
        max: 2000,
        rows: 7,
        hint: "{name} and {service} as in the subject, and the firm's details likewise. Plain text; the signature is added below it.",
      },
    ],
  },
  {
    title: "Client alerts",
    intro:
      "Readers can ask for an e-mail when you publish an article in the practice areas they choose (when the site sends e-mail, which whoever runs the server sets up). The form sits at the end of every article, on Insights and on each practice page. Subscribers are listed under Subscribers.",
    fields: [
      {
        key: "alertsOffered",
        label: "Offer client alerts",
        type: "boolean",
        hint: "Untick to take the form off the site (no new sign-ups); confirmed subscribers keep receiving alerts until they leave.",
      },
      {
        key: "alertsConsent",
        label: "Consent sentence",
        type: "textarea",
        max: 600,
        rows: 3,
        hint: "Shown under the form; the words each subscriber saw are kept with their sign-up.",
      },
      {
        key: "alertsDelayMinutes",
        label: "Wait before an article's alerts leave (minutes)",
        type: "integer",
        min: 0,
        max: 1440,
        hint: "After an article goes live its alerts wait this long, so a mistake can be caught: its Client alert page can hold them or send them at once. 0 sends them straight away. The server's own configuration can fix the wait for every instance, and then wins.",
      },
    ],
  },
  {
    title: "Cookie banner",
    intro:
      "The site sets no cookie for visitors (its visit counts need none), so the banner asks about nothing: switch it off, or keep its words true.",
    fields: [
      {
        key: "cookieBanner",
        label: "Show the cookie banner",
        type: "boolean",
        hint: "Untick to take it off every page.",
      },
      {
        key: "cookieBannerText",
        label: "Cookie banner: text",
        type: "textarea",
        max: 300,
        rows: 2,
        hint: "A link to the Privacy Policy follows it.",
      },
    ],
  },
  ACCESSIBILITY_SETTINGS,
  // Keeping what was published (Site on a date).
  ...RETENTION_SECTIONS,
  // Case results and testimonials: the firm's disclaimers, preset and advertising label.
  COMPLIANCE,
  // Approval by a second admin (its own section, kept in its own file).
  ...APPROVAL_SETTINGS,
] as const satisfies readonly FormSection[];

export const PERSON = [
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
        hint: `Paragraphs separated by a blank line. ${FACTS_HINT}`,
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
] as const satisfies readonly FormSection[];
