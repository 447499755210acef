/**
 * Migration 022 starts posts' live history: every post published before it becomes one version, live from
 * its publication time (a draft none); changes after it end that version and start the next.
 */
import { expect, setDefaultTimeout, test } from "bun:test";
import { databaseBefore } from "../../tests/support/database-before";
import { createRepos } from ".";

setDefaultTimeout(30_000);

const insert = `INSERT INTO posts (id, title, slug, content, excerpt, featured_image, service_area, published_at,
  created_at, updated_at, status, featured_image_alt) VALUES (?, ?, ?, 'Text.', 'Summary.', NULL, 'immigration', ?, 500, 500, ?, '')`;

test("published posts from before 022 are live from their publication; drafts are not; an edit starts a new version", async () => {
  const { open, cleanup } = await databaseBefore(22, [
    [insert, ["p-live", "Work permits", "work-permits", 1000, "published"]],
    [insert, ["p-draft", "Trusts", "trusts", 1000, "draft"]],
  ]);
  const db = await open();
  try {
    const repos = createRepos(db);
    expect(await repos.postVersions.liveAt(999)).toEqual([]);
    const at1000 = await repos.postVersions.liveAt(1000);
    expect(at1000.map((v) => [v.post.id, v.post.title, v.version, v.liveFrom, v.liveUntil])).toEqual([
      ["p-live", "Work permits", 1, 1000, null],
    ]);
    const before = Date.now();
    await Bun.sleep(2);
    await repos.posts.update("p-live", { title: "Work permits, renewed" });
    expect((await repos.postVersions.liveAt(before)).map((v) => v.post.title)).toEqual(["Work permits"]);
    expect((await repos.postVersions.liveAt(Date.now())).map((v) => v.post.title)).toEqual([
      "Work permits, renewed",
    ]);
    // Taken back to a draft: off the site from then on, its history kept.
    await Bun.sleep(2);
    await repos.posts.update("p-live", { status: "draft" });
    expect(await repos.postVersions.liveAt(Date.now())).toEqual([]);
    expect((await repos.postVersions.liveAt(before)).map((v) => v.post.title)).toEqual(["Work permits"]);
  } finally {
    await db.close();
    await cleanup();
  }
});
