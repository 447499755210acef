/**
 * Text a visitor typed, made safe to sit in an e-mail header (Subject, a display name). nodemailer encodes
 * headers itself; this is the second wall, so nothing typed can start a header line, hide a recipient or
 * smuggle an encoded word that a mail client would decode into one:
 *  - control characters (CR, LF, NEL U+0085, tabs…) and the Unicode line/paragraph separators become spaces;
 *  - invisible format characters (bidi overrides, zero-width joiners) are removed;
 *  - "=?" (the start of an RFC 2047 encoded word) is broken up;
 *  - runs of white space collapse to one space, and the result is capped at `max` characters.
 */
export function headerText(value: string, max: number): string {
  const flat = value
    .normalize("NFC")
    .replace(/[\p{Cc}\u2028\u2029]/gu, " ")
    .replace(/\p{Cf}/gu, "")
    .replace(/=\?/g, "= ?")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length <= max) return flat;
  // Cut on a code point boundary, never half a surrogate pair.
  return `${Array.from(flat)
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

/**
 * An address safe for Reply-To: the schema already checked the format; this refuses anything that could
 * still carry a second address or a line break.
 */
export function safeAddress(value: string): string | undefined {
  const v = value.trim();
  return /^[^\s@<>()",;:\\[\]\p{Cc}\p{Cf}\u2028\u2029]+@[A-Za-z0-9.-]+$/u.test(v) && v.length <= 254
    ? v
    : undefined;
}
