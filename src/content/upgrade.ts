/**
 * Bringing stored content up to date with the fields its kinds have now. A field a newer version no
 * longer has is dropped from every stored version (it would be refused as unknown on the next publish);
 * the practice pages' profiles, once firm settings, became each practice area's own field.
 *
 * A field added after sites had stored its kind (one not among ./first-fields) reaches every item that
 * lacks it: the value its description's `whenAdded` works out from the item, else for the firm settings
 * and the pages the value a fresh install has (the sample's), else (people, practice areas, and a list's
 * entries) the field's empty value. Items get it at start (every stored version), when a revision is
 * restored, when a site document is imported and when an item is added, so an item can always be
 * published as it is and pages always find the field. A test holds every added field to a value
 * publishing accepts, so a new required field cannot leave stored items unpublishable.
 */
import type { ContentRow } from "../db";
import { blankValue } from "./blank";
import type { Core } from "./core";
import { type ContentKind, type FieldSpec, fieldsOf, formOf, sectionsOf } from "./fields";
import { firstFields } from "./first-fields";
import { latest } from "./items";
import { seedItems } from "./seed";

type Data = Record<string, unknown>;

/**
 * `data` with the added fields it lacks; undefined when it lacks none. `sample` gives the value a fresh
 * install has for a field of a fixed item (undefined for people, practice areas and list entries).
 */
function fillAdded(
  fields: readonly FieldSpec[],
  first: ReadonlySet<string>,
  prefix: string,
  data: Data,
  sample: ((key: string) => unknown) | undefined,
): Data | undefined {
  let out: Data | undefined;
  const set = (key: string, value: unknown) => {
    out ??= { ...data };
    out[key] = value;
  };
  for (const f of fields) {
    const path = `${prefix}${f.key}`;
    if (!(f.key in data)) {
      if (!first.has(path))
        set(f.key, f.whenAdded ? f.whenAdded(data) : sample ? sample(f.key) : blankValue(f));
      continue;
    }
    const entries = data[f.key];
    if (f.type !== "list" || !Array.isArray(entries)) continue;
    let changed = false;
    const filled = entries.map((entry) => {
      if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return entry;
      const e = fillAdded(f.fields, first, `${path}.`, entry as Data, undefined);
      if (e) changed = true;
      return e ?? entry;
    });
    if (changed) set(f.key, filled);
  }
  return out;
}

/** `data` with the fields added since its kind was first stored that it lacks; undefined when it lacks none. */
export function withAddedFields(kind: string, id: string, data: Data | null): Data | undefined {
  const sections = data && sectionsOf(kind as ContentKind, id);
  if (!data || !sections) return undefined;
  const fixed = kind === "settings" || kind === "page";
  let seed: Data | undefined;
  const sample = fixed
    ? (key: string) => {
        seed ??= seedItems().find((i) => i.kind === kind && i.id === id)?.data ?? {};
        return seed[key];
      }
    : undefined;
  return fillAdded(fieldsOf(sections), firstFields(formOf(kind as ContentKind, id)), "", data, sample);
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
  const settings = rows.find((r) => r.kind === "settings" && r.id === "firm")?.published;
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
