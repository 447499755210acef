import { describe, expect, test } from "bun:test";
import { testDatabase } from "../../tests/support/app";
import { createRepos, openDatabase } from "../db";
import { createScheduler, nextDailyRun } from ".";

const silent = { info: () => {}, error: () => {} };

describe("nextDailyRun", () => {
  test("the next 03:30 in Cayman (UTC−5, no daylight saving)", () => {
    const now = Date.parse("2026-03-04T10:00:00Z"); // 05:00 in George Town
    expect(new Date(nextDailyRun(now, "03:30", "America/Cayman")).toISOString()).toBe(
      "2026-03-05T08:30:00.000Z",
    );
    const early = Date.parse("2026-03-04T07:00:00Z"); // 02:00 in George Town: later today
    expect(new Date(nextDailyRun(early, "03:30", "America/Cayman")).toISOString()).toBe(
      "2026-03-04T08:30:00.000Z",
    );
  });
  test("follows daylight saving where the zone has it", () => {
    // New York springs forward on 8 March 2026: 09:00 is 14:00Z before and 13:00Z after.
    const before = Date.parse("2026-03-07T15:00:00Z");
    expect(new Date(nextDailyRun(before, "09:00", "America/New_York")).toISOString()).toBe(
      "2026-03-08T13:00:00.000Z",
    );
  });
  test("exactly at the time → tomorrow; bad input is refused", () => {
    const at = Date.parse("2026-03-04T08:30:00Z");
    expect(nextDailyRun(at, "03:30", "America/Cayman")).toBe(at + 24 * 3600_000);
    expect(() => nextDailyRun(at, "25:00", "America/Cayman")).toThrow("HH:MM");
  });
});

async function setup() {
  const repos = createRepos(await openDatabase(testDatabase()));
  let t = Date.parse("2026-03-04T12:00:00Z");
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const make = (id: string) =>
    createScheduler({
      leases: repos.jobLeases,
      logger: silent,
      timeZone: "America/Cayman",
      now: clock.now,
      instanceId: id,
    });
  return { repos, clock, make };
}

describe("scheduler", () => {
  test("two instances on one database: a due job runs on exactly one", async () => {
    const { make, repos, clock } = await setup();
    let runs = 0;
    const job = {
      name: "count",
      schedule: { everyMs: 60_000 },
      run: async () => {
        runs++;
        await Bun.sleep(20);
      },
    };
    const a = make("a");
    const b = make("b");
    a.add(job);
    b.add(job);
    // Both check the due job at once (as two instances do when they start).
    a.start();
    b.start();
    await Bun.sleep(150);
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
    // And the claim itself is exclusive: of many simultaneous claimers of a due job, one wins.
    clock.advance(120_000);
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) => repos.jobLeases.claim("count", `x${i}`, clock.now(), 10_000)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  test("a job is not run again before it is due; kick runs it anyway", async () => {
    const { make, clock, repos } = await setup();
    let runs = 0;
    const s = make("a");
    s.add({ name: "daily", schedule: { dailyAt: "03:30" }, run: async () => void runs++ });
    expect(await s.kick("daily")).toBe(true);
    const lease = await repos.jobLeases.find("daily");
    expect(lease?.next_run_at).toBe(Date.parse("2026-03-05T08:30:00Z"));
    // Not due: a normal claim fails.
    expect(await repos.jobLeases.claim("daily", "b", clock.now(), 1000)).toBe(false);
    clock.advance(24 * 3600_000);
    expect(await repos.jobLeases.claim("daily", "b", clock.now(), 1000)).toBe(true);
    expect(runs).toBe(1);
  });

  test("a failed run is recorded and released; a crashed instance's lease expires", async () => {
    const { make, clock, repos } = await setup();
    const s = make("a");
    s.add({
      name: "boom",
      schedule: { everyMs: 1000 },
      run: async () => {
        throw new Error("disk full");
      },
    });
    expect(await s.kick("boom")).toBe(true);
    expect((await repos.jobLeases.find("boom"))?.last_error).toBe("disk full");
    // An instance claims and then dies without finishing.
    clock.advance(5000);
    expect(await repos.jobLeases.claim("boom", "dead", clock.now(), 30_000)).toBe(true);
    expect(await s.kick("boom")).toBe(false);
    clock.advance(30_000);
    expect(await s.kick("boom")).toBe(true);
  });

  test("start runs atStart jobs at once; stop waits for a run under way", async () => {
    const { make } = await setup();
    const s = make("a");
    let finished = false;
    s.add({
      name: "slow",
      schedule: { dailyAt: "03:30" },
      atStart: true,
      run: async () => {
        await Bun.sleep(50);
        finished = true;
      },
    });
    s.start();
    await Bun.sleep(10);
    await s.stop();
    expect(finished).toBe(true);
  });

  test("a delayed start runs nothing before the delay, then everything; a stop before it runs nothing", async () => {
    const { make } = await setup();
    const runs: string[] = [];
    const s = make("a");
    s.add({
      name: "at-start",
      schedule: { dailyAt: "03:30" },
      atStart: true,
      run: async () => void runs.push("a"),
    });
    s.start({ delayMs: 150 });
    s.add({
      name: "added",
      schedule: { everyMs: 60_000 },
      atStart: true,
      run: async () => void runs.push("b"),
    });
    await Bun.sleep(60);
    expect(runs).toEqual([]);
    await Bun.sleep(250);
    expect(runs.sort()).toEqual(["a", "b"]);
    await s.stop();

    const t = make("b");
    t.add({
      name: "never",
      schedule: { dailyAt: "03:30" },
      atStart: true,
      run: async () => void runs.push("c"),
    });
    t.start({ delayMs: 50 });
    await t.stop();
    await Bun.sleep(120);
    expect(runs).not.toContain("c");
  });
});
