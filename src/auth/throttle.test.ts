import { describe, expect, test } from "bun:test";
import { testDatabase } from "../../tests/support/app";
import { createRepos, openDatabase } from "../db";
import { createMemoryRateLimitStore, createRateLimiter, type RateLimitStore } from "./";

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const databaseStore = async () => createRepos(await openDatabase(testDatabase())).rateLimits;
const stores: [string, () => Promise<RateLimitStore>][] = [
  ["memory", async () => createMemoryRateLimitStore()],
  ["database", databaseStore],
];

for (const [kind, makeStore] of stores) {
  describe(`createRateLimiter (${kind} store)`, () => {
    test("allows max hits per window, then refuses with the time left", async () => {
      const c = clock();
      const limiter = createRateLimiter({
        name: "t",
        windowMs: 60_000,
        max: 3,
        now: c.now,
        store: await makeStore(),
      });
      const first = [await limiter.hit("a"), await limiter.hit("a"), await limiter.hit("a")];
      expect(first.map((s) => s.allowed)).toEqual([true, true, true]);
      expect(await limiter.check("a")).toEqual({ allowed: false, remaining: 0, retryAfterMs: 60_000 });
      c.advance(15_000);
      expect(await limiter.hit("a")).toEqual({ allowed: false, remaining: 0, retryAfterMs: 45_000 });
      // Other keys have their own budget.
      expect(await limiter.hit("b")).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    });

    test("a new window starts once the old one has passed", async () => {
      const c = clock();
      const limiter = createRateLimiter({
        name: "t",
        windowMs: 60_000,
        max: 1,
        now: c.now,
        store: await makeStore(),
      });
      await limiter.hit("a");
      expect((await limiter.hit("a")).allowed).toBe(false);
      c.advance(60_000);
      expect((await limiter.check("a")).allowed).toBe(true);
      expect((await limiter.hit("a")).allowed).toBe(true);
    });

    test("reset gives the budget back; limiters with other names count apart", async () => {
      const store = await makeStore();
      const login = createRateLimiter({ name: "login", windowMs: 60_000, max: 1, store });
      const contact = createRateLimiter({ name: "contact", windowMs: 60_000, max: 1, store });
      await login.hit("a");
      expect((await contact.hit("a")).allowed).toBe(true);
      await login.reset("a");
      expect((await login.hit("a")).allowed).toBe(true);
    });

    test("disabled (RATE_LIMITS=off) never limits", async () => {
      const limiter = createRateLimiter({
        name: "t",
        windowMs: 60_000,
        max: 1,
        enabled: false,
        store: await makeStore(),
      });
      for (let i = 0; i < 20; i++) expect((await limiter.hit("a")).allowed).toBe(true);
      expect((await limiter.check("a")).allowed).toBe(true);
    });
  });
}

test("memory stays bounded: expired keys go first, then the oldest", async () => {
  const c = clock();
  const limiter = createRateLimiter({
    name: "t",
    windowMs: 1000,
    max: 1,
    now: c.now,
    store: createMemoryRateLimitStore(3),
  });
  await limiter.hit("old");
  c.advance(1000);
  for (const k of ["a", "b", "c", "d"]) await limiter.hit(k);
  expect((await limiter.check("a")).allowed).toBe(true);
  expect(await Promise.all(["b", "c", "d"].map(async (k) => (await limiter.check(k)).allowed))).toEqual([
    false,
    false,
    false,
  ]);
});

test("two instances on one database share one budget, even when their hits race", async () => {
  const db = await openDatabase(testDatabase());
  const one = createRateLimiter({
    name: "login",
    windowMs: 60_000,
    max: 10,
    store: createRepos(db).rateLimits,
  });
  const two = createRateLimiter({
    name: "login",
    windowMs: 60_000,
    max: 10,
    store: createRepos(db).rateLimits,
  });
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) => (i % 2 ? one : two).hit("203.0.113.9")),
  );
  expect(results.filter((r) => r.allowed)).toHaveLength(10);
  // The table holds no client address, only hashes.
  const rows = await db.sql.all<{ key: string }>("SELECT key FROM rate_limits");
  expect(rows.map((r) => r.key).join(" ")).not.toContain("203.0.113.9");
});
