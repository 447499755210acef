import { type SecretsRepo, signingKey } from "../db";

/** A person needs longer than this to fill in the contact form; a form sent back sooner is a bot. */
export const MIN_FILL_MS = 3_000;

export { FORM_TOKEN_FIELD } from "../shared/contact-fields";

const KEY_NAME = "contact-form-hmac";
const PURPOSE = "contact-form";

export type TokenCheck = "ok" | "missing" | "too-fast" | "bad-token";

export interface FormTokens {
  /** A signed "this form was rendered now". */
  issue(): Promise<string>;
  /** Whether a token sent back is genuine and old enough. */
  check(token: unknown): Promise<TokenCheck>;
}

/**
 * The contact form's minimum fill time without CAPTCHAs or trackers: the page carries the time it was
 * rendered, signed with HMAC-SHA256 ("<ms in base 36>.<signature>"), so a bot can neither forge an older
 * time nor reuse a changed one. The key is made once and kept in the database (every instance shares it,
 * restarts keep it).
 */
export function createFormTokens(secrets: SecretsRepo, now: () => number): FormTokens {
  const getKey = signingKey(secrets, KEY_NAME, now);
  const sign = (k: Buffer, stamp: string) =>
    new Bun.CryptoHasher("sha256", k).update(`${PURPOSE}:${stamp}`).digest("base64url");

  return {
    async issue() {
      const stamp = now().toString(36);
      return `${stamp}.${sign(await getKey(), stamp)}`;
    },
    async check(token) {
      if (token === undefined || token === null || token === "") return "missing";
      if (typeof token !== "string" || token.length > 100) return "bad-token";
      const m = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m) return "bad-token";
      // Compared as text, so only the one spelling the server wrote is accepted.
      const expected = Buffer.from(sign(await getKey(), m[1]!));
      const given = Buffer.from(m[2]!);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return "bad-token";
      const elapsed = now() - Number.parseInt(m[1]!, 36);
      return elapsed < MIN_FILL_MS ? "too-fast" : "ok";
    },
  };
}
