/**
 * Bringing stored content up to date with the fields its kinds have now, at start. A field a newer
 * version no longer has is dropped from every stored version (it would be refused as unknown on the next
 * publish); the practice pages' profiles, once firm settings, became each practice area's own field. A
 * field a newer version added to a fixed item (ADDED_FIELDS) is given its seed value in every stored
 * version that lacks it, so the item can be published as it is and pages always find it.
 */
import type { ContentRow } from "../db";
import type { Core } from "./core";
import type { LogoVariant } from "./data";
import { type ContentKind, fieldsOf, sectionsOf } from "./fields";
import { latest } from "./items";
import { seedItems } from "./seed";

/**
 * The captions the sample's header logos carried beside the firm's name; a practice area's caption starts
 * as its logo's (and an area stored before captions were its own keeps the one it showed).
 */
const SAMPLE_LOGO_CAPTIONS: Record<LogoVariant, string> = {
  global: "",
  compliance: "Compliance & Risk Advisory",
  "corporate-services": "Corporate Services",
  "legal-services": "Legal Services",
};

/**
 * Fields added to a fixed item after sites had stored it, by item: a stored version (or revision, or an
 * imported document) without one takes the value a fresh install starts with.
 */
const ADDED_FIELDS: Record<string, readonly string[]> = {
  // The acknowledgement e-mail (decision 024): off, with the sample words.
  // Client alerts (decision 026): offered, with the sample consent sentence (and, decision 033, the wait).
  "settings:firm": [
    "acknowledge",
    "acknowledgementSubject",
    "acknowledgementBody",
    "alertsOffered",
    "alertsConsent",
    // The wait before an article's alerts leave: ten minutes.
    "alertsDelayMinutes",
    // The street page texts name (decision 032), and the cookie banner's switch and words: shown, as before.
    "streetName",
    "cookieBanner",
    "cookieBannerText",
  ],
};

/**
 * Fields added to every item of a kind, with the value that keeps a stored item showing what it showed:
 * a practice area's header caption was its logo's fixed caption (decision 032).
 */
const ADDED_TO_KIND: Record<string, Record<string, (data: Record<string, unknown>) => unknown>> = {
  "practice-area": {
    logoCaption: (d) => SAMPLE_LOGO_CAPTIONS[d.logo as keyof typeof SAMPLE_LOGO_CAPTIONS] ?? "",
  },
};

/** `data` with the added fields it lacks, at their seed values; undefined when it lacks none. */
export function withAddedFields(
  kind: string,
  id: string,
  data: Record<string, unknown> | null,
): Record<string, unknown> | undefined {
  if (!data) return undefined;
  const added = ADDED_FIELDS[`${kind}:${id}`] ?? [];
  const derived = Object.entries(ADDED_TO_KIND[kind] ?? {}).filter(([k]) => !(k in data));
  const missing = added.filter((k) => !(k in data));
  if (missing.length === 0 && derived.length === 0) return undefined;
  const seed = missing.length ? (seedItems().find((i) => i.kind === kind && i.id === id)?.data ?? {}) : {};
  return {
    ...data,
    ...Object.fromEntries(missing.map((k) => [k, seed[k]])),
    ...Object.fromEntries(derived.map(([k, value]) => [k, value(data)])),
  };
}

/** `data` with the fields of its kind as they are now (dropped ones gone, added ones in); undefined when it has them. */
export function upToDate(
  kind: string,
  id: string,
  data: Record<string, unknown> | null,
): Record<string, unknown> | undefined {
  const without = withoutDroppedFields(kind, id, data);
  const added = withAddedFields(kind, id, without ?? data);
  return added ?? without;
}

/** The settings' former profile fields, by the practice area that now holds each. */
const FORMER_PROFILES = {
  "corporate-services": "profileCorporateServices",
  "regulatory-compliance": "profileRegulatoryCompliance",
} as const;

/** A practice area's profile as the settings named it before practice areas were content (or none). */
export function formerProfile(rows: readonly ContentRow[], areaId: string): string | null | undefined {
  const key = FORMER_PROFILES[areaId as keyof typeof FORMER_PROFILES];
  const settings = rows.find((r) => r.kind === "settings")?.published;
  if (!key || !settings || !(key in settings)) return undefined;
  const v = settings[key];
  return typeof v === "string" ? v : null;
}

/** `data` with only the fields its kind has now; undefined when nothing had to go. */
export function withoutDroppedFields(
  kind: string,
  id: string,
  data: Record<string, unknown> | null,
): Record<string, unknown> | undefined {
  if (!data) return undefined;
  const known = new Set(fieldsOf(sectionsOf(kind as ContentKind, id) ?? []).map((f) => f.key));
  if (known.size === 0 || Object.keys(data).every((k) => known.has(k))) return undefined;
  return Object.fromEntries(Object.entries(data).filter(([k]) => known.has(k)));
}

/**
 * Drops fields that no longer exist from every stored version, and gives added ones their seed value;
 * how many items changed.
 */
export async function upgradeFields(core: Core, rows: readonly ContentRow[]): Promise<number> {
  let changed = 0;
  for (const row of rows) {
    const published = upToDate(row.kind, row.id, row.published);
    const draft = upToDate(row.kind, row.id, row.draft);
    const scheduled = upToDate(row.kind, row.id, row.scheduled);
    if (!published && !draft && !scheduled) continue;
    const r = await core.change(
      undefined,
      row,
      row.revision,
      {
        ...(published ? { published } : {}),
        ...(draft ? { draft } : {}),
        ...(scheduled ? { scheduled: { data: scheduled, at: row.scheduledAt } } : {}),
      },
      {
        action: "upgrade",
        data: draft ?? scheduled ?? published ?? latest(row) ?? {},
        wentLive: published !== undefined,
        public: published !== undefined,
      },
    );
    // Another instance starting at the same moment may have done it first.
    if (r.ok) changed++;
  }
  return changed;
}
