/**
 * The retry schedule of a notification: about 15 s, 1 min, 5 min, 15 min, then hourly, for
 * 24 hours from the first attempt; the last try falls at the 24-hour mark, after which it is failed.
 */
export const RETRY_DELAYS_MS = [15_000, 60_000, 5 * 60_000, 15 * 60_000] as const;
export const HOURLY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * When to try again after the `failedAttempts`-th failure (1 = the first), or undefined to give up.
 */
export function nextAttemptAt(
  failedAttempts: number,
  firstAttemptAt: number,
  now: number,
): number | undefined {
  const deadline = firstAttemptAt + GIVE_UP_AFTER_MS;
  if (now >= deadline) return undefined;
  const delay = RETRY_DELAYS_MS[failedAttempts - 1] ?? HOURLY_MS;
  return Math.min(now + delay, deadline);
}
