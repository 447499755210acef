/**
 * Passwords are hashed with argon2id via Bun.password, in the helper process (docs/decisions/027): each
 * hash or verification takes 64 MB for ~100 ms by design, which in the server's own process made every
 * sign-in its memory peak. They have a helper of their own (the "passwords" lane), so a sign-in never
 * waits behind a long preview or a photo in the content helper. Every sign-in, a known username or not, takes the same path, so both failures
 * still take the same time.
 */
import { helper } from "../lib/helper-process";

export const hashPassword = (password: string) => helper("passwords").run<string>("hash-password", password);

export const verifyPassword = (password: string, hash: string) =>
  helper("passwords").run<boolean>("verify-password", { password, hash });

/** What the helper process runs. */
export const hashPasswordHere = (password: string) => Bun.password.hash(password, { algorithm: "argon2id" });
export const verifyPasswordHere = (password: string, hash: string) => Bun.password.verify(password, hash);

/**
 * A real argon2id hash (of a random password nobody kept) to verify against when the username is unknown,
 * so both failures take the same time. A constant rather than hashed at start: hashing takes ~100 ms and
 * 64 MB of memory, which a start should not spend. passwords.test.ts keeps its parameters equal to
 * hashPassword's, so verifying it costs what verifying a real user's hash costs.
 */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=65536,t=2,p=1$iYNruF85eKQycEdGmUHMCV64xUp274ZEixgVAWx2xCo$4K+VTsDqDnPLKkFD8YbEbMjo4yYACE9pnWTuB+2VcVM";

export function randomPassword(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64url");
}
