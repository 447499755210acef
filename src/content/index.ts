/**
 * The firm's own content: its settings, its people, its practice areas and its page texts, stored in
 * the database with drafts, scheduled changes and revisions, and read by pages from memory (per content
 * version). A fresh install is seeded from the typed modules of ./seed, so it shows the sample firm's
 * site until the firm makes it its own. The only door to src/content.
 */

export type { FirmIdentity } from "../config";
export {
  ADD_SECOND_ADMIN,
  type ApprovalGate,
  type ApprovalView,
  NOTE_MAX,
  ownRequestRefused,
  type PublishOutcome,
  returnNote,
} from "./approval";
export { blankData } from "./blank";
export type { ChecklistTask } from "./checklist";
export { CONTENT_USAGE, runContentCommand } from "./cli";
export { type ComparedField, compareData, type Piece } from "./compare";
export { type Content, createContent } from "./content";
export type { ContentDeps } from "./core";
export type {
  AboutData,
  AppointmentTypeData,
  BookingHostData,
  BookingHoursData,
  ContactData,
  HomeData,
  LegalData,
  LogoVariant,
  OurPeopleData,
  PersonData,
  PracticeAreaData,
  ServicesData,
  SettingsData,
  TitledText,
} from "./data";
export {
  type ContentKind,
  type FieldSpec,
  type FormSection,
  fieldsOf,
  isLegalPage,
  isListedKind,
  LEGAL_PAGE_IDS,
  type LegalPageId,
  LISTED_KINDS,
  type ListedKind,
  PAGE_IDS,
  PAGES,
  type PageId,
  sectionsOf,
  WEEKDAYS,
  type Weekday,
} from "./fields";
export { PRESET_CHOICES, type PresetId } from "./fields-compliance";
export { type FormBody, type FormRead, readContentForm, setAtPath } from "./form";
export { PRICE_RANGE, SERVICE_RADIUS_METRES, telHref, whyChooseHeading } from "./format";
export { clockTime, hoursLines } from "./hours";
export type { Actor, ItemStatus, ItemSummary, ItemView, Outcome, Refusal, RevisionView } from "./items";
export type { LiveChange } from "./live-changes";
export {
  expertiseLinks,
  legalLinks,
  logoForPath,
  logoUpload,
  mainLinks,
  type Section,
  sectionOf,
} from "./navigation";
export { parseSiteAddress, SITE_ADDRESS_FIELD, type SiteAddressView } from "./origin";
export { PLACEHOLDER_LIST, PLACEHOLDERS } from "./placeholders";
export type { AreaAddress, FormerSlug, PracticeDirectory } from "./practice-view";
export { complianceProblems, PRESETS } from "./presets";
export type { MissingChoice, MissingReference } from "./references";
export type { CaseResultView, ResultsContent, TestimonialView } from "./results-view";
export type { RestoreOutcome } from "./revisions";
export type { SiteInfo } from "./site";
export {
  type AccessibilityView,
  type LegalView,
  longDate,
  NO_PHOTO,
  type PersonView,
  type Picture,
  type PracticeArea,
  type SiteContent,
  type SiteSettings,
} from "./site-content";
export { DOCUMENT_FORMAT, type Problem, type SiteDocument } from "./transfer";
export type { ImportOptions, ImportResult } from "./transfer-import";
