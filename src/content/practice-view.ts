/**
 * The practice areas as pages show them, built with the rest of the site's content: in the firm's order,
 * each with its pictures and its profile resolved, and the directory every surface that lists or links
 * them reads (menus, footer, home cards, contact options, the post editor, sitemap, redirects).
 */
import type { ContentRow } from "../db";
import { staffAreaLabel } from "../shared/practice-areas";
import type { LogoVariant, PracticeAreaData, TitledText } from "./data";

/** A picture as a page shows it (see site-content.ts). */
interface PictureLike {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PracticeAreaView<P extends PictureLike = PictureLike, Person = unknown> {
  id: string;
  slug: string;
  /** The value posts are filed under (the slug). */
  serviceArea: string;
  title: string;
  navLabel: string;
  href: string;
  contactOption: string;
  footerGroup: "practice" | "more";
  logo: LogoVariant;
  /** Beside the firm's name in the header of its page ("" for none). */
  logoCaption: string;
  inPostEditor: boolean;
  /** Its picture; undefined when it has none (the page then shows none). */
  image: P | undefined;
  tagline: string;
  description: string;
  highlight: string;
  keyServices: string[];
  /** Its card on the home page, when it has one. */
  homeCard:
    | { title: string; description: string; image: P | undefined; href: string; isWide: boolean }
    | undefined;
  page: {
    heroTitle: string;
    /** "" for none. */
    heroBadge: string;
    heroIntro: string;
    metaTitle: string;
    metaDescription: string;
    keywords: string[];
    servicesHeading: string;
    servicesIntro: string;
    services: TitledText[];
    benefitsHeading: string;
    benefits: TitledText[];
    ctaTitle: string;
    ctaText: string;
    teamLink: { href: string; label: string };
    // Optional blocks: undefined when empty, so the page leaves them out.
    entityTypes: TitledText[] | undefined;
    industries: string[] | undefined;
    clientTypes: string[] | undefined;
    complianceAreas: string[] | undefined;
    profileHeading: string | undefined;
  };
  profile: Person | undefined;
}

/** Every slug a practice area has gone live under, with its menu label then (former and retired ones too). */
export interface FormerSlug {
  id: string;
  slug: string;
  label: string;
}

/** Where an address of a practice area leads now. */
export type AreaAddress =
  | { kind: "current"; slug: string }
  | { kind: "moved"; slug: string }
  | { kind: "retired" }
  | { kind: "unknown" };

export interface PracticeDirectory<A extends PracticeAreaView = PracticeAreaView> {
  /** The practice areas on the site, in the firm's order. */
  areas: A[];
  bySlug: ReadonlyMap<string, A>;
  /** /services/{slug}, ?area= and ?serviceArea=: the area it names now, a newer address, or retired. */
  resolve(slug: string): AreaAddress;
  /** The label of a slug posts may be filed under, current, former or retired. */
  labelOf(slug: string): string | undefined;
  /** What staff read for every slug posts may be filed under (see staffAreaLabel), by slug. */
  staffLabels(form: "select" | "list"): Record<string, string>;
}

const TEAM_LINKS: Record<string, string> = {
  "/our-people": "Meet Our Team",
  "/about": "Learn About Our Firm",
};
const orNone = <T>(xs: T[]): T[] | undefined => (xs.length > 0 ? xs : undefined);

export function buildPracticeAreas<P extends PictureLike, Person>(input: {
  rows: readonly ContentRow[];
  versionOf: (row: ContentRow) => Record<string, unknown> | null;
  picture: (src: string | null, alt: string, fallback: string) => P;
  person: (id: string) => Person | undefined;
  former: readonly FormerSlug[];
}): PracticeDirectory<PracticeAreaView<P, Person>> {
  const areas: PracticeAreaView<P, Person>[] = [];
  for (const row of input.rows) {
    if (row.kind !== "practice-area" || row.removed) continue;
    const d = input.versionOf(row) as PracticeAreaData | null;
    if (!d) continue;
    const href = `/services/${d.slug}`;
    // What the firm left empty is left out, or stands in for by its title or its summary (one spelling
    // of the area everywhere), never by words or pictures of the sample's.
    const image = d.image ? input.picture(d.image, d.imageAlt, d.image) : undefined;
    const navLabel = d.navLabel || d.title;
    areas.push({
      id: row.id,
      slug: d.slug,
      serviceArea: d.slug,
      title: d.title,
      navLabel,
      href,
      contactOption: d.contactOption || d.title,
      footerGroup: d.footerGroup,
      logo: d.logo,
      logoCaption: d.logoCaption ?? "",
      inPostEditor: d.inPostEditor,
      image,
      tagline: d.tagline,
      description: d.description,
      highlight: d.highlight,
      keyServices: d.keyServices,
      homeCard: d.onHome
        ? {
            title: navLabel,
            description: d.homeDescription,
            image: d.homeImage ? input.picture(d.homeImage, d.homeImageAlt, d.homeImage) : image,
            href,
            isWide: d.homeWide,
          }
        : undefined,
      page: {
        heroTitle: d.heroTitle || d.title,
        heroBadge: d.heroBadge,
        heroIntro: d.heroIntro || d.description,
        metaTitle: d.metaTitle || d.title,
        metaDescription: d.metaDescription || d.description,
        keywords: d.keywords,
        servicesHeading: d.servicesHeading,
        servicesIntro: d.servicesIntro,
        services: d.services,
        benefitsHeading: d.benefitsHeading,
        benefits: d.benefits,
        // The closing band's buttons are on every practice page; its title stands in when left empty.
        ctaTitle: d.ctaTitle || "Contact Us Today",
        ctaText: d.ctaText,
        teamLink: { href: d.teamLink, label: TEAM_LINKS[d.teamLink] ?? "Meet Our Team" },
        entityTypes: orNone(d.entityTypes),
        industries: orNone(d.industries),
        clientTypes: orNone(d.clientTypes),
        complianceAreas: orNone(d.complianceAreas),
        profileHeading: d.profileHeading || undefined,
      },
      profile: d.profile ? input.person(d.profile) : undefined,
    });
  }
  const bySlug = new Map(areas.map((a) => [a.slug, a]));
  const byId = new Map(areas.map((a) => [a.id, a]));
  // Newest last: a slug later taken by another area leads to that one.
  const formerOwner = new Map<string, string>();
  const labels = new Map<string, string>();
  for (const f of input.former) {
    formerOwner.set(f.slug, f.id);
    labels.set(f.slug, f.label);
  }
  for (const a of areas) labels.set(a.slug, a.navLabel);
  return {
    areas,
    bySlug,
    resolve(slug) {
      const current = bySlug.get(slug);
      if (current) return { kind: "current", slug };
      const id = formerOwner.get(slug);
      if (id === undefined) return { kind: "unknown" };
      const now = byId.get(id);
      return now ? { kind: "moved", slug: now.slug } : { kind: "retired" };
    },
    labelOf: (slug) => labels.get(slug),
    staffLabels(form) {
      const out: Record<string, string> = {};
      for (const [slug, label] of labels) out[slug] = staffAreaLabel(slug, label, form);
      for (const a of areas) out[a.slug] = staffAreaLabel(a.slug, a.title, form);
      return out;
    },
  };
}
