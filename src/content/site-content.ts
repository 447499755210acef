/**
 * The site's content as pages show it: built from the stored items once per content version (or, for an
 * admin's preview, with the drafts applied) and kept in memory, so no page reads the database for it.
 */
import type { FirmIdentity } from "../config";
import type { ContentRow } from "../db";
import { MONTHS } from "../shared/dates";
import type { ResponsiveImage } from "../shared/responsive-image";
import type {
  AboutData,
  AccessibilityData,
  AppointmentTypeData,
  BookingHostData,
  BookingHoursData,
  ContactData,
  HomeData,
  LegalData,
  LogoVariant,
  OurPeopleData,
  PersonData,
  ServicesData,
  SettingsData,
} from "./data";
import { LEGAL_PAGE_IDS, type LegalPageId } from "./fields";
import { hoursForSearch, hoursLines } from "./hours";
import type { LegalHtml } from "./legal-html";
import { factsOf, fillDeep } from "./placeholders";
import {
  buildPracticeAreas,
  type FormerSlug,
  type PracticeAreaView,
  type PracticeDirectory,
} from "./practice-view";
import { buildResults, type ResultsContent } from "./results-view";

/** A picture as a page shows it: its size (no layout shift), and its variants when it is an upload. */
export interface Picture {
  src: string;
  alt: string;
  width: number;
  height: number;
  responsive?: ResponsiveImage | undefined;
}

export interface PersonView extends Omit<PersonData, "image" | "imageAlt" | "hidden"> {
  id: string;
  image: Picture;
}

export interface SiteSettings
  extends Omit<
    SettingsData,
    "logoGlobal" | "logoCorporateServices" | "logoCompliance" | "logoLegalServices" | "favicon"
  > {
  /** Founding month and year as words, e.g. "October 2024", and as ISO, "2024-10". */
  founded: { text: string; iso: string };
  address: { contact: string; footer: string };
  hours: { lines: { days: string; hours: string }[] } & ReturnType<typeof hoursForSearch>;
  /**
   * Uploaded logos by header variant; a variant without one shows the firm's logo, and while that is not
   * uploaded either, the sample artwork (see logoUpload).
   */
  logos: Partial<Record<LogoVariant, Picture>>;
  favicon: Picture | undefined;
}

export interface LegalView extends LegalHtml {
  title: string;
  /** Long form, e.g. "September 15, 2025"; "" when undated. */
  lastUpdated: string;
  metaDescription: string;
  keywords: string[];
}

/** The accessibility statement as its page shows it. */
export interface AccessibilityView extends Omit<AccessibilityData, "body" | "reviewedOn"> {
  paragraphs: string[];
  /** Long form, e.g. "September 15, 2025"; "" while no review date is given. */
  reviewedOn: string;
}

export interface SiteContent {
  /** The firm's identity as the site runs with it (FIRM_NAME, FIRM_PHONE, FIRM_EMAIL override it). */
  firm: FirmIdentity;
  settings: SiteSettings;
  /** Everyone shown on the site, in order (hidden people and unpublished ones are left out). */
  people: PersonView[];
  home: HomeData & {
    team: PersonView[];
    segments: (HomeData["clientSegments"][number] & { picture: Picture })[];
  };
  about: AboutData & { office: Picture; paragraphs: string[]; founders: PersonView[] };
  ourPeople: OurPeopleData;
  contact: ContactData;
  legal: Record<LegalPageId, LegalView>;
  accessibility: AccessibilityView;
  /** The practice areas in the firm's order, and where their addresses (old ones too) lead. */
  practice: PracticeDirectory<PracticeArea>;
  services: ServicesData;
  /**
   * Consultation bookings: every appointment type in the firm's order (offered or not: the booking
   * capability decides what is shown) and the hours the firm takes bookings.
   */
  booking: {
    types: (AppointmentTypeData & { id: string })[];
    hours: BookingHoursData;
    /** The lawyers taking bookings in the firm's order, each named by their person (hidden ones too). */
    hosts: (BookingHostData & { id: string; name: string })[];
  };
  /** Published case results and testimonials, without their private fields, each with its disclaimer. */
  results: ResultsContent;
  /** True for an admin's preview: drafts applied. */
  preview: boolean;
}

/** "2025-09-15" → "September 15, 2025". */
export function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}` : "";
}

/** The intrinsic sizes of the site's own pictures (uploads carry theirs). */
function builtinSize(src: string): { width: number; height: number } {
  if (src.startsWith("/images/team/")) return { width: 480, height: 560 };
  if (src.startsWith("/images/segments/")) return { width: 640, height: 420 };
  if (src.startsWith("/images/logo/") || src.startsWith("/images/icon")) return { width: 40, height: 40 };
  return { width: 800, height: 560 };
}

/** A practice area as pages show it. */
export type PracticeArea = PracticeAreaView<Picture, PersonView>;

/** The picture for placeholders when a person has no photo. */
export const NO_PHOTO = "/images/team/no-photo.svg";

export interface BuildInput {
  rows: readonly ContentRow[];
  /** Which version of each item to show. */
  versionOf: (row: ContentRow) => Record<string, unknown> | null;
  overrides: Partial<FirmIdentity>;
  /** Responsive images of the uploads the content names, by URL. */
  uploads: ReadonlyMap<string, ResponsiveImage>;
  /** The legal pages' HTML, rendered and finished. */
  legalHtml: Record<LegalPageId, LegalHtml>;
  /** Every slug a practice area went live under (for redirects and the labels of posts filed there). */
  formerSlugs: readonly FormerSlug[];
  preview: boolean;
}

export function buildSiteContent(input: BuildInput): SiteContent {
  const { rows, uploads } = input;
  const settingsRow = rows.find((r) => r.kind === "settings" && r.id === "firm");
  const rawSettings = settingsRow && (input.versionOf(settingsRow) as SettingsData | null);
  if (!rawSettings) throw new Error("the site's content has no settings firm");
  const firm: FirmIdentity = {
    name: input.overrides.name ?? rawSettings.name,
    phone: input.overrides.phone ?? rawSettings.phone,
    email: input.overrides.email ?? rawSettings.email,
  };
  // Every text pages read has the firm's facts filled in where it names them ({officeHours}…).
  const facts = factsOf(rawSettings, firm);
  const versionOf: BuildInput["versionOf"] = (row) => {
    const data = input.versionOf(row);
    return data && fillDeep(data, facts);
  };
  const dataOf = <T>(kind: string, id: string): T => {
    const row = rows.find((r) => r.kind === kind && r.id === id);
    const data = row && versionOf(row);
    if (!data) throw new Error(`the site's content has no ${kind} ${id}`);
    return data as T;
  };
  const picture = (src: string | null, alt: string, fallback: string): Picture => {
    const url = src ?? fallback;
    const responsive = uploads.get(url);
    return responsive
      ? { src: url, alt, width: responsive.width, height: responsive.height, responsive }
      : { src: url, alt, ...builtinSize(url) };
  };

  const s = dataOf<SettingsData>("settings", "firm");
  const logo = (src: string | null) => (src ? picture(src, `${firm.name} logo`, src) : undefined);
  const logos: Partial<Record<LogoVariant, Picture>> = {};
  for (const [variant, src] of [
    ["global", s.logoGlobal],
    ["corporate-services", s.logoCorporateServices],
    ["compliance", s.logoCompliance],
    ["legal-services", s.logoLegalServices],
  ] as const) {
    const p = logo(src);
    if (p) logos[variant] = p;
  }
  const settings: SiteSettings = {
    ...s,
    ...firm,
    founded: {
      text: facts.founded,
      iso: `${s.foundedYear}-${String(s.foundedMonth).padStart(2, "0")}`,
    },
    address: { contact: s.addressContact.join(", "), footer: s.addressFooter.join(", ") },
    hours: { lines: hoursLines(s.officeHours), ...hoursForSearch(s.officeHours) },
    logos,
    favicon: s.favicon ? picture(s.favicon, "", s.favicon) : undefined,
  };

  const people: PersonView[] = [];
  const byId = new Map<string, PersonView>();
  for (const row of rows) {
    if (row.kind !== "person" || row.removed) continue;
    const p = versionOf(row) as PersonData | null;
    if (!p || p.hidden) continue;
    const view: PersonView = {
      id: row.id,
      name: p.name,
      title: p.title,
      homeTitle: p.homeTitle,
      image: picture(p.image, p.imageAlt || `Portrait of ${p.name}`, NO_PHOTO),
      summary: p.summary,
      bio: p.bio,
      education: p.education,
      admissions: p.admissions,
      credentials: p.credentials,
      memberships: p.memberships,
      publicService: p.publicService,
      founder: p.founder,
    };
    people.push(view);
    byId.set(row.id, view);
  }
  const chosen = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);

  const home = dataOf<HomeData>("page", "home");
  const about = dataOf<AboutData>("page", "about");
  const legal = {} as Record<LegalPageId, LegalView>;
  for (const id of LEGAL_PAGE_IDS) {
    const d = dataOf<LegalData>("page", id);
    legal[id] = {
      ...input.legalHtml[id],
      title: d.title,
      lastUpdated: longDate(d.lastUpdated),
      metaDescription: d.metaDescription,
      keywords: d.keywords,
    };
  }
  return {
    firm,
    settings,
    people,
    home: {
      ...home,
      team: chosen(home.teamPeople),
      segments: home.clientSegments.map((seg) => ({
        ...seg,
        picture: picture(seg.image, seg.imageAlt, "/images/segments/businesses.svg"),
      })),
    },
    about: {
      ...about,
      office: picture(about.officeImage, about.officeImageAlt, "/images/office.svg"),
      paragraphs: about.ourFirm
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      founders: people.filter((p) => p.founder),
    },
    ourPeople: dataOf<OurPeopleData>("page", "our-people"),
    contact: dataOf<ContactData>("page", "contact"),
    legal,
    accessibility: accessibilityView(dataOf<AccessibilityData>("page", "accessibility")),
    practice: buildPracticeAreas({
      rows,
      versionOf,
      picture,
      person: (id) => byId.get(id),
      former: input.formerSlugs,
    }),
    services: dataOf<ServicesData>("page", "services"),
    booking: {
      types: rows
        .filter((r) => r.kind === "appointment-type" && !r.removed)
        .sort((a, b) => a.position - b.position)
        .flatMap((r) => {
          const data = versionOf(r) as AppointmentTypeData | null;
          return data ? [{ ...data, id: r.id }] : [];
        }),
      hosts: rows
        .filter((r) => r.kind === "booking-host" && !r.removed)
        .sort((a, b) => a.position - b.position)
        .flatMap((r) => {
          const data = versionOf(r) as BookingHostData | null;
          const person = data && rows.find((p) => p.kind === "person" && p.id === data.person && !p.removed);
          const name = person && (versionOf(person) as PersonData | null)?.name;
          return data && name ? [{ ...data, id: r.id, name }] : [];
        }),
      hours: (() => {
        const row = rows.find((r) => r.kind === "settings" && r.id === "bookings");
        const data = row && (versionOf(row) as BookingHoursData | null);
        return data ?? { weekly: s.officeHours, exceptions: [] };
      })(),
    },
    results: buildResults(rows, versionOf, s),
    preview: input.preview,
  };
}

function accessibilityView({ body, reviewedOn, ...rest }: AccessibilityData): AccessibilityView {
  return {
    ...rest,
    paragraphs: body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    reviewedOn: longDate(reviewedOn),
  };
}

/** Every upload URL the items' chosen versions name, for one lookup of their variants. */
export function uploadUrlsIn(rows: readonly ContentRow[], versionOf: BuildInput["versionOf"]): string[] {
  const urls = new Set<string>();
  for (const row of rows) {
    const data = versionOf(row);
    if (!data) continue;
    for (const m of JSON.stringify(data).matchAll(/\/uploads\/[A-Za-z0-9_-]+\.(?:png|jpe?g|gif|webp)/g))
      urls.add(m[0]);
  }
  return [...urls];
}
