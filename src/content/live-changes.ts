/**
 * What of the site's content changed between two instants: each item whose live version at one differs
 * from the other (added, taken off, or changed), field by field with the words that changed marked.
 */
import type { Repos } from "../db";
import { type ComparedField, compareData } from "./compare";
import { type ContentKind, sectionsOf } from "./fields";
import { titleOf } from "./items";
import { personNamer } from "./references";

export interface LiveChange {
  kind: string;
  id: string;
  title: string;
  /** Came onto the site, left it, or was live at both instants with different words. */
  change: "added" | "removed" | "changed";
  fields: ComparedField[];
}

export async function liveChangesBetween(repos: Repos, a: number, b: number): Promise<LiveChange[]> {
  const [before, after, all] = await Promise.all([
    repos.content.liveAt(a),
    repos.content.liveAt(b),
    repos.content.all(),
  ]);
  const nameOf = personNamer(all);
  const key = (r: { kind: string; id: string }) => `${r.kind}/${r.id}`;
  const was = new Map(before.map((r) => [key(r), r]));
  const is = new Map(after.map((r) => [key(r), r]));
  const out: LiveChange[] = [];
  for (const k of new Set([...was.keys(), ...is.keys()])) {
    const left = was.get(k);
    const right = is.get(k);
    const row = (right ?? left)!;
    if (left && right && JSON.stringify(left.published) === JSON.stringify(right.published)) continue;
    const sections = sectionsOf(row.kind as ContentKind, row.id) ?? [];
    const fields = (
      await compareData(sections, left?.published ?? {}, right?.published ?? {}, nameOf)
    ).filter((f) => f.changed);
    if (left && right && fields.length === 0) continue;
    out.push({
      kind: row.kind,
      id: row.id,
      title: titleOf(row.kind, row.id, row.published),
      change: !left ? "added" : !right ? "removed" : "changed",
      fields,
    });
  }
  return out.sort((x, y) => x.kind.localeCompare(y.kind) || x.title.localeCompare(y.title));
}
