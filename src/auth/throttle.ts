import type { RateWindow } from "../db";
/**
 * A fixed-window counter per key (sign-in failures, codes, contact messages). Hand-written rather than a
 * package because it must take the app's clock (AppDeps.now) for tests, honour RATE_LIMITS=off, be callable
 * from handlers (count only failures, reset on success) and count across every instance: its windows live
 * in the database (src/db/rate-limits.ts), so two instances behind one load balancer share one budget.
 * Keys are stored as SHA-256 of the limiter's name and the key, so no client address sits in the table.
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
  check(key: string): Promise<RateLimitState>;
  /** Counts one hit, then reports whether it was within the budget. */
  hit(key: string): Promise<RateLimitState>;
  /** Forgets the key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** Where windows are kept: the database (every instance), or memory (this file's own tests). */
export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<RateWindow>;
  peek(key: string, now: number): Promise<RateWindow | undefined>;
  reset(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** Tells this limiter's windows apart from other limiters' in a shared store. */
  name: string;
  windowMs: number;
  max: number;
  store: RateLimitStore;
  /** false (RATE_LIMITS=off) never limits. */
  enabled?: boolean;
  now?: () => number;
}

export function createRateLimiter({
  name,
  windowMs,
  max,
  store,
  enabled = true,
  now = Date.now,
}: RateLimiterOptions): RateLimiter {
  const open: RateLimitState = { allowed: true, remaining: max, retryAfterMs: 0 };
  const stored = (key: string) => Bun.CryptoHasher.hash("sha256", `${name}\u0000${key}`, "base64url");
  const state = (w: RateWindow | undefined, t: number, allowed: boolean): RateLimitState => ({
    allowed,
    remaining: Math.max(0, max - (w?.count ?? 0)),
    retryAfterMs: allowed || !w ? 0 : w.resetAt - t,
  });
  return {
    async check(key) {
      if (!enabled) return open;
      const t = now();
      const w = await store.peek(stored(key), t);
      return state(w, t, (w?.count ?? 0) < max);
    },
    async hit(key) {
      if (!enabled) return open;
      const t = now();
      const w = await store.hit(stored(key), windowMs, t);
      return state(w, t, w.count <= max);
    },
    async reset(key) {
      await store.reset(stored(key));
    },
  };
}

/** Windows in this process only, bounded in size (tests of the counting rules). */
export function createMemoryRateLimitStore(maxKeys = 50_000): RateLimitStore {
  const windows = new Map<string, RateWindow>();
  const live = (key: string, t: number) => {
    const w = windows.get(key);
    if (w && w.resetAt <= t) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async hit(key, windowMs, t) {
      let w = live(key, t);
      if (!w) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
          // Still full of live keys: drop the oldest (Map keeps insertion order).
          for (const k of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(k);
          }
        }
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { ...w };
    },
    peek: async (key, t) => {
      const w = live(key, t);
      return w && { ...w };
    },
    reset: async (key) => void windows.delete(key),
  };
}
