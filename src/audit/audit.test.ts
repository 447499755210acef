import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestAppWithAdmin, signIn, TEST_ADMIN } from "../../tests/support/app";
import { enableTwoFactor, get, postForm, postJson } from "../../tests/support/http";
import { totpCode } from "../auth/totp-codes";
import { runCli } from "../cli";
import { loadConfig } from "../config";
import { openDeps } from "../deps";
import { retentionJob } from "../inbox/retention";
import { createLogger } from "../lib/logger";
import { ACTIVITY_PAGE_SIZE, AUDIT_ACTIONS, recordEvent } from ".";

type T = Awaited<ReturnType<typeof makeTestAppWithAdmin>>;

/** The retention job (RETENTION_DAYS=30) run once, 31 days after `receivedAt`. */
async function runRetention(t: T, receivedAt: string) {
  const job = retentionJob({
    repos: t.repos,
    days: 30,
    now: () => Date.parse(receivedAt) + 31 * 24 * 60 * 60 * 1000,
    log: () => {},
  });
  await job.run();
}
const all = async (t: T) => (await t.repos.audit.list({ limit: 1000 })).reverse();

const VISITOR = {
  name: "Marjorie Quattlebaum",
  email: "marjorie.q@example.ky",
  phone: "+1 345 555 0199",
  service: "Immigration Services",
  message: "I need help with my work permit renewal before March.",
};
const POST = {
  title: "Unmistakable Article Title",
  slug: "unmistakable-article",
  content: "Body text that must never reach the audit trail.",
  excerpt: "An excerpt nobody should find in the trail.",
  serviceArea: "immigration",
};

describe("the audit trail", () => {
  test("records each action with who, when, from where and ids, and never personal content", async () => {
    let now = Date.UTC(2026, 3, 1, 14, 0);
    // Every reading of the clock moves it on a millisecond, so the entries have an order.
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: () => ++now });
    const { app, repos } = t;
    const admin = (await repos.users.findByUsername("admin"))!;

    await postJson(app, "/api/auth/login", { username: "admin", password: "typed-secret-guess" });
    await postJson(app, "/api/auth/login", { username: "Marjorie Quattlebaum", password: "whatever" });
    const cookie = await signIn(app);

    const created = (await (await postJson(app, "/api/posts", POST, cookie)).json()) as { id: string };
    await postJson(app, `/api/posts/${created.id}`, { title: "Another Unmistakable Title" }, cookie, "PATCH");
    const formPost = await postForm(app, "/admin/posts/new", { ...POST, slug: "second-article" }, cookie);
    expect(formPost.status).toBe(303);
    await app.request(`http://localhost/api/posts/${created.id}`, {
      method: "DELETE",
      headers: { Cookie: cookie },
    });

    const s = await repos.submissions.create(VISITOR);
    await postJson(app, `/api/contact-submissions/${s.id}/status`, { status: "contacted" }, cookie, "PATCH");
    await postForm(app, `/admin/contact-submissions/${s.id}/status`, { status: "completed" }, cookie);
    await app.request(`http://localhost/api/contact-submissions/${s.id}`, {
      method: "DELETE",
      headers: { Cookie: cookie },
    });

    const other = (await (
      await postJson(app, "/api/admins", { username: "clerk", currentPassword: TEST_ADMIN.password }, cookie)
    ).json()) as {
      admin: { id: string };
    };
    await app.request(`http://localhost/api/admins/${other.admin.id}`, {
      method: "DELETE",
      headers: { Cookie: cookie },
    });

    const { secret, recoveryCodes } = await enableTwoFactor(app, cookie, () => now);
    now += 30_000;
    const pending = (await postJson(app, "/api/auth/login", TEST_ADMIN)).headers
      .getSetCookie()[0]!
      .split(";")[0]!;
    await postJson(app, "/api/auth/2fa", { code: "000000" }, pending);
    await postJson(app, "/api/auth/2fa", { code: recoveryCodes[0] }, pending);
    await postJson(app, "/api/account/two-factor/disable", { code: totpCode(secret, now) }, cookie);
    await postJson(
      app,
      "/api/account/password",
      { currentPassword: TEST_ADMIN.password, newPassword: "blue-kettle-march-violin" },
      cookie,
    );
    const fresh = await signIn(app, { username: "admin", password: "blue-kettle-march-violin" });
    await postJson(app, "/api/account/sessions/revoke-others", {}, fresh);
    await postJson(app, "/api/auth/logout", {}, fresh);

    const entries = await all(t);
    expect(entries.map((e) => [e.action, e.username ?? null, e.targetType ?? null])).toEqual([
      ["auth.sign_in_failed", "admin", "user"],
      ["auth.sign_in_failed", null, null],
      ["auth.sign_in", "admin", "user"],
      ["post.create", "admin", "post"],
      ["post.update", "admin", "post"],
      ["post.create", "admin", "post"],
      ["post.delete", "admin", "post"],
      ["submission.status", "admin", "submission"],
      ["submission.status", "admin", "submission"],
      ["submission.delete", "admin", "submission"],
      ["admin.add", "admin", "user"],
      ["admin.remove", "admin", "user"],
      ["auth.2fa_enable", "admin", "user"],
      ["auth.sign_in_failed", "admin", "user"],
      ["auth.recovery_code_use", "admin", "user"],
      ["auth.sign_in", "admin", "user"],
      ["auth.2fa_disable", "admin", "user"],
      ["auth.password_change", "admin", "user"],
      ["auth.sign_in", "admin", "user"],
      ["session.revoke_others", "admin", "user"],
      ["auth.sign_out", "admin", "user"],
    ]);
    expect(entries[0]!.detail).toBe('{"reason":"wrong-password"}');
    expect(entries[1]).toMatchObject({ userId: undefined, detail: '{"reason":"unknown-username"}' });
    expect(entries[3]!.targetId).toBe(created.id);
    expect(entries[7]).toMatchObject({ targetId: s.id, detail: '{"status":"contacted"}' });
    expect(entries[11]!.targetId).toBe(other.admin.id);
    expect(entries[15]!.detail).toBe('{"method":"password+recovery-code"}');
    for (const e of entries) {
      expect(e.at).toBeGreaterThanOrEqual(Date.UTC(2026, 3, 1, 14, 0));
      expect(e.ip).toBeTruthy();
      if (e.username) expect(e.userId).toBe(e.username === "admin" ? admin.id : other.admin.id);
    }
    // What an entry is about, in words a reader recognises: a post's title, an admin's username (as they
    // were then); an enquiry stays an id.
    expect(entries[3]!.targetLabel).toBe(POST.title);
    expect(entries[4]!.targetLabel).toBe("Another Unmistakable Title");
    expect(entries[10]!.targetLabel).toBe("clerk");
    expect(entries[7]!.targetLabel).toBeUndefined();
    // Nothing a visitor, an author's text or a sign-in form typed.
    const everything = JSON.stringify(entries);
    for (const personal of [
      ...Object.values(VISITOR),
      POST.content,
      POST.excerpt,
      "typed-secret-guess",
      "whatever",
      "Marjorie",
    ]) {
      expect(everything).not.toContain(personal);
    }
  });

  test("an export, an erasure (API and form) and a retention run are recorded as counts, never the address", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    for (const email of [VISITOR.email, VISITOR.email, "someone.else@example.ky"])
      await t.repos.submissions.create({ ...VISITOR, email });
    const csv = await get(t.app, "/api/contact-submissions/export.csv?status=new&q=permit", cookie);
    expect(csv.status).toBe(200);
    await csv.text();
    await postJson(t.app, "/api/contact-submissions/erase", { email: VISITOR.email }, cookie);
    await postForm(
      t.app,
      "/admin/contact-submissions/erase",
      { email: "someone.else@example.ky", confirm: "yes" },
      cookie,
    );
    const old = await t.repos.submissions.create({ ...VISITOR, email: "retained@example.ky" });
    await t.repos.submissions.setStatus(old.id, "completed");
    await runRetention(t, old.submittedAt);

    const entries = (await all(t)).filter((e) => e.action.startsWith("submission."));
    // Entries made within one millisecond have no order of their own: compare them sorted.
    expect(entries.map((e) => [e.action, e.username ?? null, e.detail]).sort()).toEqual(
      [
        ["submission.export", "admin", '{"status":"new","searched":true}'],
        ["submission.erase", "admin", '{"enquiries":2,"notes":0,"subscribers":0,"bookings":0}'],
        ["submission.erase", "admin", '{"enquiries":1,"notes":0,"subscribers":0,"bookings":0}'],
        ["submission.retention", null, '{"retentionDays":30,"enquiries":1,"notes":0}'],
      ].sort(),
    );
    const everything = JSON.stringify(entries);
    for (const personal of [VISITOR.email, "someone.else", "retained@", "permit", VISITOR.name])
      expect(everything).not.toContain(personal);
  });

  test("the fixed list holds the actions other features record", () => {
    for (const name of ["submission.erase", "submission.export", "post.publish"])
      expect(Object.keys(AUDIT_ACTIONS)).toContain(name);
  });
});

describe("the Activity page", () => {
  test("newest first, 25 a page with keyset links, filterable by admin and action, times in Cayman time", async () => {
    const t = await makeTestAppWithAdmin();
    const cookie = await signIn(t.app);
    const admin = (await t.repos.users.findByUsername("admin"))!;
    const base = Date.UTC(2026, 0, 15, 17, 30); // 12:30 PM in George Town
    for (let i = 0; i < 60; i++) {
      await recordEvent(t.repos, {
        action: i % 2 ? "post.update" : "post.create",
        actor: i % 3 ? { userId: admin.id, username: "admin" } : { userId: "u-other", username: "paralegal" },
        ip: "203.0.113.7",
        target: { type: "post", id: `post-${i}` },
        at: base + i * 60_000,
      });
    }
    const page1 = await (await get(t.app, "/admin/activity", cookie)).text();
    expect(page1).toContain("<h1");
    expect(page1).toContain("Activity");
    const rows = (html: string) => [...html.matchAll(/<tr data-action="([^"]+)"/g)].map((m) => m[1]);
    // The sign-in above is the newest entry; then post-59, 58, …
    expect(rows(page1)).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(page1).toContain("post post-59");
    expect(page1).toContain("January 15, 2026 at 1:29 PM");
    const next = /href="(\/admin\/activity\?before=[^"]+)" rel="next"/
      .exec(page1)?.[1]
      ?.replace(/&amp;/g, "&");
    expect(next).toBeDefined();
    const page2 = await (await get(t.app, next!, cookie)).text();
    expect(rows(page2)).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(page2).toContain("post post-35");
    expect(page2).not.toContain("post post-36<");
    expect(page2).toContain("Newest entries");

    const filtered = await (
      await get(t.app, "/admin/activity?user=u-other&action=post.create", cookie)
    ).text();
    // i even and i % 3 == 0: 0, 6, 12, …, 54 → 10 entries.
    expect(rows(filtered)).toEqual(Array(10).fill("post.create"));
    expect(filtered).toContain("paralegal");
    expect(filtered).not.toContain('rel="next"');
    expect(filtered).toContain('<option value="u-other" selected="">paralegal (removed)</option>');

    const json = (await (await get(t.app, "/api/activity?action=post.update", cookie)).json()) as {
      entries: { action: string }[];
      next: string | null;
    };
    expect(json.entries).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(json.next).toMatch(/^\d+_[0-9a-f-]{36}$/);
    // Nonsense filters and cursors are ignored, never a 500.
    for (const q of [
      "?before=garbage",
      "?action=drop%20table",
      "?user=%27%20or%201=1",
      "?before=99999999999999999999_x",
    ]) {
      expect((await get(t.app, `/admin/activity${q}`, cookie)).status).toBe(200);
    }
  });
});

describe("admin reset-2fa", () => {
  test("turns off two-factor sign-in, signs the admin out and records it", async () => {
    if (process.env.TEST_DATABASE_URL) return; // the CLI opens DATA_DIR's SQLite database here
    const dataDir = mkdtempSync(join(tmpdir(), "firm-site-cli-"));
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
    const deps = await openDeps(config, createLogger("silent"));
    const id = await deps.repos.users.create("admin", "x");
    await deps.repos.users.enableTotp(id, "JBSWY3DPEHPK3PXP", 1, Date.now());
    await deps.repos.sessions.create("s".repeat(64), id, Date.now() + 60_000);
    deps.mail.close();
    await deps.repos.db.close();

    const log: string[] = [];
    const original = { log: console.log, error: console.error };
    console.log = (...a: unknown[]) => void log.push(a.join(" "));
    console.error = (...a: unknown[]) => void log.push(a.join(" "));
    try {
      expect(await runCli(["admin", "reset-2fa", "admin"], config, createLogger("silent"))).toBe(0);
      expect(await runCli(["admin", "reset-2fa", "nobody"], config, createLogger("silent"))).toBe(1);
    } finally {
      console.log = original.log;
      console.error = original.error;
    }
    expect(log.join("\n")).toContain('Two-factor sign-in for "admin" is off');
    expect(log.join("\n")).toContain('No admin user is named "nobody".');
    const after = await openDeps(config, createLogger("silent"));
    try {
      expect((await after.repos.users.account(id))?.totpEnabled).toBe(false);
      expect(await after.repos.sessions.listForUser(id)).toEqual([]);
      const [entry] = await after.repos.audit.list({ limit: 1 });
      expect(entry).toMatchObject({ action: "auth.2fa_reset", targetId: id, ip: "command line" });
    } finally {
      after.mail.close();
      await after.repos.db.close();
    }
  });
});
