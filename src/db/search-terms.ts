/**
 * What a person typed into a search box → the words the full-text index can look up. User text never
 * reaches a query syntax: it is cut into letter/digit tokens here, and the FTS5 or tsquery expression is
 * built from those tokens only (each quoted), so quotes, `*`, `^`, `:`, `-`, NEAR, OR, parentheses, emoji
 * or a page of text can never be read as syntax or fail the query.
 *
 * Each space-separated word is a phrase of its tokens ("ann@exa" → ann, exa in that order; "555-01" →
 * 555, 01), its last token a prefix (as you type). Words must all match (AND). Case and accents are folded
 * as the indexes fold them ("José" = "jose").
 */

/** Longer input is cut here: a search box is not a document. */
export const MAX_SEARCH_CHARS = 200;
const MAX_WORDS = 8;
const MAX_TOKENS_PER_WORD = 8;
const MAX_TOKEN_CHARS = 64;

export interface SearchWord {
  tokens: string[];
  /** Whether the last token matches as a prefix. A one-character token does not: "s*" would match most of
   * the inbox and rank it all, for nothing a person could use. */
  prefix: boolean;
}

/** The searchable words of `input`; empty when it has no letters or digits at all. */
export function searchTerms(input: string | undefined | null): SearchWord[] {
  if (!input) return [];
  const folded = input
    .slice(0, MAX_SEARCH_CHARS)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  const words: SearchWord[] = [];
  for (const word of folded.split(/\s+/u)) {
    const tokens = (word.match(/[\p{L}\p{N}]+/gu) ?? [])
      .slice(0, MAX_TOKENS_PER_WORD)
      .map((t) => t.slice(0, MAX_TOKEN_CHARS));
    if (tokens.length === 0) continue;
    words.push({ tokens, prefix: tokens[tokens.length - 1]!.length > 1 });
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

/** An FTS5 MATCH expression: `"ann exa"* "smith"*` (phrases of quoted tokens, prefix marks, implicit AND). */
export function fts5Query(words: readonly SearchWord[]): string {
  return words.map((w) => `"${w.tokens.join(" ")}"${w.prefix ? "*" : ""}`).join(" ");
}

/** A to_tsquery('simple', …) expression: `'ann' <-> 'exa':* & 'smith':*`. */
export function tsQuery(words: readonly SearchWord[]): string {
  return words
    .map((w) => {
      const last = w.tokens.length - 1;
      return w.tokens.map((t, i) => `'${t}'${i === last && w.prefix ? ":*" : ""}`).join(" <-> ");
    })
    .join(" & ");
}
