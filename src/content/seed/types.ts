import type { LogoVariant } from "../data";

// Shapes of the static content: each one's core fields, extended with what the pages need.

/** An image in public/: `src` is its URL path; width/height are its intrinsic size (no layout shift). */
export interface ImageRef {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type { LogoVariant };

/** Home "service card": image, title, description, href, optional isWide. */
export interface ServiceCard {
  image: ImageRef;
  title: string;
  description: string;
  href: string;
  isWide?: boolean;
}

/** Team member. bio: paragraphs separated by a blank line ("\n\n"). */
export interface TeamMember {
  slug: string;
  name: string;
  /** Title on /our-people. */
  title: string;
  /** Shorter title on the home "Meet Our Team" cards (two Partners and a Compliance Officer). */
  homeTitle: string;
  image: ImageRef;
  bio: string;
  /** One-paragraph summary for cards (home, about, practice-page profiles). */
  summary: string;
  education: string[];
  admissions: string[];
  memberships?: string[];
  credentials?: string[];
  publicService?: string;
  founder: boolean;
}

/** Client segment: title, description, details, image, href. */
export interface ClientSegment {
  title: string;
  description: string;
  details: string[];
  image: ImageRef;
  href: string;
}

export interface TitledText {
  title: string;
  description: string;
}

/** A practice area: the core shape (image, title, tagline, description, keyServices, href, highlight)
 * plus what its own page (/services/{slug}) shows. */
export interface PracticeArea {
  slug: string;
  serviceArea: string;
  /** Title on /services and in lists, e.g. "Real Estate & Property Law". */
  title: string;
  /** Label in the header dropdown and footer lists. */
  navLabel: string;
  href: string;
  logo: LogoVariant;
  image: ImageRef;
  tagline: string;
  description: string;
  highlight: string;
  /** Exactly six items ("Key Services Include"). */
  keyServices: string[];
  page: PracticePage;
}

export interface PracticePage {
  /** h1 of the practice page, e.g. "Regulatory Compliance and Risk Advisory". */
  heroTitle: string;
  heroBadge: string;
  heroIntro: string;
  /** SEO */
  metaTitle: string;
  metaDescription: string;
  keywords: string[];
  servicesHeading: string;
  servicesIntro: string;
  /** Exactly six cards. */
  services: TitledText[];
  benefitsHeading: string;
  benefits: TitledText[];
  ctaTitle: string;
  ctaText: string;
  teamLink: { href: "/our-people" | "/about"; label: string };
  /** Corporate Services page extras. */
  entityTypes?: TitledText[];
  industries?: string[];
  /** Regulatory Compliance extras. */
  clientTypes?: string[];
  complianceAreas?: string[];
  /** Slug of the team member shown as specialist/lead profile. */
  profileSlug?: string;
  profileHeading?: string;
}

/** A legal document (privacy policy, terms, terms of engagement). */
export interface LegalSection {
  heading: string;
  /** Paragraphs; a paragraph may contain the token {contactLink}, rendered as a link to /contact,
   * and {firmName}, {email}, {phone}, {address} which are replaced with the firm's details. */
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
  /** Optional sub-sections. */
  subsections?: { heading: string; paragraphs: string[]; list?: string[] }[];
}

export interface LegalDocument {
  title: string;
  /** e.g. "September 15, 2025"; absent for terms of engagement if undated. */
  lastUpdated?: string;
  metaDescription: string;
  keywords: string[];
  intro: string[];
  sections: LegalSection[];
}
