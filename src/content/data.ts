/**
 * The shapes of the content staff edit, as stored (the data of an item's versions). fields.ts describes
 * the same fields for the forms and schemas.ts validates them; seed.test.ts proves the seed fits both.
 */
import type { Weekday } from "./field-types";

export type OpenHours = { open: string; close: string } | null;

export interface SettingsData {
  name: string;
  phone: string;
  email: string;
  blurb: string;
  foundedMonth: number;
  foundedYear: number;
  addressContact: string[];
  addressFooter: string[];
  streetAddress: string;
  /** The street as page texts name it ({street}), e.g. "Elgin Avenue". */
  streetName: string;
  locality: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  officeHours: Record<Weekday, OpenHours>;
  contactNote: string;
  disclaimer: string;
  social: { label: string; url: string }[];
  logoGlobal: string | null;
  logoCorporateServices: string | null;
  logoCompliance: string | null;
  logoLegalServices: string | null;
  favicon: string | null;
  /** Whether each enquirer gets the automatic acknowledgement e-mail (off unless turned on). */
  acknowledge: boolean;
  /** Its subject and text, with {name} and {service}. */
  acknowledgementSubject: string;
  acknowledgementBody: string;
  /** Whether the site offers client alerts (when it sends e-mail at all). */
  alertsOffered: boolean;
  /** The consent sentence under the alerts form, kept with every sign-up. */
  alertsConsent: string;
  /** Minutes an article's alerts wait after it goes live before the first one leaves (0: at once). */
  alertsDelayMinutes: number;
  /** Whether the cookie banner is shown, and its sentence (a link to the Privacy Policy follows it). */
  cookieBanner: boolean;
  cookieBannerText: string;
}

export interface PersonData {
  name: string;
  title: string;
  homeTitle: string;
  image: string | null;
  imageAlt: string;
  summary: string;
  /** Paragraphs separated by a blank line. */
  bio: string;
  education: string[];
  admissions: string[];
  credentials: string[];
  memberships: string[];
  publicService: string;
  founder: boolean;
  hidden: boolean;
}

interface MetaData {
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
}

export interface HomeData extends MetaData {
  heroBadge: string;
  heroTitle: string;
  heroIntro: string;
  servicesHeading: string;
  servicesIntro: string;
  teamHeading: string;
  teamIntro: string;
  teamPeople: string[];
  segmentsHeading: string;
  segmentsIntro: string;
  clientSegments: {
    title: string;
    description: string;
    details: string[];
    image: string | null;
    imageAlt: string;
    href: string;
  }[];
  ctaTitle: string;
  ctaText: string;
}

export interface AboutData extends MetaData {
  foundersIntro: string;
  ourFirmHeading: string;
  ourFirm: string;
  officeImage: string | null;
  officeImageAlt: string;
  foundersHeading: string;
  workWithUsTitle: string;
  workWithUsText: string;
}

export interface OurPeopleData extends MetaData {
  heading: string;
  intro: string;
  workWithTeamTitle: string;
  workWithTeamText: string;
}

export interface ContactData extends MetaData {
  heroTitle: string;
  heroIntro: string;
  formHeading: string;
  formIntro: string;
  whyChoose: { title: string; description: string }[];
  preferTitle: string;
  preferText: string;
}

export interface LegalData {
  title: string;
  /** YYYY-MM-DD, or "" for undated. */
  lastUpdated: string;
  /** Markdown. */
  body: string;
  metaDescription: string;
  keywords: string[];
}

/** The header logos a practice page can show. */
export type LogoVariant = "global" | "legal-services" | "corporate-services" | "compliance";

export interface TitledText {
  title: string;
  description: string;
}

export interface PracticeAreaData extends MetaData {
  title: string;
  /** Its page is /services/{slug}. */
  slug: string;
  navLabel: string;
  contactOption: string;
  footerGroup: "practice" | "more";
  logo: LogoVariant;
  /** The words beside the firm's name in the header of its page ("" for none). */
  logoCaption: string;
  inPostEditor: boolean;
  tagline: string;
  description: string;
  highlight: string;
  keyServices: string[];
  image: string | null;
  imageAlt: string;
  onHome: boolean;
  homeDescription: string;
  homeImage: string | null;
  homeImageAlt: string;
  homeWide: boolean;
  heroBadge: string;
  heroTitle: string;
  heroIntro: string;
  servicesHeading: string;
  servicesIntro: string;
  services: TitledText[];
  benefitsHeading: string;
  benefits: TitledText[];
  ctaTitle: string;
  ctaText: string;
  teamLink: "/our-people" | "/about";
  entityTypes: TitledText[];
  industries: string[];
  clientTypes: string[];
  complianceAreas: string[];
  profile: string | null;
  profileHeading: string;
}

export interface ServicesData extends MetaData {
  heading: string;
  intro: string;
  reassurance: TitledText[];
  ctaTitle: string;
  ctaText: string;
}
