/**
 * The whole site as one file: every published item (settings, pages, people and practice areas in their
 * order) as one JSON document that names the uploaded images it uses. Reading one back checks all of it
 * first, naming each problem by its path in the document (`practiceAreas[3].keyServices: …`), and
 * changes nothing when anything is wrong.
 */
import type { ContentRow } from "../db";
import { entryOf, type ImageEntry, recordsOf } from "../images";
import type { Core } from "./core";
import { ADDED_PAGE_IDS, type ContentKind, fieldsOf, PAGE_IDS, PERSON_ID, sectionsOf } from "./fields";
import { uploadUrlsIn } from "./site-content";
import { withAddedFields } from "./upgrade";

export const DOCUMENT_FORMAT = "firm-site-content";
export const DOCUMENT_VERSION = 1;
/** The most items of a listed kind a document may hold. */
export const DOCUMENT_LIMITS = {
  people: 200,
  practiceAreas: 100,
  appointmentTypes: 50,
  bookingHosts: 50,
  caseResults: 500,
  testimonials: 500,
  images: 2000,
} as const;

export interface SiteDocument {
  format: typeof DOCUMENT_FORMAT;
  version: typeof DOCUMENT_VERSION;
  exportedAt: string;
  settings: Record<string, unknown>;
  pages: Record<string, Record<string, unknown>>;
  people: ({ id: string } & Record<string, unknown>)[];
  practiceAreas: ({ id: string } & Record<string, unknown>)[];
  /** When the firm takes bookings; a document from before bookings has none (the site's stay). */
  bookingHours?: Record<string, unknown>;
  /** The appointment types in their order; a document from before bookings has none (the site's stay). */
  appointmentTypes?: ({ id: string } & Record<string, unknown>)[];
  /** The lawyers taking bookings in their order; a document from before them has none (the site's stay). */
  bookingHosts?: ({ id: string } & Record<string, unknown>)[];
  /**
   * Case results and testimonials in their order, with their private record (consent, verification,
   * responsible lawyer): this document is the staff's copy of the site, never a public page. A document
   * from before them has none (the site's stay).
   */
  caseResults?: ({ id: string } & Record<string, unknown>)[];
  testimonials?: ({ id: string } & Record<string, unknown>)[];
  images: ImageEntry[];
}

export interface Problem {
  path: string;
  message: string;
}

const TOP = [
  "format",
  "version",
  "exportedAt",
  "settings",
  "pages",
  "people",
  "practiceAreas",
  "bookingHours",
  "appointmentTypes",
  "bookingHosts",
  "caseResults",
  "testimonials",
  "images",
];

/**
 * The published site, as a document. Items never published, and those taken off the site, are left out.
 * `past`: the rows live at an earlier instant instead (the site on a date), with fields marked private
 * left out, as the public never saw them.
 */
export async function exportDocument(
  core: Core,
  now: number,
  past?: readonly ContentRow[],
): Promise<SiteDocument> {
  const rows = past
    ? past.map((r) => ({ ...r, published: r.published && publicFieldsOf(r.kind, r.id, r.published) }))
    : (await core.repos.content.all()).filter((r) => !r.removed && r.published);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).sort((a, b) => a.position - b.position);
  const withId = (r: ContentRow) => ({ id: r.id, ...r.published! });
  const bookingHours = rows.find((r) => r.kind === "settings" && r.id === "bookings")?.published ?? undefined;
  const images = await recordsOf(
    core.imagesContext,
    uploadUrlsIn(rows, (r) => r.published),
  );
  return {
    format: DOCUMENT_FORMAT,
    version: DOCUMENT_VERSION,
    exportedAt: new Date(now).toISOString(),
    settings: rows.find((r) => r.kind === "settings" && r.id === "firm")!.published!,
    pages: Object.fromEntries(
      PAGE_IDS.flatMap((id) => {
        const r = rows.find((x) => x.kind === "page" && x.id === id);
        return r ? [[id, r.published!]] : [];
      }),
    ),
    people: of("person").map(withId),
    practiceAreas: of("practice-area").map(withId),
    ...(bookingHours ? { bookingHours } : {}),
    appointmentTypes: of("appointment-type").map(withId),
    bookingHosts: of("booking-host").map(withId),
    caseResults: of("case-result").map(withId),
    testimonials: of("testimonial").map(withId),
    images: images.sort((a, b) => a.name.localeCompare(b.name)).map(entryOf),
  };
}

/** An item's data without the fields its kind marks private (never shown to the public). */
function publicFieldsOf(kind: string, id: string, data: Record<string, unknown>): Record<string, unknown> {
  const hidden = new Set(
    fieldsOf(sectionsOf(kind as ContentKind, id) ?? [])
      .filter((f) => (f as { private?: boolean }).private === true)
      .map((f) => f.key),
  );
  return Object.fromEntries(Object.entries(data).filter(([k]) => !hidden.has(k)));
}

/** "clientSegments.1.title" → "clientSegments[1].title", under `prefix`. */
const pathIn = (prefix: string, field: string) =>
  `${prefix}${field === "data" ? "" : `.${field.replace(/\.(\d+)(?=\.|$)/g, "[$1]")}`}`;

export interface CheckedItem {
  kind: ContentKind;
  id: string;
  data: Record<string, unknown>;
}

/**
 * Checks a document as publishing would check each item, plus what holds the site together: ids, the
 * people it names, the practice areas' addresses, and every image it uses. The items, cleaned; or every
 * problem found.
 */
export async function checkDocument(
  core: Core,
  doc: unknown,
): Promise<{ ok: true; items: CheckedItem[]; images: ImageEntry[] } | { ok: false; problems: Problem[] }> {
  const problems: Problem[] = [];
  const say = (path: string, message: string) => problems.push({ path, message });
  if (doc === null || typeof doc !== "object" || Array.isArray(doc))
    return { ok: false, problems: [{ path: "(document)", message: "not a JSON object" }] };
  const d = doc as Record<string, unknown>;
  if (d.format !== DOCUMENT_FORMAT)
    say("format", `must be "${DOCUMENT_FORMAT}" (this is not a site's content)`);
  if (d.version !== DOCUMENT_VERSION)
    say("version", `must be ${DOCUMENT_VERSION}, the version this site reads`);
  for (const key of Object.keys(d))
    if (!TOP.includes(key)) say(key, `not part of a site's content (expected: ${TOP.join(", ")})`);
  if (problems.length > 0) return { ok: false, problems };

  const items: CheckedItem[] = [];
  const check = async (kind: ContentKind, id: string, data: unknown, path: string) => {
    const r = await core.validate(kind, id, data, "publish");
    if (!r.ok) {
      for (const [field, message] of Object.entries(r.fields)) say(pathIn(path, field), message);
      if (Object.keys(r.fields).length === 0) say(path, r.error);
      return;
    }
    items.push({ kind, id, data: r.data });
  };

  // A document from before a field was added gets it as a stored item does (./upgrade).
  const upToNow = (kind: ContentKind, id: string, data: unknown) =>
    data !== null && typeof data === "object" && !Array.isArray(data)
      ? (withAddedFields(kind, id, data as Record<string, unknown>) ?? data)
      : data;
  await check("settings", "firm", upToNow("settings", "firm", d.settings), "settings");

  const pages = d.pages;
  if (pages === null || typeof pages !== "object" || Array.isArray(pages))
    say("pages", "must be an object of pages");
  else {
    for (const id of Object.keys(pages))
      if (!(PAGE_IDS as string[]).includes(id)) say(`pages.${id}`, "no such page");
    for (const id of PAGE_IDS) {
      const page = (pages as Record<string, unknown>)[id];
      // A page added since the document was written keeps the site's own version on import.
      if (page === undefined) {
        if (!ADDED_PAGE_IDS.includes(id)) say(`pages.${id}`, "missing");
      } else await check("page", id, upToNow("page", id, page), `pages.${id}`);
    }
  }

  if (d.bookingHours !== undefined)
    await check("settings", "bookings", upToNow("settings", "bookings", d.bookingHours), "bookingHours");

  const listed = async (
    key: "people" | "practiceAreas" | "appointmentTypes" | "bookingHosts" | "caseResults" | "testimonials",
    kind: "person" | "practice-area" | "appointment-type" | "booking-host" | "case-result" | "testimonial",
  ) => {
    const list = d[key];
    if (!Array.isArray(list)) return say(key, "must be a list");
    if (list.length > DOCUMENT_LIMITS[key]) say(key, `at most ${DOCUMENT_LIMITS[key]} items`);
    const seen = new Set<string>();
    for (const [i, entry] of list.slice(0, DOCUMENT_LIMITS[key]).entries()) {
      const path = `${key}[${i}]`;
      if (entry === null || typeof entry !== "object" || Array.isArray(entry)) {
        say(path, "must be an object");
        continue;
      }
      const { id, ...data } = entry as Record<string, unknown>;
      if (typeof id !== "string" || !PERSON_ID.test(id) || id.length > 80) {
        say(`${path}.id`, "must be an id of lowercase letters, digits and hyphens");
        continue;
      }
      if (seen.has(id)) say(`${path}.id`, `“${id}” is there twice`);
      seen.add(id);
      await check(kind, id, upToNow(kind, id, data), path);
    }
  };
  await listed("people", "person");
  await listed("practiceAreas", "practice-area");
  if (d.bookingHosts !== undefined) await listed("bookingHosts", "booking-host");
  if (d.appointmentTypes !== undefined) await listed("appointmentTypes", "appointment-type");
  if (d.caseResults !== undefined) await listed("caseResults", "case-result");
  if (d.testimonials !== undefined) await listed("testimonials", "testimonial");

  // What ties the items together: the people they name, and the practice areas' addresses.
  const people = new Set(items.filter((i) => i.kind === "person").map((i) => i.id));
  const listKey = {
    person: "people",
    "practice-area": "practiceAreas",
    "appointment-type": "appointmentTypes",
    "booking-host": "bookingHosts",
    "case-result": "caseResults",
    testimonial: "testimonials",
  };
  const where = (item: CheckedItem) =>
    item.kind === "settings"
      ? item.id === "firm"
        ? "settings"
        : "bookingHours"
      : item.kind === "page"
        ? `pages.${item.id}`
        : `${listKey[item.kind]}[${items.filter((x) => x.kind === item.kind).indexOf(item)}]`;
  const areas = new Set(items.filter((i) => i.kind === "practice-area").map((i) => i.id));
  const slugs = new Map<string, string>();
  for (const item of items) {
    for (const f of fieldsOf(sectionsOf(item.kind, item.id) ?? [])) {
      const v = item.data[f.key];
      const named =
        f.type === "person" && typeof v === "string" ? [v] : f.type === "people" ? (v as string[]) : [];
      for (const pid of named)
        if (!people.has(pid)) say(`${where(item)}.${f.key}`, `names “${pid}”, who is not among the people`);
    }
    if (
      item.kind === "appointment-type" &&
      item.data.practiceArea &&
      !areas.has(String(item.data.practiceArea))
    )
      say(
        `${where(item)}.practiceArea`,
        `names “${String(item.data.practiceArea)}”, which is not among the practice areas`,
      );
    // A lawyer's person, and an appointment type's lawyers, must be in the document (or the site's lawyers
    // when the document has none).
    if (item.kind === "booking-host" && !people.has(String(item.data.person)))
      say(`${where(item)}.person`, `names “${String(item.data.person)}”, who is not among the people`);
    if (item.kind === "appointment-type" && Array.isArray(item.data.hosts)) {
      const hosts =
        d.bookingHosts !== undefined
          ? new Set(items.filter((i) => i.kind === "booking-host").map((i) => i.id))
          : undefined;
      for (const h of item.data.hosts as { host?: unknown }[])
        if (hosts && !hosts.has(String(h?.host)))
          say(
            `${where(item)}.hosts`,
            `names “${String(h?.host)}”, who is not among the lawyers taking bookings`,
          );
    }
    if (item.kind === "practice-area") {
      const slug = String(item.data.slug);
      const other = slugs.get(slug);
      if (other) say(`${where(item)}.slug`, `/services/${slug} is also the address of ${other}`);
      slugs.set(slug, where(item));
    }
  }

  // Every upload the content names: in this site already, or described by the document's images.
  const images = Array.isArray(d.images) ? (d.images as ImageEntry[]) : [];
  if (!Array.isArray(d.images)) say("images", "must be a list");
  if (images.length > DOCUMENT_LIMITS.images) say("images", `at most ${DOCUMENT_LIMITS.images} items`);
  for (const [i, e] of images.entries()) {
    const problem = entryProblem(e);
    if (problem) say(`images[${i}]`, problem);
  }
  if (problems.length > 0) return { ok: false, problems };
  const described = new Set(images.map((e) => e.url));
  const named = uploadUrlsIn(
    items.map((i) => ({ data: i.data }) as unknown as ContentRow),
    (r) => (r as unknown as { data: Record<string, unknown> }).data,
  );
  const here = new Set((await recordsOf(core.imagesContext, named)).map((r) => `/uploads/${r.name}`));
  for (const url of named)
    if (!here.has(url) && !described.has(url))
      say("images", `${url} is used by the content but is neither in this site nor in the document`);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, items, images: images.filter((e) => named.includes(e.url) && !here.has(e.url)) };
}

const FORMATS = ["jpeg", "png", "webp"];
const PLACEHOLDER = /^data:image\/(?:png|webp|jpeg|gif);base64,[A-Za-z0-9+/]+={0,2}$/;
const SOURCE_FORMATS = ["jpeg", "png", "gif", "webp"];
const size = (n: unknown) => Number.isInteger(n) && (n as number) > 0 && (n as number) <= 16_384;

/** What is wrong with an image entry's shape (its files are checked when they are read). */
function entryProblem(e: unknown): string | undefined {
  if (e === null || typeof e !== "object" || Array.isArray(e)) return "must be an object";
  const x = e as Record<string, unknown>;
  if (typeof x.url !== "string") return "url must be the image's address (/uploads/…)";
  if (!FORMATS.includes(x.format as string)) return `format must be one of ${FORMATS.join(", ")}`;
  if (!SOURCE_FORMATS.includes(x.sourceFormat as string))
    return `sourceFormat must be one of ${SOURCE_FORMATS.join(", ")}`;
  if (!size(x.width) || !size(x.height)) return "width and height must be sizes in pixels";
  if (!Number.isInteger(x.bytes) || (x.bytes as number) < 0) return "bytes must be a whole number";
  if (typeof x.placeholder !== "string" || x.placeholder.length > 10_000) return "placeholder must be text";
  // Made again on import anyway; one that is not data (an address on another site) marks a forged file.
  if (x.placeholder !== "" && !PLACEHOLDER.test(x.placeholder))
    return "placeholder must be a small image as data (data:image/…;base64,…), never an address";
  if (
    !Array.isArray(x.variants) ||
    x.variants.length > 8 ||
    !x.variants.every(
      (v) =>
        v !== null && typeof v === "object" && size(v.width) && size(v.height) && Number.isInteger(v.bytes),
    )
  )
    return "variants must be a list of { width, height, bytes }";
  return undefined;
}
