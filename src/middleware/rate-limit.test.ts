import { describe, expect, test } from "bun:test";
import { createRateLimiter } from "./rate-limit";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe("createRateLimiter", () => {
  test("allows max hits per window, then refuses with the time left", () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 3, now: c.now });
    expect([1, 2, 3].map(() => limiter.hit("a").allowed)).toEqual([true, true, true]);
    expect(limiter.check("a")).toEqual({ allowed: false, remaining: 0, retryAfterMs: 60_000 });
    c.advance(15_000);
    expect(limiter.hit("a")).toEqual({ allowed: false, remaining: 0, retryAfterMs: 45_000 });
    // Other keys have their own budget.
    expect(limiter.hit("b")).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
  });

  test("a new window starts once the old one has passed", () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1, now: c.now });
    limiter.hit("a");
    expect(limiter.hit("a").allowed).toBe(false);
    c.advance(60_000);
    expect(limiter.check("a").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(true);
  });

  test("reset gives the budget back", () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1 });
    limiter.hit("a");
    limiter.reset("a");
    expect(limiter.hit("a").allowed).toBe(true);
  });

  test("disabled (RATE_LIMITS=off) never limits", () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1, enabled: false });
    for (let i = 0; i < 100; i++) expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.check("a").allowed).toBe(true);
  });

  test("memory stays bounded: expired keys go first, then the oldest", () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1000, max: 1, now: c.now, maxKeys: 3 });
    limiter.hit("old");
    c.advance(1000);
    for (const k of ["a", "b", "c", "d"]) limiter.hit(k);
    // "a" was the oldest live key when "d" arrived, so it was forgotten; "b".."d" are still counted.
    expect(limiter.check("a").allowed).toBe(true);
    expect(["b", "c", "d"].map((k) => limiter.check(k).allowed)).toEqual([false, false, false]);
  });
});
