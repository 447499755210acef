/** The address "Erase by e-mail address" was given, read from whatever was sent. */
export type EmailInput = { ok: true; email: string } | { ok: false; error: string };

export const ERASE_EMAIL_INVALID =
  "Enter the e-mail address exactly as the enquiries give it, e.g. ann@example.com.";

/** The address to erase, from whatever was sent (trimmed; one address, no spaces). */
export function eraseEmail(raw: unknown): EmailInput {
  const email = typeof raw === "string" ? raw.trim() : "";
  if (email.length < 3 || email.length > 254 || /\s/.test(email) || !/^[^@]+@[^@]+$/.test(email))
    return { ok: false, error: ERASE_EMAIL_INVALID };
  return { ok: true, email };
}
