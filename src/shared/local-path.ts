/**
 * A path of this site: the only kind of address the site redirects to, and what a "path of this site"
 * field accepts. Browsers read `//host` and `/\host` (a backslash counts as a slash) as another site, and
 * drop tabs and line breaks anywhere in an address first (`/\t/host` becomes `//host`), so a path must
 * start with exactly one `/` that is followed by neither `/` nor `\`, hold no control characters or
 * white space, and start so however many times it is percent-decoded (`/%2F%2Fhost`, `/%5Chost`,
 * `/%09/host`), since a proxy or a second hop may decode it before a browser reads it.
 */

/** Control characters and every kind of white space: never in an address the site sends a browser to. */
const CONTROL_OR_SPACE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: what a browser drops before reading an address
const DROPPED = /[\u0000-\u001f\u007f]/g;
const LOCAL_START = /^\/(?![/\\])/;

export function isLocalPath(value: string): boolean {
  if (!LOCAL_START.test(value) || CONTROL_OR_SPACE.test(value)) return false;
  let reading = value;
  for (let i = 0; i < 4; i++) {
    if (!reading.includes("%")) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(reading);
    } catch {
      // A stray "%" decodes no further: what is there has been checked.
      return true;
    }
    if (decoded === reading) return true;
    if (!LOCAL_START.test(decoded.replace(DROPPED, ""))) return false;
    reading = decoded;
  }
  // Encoded more deeply than any real address: refused rather than decoded on.
  return false;
}

/** `value` when it is a path of this site, else `fallback` (itself a path of this site). */
export const safeLocalPath = (value: string | undefined, fallback = "/"): string =>
  value !== undefined && isLocalPath(value) ? value : fallback;
