/**
 * The content a fresh install starts with: the sample firm's site, written as it is stored (the shapes of
 * ../data, which follow from the fields' descriptions) and arranged as a site document is (settings,
 * pages, people, practice areas). An empty database is seeded from here at first start, so a new site
 * shows exactly the sample firm's site; from then on the database holds the firm's own content.
 */
import { MONTHS } from "../../shared/dates";
import type { SiteData } from "../data";
import { ADDED_PAGE_IDS, type ContentKind, PAGE_IDS } from "../fields";
import { accessibility } from "./accessibility";
import { appointmentTypes, bookingHours } from "./booking";
import { home } from "./home";
import { privacyPolicy, terms, termsOfEngagement } from "./legal";
import { about, contact, ourPeople, services } from "./pages";
import { people } from "./people";
import { practiceAreas } from "./practice-areas";
import { settings } from "./settings";

export const SAMPLE_SITE: SiteData = {
  settings,
  pages: {
    home,
    about,
    "our-people": ourPeople,
    contact,
    services,
    "privacy-policy": privacyPolicy,
    terms,
    "terms-of-engagement": termsOfEngagement,
    accessibility,
  },
  people,
  practiceAreas,
  bookingHours,
  appointmentTypes,
};

export interface SeedItem {
  kind: ContentKind;
  id: string;
  data: Record<string, unknown>;
}

/**
 * Every item of a fresh install, in the order they are stored: settings, people, practice areas, pages,
 * then the booking hours and appointment types, then the pages added since (each added after the others,
 * so older installs keep positions).
 */
export function seedItems(): SeedItem[] {
  const site = SAMPLE_SITE;
  // A copy: what the caller does with an item never reaches the sample.
  const data = (value: object) => structuredClone(value) as Record<string, unknown>;
  const listed = (kind: "person" | "practice-area" | "appointment-type", items: readonly { id: string }[]) =>
    items.map(({ id, ...rest }) => ({ kind, id, data: data(rest) }));
  return [
    { kind: "settings", id: "firm", data: data(site.settings) },
    ...listed("person", site.people),
    ...listed("practice-area", site.practiceAreas),
    ...PAGE_IDS.filter((id) => !ADDED_PAGE_IDS.includes(id)).map((id) => ({
      kind: "page" as const,
      id,
      data: data(site.pages[id]),
    })),
    { kind: "settings", id: "bookings", data: data(site.bookingHours) },
    ...listed("appointment-type", site.appointmentTypes),
    ...ADDED_PAGE_IDS.map((id) => ({ kind: "page" as const, id, data: data(site.pages[id]) })),
  ];
}

/**
 * The sample firm's own details, as a text might still state them after the firm has made the site its
 * own: the set-up checklist looks for each in every published text, with the placeholder that would
 * state the firm's instead (none for a sample person's name).
 */
export function sampleFirmValues(): { value: string; placeholder?: string }[] {
  const s = SAMPLE_SITE.settings;
  return [
    { value: s.name, placeholder: "{firmName}" },
    { value: s.phone, placeholder: "{phone}" },
    // The number as texts may write it without the country and area codes.
    { value: s.phone.replace(/^.*\)\s*/, ""), placeholder: "{phone}" },
    { value: s.email, placeholder: "{email}" },
    { value: s.email.slice(s.email.indexOf("@") + 1) },
    { value: s.streetName, placeholder: "{street}" },
    { value: "Piccadilly Centre", placeholder: "{address}" },
    { value: `${MONTHS[s.foundedMonth - 1]} ${s.foundedYear}`, placeholder: "{founded}" },
    ...SAMPLE_SITE.people.map((p) => ({ value: p.name })),
  ];
}
