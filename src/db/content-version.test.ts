/**
 * The content version shared through the database: two sets of repositories over one database
 * stand for two instances; a write on one must reach the other's version within a poll, and only once it
 * is committed.
 */
import { afterEach, expect, test } from "bun:test";
import { testDatabase } from "../../tests/support/app";
import { createRepos, type Database, openDatabase } from ".";
import { createContentVersion, watchContentVersion } from "./content-version";

const post = { title: "T", slug: "shared", content: "c", excerpt: "e", serviceArea: "immigration" };
const opened: Database[] = [];
const watches: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const w of watches.splice(0)) await w.stop();
  for (const db of opened.splice(0)) await db.close();
});

async function twoInstances() {
  const db = await openDatabase(testDatabase());
  opened.push(db);
  const a = createRepos(db, createContentVersion());
  const b = createRepos(db, createContentVersion());
  const watch = watchContentVersion(db.sql, b.contentVersion, { intervalMs: 20 });
  watches.push(watch);
  await Bun.sleep(60); // the first poll learns the starting value
  return { a, b };
}

async function until(check: () => boolean, ms = 1000): Promise<boolean> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    if (check()) return true;
    await Bun.sleep(10);
  }
  return check();
}

test("a post written by one instance changes the other's version within its poll, not before", async () => {
  const { a, b } = await twoInstances();
  const before = b.contentVersion.current();
  await Bun.sleep(80);
  expect(b.contentVersion.current()).toBe(before); // nothing changed: polls alone bump nothing
  const created = await a.posts.create(post);
  expect(await until(() => b.contentVersion.current() !== before)).toBe(true);

  for (const change of [
    () => a.posts.update(created.id, { title: "Renamed" }),
    () => a.posts.delete(created.id),
  ]) {
    const seen = b.contentVersion.current();
    await change();
    expect(await until(() => b.contentVersion.current() !== seen)).toBe(true);
  }
});

test("a write that changes nothing, or a transaction rolled back, announces nothing", async () => {
  const { a, b } = await twoInstances();
  const before = b.contentVersion.current();
  expect(await a.posts.update(crypto.randomUUID(), { title: "No such post" })).toBeUndefined();
  expect(await a.posts.delete(crypto.randomUUID())).toBe(false);
  await expect(
    a.transaction(async (tx) => {
      await tx.posts.create(post);
      throw new Error("changed my mind");
    }),
  ).rejects.toThrow("changed my mind");
  await Bun.sleep(150);
  expect(b.contentVersion.current()).toBe(before);
  expect(await b.posts.findBySlug("shared", "admin")).toBeUndefined();
});

test("a poll that fails is reported once per outage and the watch keeps going", async () => {
  const db = await openDatabase(testDatabase());
  opened.push(db);
  const version = createContentVersion();
  let broken = false;
  const errors: unknown[] = [];
  const sql = {
    ...db.sql,
    get: <T>(q: string) => (broken ? Promise.reject(new Error("connection lost")) : db.sql.get<T>(q)),
  };
  watches.push(watchContentVersion(sql, version, { intervalMs: 10, onError: (e) => errors.push(e) }));
  await Bun.sleep(40);
  broken = true;
  await Bun.sleep(60);
  expect(errors).toHaveLength(1);
  broken = false;
  const repos = createRepos(db, createContentVersion());
  const before = version.current();
  await repos.posts.create(post);
  expect(await until(() => version.current() !== before)).toBe(true);
});
