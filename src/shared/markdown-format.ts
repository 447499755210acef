/**
 * The post editor's toolbar actions (bold, heading 2, heading 3, bullet list) on a textarea's text
 * and selection. Pure and import-free: used by the browser island, tested here.
 */
export type FormatKind = "bold" | "h2" | "h3" | "bullet";

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

const LINE_PREFIX: Record<Exclude<FormatKind, "bold">, string> = { h2: "## ", h3: "### ", bullet: "- " };
const BOLD = "**";
const BOLD_PLACEHOLDER = "bold text";

function bold({ value, start, end }: TextSelection): TextSelection {
  const selected = value.slice(start, end);
  // Already bold (markers right around the selection): unwrap instead.
  if (start >= 2 && value.slice(start - 2, start) === BOLD && value.slice(end, end + 2) === BOLD) {
    return {
      value: value.slice(0, start - 2) + selected + value.slice(end + 2),
      start: start - 2,
      end: end - 2,
    };
  }
  const text = selected || BOLD_PLACEHOLDER;
  return {
    value: `${value.slice(0, start)}${BOLD}${text}${BOLD}${value.slice(end)}`,
    start: start + 2,
    end: start + 2 + text.length,
  };
}

/** Prefixes every selected line (or the caret's line); when all already have the prefix, removes it. */
function prefixLines(kind: Exclude<FormatKind, "bold">, { value, start, end }: TextSelection): TextSelection {
  const prefix = LINE_PREFIX[kind];
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  // A selection that ends just after a newline does not take in the next line.
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const found = value.indexOf("\n", last);
  const lineEnd = found === -1 ? value.length : found;
  const lines = value.slice(lineStart, lineEnd).split("\n");
  const filled = lines.filter((l) => l.trim() !== "");
  const remove = filled.length > 0 && filled.every((l) => l.startsWith(prefix));
  const changed = lines.map((l) => {
    if (remove) return l.startsWith(prefix) ? l.slice(prefix.length) : l;
    if (l.startsWith(prefix) || (l.trim() === "" && lines.length > 1)) return l;
    // A heading replaces another heading level rather than stacking on it.
    return prefix + (kind === "bullet" ? l : l.replace(/^#{1,6}\s+/, ""));
  });
  const block = changed.join("\n");
  const next = value.slice(0, lineStart) + block + value.slice(lineEnd);
  if (start === end) {
    const caret = Math.max(lineStart, start + changed[0]!.length - lines[0]!.length);
    return { value: next, start: caret, end: caret };
  }
  return { value: next, start: lineStart, end: lineStart + block.length };
}

export function applyFormat(kind: FormatKind, selection: TextSelection): TextSelection {
  return kind === "bold" ? bold(selection) : prefixLines(kind, selection);
}

/** An image's description as markdown's alt text can hold it: brackets and line breaks would end it early. */
export const altText = (text: string): string =>
  text
    .replace(/[[\]\r\n]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The toolbar's Image button, once the picture is uploaded and described (its own field asks, and
 * offers the selection as the description): `![description](url)` at the caret, in place of the
 * selection, with the caret after it, so typing on continues the text rather than the image's code.
 */
export function insertImage({ value, start, end }: TextSelection, url: string, alt: string): TextSelection {
  const markdown = `![${altText(alt)}](${url})`;
  const caret = start + markdown.length;
  return { value: value.slice(0, start) + markdown + value.slice(end), start: caret, end: caret };
}
