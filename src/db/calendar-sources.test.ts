/**
 * Lawyers' calendars in the database (SQLite, or PostgreSQL with TEST_DATABASE_URL): a read is claimed at
 * most once per interval, however many ask at once; a run of failures keeps its first time and a good read
 * clears it; a read for an address replaced meanwhile changes nothing; a new address is due at once and
 * forgets the old one's busy times; a feed's generation rises when its link is stopped.
 */
import { expect, test } from "bun:test";
import { testDatabase } from "../../tests/support/app";
import { createRepos, openDatabase } from ".";

const MIN = 60_000;
const T = Date.parse("2026-03-02T12:00:00Z");

test("reads are claimed once per interval; failures keep their first time; a good read clears them", async () => {
  const repos = createRepos(await openDatabase(testDatabase()));
  const cal = repos.calendarSources;
  await cal.set("natalie", "https://calendar.example.com/a.ics", T);
  expect(await cal.due(T - 5 * MIN)).toEqual(["natalie"]);
  const claims = await Promise.all(
    Array.from({ length: 10 }, () => cal.claimRead("natalie", T, T - 5 * MIN)),
  );
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect(await cal.due(T - 5 * MIN)).toEqual([]);

  await cal.readFailed("natalie", "https://calendar.example.com/a.ics", "The address answered 404", T);
  await cal.readFailed(
    "natalie",
    "https://calendar.example.com/a.ics",
    "The address answered 500",
    T + 5 * MIN,
  );
  expect(await cal.get("natalie")).toMatchObject({ error: "The address answered 500", failingSince: T });
  const before = (await cal.busy("natalie"))!.version;
  await cal.readOk(
    "natalie",
    "https://calendar.example.com/a.ics",
    { etag: '"v1"', lastModified: null, busy: "[[1,2]]" },
    T + 10 * MIN,
  );
  expect(await cal.get("natalie")).toMatchObject({
    error: null,
    failingSince: null,
    okAt: T + 10 * MIN,
    etag: '"v1"',
  });
  expect(await cal.busy("natalie")).toEqual({ version: before + 1, json: "[[1,2]]" });

  // Replaced meanwhile: the old address's answer is not stored; the new one is due and has no busy times.
  await cal.set("natalie", "https://calendar.example.com/b.ics", T + 11 * MIN);
  await cal.readOk(
    "natalie",
    "https://calendar.example.com/a.ics",
    { etag: null, lastModified: null, busy: "[[3,4]]" },
    T,
  );
  expect((await cal.busy("natalie"))!.json).toBeNull();
  expect(await cal.get("natalie")).toMatchObject({ etag: null, okAt: null, readAt: null });
  expect(await cal.remove("natalie")).toBe(true);
  expect(await cal.get("natalie")).toBeUndefined();
});

test("a feed stays on at its generation; stopping its link raises it", async () => {
  const repos = createRepos(await openDatabase(testDatabase()));
  const cal = repos.calendarSources;
  expect(await cal.feedOn("jonathan", T)).toMatchObject({ generation: 1, enabled: true, createdAt: T });
  expect(await cal.feedOn("jonathan", T + MIN)).toMatchObject({ generation: 1, createdAt: T });
  await cal.feedRevoke("jonathan");
  expect(await cal.feed("jonathan")).toMatchObject({ generation: 2, enabled: false });
  expect(await cal.feedOn("jonathan", T + 2 * MIN)).toMatchObject({
    generation: 2,
    enabled: true,
    createdAt: T + 2 * MIN,
  });
});
