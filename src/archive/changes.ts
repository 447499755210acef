/**
 * What changed on the site between two instants: the content items (from the content's own history) and
 * the posts whose live version differs, each with a word-level comparison of what readers saw.
 */
import type { ComparedField, LiveChange } from "../content";
import type { Post } from "../shared/wire-types";
import type { ArchiveDeps } from "./site-at";

export type SiteChange = LiveChange & { noun: string };

const POST_FIELDS: [keyof Post, string][] = [
  ["title", "Title"],
  ["slug", "Address"],
  ["excerpt", "Summary"],
  ["content", "Text"],
  ["serviceArea", "Practice area"],
  ["featuredImage", "Featured image"],
  ["featuredImageAlt", "What the featured image shows"],
  ["publishedAt", "Published"],
];

async function comparePosts(left: Post | undefined, right: Post | undefined): Promise<ComparedField[]> {
  const { diffWords } = await import("diff");
  return POST_FIELDS.flatMap(([key, label]) => {
    const a = String(left?.[key] ?? "");
    const b = String(right?.[key] ?? "");
    if (a === b) return [];
    const parts = diffWords(a, b);
    return [
      {
        key,
        label,
        changed: true,
        left: parts.filter((p) => !p.added).map((p) => ({ text: p.value, changed: p.removed === true })),
        right: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, changed: p.added === true })),
      },
    ];
  });
}

const NOUNS: Record<string, string> = {
  settings: "Settings",
  page: "Page",
  person: "Person",
  "practice-area": "Practice area",
  "appointment-type": "Appointment type",
  "booking-host": "Lawyer taking bookings",
  post: "Article",
};

/** Between `a` and `b` (ms, either order: the earlier is "before"). */
export async function changesBetween(deps: ArchiveDeps, a: number, b: number): Promise<SiteChange[]> {
  const [from, to] = a <= b ? [a, b] : [b, a];
  const content = await deps.content.liveChangesBetween(from, to);
  const [before, after] = await Promise.all([
    deps.repos.postVersions.liveAt(from),
    deps.repos.postVersions.liveAt(to),
  ]);
  const was = new Map(before.map((v) => [v.post.id, v.post]));
  const is = new Map(after.map((v) => [v.post.id, v.post]));
  const posts: SiteChange[] = [];
  for (const id of new Set([...was.keys(), ...is.keys()])) {
    const left = was.get(id);
    const right = is.get(id);
    const fields = await comparePosts(left, right);
    if (left && right && fields.length === 0) continue;
    posts.push({
      kind: "post",
      id,
      noun: NOUNS.post!,
      title: (right ?? left)!.title,
      change: !left ? "added" : !right ? "removed" : "changed",
      fields,
    });
  }
  return [...content.map((c) => ({ ...c, noun: NOUNS[c.kind] ?? c.kind })), ...posts];
}
