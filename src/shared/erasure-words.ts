/**
 * The sentences "Erase by e-mail address" shows staff (the confirmation page, the dialog, the toast),
 * built from the words each kind of personal data declares with its count (src/privacy). A new kind
 * brings its own words, so these sentences never list the kinds by hand. Shared by the server and the
 * erase form's island, which gets the words in its props.
 */

/** The staff words for one count "Erase by e-mail address" reports, declared by the kind that keeps it. */
export interface CountWords<K extends string = string> {
  /** The count's key in the counts (and in the API's answer): "enquiries". */
  key: K;
  /** One of them: "1 enquiry". */
  one: string;
  /** Any other number of them: "0 enquiries", "2 enquiries". */
  other: string;
  /**
   * Set for a record an address has at most one of: it is named rather than numbered, and only when the
   * address has one, after the numbered kinds — "…, with its client alerts subscription and consent record".
   * The words after "its"; the short form (the dialog's) is `one`.
   */
  withIts?: string;
}

/** How many of each kind, by key. A key the words do not name counts as none. */
export type Counts = Readonly<Record<string, number>>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const n = (counts: Counts, key: string) => counts[key] ?? 0;

/** "a", "a and b", "a, b and c". */
const listed = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

const numberedWords = (words: readonly CountWords[]) => words.filter((w) => w.withIts === undefined);
const namedPresent = (words: readonly CountWords[], counts: Counts) =>
  words.filter((w) => w.withIts !== undefined && n(counts, w.key) > 0);

/** Every numbered kind, none left out: "2 enquiries and 0 notes". */
export const numbered = (words: readonly CountWords[], counts: Counts) =>
  listed(numberedWords(words).map((w) => plural(n(counts, w.key), w.one, w.other)));

/** The first numbered kind alone, for a button: "2 enquiries". */
export const firstNumbered = (words: readonly CountWords[], counts: Counts) => {
  const w = numberedWords(words)[0];
  return w ? plural(n(counts, w.key), w.one, w.other) : "";
};

/** The named kinds the address has: ", with its client alerts subscription and consent record", or "". */
export const withIts = (words: readonly CountWords[], counts: Counts) => {
  const named = namedPresent(words, counts);
  return named.length ? `, with ${listed(named.map((w) => `its ${w.withIts}`))}` : "";
};

/** The same, short, for the dialog: " (and its client alerts subscription)", or "". */
export const andIts = (words: readonly CountWords[], counts: Counts) => {
  const named = namedPresent(words, counts);
  return named.length ? ` (and ${listed(named.map((w) => `its ${w.one}`))})` : "";
};

/** Whether the address has nothing at all to erase. */
export const nothingToErase = (counts: Counts) => Object.values(counts).every((c) => c === 0);
