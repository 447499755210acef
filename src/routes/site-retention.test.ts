/**
 * Keeping what was published: while the firm's settings keep it for a period, the hourly tidy-up refuses
 * to delete a copy of a client alert that went out within it (it deletes the same copy once the period is
 * off), and the history of what was live survives the trimming of old drafts and a post's deletion.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

setDefaultTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;

async function setup() {
  let clock = Date.now();
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: () => clock });
  let cookie = await signIn(t.app);
  const call = async (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const publishSettings = async (data: Record<string, unknown>) => {
    const item = (await (await call("GET", "/api/content/settings/firm")).json()) as {
      revision: number;
      data: Record<string, unknown>;
    };
    expect(
      (
        await call("PUT", "/api/content/settings/firm", {
          revision: item.revision,
          data: { ...item.data, ...data },
        })
      ).status,
    ).toBe(200);
    expect((await call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
  };
  /** One client alert e-mail that went out now. */
  const sentAlert = async () => {
    const subject = { type: "subscriber", id: crypto.randomUUID() };
    await t.repos.outbox.enqueue(
      [
        {
          kind: "alert",
          lane: "alerts",
          subject,
          ref: "post-1",
          data: null,
          messageId: `<${crypto.randomUUID()}@x>`,
          due: clock,
        },
      ],
      clock,
    );
    const [claimed] = await t.repos.outbox.claimDue("run", clock, 10, 60_000, "alerts");
    expect(await t.repos.outbox.markSent(claimed!.id, "run", clock)).toBe(true);
    return subject;
  };
  return {
    ...t,
    call,
    publishSettings,
    sentAlert,
    /** The clock moves on (signed in again: a session does not last that long). */
    advance: async (ms: number) => {
      clock += ms;
      cookie = await signIn(t.app);
    },
  };
}

describe("keeping what was published", () => {
  test("a sent client alert's copy is not pruned within the period; with the period off it is", async () => {
    const t = await setup();
    await t.publishSettings({ keepPublishedYears: 6 });
    const kept = await t.sentAlert();
    await t.advance(60 * DAY);
    await t.deps.jobs.kick("client-alerts-cleanup");
    expect(await t.repos.outbox.find("alert", kept, "post-1")).toBeDefined();

    await t.publishSettings({ keepPublishedYears: 0 });
    await t.deps.jobs.kick("client-alerts-cleanup");
    expect(await t.repos.outbox.find("alert", kept, "post-1")).toBeUndefined();
  });

  test("a deleted post stays in the site's history: the site on an earlier date still shows it", async () => {
    const t = await setup();
    const post = (await (
      await t.call("POST", "/api/posts", {
        title: "Beneficial ownership",
        slug: "beneficial-ownership",
        content: "Registers must be kept.",
        excerpt: "What to keep.",
        serviceArea: "corporate-services",
      })
    ).json()) as { id: string };
    const before = Date.now();
    await Bun.sleep(5);
    expect((await t.call("DELETE", `/api/posts/${post.id}`)).status).toBeLessThan(300);
    expect(await t.repos.posts.findById(post.id)).toBeUndefined();
    const was = await t.repos.postVersions.liveAt(before);
    expect(was.map((v) => v.post.title)).toContain("Beneficial ownership");
    expect((await t.repos.postVersions.liveAt(Date.now())).map((v) => v.post.id)).not.toContain(post.id);
  });
});

describe("monthly archives", () => {
  test("switched on, the 1st of the month writes site-YYYY-MM.tar.gz to the backup folder", async () => {
    const { mkdtempSync, readdirSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "site-archive-monthly-"));
    // 08:00 Cayman time (UTC−5) on the 1st of next month.
    const d = new Date();
    let clock = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, 13, 0);
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off", BACKUP_DIR: dir }, { now: () => clock });
    const cookie = await signIn(t.app);
    const call = (method: string, path: string, body?: unknown) =>
      t.app.request(`http://localhost${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    await t.deps.jobs.kick("monthly-site-archive");
    expect(readdirSync(dir).filter((n) => n.startsWith("site-"))).toEqual([]);

    const item = (await (await call("GET", "/api/content/settings/firm")).json()) as {
      revision: number;
      data: Record<string, unknown>;
    };
    await call("PUT", "/api/content/settings/firm", {
      revision: item.revision,
      data: { ...item.data, monthlyArchives: true },
    });
    expect((await call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
    clock += 1000;
    await t.deps.jobs.kick("monthly-site-archive");
    const c = new Date(clock - 5 * 60 * 60 * 1000);
    const name = `site-${c.getUTCFullYear()}-${String(c.getUTCMonth() + 1).padStart(2, "0")}.tar.gz`;
    expect(readdirSync(dir).filter((n) => n.startsWith("site-"))).toEqual([name]);
    const { unpackTar } = await import("modern-tar");
    const entries = await unpackTar(
      Bun.gunzipSync(new Uint8Array(await Bun.file(join(dir, name)).arrayBuffer())),
    );
    expect(entries.map((e) => e.header.name)).toContain("pages/about/index.html");
    expect(entries.map((e) => e.header.name)).toContain("SHA256SUMS");
  });
});
