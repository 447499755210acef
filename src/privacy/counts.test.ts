/**
 * Each kind of personal data reports exactly the counts it declares words for: a count answered without
 * words would be left out of every sentence staff read ("This will delete …", the toast), and declared
 * words without a count would read as 0 forever.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { createLogger } from "../lib/logger";
import { createPrivacy, type PersonalData } from ".";

setDefaultTimeout(30_000);

const t = await makeTestApp();
afterAll(() => t.deps.mail.close());
const { entries, words } = t.deps.privacy;
const sorted = (keys: Iterable<string>) => [...keys].sort();

describe("the counts of every kind of personal data", () => {
  test("today's counts, in the order staff read them (the API's keys)", () => {
    expect(words.map((w) => w.key)).toEqual(["enquiries", "notes", "subscribers", "bookings"]);
  });

  for (const entry of entries)
    test(`${entry.label}: words for every count, and a count for every word`, async () => {
      const declared = sorted(entry.counts.map((w) => w.key));
      for (const w of entry.counts) {
        expect(w.one.trim()).not.toBe("");
        expect(w.other.trim()).not.toBe("");
      }
      expect(sorted(Object.keys(await entry.count("nobody@example.com")))).toEqual(declared);
      const erased = await t.repos.transaction((tx) => entry.erase(tx, "nobody@example.com"));
      expect(sorted(Object.keys(erased))).toEqual(declared);
    });

  test("two kinds may not report under the same key", () => {
    const twin: PersonalData = { ...entries[0]!, label: "A second enquiries" };
    expect(() =>
      createPrivacy({ repos: t.repos, logger: createLogger("silent"), entries: [...entries, twin] }),
    ).toThrow('two kinds report their count as "enquiries"');
  });
});
