/**
 * A plain e-mail address: name@example.ky, the name of letters, digits and . _ + - (no dot at either end or
 * twice in a row), the domain of letters, digits and hyphens with a top-level part of letters. Narrower
 * than what mail standards allow on purpose: the firm's address is written into links, legal texts and
 * mail headers, so nothing that could end an attribute or a header field (quotes, slashes, spaces, angle
 * brackets, "=", ";") may be part of it.
 */
const PLAIN_EMAIL =
  /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const isPlainEmail = (value: string): boolean =>
  value.length <= 254 && value.indexOf("@") <= 64 && PLAIN_EMAIL.test(value);

/** What a refused address is told, after the field's name. */
export const PLAIN_EMAIL_RULE =
  "must be a plain e-mail address such as office@firm.ky (letters, digits and . _ + - before the @; no spaces, quotes or other signs)";
