/**
 * The conflict pre-check: before a consultation, the firm must know whether it already acts for (or
 * against) anyone involved. The visitor's name, their e-mail address and each other party they name are
 * searched across every earlier enquiry, booking and staff note, with case, accents, punctuation and
 * company suffixes (Ltd, Limited, Inc…) ignored. Matches are kept with the booking as references (what
 * matched, where), and shown to staff only: the record's name and a few words around the match are read
 * again when staff look, so a record erased since drops out.
 */
import type { ConflictCandidate } from "../db";
import type { ConflictMatch } from "./types";

/** Words that only say what kind of company a name is. */
const SUFFIXES = new Set([
  "ltd",
  "limited",
  "inc",
  "incorporated",
  "llc",
  "corp",
  "corporation",
  "plc",
  "co",
  "company",
  "sa",
  "ag",
  "gmbh",
  "lp",
  "llp",
]);

/** A name as words: lower case, accents and punctuation gone. Company suffixes are kept (see `nameWords`). */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A name's words without company suffixes ("Acme Holdings Ltd." → acme holdings). */
export function nameWords(name: string): string[] {
  const all = words(name);
  const kept = all.filter((w, i) => i === 0 || !SUFFIXES.has(w));
  // Trailing suffixes only ("Co-op Bank" keeps its words); a name that is only a suffix keeps it.
  let end = kept.length;
  while (end > 1 && SUFFIXES.has(kept[end - 1]!)) end--;
  return kept.slice(0, end);
}

/** Whether `needle` occurs in `hay` as consecutive whole words. */
function containsRun(hay: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** One term of the check: what the visitor typed and how it is compared. */
export interface Term {
  term: string;
  kind: "name" | "email";
  /** For a name: its words; for an address: the address in lower case. */
  match: string[];
}

/** The terms of a request: the visitor's name, their e-mail address, and each party. */
export function termsOf(name: string, email: string, parties: readonly string[]): Term[] {
  const out: Term[] = [];
  const add = (term: string) => {
    const match = nameWords(term);
    if (match.length > 0 && !out.some((t) => t.kind === "name" && t.match.join(" ") === match.join(" ")))
      out.push({ term, kind: "name", match });
  };
  add(name);
  if (email.trim()) out.push({ term: email.trim(), kind: "email", match: [email.trim().toLowerCase()] });
  for (const p of parties) add(p);
  return out;
}

/**
 * What the database is asked for first: fragments each matching record's text must contain (in lower
 * case), cast wide (a word's first letters, before any accent) so that the exact comparison here can
 * decide. Accented letters in stored text are compared here, not in SQL (SQLite lowers ASCII only).
 */
export function searchFragments(terms: readonly Term[]): string[] {
  const out = new Set<string>();
  for (const t of terms) {
    if (t.kind === "email") {
      out.add(t.match[0]!);
      continue;
    }
    // The longest word is the most telling; its first letters match the stored spelling, accents or not.
    const longest = [...t.match].sort((a, b) => b.length - a.length)[0]!;
    const ascii = /^[a-z0-9]+/.exec(longest)?.[0] ?? "";
    out.add((ascii.length >= 3 ? ascii : longest).slice(0, 4));
  }
  return [...out];
}

/** A match as kept with the booking (names and excerpts are read again when staff look). */
export interface StoredMatch {
  term: string;
  where: ConflictMatch["where"];
  id: string;
  noteId?: string;
}

/** Where a term matches a record: the matched text, or undefined. */
function matchIn(t: Term, c: ConflictCandidate): string | undefined {
  if (t.kind === "email") {
    const address = t.match[0]!;
    if (c.email.trim().toLowerCase() === address) return c.email;
    return [c.name, ...c.texts].find((text) => text.toLowerCase().includes(address));
  }
  for (const text of [c.name, ...c.texts]) if (containsRun(words(text), t.match) >= 0) return text;
  return undefined;
}

const MAX_MATCHES = 50;

/** Every match of the terms among the candidates, most recent first, at most 50. */
export function findConflicts(
  terms: readonly Term[],
  candidates: readonly ConflictCandidate[],
): StoredMatch[] {
  const out: StoredMatch[] = [];
  const sorted = [...candidates].sort((a, b) => b.at - a.at);
  for (const t of terms)
    for (const c of sorted) {
      if (out.length >= MAX_MATCHES) return out;
      if (matchIn(t, c) === undefined) continue;
      const key = `${c.where}:${c.noteId ?? c.id}`;
      if (out.some((m) => m.term === t.term && `${m.where}:${m.noteId ?? m.id}` === key)) continue;
      out.push({ term: t.term, where: c.where, id: c.id, ...(c.noteId ? { noteId: c.noteId } : {}) });
    }
  return out;
}

/** A few words around the first place a term matches in a text. */
export function excerpt(text: string, term: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const first = nameWords(term)[0] ?? term.toLowerCase();
  const folded = flat
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  // Folding can shift positions where a letter had an accent; near enough for a few words around it.
  const at = Math.max(0, folded.indexOf(first.includes("@") ? term.toLowerCase() : first));
  const from = Math.max(0, at - 50);
  const to = Math.min(flat.length, at + 70);
  return `${from > 0 ? "…" : ""}${flat.slice(from, to)}${to < flat.length ? "…" : ""}`;
}

/** The stored matches as staff see them, with the records as they are now (erased ones left out). */
export function showMatches(
  stored: readonly StoredMatch[],
  records: readonly ConflictCandidate[],
): ConflictMatch[] {
  const byKey = new Map(records.map((r) => [`${r.where}:${r.noteId ?? r.id}`, r]));
  return stored.flatMap((m) => {
    const r = byKey.get(`${m.where}:${m.noteId ?? m.id}`);
    if (!r) return [];
    const term = termsOf(m.term, "", [])[0] ?? {
      term: m.term,
      kind: "email" as const,
      match: [m.term.toLowerCase()],
    };
    const text =
      (m.term.includes("@")
        ? matchIn({ term: m.term, kind: "email", match: [m.term.toLowerCase()] }, r)
        : matchIn(term, r)) ?? r.name;
    return [
      {
        term: m.term,
        where: m.where,
        id: m.id,
        name: r.name,
        at: new Date(r.at).toISOString(),
        excerpt: excerpt(text, m.term),
      },
    ];
  });
}
