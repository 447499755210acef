import { type SecretsRepo, signingKey } from "../db";

const KEY_NAME = "booking-manage-hmac";
/** A manage token as written: 32 bytes of HMAC-SHA256, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface ManageTokens {
  /** The booking's manage token (the same every time: e-mails built later recompute it). */
  tokenOf(bookingId: string): Promise<string>;
  /** What the database keeps of a token (its SHA-256, hex), to find the booking by it. */
  hashOf(token: string): string;
  /** Whether a value looks like a token at all (anything else is just unknown, without a lookup). */
  wellFormed(token: unknown): token is string;
}

/**
 * The visitor's manage link without an account: the token is an HMAC of the booking's id under a secret
 * the site makes once (kept in the database, shared by every instance), so no raw token is stored anywhere
 * — not in the bookings, not in the outbox — and a reminder built days later carries the same link. The
 * database keeps only the token's SHA-256, to find the booking a link names.
 */
export function createManageTokens(secrets: SecretsRepo, now: () => number): ManageTokens {
  const getKey = signingKey(secrets, KEY_NAME, now);
  return {
    async tokenOf(bookingId) {
      return new Bun.CryptoHasher("sha256", await getKey())
        .update(`booking-manage:${bookingId}`)
        .digest("base64url");
    },
    hashOf: (token) => new Bun.CryptoHasher("sha256").update(token).digest("hex"),
    wellFormed: (token): token is string => typeof token === "string" && TOKEN.test(token),
  };
}
