import { expect, test } from "bun:test";
import { testDatabase } from "../../tests/support/app";
import { createRepos, openDatabase } from ".";

const post = { title: "T", slug: "t", content: "c", excerpt: "e", serviceArea: "immigration" };

test("a transaction commits everything together, and bumps the content version after the commit", async () => {
  const repos = createRepos(await openDatabase(testDatabase()));
  const before = repos.contentVersion.current();
  let versionInside = -1;
  await repos.transaction(async (tx) => {
    await tx.posts.create(post);
    versionInside = repos.contentVersion.current();
  });
  expect(versionInside).toBe(before);
  expect(repos.contentVersion.current()).toBeGreaterThan(before);
  expect(await repos.posts.findBySlug("t", "admin")).toBeDefined();
});

test("a failed transaction leaves nothing behind and bumps nothing", async () => {
  const repos = createRepos(await openDatabase(testDatabase()));
  const before = repos.contentVersion.current();
  await expect(
    repos.transaction(async (tx) => {
      await tx.posts.create(post);
      await tx.submissions.create({
        name: "A",
        email: "a@b.c",
        phone: "1234567",
        service: "x",
        message: "y",
      });
      throw new Error("mail queue unavailable");
    }),
  ).rejects.toThrow("mail queue unavailable");
  expect(await repos.posts.list("admin")).toEqual([]);
  expect(await repos.submissions.list()).toEqual([]);
  expect(repos.contentVersion.current()).toBe(before);
});

test("other statements never see an open transaction's rows; they see them once it commits", async () => {
  const repos = createRepos(await openDatabase(testDatabase()));
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  const tx = repos.transaction(async (t) => {
    await t.posts.create(post);
    await held;
  });
  await Bun.sleep(5);
  let seen: unknown = "pending";
  const read = repos.posts.findBySlug("t", "admin").then((p) => {
    seen = p?.slug;
  });
  await Bun.sleep(5);
  // SQLite makes the read wait for the commit; PostgreSQL answers from the last committed state.
  expect(seen === "pending" || seen === undefined).toBe(true);
  release();
  await tx;
  await read;
  expect((await repos.posts.findBySlug("t", "admin"))?.slug).toBe("t");
});

test("many transactions started at once run one after another, each committed", async () => {
  const repos = createRepos(await openDatabase({ kind: "memory" }));
  const input = (i: number) => ({
    name: `N${i}`,
    email: "a@b.c",
    phone: "1234567",
    service: "x",
    message: "a message",
  });
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      repos.transaction(async (tx) => {
        const s = await tx.submissions.create(input(i));
        const mail = { kind: "notification", lane: "prompt", ref: "", data: null, due: i } as const;
        await tx.outbox.enqueue(
          [{ ...mail, subject: { type: "submission", id: s.id }, messageId: `<m${i}@x>` }],
          i,
        );
      }),
    ),
  );
  expect(await repos.submissions.list()).toHaveLength(20);
  expect((await repos.outbox.health("notification")).pending).toBe(20);
});
