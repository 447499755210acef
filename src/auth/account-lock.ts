import type { RateLimitStore } from "./throttle";

/**
 * Failed sign-ins counted per username across every address, so a new address does not buy more guesses.
 *
 * After `failures` failed sign-ins for one username within `windowMs` (from any addresses), the account
 * is held for a delay in which no password is checked, the right one included (or it would be no limit):
 * 1 minute, then each further failure holds it twice as long, up to `maxDelayMs`. The growth is forgotten
 * a day after it began, or at the next successful sign-in. An unknown username is counted and held the
 * same way, so the answer never tells whether an account exists.
 *
 * A hold could be used to keep the real admin out: one wrong guess every quarter of an hour would do it.
 * So it does not apply at an address this account signed in from (completely, second factor included)
 * in the last 30 days: the office, the admin's home. There only the per-address limits of sign-in.ts
 * apply, which an attacker elsewhere cannot spend. Elsewhere, the delay is bounded, and the message says
 * where the admin can still sign in.
 *
 * Everything lives in the shared throttle store (every instance agrees), under hashed keys.
 */
export const ACCOUNT_LOCK = {
  failures: 10,
  windowMs: 15 * 60 * 1000,
  firstDelayMs: 60 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  /** How long the growing delay is remembered after the first hold. */
  memoryMs: 24 * 60 * 60 * 1000,
  /** How long an address the account signed in from stays exempt. */
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

export interface AccountLock {
  /** How long this username is held for a sign-in from this address (0: not held). */
  heldFor(username: string, ip: string): Promise<number>;
  /** Counts a failed sign-in; holds the account once there were too many. */
  failed(username: string): Promise<void>;
  /** The password was right: the failures and the growth are forgotten. */
  passed(username: string): Promise<void>;
  /** A complete sign-in from this address: it stays exempt from holds for a while. */
  signedIn(username: string, ip: string): Promise<void>;
}

export function createAccountLock(deps: {
  store: RateLimitStore;
  enabled: boolean;
  now: () => number;
}): AccountLock {
  const { store, now } = deps;
  const key = (kind: string, ...parts: string[]) =>
    Bun.CryptoHasher.hash("sha256", `sign-in:${kind}\u0000${parts.join("\u0000")}`, "base64url");
  return {
    async heldFor(username, ip) {
      if (!deps.enabled) return 0;
      const t = now();
      if (await store.peek(key("known", username, ip), t)) return 0;
      const hold = await store.peek(key("hold", username), t);
      return hold ? Math.max(0, hold.resetAt - t) : 0;
    },
    async failed(username) {
      if (!deps.enabled) return;
      const t = now();
      const failures = await store.hit(key("failures", username), ACCOUNT_LOCK.windowMs, t);
      // Once held today, every further failure holds again (longer); before that, only the tenth.
      const grown = await store.peek(key("holds", username), t);
      if (failures.count < ACCOUNT_LOCK.failures && !grown) return;
      const holds = await store.hit(key("holds", username), ACCOUNT_LOCK.memoryMs, t);
      const delay = Math.min(ACCOUNT_LOCK.firstDelayMs * 2 ** (holds.count - 1), ACCOUNT_LOCK.maxDelayMs);
      // A hold still running (a failure from an exempt address) keeps its end.
      await store.hit(key("hold", username), delay, t);
    },
    async passed(username) {
      await Promise.all(["failures", "holds", "hold"].map((k) => store.reset(key(k, username))));
    },
    async signedIn(username, ip) {
      if (!deps.enabled) return;
      const t = now();
      const known = key("known", username, ip);
      // Refreshed at each sign-in, so a regular's address stays exempt.
      await store.reset(known);
      await store.hit(known, ACCOUNT_LOCK.knownAddressMs, t);
    },
  };
}

export function accountHeldMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, ` +
    "or sign in from a place you have signed in from before (such as the office). If these attempts were " +
    "not yours, tell another admin: someone may be guessing the password."
  );
}
