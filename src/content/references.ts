/**
 * What a version of an item names besides itself: people (a practice area's profile, the home page's
 * team) and practice areas (a link to one's page). A revision may name some that have been taken off the
 * site since; restoring it says so and lets staff choose (keep them named, or leave them out) instead of
 * dropping them silently, and publishing names who is missing, by name.
 */
import type { ContentRow } from "../db";
import { type ContentKind, type FieldSpec, fieldsOf, sectionsOf } from "./fields";
import { setAtPath } from "./form";
import { latest, titleOf } from "./items";
import type { PracticeDirectory } from "./practice-view";

/** One thing a version names that is no longer on the site. */
export interface MissingReference {
  /** The field's path in the data ("home.teamPeople", "clientSegments.2.href"). */
  path: string;
  /** The field as staff read it ("People on the home page", "Segment 3: Link"). */
  field: string;
  kind: "person" | "practice-area";
  /** The person's id, or the practice area's address. */
  id: string;
  /** Their name, as it was when they were on the site. */
  name: string;
}

/** How staff chose to restore a revision that names something no longer on the site. */
export type MissingChoice = "keep" | "leave-out";

/** Where a link to a practice area's page leads once the area is retired. */
const RETIRED_AREA_LEADS_TO = "/services";
const AREA_LINK = /^\/services\/([a-z0-9]+(?:-[a-z0-9]+)*)(?:[?#].*)?$/;

/** Every field of `data` with its path and its label as staff read it (list items too). */
function eachField(
  fields: readonly FieldSpec[],
  data: Record<string, unknown>,
  visit: (f: FieldSpec, value: unknown, path: string, label: string) => void,
  at = "",
  label = "",
) {
  for (const f of fields) {
    const path = `${at}${f.key}`;
    const name = label ? `${label}: ${f.label}` : f.label;
    const v = data[f.key];
    if (f.type === "list" && Array.isArray(v))
      v.forEach((item, i) => {
        if (item && typeof item === "object")
          eachField(
            f.fields,
            item as Record<string, unknown>,
            visit,
            `${path}.${i}.`,
            `${f.itemLabel} ${i + 1}`,
          );
      });
    else visit(f, v, path, name);
  }
}

/** Every person's name for staff, on the site or taken off it, by their id. */
export const personNames = (rows: readonly ContentRow[]): ReadonlyMap<string, string> =>
  new Map(
    rows.filter((r) => r.kind === "person").map((r) => [r.id, titleOf(r.kind, r.id, latest(r))] as const),
  );

/** A person's name for staff, whether on the site or taken off it (by the id they had). */
export function personNamer(rows: readonly ContentRow[]): (id: string) => string {
  const names = personNames(rows);
  return (id) => names.get(id) ?? "Someone no longer on the site";
}

/** What `data` (a version of kind:id) names that is no longer on the site. */
export function missingIn(
  kind: ContentKind,
  id: string,
  data: Record<string, unknown>,
  rows: readonly ContentRow[],
  practice: Pick<PracticeDirectory, "resolve" | "labelOf"> | undefined,
): MissingReference[] {
  const onSite = new Set(rows.filter((r) => r.kind === "person" && !r.removed).map((r) => r.id));
  const nameOf = personNamer(rows);
  const missing: MissingReference[] = [];
  eachField(fieldsOf(sectionsOf(kind, id) ?? []), data, (f, v, path, field) => {
    const people =
      f.type === "person" && typeof v === "string" ? [v] : f.type === "people" && Array.isArray(v) ? v : [];
    for (const pid of people)
      if (typeof pid === "string" && !onSite.has(pid))
        missing.push({ path, field, kind: "person", id: pid, name: nameOf(pid) });
    if (practice && f.type === "text" && f.format === "path-or-url" && typeof v === "string") {
      const slug = AREA_LINK.exec(v)?.[1];
      if (slug && practice.resolve(slug).kind === "retired")
        missing.push({ path, field, kind: "practice-area", id: slug, name: practice.labelOf(slug) ?? slug });
    }
  });
  return missing;
}

/** `data` without what is missing: people unticked, a profile left empty, a link to a retired area's page leading where its address does now. */
export function leaveOut(data: Record<string, unknown>, missing: readonly MissingReference[]) {
  const out = structuredClone(data);
  for (const m of missing) {
    const keys = m.path.split(".");
    let holder: Record<string, unknown> = out;
    for (const k of keys.slice(0, -1)) holder = holder[k] as Record<string, unknown>;
    const v = holder[keys.at(-1)!];
    if (m.kind === "practice-area") setAtPath(out, m.path, RETIRED_AREA_LEADS_TO);
    else if (Array.isArray(v))
      setAtPath(
        out,
        m.path,
        v.filter((x) => x !== m.id),
      );
    else setAtPath(out, m.path, null);
  }
  return out;
}

/** Who is missing, in words: "Priya Walton (People on the home page)". */
export const missingWords = (missing: readonly MissingReference[]) =>
  missing.map((m) => `${m.name} (${m.field})`).join(", ");
