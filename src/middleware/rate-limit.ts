/**
 * A small in-memory fixed-window counter per key (login failures, contact messages). Hand-written rather
 * than a package because it must take the app's clock (AppDeps.now) for tests, honour RATE_LIMITS=off and
 * be callable from handlers (count only failures, reset on success), which request-level limiter
 * middleware does not offer. One process serves the site, so memory is the right store.
 */

export interface RateLimitState {
  /** Whether this request (hit) or the next one (check) is within the budget. */
  allowed: boolean;
  /** Hits left in the current window. */
  remaining: number;
  /** Until the window ends; 0 while allowed. */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** The state without counting anything. */
  check(key: string): RateLimitState;
  /** Counts one hit, then reports whether it was within the budget. */
  hit(key: string): RateLimitState;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): void;
}

export interface RateLimiterOptions {
  windowMs: number;
  max: number;
  /** false (RATE_LIMITS=off) never limits. */
  enabled?: boolean;
  now?: () => number;
  /** Bound on remembered keys, so a flood of distinct clients cannot grow memory without limit. */
  maxKeys?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createRateLimiter({
  windowMs,
  max,
  enabled = true,
  now = Date.now,
  maxKeys = 50_000,
}: RateLimiterOptions): RateLimiter {
  const windows = new Map<string, Window>();
  const open: RateLimitState = { allowed: true, remaining: max, retryAfterMs: 0 };

  const current = (key: string, t: number): Window | undefined => {
    const w = windows.get(key);
    if (w && w.resetAt <= t) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };

  const prune = (t: number) => {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    // Still full of live keys: drop the oldest (Map keeps insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  const state = (w: Window | undefined, t: number, allowed: boolean): RateLimitState => ({
    allowed,
    remaining: Math.max(0, max - (w?.count ?? 0)),
    retryAfterMs: allowed || !w ? 0 : w.resetAt - t,
  });

  return {
    check(key) {
      if (!enabled) return open;
      const t = now();
      const w = current(key, t);
      return state(w, t, (w?.count ?? 0) < max);
    },
    hit(key) {
      if (!enabled) return open;
      const t = now();
      let w = current(key, t);
      if (!w) {
        if (windows.size >= maxKeys) prune(t);
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return state(w, t, w.count <= max);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
