/**
 * The shapes of the content staff edit, as stored (the data of an item's versions), derived from the
 * fields' descriptions (./fields-*.ts): a field described there is in its kind's shape here, with what
 * its type holds (text a string, lines a list of strings, an image its address or null, a choice one of
 * its values, a list its items' own shape…). schemas.ts checks stored data against the same descriptions.
 */
import type { SectionsData } from "./field-types";
import type { PAGES, PageId } from "./fields";
import type { ACCESSIBILITY } from "./fields-accessibility";
import type { APPOINTMENT_TYPE, BOOKING_HOURS } from "./fields-booking";
import type { PERSON, SETTINGS } from "./fields-firm";
import type { BOOKING_HOST } from "./fields-hosts";
import type { ABOUT, CONTACT, HOME, LEGAL, OUR_PEOPLE } from "./fields-pages";
import type { PRACTICE_AREA, SERVICES } from "./fields-practice";

export type { OpenHours } from "./field-types";

export type SettingsData = SectionsData<typeof SETTINGS>;
export type PersonData = SectionsData<typeof PERSON>;
export type HomeData = SectionsData<typeof HOME>;
export type AboutData = SectionsData<typeof ABOUT>;
export type OurPeopleData = SectionsData<typeof OUR_PEOPLE>;
export type ContactData = SectionsData<typeof CONTACT>;
/** A legal page: its body is markdown; lastUpdated is YYYY-MM-DD, or "" for undated. */
export type LegalData = SectionsData<typeof LEGAL>;
/** The accessibility statement (page/accessibility). */
export type AccessibilityData = SectionsData<typeof ACCESSIBILITY>;
export type PracticeAreaData = SectionsData<typeof PRACTICE_AREA>;
export type ServicesData = SectionsData<typeof SERVICES>;
/** A kind of consultation clients can book. */
export type AppointmentTypeData = SectionsData<typeof APPOINTMENT_TYPE>;
/** A lawyer clients can book. */
export type BookingHostData = SectionsData<typeof BOOKING_HOST>;
/** When the firm takes bookings (settings/bookings). */
export type BookingHoursData = SectionsData<typeof BOOKING_HOURS>;

/** The header logos a practice page can show. */
export type LogoVariant = PracticeAreaData["logo"];
/** A title with its description: a service card, a benefit, an entity type, a reassurance point. */
export type TitledText = PracticeAreaData["services"][number];

/** An item staff add and remove (a person, a practice area) with its id, as the site document lists it. */
export type Listed<T> = { id: string } & T;

/** Each page's stored data, by the page's id. */
export type PagesData = { [Id in PageId]: SectionsData<(typeof PAGES)[Id]["sections"]> };

/**
 * The whole site's content in the site document's shape (src/content/transfer.ts): the settings, every
 * page by its id, and the people and practice areas in their order.
 */
export interface SiteData {
  settings: SettingsData;
  pages: PagesData;
  people: Listed<PersonData>[];
  practiceAreas: Listed<PracticeAreaData>[];
  /** When the firm takes bookings. */
  bookingHours: BookingHoursData;
  /** The kinds of consultation clients can book, in the firm's order. */
  appointmentTypes: Listed<AppointmentTypeData>[];
}
