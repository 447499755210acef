/**
 * Ten single-use recovery codes, shown once and kept only as SHA-256. Each is 12 characters from an
 * alphabet without look-alikes (60 bits), written "abcd-efgh-jkmn"; typing it with or without the hyphens,
 * in any case, works.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no i, l, o, 0, 1
const LENGTH = 12;
/** Bytes at or above this are skipped, so every character is equally likely (rejection sampling). */
const LIMIT = 256 - (256 % ALPHABET.length);

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let s = "";
    while (s.length < LENGTH) {
      for (const b of crypto.getRandomValues(new Uint8Array(LENGTH * 2))) {
        if (b < LIMIT && s.length < LENGTH) s += ALPHABET[b % ALPHABET.length];
      }
    }
    return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
  });
}

/** The canonical form of a typed code (no spaces or hyphens, lower case), or undefined if it cannot be one. */
export function normaliseRecoveryCode(input: string): string | undefined {
  const s = input.replace(/[\s-]/g, "").toLowerCase();
  return s.length === LENGTH && [...s].every((ch) => ALPHABET.includes(ch)) ? s : undefined;
}

export const hashRecoveryCode = (code: string) =>
  Bun.CryptoHasher.hash("sha256", normaliseRecoveryCode(code) ?? code, "hex");
