/**
 * The inbox repository on the backend of the run (SQLite in memory, or PostgreSQL in the second pass of
 * `bun run test`): keyset paging that neither repeats nor skips while enquiries arrive, tabs and counts,
 * full-text search (prefix, ranking, punctuation, accents, syntax characters), streams, erasure, retention.
 */
import { beforeEach, describe, expect, test } from "bun:test";
import { testDatabase } from "../../tests/support/app";
import type { Cursor } from "../lib/cursor";
import type { SubmissionStatus } from "../shared/wire-types";
import { createRepos, openDatabase, type Repos } from ".";
import type { InboxFilter } from "./inbox";
import type { SubmissionInput } from "./submissions";

let repos: Repos;
beforeEach(async () => {
  repos = createRepos(await openDatabase(testDatabase()));
});

const input = (over: Partial<SubmissionInput> = {}): SubmissionInput => ({
  name: "Grace Bodden",
  email: "grace@example.ky",
  phone: "+1 (345) 555-0100",
  service: "Immigration Services",
  message: "Please call me about a work permit.",
  ...over,
});

async function add(over: Partial<SubmissionInput> = {}, status?: SubmissionStatus, spam = false) {
  const s = await repos.submissions.create(input(over), spam ? "too-fast" : undefined);
  if (status && status !== "new") await repos.submissions.setStatus(s.id, status);
  return s;
}

/** Every page from the top, following `next`; `between` runs before each further page is fetched. */
async function walk(filter: InboxFilter, limit: number, between?: (page: number) => Promise<void>) {
  const seen: string[] = [];
  let cursor: Cursor | undefined;
  for (let page = 0; page < 100; page++) {
    const p = await repos.inbox.page(filter, cursor, limit);
    seen.push(...p.items.map((s) => s.name));
    if (!p.next) return seen;
    cursor = p.next;
    await between?.(page);
  }
  throw new Error("too many pages");
}

describe("paging newest first", () => {
  test("pages of `limit`, newest first, each row once; prev leads back; a short newer page is the top", async () => {
    for (let i = 0; i < 12; i++) await add({ name: `Person ${i}` });
    const first = await repos.inbox.page({}, undefined, 5);
    expect(first.items.map((s) => s.name)).toEqual([
      "Person 11",
      "Person 10",
      "Person 9",
      "Person 8",
      "Person 7",
    ]);
    expect(first.prev).toBeUndefined();
    const second = await repos.inbox.page({}, first.next, 5);
    expect(second.items.map((s) => s.name)).toEqual([
      "Person 6",
      "Person 5",
      "Person 4",
      "Person 3",
      "Person 2",
    ]);
    const third = await repos.inbox.page({}, second.next, 5);
    expect(third.items.map((s) => s.name)).toEqual(["Person 1", "Person 0"]);
    expect(third.next).toBeUndefined();
    // Back from the last page: the five just newer than it.
    const back = await repos.inbox.page({}, third.prev, 5);
    expect(back.items.map((s) => s.name)).toEqual(second.items.map((s) => s.name));
    expect(back.next).toEqual(second.next);
    // Back from the second page: the top (also when fewer than a page of newer rows remain).
    const top = await repos.inbox.page({}, second.prev, 5);
    expect(top.items.map((s) => s.name)).toEqual(first.items.map((s) => s.name));
    expect(top.prev).toBeUndefined();
    expect((await walk({}, 5)).length).toBe(12);
  });

  test("enquiries arriving between page fetches never make a page repeat or skip a row", async () => {
    for (let i = 0; i < 40; i++) await add({ name: `Old ${i}` });
    const seen = await walk({}, 7, async (page) => {
      // Several arrive (and one of the already-seen rows is deleted) while someone reads page by page.
      for (let k = 0; k < 3; k++) await add({ name: `New ${page}-${k}` });
    });
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => `Old ${39 - i}`));
  });

  test("rows arriving within the same millisecond keep their order, and ids break ties in stored data", async () => {
    const at = Date.now();
    for (let i = 0; i < 6; i++)
      await repos.db.sql.run(
        `INSERT INTO contact_submissions (id, name, email, phone, service, message, submitted_at, status, spam)
         VALUES (?, ?, 'a@b.ky', '3455550100', 'x', 'message text', ?, 'new', 0)`,
        [`00000000-0000-4000-8000-00000000000${i}`, `Tie ${i}`, at],
      );
    const seen = await walk({}, 4);
    expect(seen).toEqual(["Tie 5", "Tie 4", "Tie 3", "Tie 2", "Tie 1", "Tie 0"]);
  });

  test("tabs: one status each, spam never in the inbox; counts per status leave spam out", async () => {
    await add({ name: "N1" });
    await add({ name: "N2" });
    await add({ name: "C1" }, "contacted");
    await add({ name: "D1" }, "completed");
    await add({ name: "D2" }, "completed");
    await add({ name: "D3" }, "completed");
    await add({ name: "Bot" }, undefined, true);
    expect((await repos.inbox.page({ status: "new" }, undefined, 25)).items.map((s) => s.name)).toEqual([
      "N2",
      "N1",
    ]);
    expect(await walk({ status: "completed" }, 2)).toEqual(["D3", "D2", "D1"]);
    expect((await walk({}, 3)).includes("Bot")).toBe(false);
    expect(await repos.inbox.counts()).toEqual({ all: 6, new: 2, contacted: 1, completed: 3 });
    expect(await repos.inbox.countNew()).toBe(2);
    const spam = await repos.inbox.page({ spam: true }, undefined, 25);
    expect(spam.items).toEqual([expect.objectContaining({ name: "Bot", spamReason: "too-fast" })]);
  });
});

describe("search", () => {
  const names = async (q: string, filter: InboxFilter = {}) =>
    (await repos.inbox.page({ ...filter, q }, undefined, 50)).items.map((s) => s.name);

  test("any fragment of a name, e-mail, phone, service or message, as you type", async () => {
    await add({ name: "Ann Ebanks", email: "ann.ebanks@example.com", phone: "+1 (345) 555-0100" });
    await add({
      name: "José Pérez",
      email: "jperez@mail.ky",
      phone: "345 916 2222",
      service: "Wills, Estates & Trusts",
    });
    await add({
      name: "Li Wei",
      email: "wei@corp.example",
      phone: "345 123 4567",
      message: "Our trademark was copied by a competitor.",
    });
    expect(await names("ann")).toEqual(["Ann Ebanks"]);
    expect(await names("Eba")).toEqual(["Ann Ebanks"]);
    expect(await names("ann.eb")).toEqual(["Ann Ebanks"]);
    expect(await names("ann.ebanks@exa")).toEqual(["Ann Ebanks"]);
    expect(await names("ann.ebanks@example.com")).toEqual(["Ann Ebanks"]);
    expect(await names("555-01")).toEqual(["Ann Ebanks"]);
    expect(await names("(345) 555")).toEqual(["Ann Ebanks"]);
    expect(await names("916-2222")).toEqual(["José Pérez"]);
    // Accents are folded both ways.
    expect(await names("jose")).toEqual(["José Pérez"]);
    expect(await names("JOSÉ PÉR")).toEqual(["José Pérez"]);
    expect(await names("perez")).toEqual(["José Pérez"]);
    expect(await names("estates")).toEqual(["José Pérez"]);
    expect(await names("trademark comp")).toEqual(["Li Wei"]);
    // Every word must match.
    expect(await names("ann trademark")).toEqual([]);
    expect(await names("zzz")).toEqual([]);
  });

  test("results are ranked: a match in the name or e-mail first, more matches before fewer, then newest", async () => {
    await add({
      name: "Old Message",
      message: "We need advice on a visa for a new employee, visa urgently.",
    });
    await add({
      name: "Long Message",
      message: `A visa question. ${"Something else entirely. ".repeat(30)}`,
    });
    await add({ name: "Visa Holder", email: "holder@example.ky" });
    await add({ name: "Other Person", email: "visa.office@example.ky" });
    const ranked = await names("visa");
    expect(ranked.slice(0, 2).sort()).toEqual(["Other Person", "Visa Holder"]);
    expect(ranked.slice(2)).toEqual(["Old Message", "Long Message"]);
  });

  test("tabs, spam and counts within a search", async () => {
    await add({ name: "Smith New" });
    await add({ name: "Smith Done" }, "completed");
    await add({ name: "Smith Bot" }, undefined, true);
    await add({ name: "Jones" }, "completed");
    expect(await names("smith")).toEqual(["Smith Done", "Smith New"]);
    expect(await names("smith", { status: "completed" })).toEqual(["Smith Done"]);
    expect(await names("smith", { spam: true })).toEqual(["Smith Bot"]);
    expect(await repos.inbox.counts("smith")).toEqual({ all: 2, new: 1, contacted: 0, completed: 1 });
  });

  test("the index follows every insert, update and delete (kept in sync by the database)", async () => {
    const s = await add({ name: "Before Rename" });
    await repos.db.sql.run("UPDATE contact_submissions SET name = ? WHERE id = ?", ["After Rename", s.id]);
    expect(await names("before")).toEqual([]);
    expect(await names("after")).toEqual(["After Rename"]);
    await repos.submissions.setStatus(s.id, "contacted");
    expect(await names("after")).toEqual(["After Rename"]);
    await repos.submissions.delete(s.id);
    expect(await names("after")).toEqual([]);
  });

  test("ranked pages stay put while matching enquiries arrive (pinned 'as of' the first page)", async () => {
    for (let i = 0; i < 23; i++)
      await add({ name: `Permit ${i}`, message: `Work permit question number ${i}.` });
    const seen: string[] = [];
    let cursor: Cursor | undefined;
    for (let page = 0; page < 10; page++) {
      const p = await repos.inbox.page({ q: "permit" }, cursor, 5);
      seen.push(...p.items.map((s) => s.name));
      if (!p.next) break;
      cursor = p.next;
      expect(cursor.kind).toBe("ranked");
      await add({ name: `Permit late ${page}`, message: "Another work permit question." });
    }
    expect(seen.length).toBe(23);
    expect(new Set(seen).size).toBe(23);
    expect(seen.some((n) => n.startsWith("Permit late"))).toBe(false);
  });

  test("no input of any shape fails the query: quotes, syntax characters, emoji, long and empty input", async () => {
    await add({
      name: "Ann O'Brien",
      email: "ann@example.com",
      message: 'She wrote "NEAR" and OR and AND (1+1) - *^:',
    });
    const nasty = [
      "",
      " ",
      '"',
      '""',
      "'",
      "''",
      "*",
      "**",
      "ann*",
      "^ann",
      "ann^2",
      ":",
      "name:ann",
      "name : ann",
      "-",
      "-ann",
      "ann -",
      "NEAR",
      "NEAR(ann brien)",
      "ann NEAR brien",
      "OR",
      "ann OR brien",
      "AND",
      "NOT",
      "ann NOT brien",
      "(",
      ")",
      "(ann",
      "ann)",
      "{name}: ann",
      "[ann]",
      "ann + brien",
      "a & b | !c",
      "a <-> b",
      "'ann':*",
      "ann:*",
      "\\",
      "\\'",
      "%",
      "_",
      "%_%",
      "\u0000",
      "ann\u0000brien",
      "😀",
      "ann 😀 brien",
      "👩‍👩‍👧",
      "ﷺ",
      "Ω≈ç√∫",
      "ベンチ",
      "𝐚𝐧𝐧",
      "\u202e",
      "a".repeat(200),
      `${"ann ".repeat(60)}`,
      "x y z w v u t s r q p o n m l k",
      "; DROP TABLE contact_submissions; --",
      "' OR 1=1 --",
    ];
    for (const q of nasty) {
      await repos.inbox.page({ q }, undefined, 25);
      await repos.inbox.counts(q);
      for await (const _ of repos.inbox.batches({ q }, 10)) {
        // drained
      }
    }
    expect(await names("O'Brien")).toEqual(["Ann O'Brien"]);
    expect(await names('"near"')).toEqual(["Ann O'Brien"]);
    expect(await names("ann*")).toEqual(["Ann O'Brien"]);
    expect(await names("name:ann")).toEqual([]);
  });
});

describe("streams, erasure, retention", () => {
  test("batches: every matching row once, newest first, in batches of the size asked", async () => {
    for (let i = 0; i < 23; i++) await add({ name: `Row ${i}` }, i % 2 ? "completed" : "new");
    await add({ name: "Bot" }, undefined, true);
    const sizes: number[] = [];
    const seen: string[] = [];
    for await (const batch of repos.inbox.batches({}, 5)) {
      sizes.push(batch.length);
      seen.push(...batch.map((s) => s.name));
    }
    expect(sizes).toEqual([5, 5, 5, 5, 3]);
    expect(seen).toEqual(Array.from({ length: 23 }, (_, i) => `Row ${22 - i}`));
    const done: string[] = [];
    for await (const batch of repos.inbox.batches({ status: "completed", q: "row" }, 4))
      done.push(...batch.map((s) => s.name));
    expect(done.length).toBe(11);
  });

  test("an address's enquiries (any case, spam too) and their notes are counted and deleted", async () => {
    const a = await add({ email: "Ann@Example.com" });
    await add({ email: "ann@example.com" }, "completed");
    await add({ email: "ANN@EXAMPLE.COM" }, undefined, true);
    const other = await add({ email: "anne@example.com" });
    await repos.notes.add({
      submissionId: a.id,
      body: "Called back",
      authorId: null,
      authorName: "admin",
      now: Date.now(),
    });
    await repos.notes.add({
      submissionId: a.id,
      body: "Booked",
      authorId: null,
      authorName: "admin",
      now: Date.now(),
    });
    await repos.notes.add({
      submissionId: other.id,
      body: "Other",
      authorId: null,
      authorName: "admin",
      now: Date.now(),
    });
    expect(await repos.inbox.countByEmail("ann@example.com")).toEqual({ enquiries: 3, notes: 2 });
    expect(await repos.inbox.deleteByEmail("aNN@example.COM")).toHaveLength(3);
    expect(await repos.inbox.countByEmail("ann@example.com")).toEqual({ enquiries: 0, notes: 0 });
    expect((await repos.notes.forSubmissions([a.id, other.id])).get(other.id)?.length).toBe(1);
    expect(await repos.submissions.findById(other.id)).toBeDefined();
  });

  test("retention deletes completed enquiries received before the cut-off, with their notes", async () => {
    const old = await add({ name: "Old Done" }, "completed");
    await add({ name: "Old New" });
    await repos.notes.add({
      submissionId: old.id,
      body: "Done",
      authorId: null,
      authorName: "admin",
      now: Date.now(),
    });
    const cutoff = Date.now() + 1000;
    const recent = await add({ name: "Recent Done" }, "completed");
    await repos.db.sql.run("UPDATE contact_submissions SET submitted_at = ? WHERE id = ?", [
      cutoff + 5000,
      recent.id,
    ]);
    expect(await repos.inbox.deleteCompletedBefore(cutoff, 500)).toEqual({ ids: [old.id], notes: 1 });
    expect(await repos.submissions.findById(old.id)).toBeUndefined();
    expect((await walk({}, 10)).sort()).toEqual(["Old New", "Recent Done"]);
    expect(await repos.inbox.deleteCompletedBefore(cutoff, 500)).toEqual({ ids: [], notes: 0 });
  });
});
