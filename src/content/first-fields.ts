/**
 * The fields every stored item of a kind has had from the start, by the form they belong to (a list's
 * own fields as `list.field`). A field that is not here was added after sites had stored items of its
 * kind: an item without it is given it (./upgrade). This list is a record of the past and never grows:
 * a new field needs no entry, and adding one here would leave older items without it.
 */
const FIRST: Record<string, string> = {
  settings:
    "name phone email blurb foundedMonth foundedYear addressContact addressFooter streetAddress locality " +
    "region country latitude longitude officeHours contactNote disclaimer social logoGlobal " +
    "logoCorporateServices logoCompliance logoLegalServices favicon",
  person:
    "name title homeTitle image imageAlt summary bio education admissions credentials memberships " +
    "publicService founder hidden",
  "practice-area":
    "title slug navLabel contactOption footerGroup logo inPostEditor description tagline highlight " +
    "keyServices image imageAlt onHome homeDescription homeImage homeImageAlt homeWide heroBadge heroTitle " +
    "heroIntro servicesHeading servicesIntro services services.title services.description " +
    "benefitsHeading benefits benefits.title benefits.description ctaTitle ctaText teamLink entityTypes " +
    "entityTypes.title entityTypes.description industries clientTypes complianceAreas profile " +
    "profileHeading metaTitle metaDescription keywords",
  "page:home":
    "heroBadge heroTitle heroIntro servicesHeading servicesIntro teamHeading teamIntro teamPeople " +
    "segmentsHeading segmentsIntro clientSegments clientSegments.title clientSegments.description " +
    "clientSegments.details clientSegments.image clientSegments.imageAlt clientSegments.href ctaTitle " +
    "ctaText metaTitle metaDescription keywords",
  "page:about":
    "foundersIntro ourFirmHeading ourFirm officeImage officeImageAlt foundersHeading workWithUsTitle " +
    "workWithUsText metaTitle metaDescription keywords",
  "page:our-people": "heading intro workWithTeamTitle workWithTeamText metaTitle metaDescription keywords",
  "page:contact":
    "heroTitle heroIntro formHeading formIntro whyChoose whyChoose.title whyChoose.description " +
    "preferTitle preferText metaTitle metaDescription keywords",
  "page:services":
    "heading intro reassurance reassurance.title reassurance.description ctaTitle ctaText metaTitle " +
    "metaDescription keywords",
  "page:legal": "title lastUpdated body metaDescription keywords",
  "appointment-type":
    "name shown practiceArea minutes locationKind videoLink hostEmail clientNameInInvite bufferBefore " +
    "bufferAfter minNoticeHours minNoticeNextBusinessDay horizonDays incrementMinutes maxPerDay " +
    "requiresConfirmation holdHours cancelCutoffHours reminders reminders.hours questions questions.label " +
    "questions.kind questions.options questions.required notice",
  "settings:bookings":
    "weekly exceptions exceptions.date exceptions.closed exceptions.open exceptions.close exceptions.note",
};

const cache = new Map<string, ReadonlySet<string>>();

/** The fields an item's form had from the start (`form` as formOf in ./fields names it). */
export function firstFields(form: string): ReadonlySet<string> {
  let set = cache.get(form);
  if (!set) {
    set = new Set((FIRST[form] ?? "").split(" ").filter(Boolean));
    cache.set(form, set);
  }
  return set;
}
