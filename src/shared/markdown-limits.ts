/**
 * How deeply a text's formatting may nest: lists, quotes and HTML tags inside one another. Formatting
 * nested thousands of levels deep (a pasted run of "<span>", of ">", of tables in tables) makes the
 * markdown renderer and the sanitiser take seconds to minutes, while no real post nests more than a
 * handful of levels. Checked with one pass over the text before anything renders it, here (the forms'
 * validation, in the browser and on the server) and again where markdown is rendered. Import-free.
 */

export const MARKDOWN_MAX_DEPTH = 64;

export const MARKDOWN_TOO_DEEP = `The text has formatting nested too deeply (lists, quotes or HTML tags inside one another more than ${MARKDOWN_MAX_DEPTH} levels). Remove some of the nesting and try again.`;

/** Elements that never hold anything: they open no level. */
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
/** Elements a browser closes when the next of their kind opens (`<li>a<li>b`): not a level more. */
const SIBLINGS: Record<string, string> = {
  p: "p",
  li: "li",
  dt: "dd",
  dd: "dt",
  tr: "tr",
  td: "th",
  th: "td",
  option: "option",
};

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^<>]*?(\/?)>/g;

/** How deeply the HTML tags in a text nest, counted the way a browser would open and close them. */
function tagDepth(text: string, limit: number): number {
  const open: string[] = [];
  let deepest = 0;
  for (const m of text.matchAll(TAG)) {
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      // A closing tag closes its element and whatever was left open inside it; a stray one, nothing.
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (m[3] || VOID.has(name)) continue;
    const sibling = SIBLINGS[name];
    const top = open.at(-1);
    if (sibling !== undefined && (top === name || top === sibling)) open.pop();
    open.push(name);
    if (open.length > deepest) {
      deepest = open.length;
      if (deepest > limit) return deepest;
    }
  }
  return deepest;
}

/**
 * How deeply a line's quotes and list items nest: each ">" and each list marker ("-", "*", "+", "1.") at
 * its start, plus its indentation when it is a list item or a quote (two spaces make a nested list).
 */
function lineDepth(text: string, limit: number): number {
  let deepest = 0;
  const blank = (ch: string | undefined) => ch === " " || ch === "\t";
  for (const line of text.split("\n")) {
    let depth = 0;
    let spaces = 0;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (ch === " ") spaces++;
      else if (ch === "\t") spaces += 4;
      else if (ch === ">") depth++;
      else if ((ch === "-" || ch === "*" || ch === "+") && blank(line[i + 1])) depth++;
      else if (ch >= "0" && ch <= "9") {
        let j = i;
        while (j - i < 9 && line[j]! >= "0" && line[j]! <= "9") j++;
        if ((line[j] !== "." && line[j] !== ")") || !blank(line[j + 1])) break;
        depth++;
        i = j;
      } else break;
    }
    const d = depth > 0 ? depth + (spaces >> 1) : 0;
    if (d > deepest) {
      deepest = d;
      if (deepest > limit) return deepest;
    }
  }
  return deepest;
}

/** Whether a text's formatting nests deeper than the limit (one pass, stops at the first excess). */
export function nestsTooDeeply(text: string, limit = MARKDOWN_MAX_DEPTH): boolean {
  return lineDepth(text, limit) > limit || tagDepth(text, limit) > limit;
}
