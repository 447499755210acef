/**
 * The firm's own content: its settings, its people and its page texts, stored in the database with
 * drafts, scheduled changes and revisions, and read by pages from memory (per content version). A fresh
 * install is seeded from the typed modules of ./seed, so it shows the sample firm's site until the firm
 * makes it its own. The only door to src/content, together with the static modules pages still read
 * directly (the practice areas and the navigation).
 */

export type { FirmIdentity } from "../config";
export { blankData } from "./blank";
export { type ComparedField, compareData, type Piece } from "./compare";
export { type Content, createContent } from "./content";
export type { ContentDeps } from "./core";
export type {
  AboutData,
  ContactData,
  HomeData,
  LegalData,
  OurPeopleData,
  PersonData,
  SettingsData,
} from "./data";
export {
  type ContentKind,
  type FieldSpec,
  type FormSection,
  fieldsOf,
  isLegalPage,
  LEGAL_PAGE_IDS,
  type LegalPageId,
  PAGE_IDS,
  PAGES,
  type PageId,
  sectionsOf,
  WEEKDAYS,
  type Weekday,
} from "./fields";
export { type FormBody, type FormRead, readContentForm, setAtPath } from "./form";
export { PRICE_RANGE, SERVICE_RADIUS_METRES, telHref, whyChooseHeading } from "./format";
export { clockTime, hoursLines } from "./hours";
export type { Actor, ItemStatus, ItemSummary, ItemView, Outcome, Refusal, RevisionView } from "./items";
/** The home page's service cards: they follow the practice areas, which are not yet content. */
export { home as homeSeed } from "./seed/home";
export type { SiteInfo } from "./site";
export {
  type LegalView,
  longDate,
  NO_PHOTO,
  type PersonView,
  type Picture,
  type SiteContent,
  type SiteSettings,
} from "./site-content";
