/**
 * The content a fresh install starts with: the typed modules of this folder turned into the data of each
 * item staff edit. An empty database is seeded from here at first start, so a new site shows exactly the
 * sample firm's site; from then on the database holds the firm's own content.
 */
import { DEFAULT_FIRM } from "../../config";
import { MONTHS } from "../../shared/dates";
import type { LogoVariant, PracticeAreaData } from "../data";
import type { ContentKind, PageId } from "../fields";
import { aboutPage } from "./about";
import { contactPage } from "./contact-page";
import {
  acknowledgement,
  address,
  alertsConsent,
  cookieBannerText,
  firmBlurb,
  founded,
  officeHours,
  officeImage,
} from "./firm";
import { home } from "./home";
import { privacyPolicy } from "./legal/privacy-policy";
import { terms } from "./legal/terms";
import { termsOfEngagement } from "./legal/terms-of-engagement";
import { ourPeoplePage } from "./our-people";
import { practiceAreas } from "./practice-areas";
import { servicesPage } from "./services-page";
import { team } from "./team";
import type { LegalDocument, LegalSection } from "./types";

export interface SeedItem {
  kind: ContentKind;
  id: string;
  data: Record<string, unknown>;
}

const weekdays = { open: "09:00", close: "17:00" };

function settings(): Record<string, unknown> {
  // The seed's week is the one the firm's material states: weekdays 9 to 5, weekends closed.
  const closed = officeHours.some((h) => h.days === "Saturday-Sunday" && h.hours === "Closed");
  return {
    name: DEFAULT_FIRM.name,
    phone: DEFAULT_FIRM.phone,
    email: DEFAULT_FIRM.email,
    blurb: firmBlurb,
    foundedMonth: MONTHS.indexOf(founded.month) + 1,
    foundedYear: founded.year,
    addressContact: [...address.contactLines],
    addressFooter: [...address.footerLines],
    streetAddress: `5th Floor, ${address.street}`,
    streetName: address.streetName,
    locality: address.locality,
    region: address.region,
    country: address.country,
    latitude: address.geo.latitude,
    longitude: address.geo.longitude,
    officeHours: {
      monday: weekdays,
      tuesday: weekdays,
      wednesday: weekdays,
      thursday: weekdays,
      friday: weekdays,
      saturday: closed ? null : weekdays,
      sunday: closed ? null : weekdays,
    },
    contactNote: contactPage.confidentialityNote,
    disclaimer: "",
    social: [],
    logoGlobal: null,
    logoCorporateServices: null,
    logoCompliance: null,
    logoLegalServices: null,
    favicon: null,
    acknowledge: false,
    acknowledgementSubject: acknowledgement.subject,
    acknowledgementBody: acknowledgement.body,
    alertsOffered: true,
    alertsConsent: alertsConsent,
    alertsDelayMinutes: 10,
    cookieBanner: true,
    cookieBannerText,
  };
}

const metaOf = (m: { title: string; description: string; keywords: string[] }) => ({
  metaTitle: m.title,
  metaDescription: m.description,
  keywords: [...m.keywords],
});

function pages(): Record<PageId, Record<string, unknown>> {
  return {
    home: {
      heroBadge: home.heroBadge,
      heroTitle: home.heroTitle,
      heroIntro: home.heroIntro,
      servicesHeading: home.servicesHeading,
      servicesIntro: home.servicesIntro,
      teamHeading: home.teamHeading,
      teamIntro: home.teamIntro,
      teamPeople: team.map((m) => m.slug),
      segmentsHeading: home.segmentsHeading,
      segmentsIntro: home.segmentsIntro,
      clientSegments: home.clientSegments.map((s) => ({
        title: s.title,
        description: s.description,
        details: [...s.details],
        image: s.image.src,
        imageAlt: s.image.alt,
        href: s.href,
      })),
      ctaTitle: home.ctaTitle,
      ctaText: home.ctaText,
      ...metaOf(home.meta),
    },
    about: {
      foundersIntro: aboutPage.foundersIntro,
      ourFirmHeading: aboutPage.ourFirmHeading,
      ourFirm: aboutPage.ourFirm.join("\n\n"),
      officeImage: officeImage.src,
      officeImageAlt: officeImage.alt,
      foundersHeading: aboutPage.foundersHeading,
      workWithUsTitle: aboutPage.workWithUsTitle,
      workWithUsText: aboutPage.workWithUsText,
      ...metaOf(aboutPage.meta),
    },
    "our-people": {
      heading: ourPeoplePage.heading,
      intro: ourPeoplePage.intro,
      workWithTeamTitle: ourPeoplePage.workWithTeamTitle,
      workWithTeamText: ourPeoplePage.workWithTeamText,
      ...metaOf(ourPeoplePage.meta),
    },
    contact: {
      heroTitle: contactPage.heroTitle,
      heroIntro: contactPage.heroIntro,
      formHeading: contactPage.formHeading,
      formIntro: contactPage.formIntro,
      whyChoose: contactPage.whyChoose.map((w) => ({ title: w.title, description: w.description })),
      preferTitle: contactPage.preferTitle,
      preferText: contactPage.preferText,
      ...metaOf(contactPage.meta),
    },
    services: {
      heading: servicesPage.heading,
      intro: servicesPage.intro,
      reassurance: servicesPage.reassurance.map(titled),
      ctaTitle: servicesPage.ctaTitle,
      ctaText: servicesPage.ctaText,
      ...metaOf(servicesPage.meta),
    },
    "privacy-policy": legal(privacyPolicy),
    terms: legal(terms),
    "terms-of-engagement": legal(termsOfEngagement),
  };
}

/** "September 15, 2025" → "2025-09-15". */
function isoDate(long: string | undefined): string {
  if (!long) return "";
  const m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(long);
  if (!m) return "";
  const month = MONTHS.indexOf(m[1]!) + 1;
  return `${m[3]}-${String(month).padStart(2, "0")}-${m[2]!.padStart(2, "0")}`;
}

function block(s: Omit<LegalSection, "subsections">, level: "##" | "###"): string[] {
  return [
    `${level} ${s.heading}`,
    ...s.paragraphs,
    ...(s.list && s.list.length > 0 ? [s.list.map((item) => `- ${item}`).join("\n")] : []),
  ];
}

/** A legal document as the markdown staff edit: the introduction, then ## sections and ### subsections. */
export function legalMarkdown(doc: LegalDocument): string {
  const parts: string[] = [...doc.intro];
  for (const s of doc.sections) {
    parts.push(...block(s, "##"));
    for (const sub of s.subsections ?? []) parts.push(...block(sub, "###"));
  }
  return `${parts.join("\n\n")}\n`;
}

function legal(doc: LegalDocument): Record<string, unknown> {
  return {
    title: doc.title,
    lastUpdated: isoDate(doc.lastUpdated),
    body: legalMarkdown(doc),
    metaDescription: doc.metaDescription,
    keywords: [...doc.keywords],
  };
}

function person(m: (typeof team)[number]): Record<string, unknown> {
  return {
    name: m.name,
    title: m.title,
    homeTitle: m.homeTitle,
    image: m.image.src,
    imageAlt: m.image.alt,
    summary: m.summary,
    bio: m.bio,
    education: [...m.education],
    admissions: [...m.admissions],
    credentials: [...(m.credentials ?? [])],
    memberships: [...(m.memberships ?? [])],
    publicService: m.publicService ?? "",
    founder: m.founder,
    hidden: false,
  };
}

const titled = (t: { title: string; description: string }) => ({
  title: t.title,
  description: t.description,
});

/**
 * The captions the sample's header logos carried beside the firm's name; a practice area's caption starts
 * as its logo's (and an area stored before captions were its own keeps the one it showed).
 */
export const SAMPLE_LOGO_CAPTIONS: Record<LogoVariant, string> = {
  global: "",
  compliance: "Compliance & Risk Advisory",
  "corporate-services": "Corporate Services",
  "legal-services": "Legal Services",
};

/** The footer's "More Services" list; the other areas are under "Practice Areas". */
const MORE_SERVICES = new Set(["corporate-services", "regulatory-compliance"]);

/**
 * Each area's option on the contact form, and whether the post editor offers it (Corporate Services is
 * not offered there, but its page shows insights filed under it through the API).
 */
const CONTACT_OPTION: Record<string, string> = {
  "corporate-services": "Corporate Services",
  "corporate-law": "Corporate Law",
  "real-estate": "Real Estate & Property Law",
  immigration: "Immigration Services",
  "regulatory-compliance": "Regulatory Compliance",
  "employment-law": "Employment Law",
  "intellectual-property": "Intellectual Property",
  "wills-estates-trusts": "Wills, Estates & Trusts",
};

function practiceArea(a: (typeof practiceAreas)[number]): PracticeAreaData {
  const card = home.serviceCards.find((c) => c.href === a.href);
  const p = a.page;
  return {
    title: a.title,
    slug: a.slug,
    navLabel: a.navLabel,
    contactOption: CONTACT_OPTION[a.slug]!,
    footerGroup: MORE_SERVICES.has(a.slug) ? "more" : "practice",
    logo: a.logo,
    logoCaption: SAMPLE_LOGO_CAPTIONS[a.logo],
    inPostEditor: a.slug !== "corporate-services",
    tagline: a.tagline,
    description: a.description,
    highlight: a.highlight,
    keyServices: [...a.keyServices],
    image: a.image.src,
    imageAlt: a.image.alt,
    onHome: card !== undefined,
    homeDescription: card?.description ?? "",
    homeImage: card?.image.src ?? a.image.src,
    homeImageAlt: card?.image.alt ?? "",
    homeWide: card?.isWide === true,
    heroBadge: p.heroBadge,
    heroTitle: p.heroTitle,
    heroIntro: p.heroIntro,
    servicesHeading: p.servicesHeading,
    servicesIntro: p.servicesIntro,
    services: p.services.map(titled),
    benefitsHeading: p.benefitsHeading,
    benefits: p.benefits.map(titled),
    ctaTitle: p.ctaTitle,
    ctaText: p.ctaText,
    teamLink: p.teamLink.href,
    entityTypes: (p.entityTypes ?? []).map(titled),
    industries: [...(p.industries ?? [])],
    clientTypes: [...(p.clientTypes ?? [])],
    complianceAreas: [...(p.complianceAreas ?? [])],
    profile: p.profileSlug ?? null,
    profileHeading: p.profileHeading ?? "",
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    keywords: [...p.keywords],
  };
}

/**
 * The sample firm's own details, as a text might still state them after the firm has made the site its
 * own: the set-up checklist looks for each in every published text, with the placeholder that would
 * state the firm's instead (none for a sample person's name).
 */
export function sampleFirmValues(): { value: string; placeholder?: string }[] {
  return [
    { value: DEFAULT_FIRM.name, placeholder: "{firmName}" },
    { value: DEFAULT_FIRM.phone, placeholder: "{phone}" },
    // The number as texts may write it without the country and area codes.
    { value: DEFAULT_FIRM.phone.replace(/^.*\)\s*/, ""), placeholder: "{phone}" },
    { value: DEFAULT_FIRM.email, placeholder: "{email}" },
    { value: DEFAULT_FIRM.email.slice(DEFAULT_FIRM.email.indexOf("@") + 1) },
    { value: address.streetName, placeholder: "{street}" },
    { value: "Piccadilly Centre", placeholder: "{address}" },
    { value: `${founded.month} ${founded.year}`, placeholder: "{founded}" },
    ...team.map((m) => ({ value: m.name })),
  ];
}

/** Every item of a fresh install, people in their order. */
export function seedItems(): SeedItem[] {
  return [
    { kind: "settings", id: "firm", data: settings() },
    ...team.map((m) => ({ kind: "person" as const, id: m.slug, data: person(m) })),
    ...practiceAreas.map((a) => ({
      kind: "practice-area" as const,
      id: a.slug,
      data: practiceArea(a) as unknown as Record<string, unknown>,
    })),
    ...Object.entries(pages()).map(([id, data]) => ({ kind: "page" as const, id, data })),
  ];
}
