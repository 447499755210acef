import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AlertsTest,
  alertsSetup,
  type Cleanup,
  CORPORATE,
  FIRM_NEWS,
  IMMIGRATION,
} from "../../tests/support/alerts";
import { signIn, testDatabase } from "../../tests/support/app";
import type { DatabaseTarget } from "../db";

/**
 * Client alerts wait after an article goes live before the first one leaves, so a mistake can be caught:
 * 10 minutes unless the firm's setting says otherwise, ALERTS_DELAY_MINUTES over both, 0 at once. Against a
 * real SMTP server and the app's fake clock: nothing leaves before the wait is over, Hold stops it until
 * released, Send now skips the rest, and the wait is stored, so a restart keeps it.
 */

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const MINUTE = 60_000;
// Each test runs the announcer and the outbox many times over: a generous ceiling on a busy machine (not a
// measure of anything).

/** The firm's setting decides the wait (an empty variable counts as unset). */
const FIRM_SETTING = { ALERTS_DELAY_MINUTES: "" };

async function setup(opts: Parameters<typeof alertsSetup>[1] = {}) {
  const t = await alertsSetup(cleanups, { ...opts, env: { ...FIRM_SETTING, ...opts.env } });
  const cookie = await signIn(t.app);
  const admin = (method: string, path: string, fields?: Record<string, string>) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: {
        Cookie: cookie,
        ...(fields
          ? { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" }
          : {}),
      },
      ...(fields ? { body: new URLSearchParams(fields).toString() } : {}),
    });
  const json = (method: string, path: string, body: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify(body),
    });
  /** The firm's settings changed and published, as Site → Firm settings does it. */
  const publishSettings = async (data: Record<string, unknown>) => {
    const item = (await (await admin("GET", "/api/content/settings/firm")).json()) as { revision: number };
    expect((await json("PUT", "/api/content/settings/firm", { revision: item.revision, data })).status).toBe(
      200,
    );
    expect((await json("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
  };
  const alertPage = async (postId: string) => (await admin("GET", `/admin/posts/${postId}/alert`)).text();
  return { ...t, admin, json, publishSettings, alertPage };
}

/** Runs the announcer and the outbox, then says how many alerts have reached the SMTP server in all. */
async function alertsAfterRun(t: AlertsTest) {
  await t.announce();
  await t.delivered(0);
  return t.alerts().length;
}

/** Runs the announcer and the outbox, and waits until `n` alerts in all have reached the SMTP server. */
async function alertsArrive(t: AlertsTest, n: number) {
  await t.announce();
  await t.delivered(t.smtp.received.length - t.alerts().length + n);
  expect(t.alerts()).toHaveLength(n);
}

/** The toast a redirect carries (the flash cookie), as the next page would show it. */
function flashOf(res: Response): { title: string; description?: string } | undefined {
  const raw = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("flash="))
    ?.split(";")[0]
    ?.slice("flash=".length);
  return raw ? JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) : undefined;
}

describe("the wait before an article's alerts leave", () => {
  test("10 minutes by default: nothing leaves before, and the Client alert page says when it goes", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    await t.subscribe("news@example.com", [FIRM_NEWS]);
    const post = await t.writePost({ title: "Beneficial ownership: the new rules" });
    expect(await alertsAfterRun(t)).toBe(0);
    const send = await t.deps.alerts.sendOf(post.id);
    expect(send?.state).toBe("waiting");
    expect(send?.sendAfter).toBe(t.now() + 10 * MINUTE);
    const page = await t.alertPage(post.id);
    expect(page).toContain("Waiting: it goes to 2 subscribers at");
    expect(page).toContain(">Hold</button>");
    expect(page).toContain(">Send now</button>");
    // Its editor says so too.
    const editor = await (await t.admin("GET", `/admin/posts/${post.id}`)).text();
    expect(editor).toContain("Client alert waiting: it goes to 2 subscribers on");
    // The Sends list shows it waiting, with when it goes.
    expect(await (await t.admin("GET", "/admin/subscribers/sends")).text()).toMatch(/>Waiting<\/td>/);
    // A run every minute for nine minutes and fifty seconds: still nothing.
    for (let i = 0; i < 9; i++) {
      t.advance(MINUTE);
      expect(await alertsAfterRun(t)).toBe(0);
    }
    t.advance(50_000);
    expect(await alertsAfterRun(t)).toBe(0);
    // The wait is over: both go, once.
    t.advance(10_000);
    await alertsArrive(t, 2);
    expect(
      t
        .alerts()
        .map((a) => a.to[0])
        .sort(),
    ).toEqual(["corp@example.com", "news@example.com"]);
    t.advance(MINUTE);
    expect(await alertsAfterRun(t)).toBe(2);
    expect((await t.deps.alerts.sendOf(post.id))?.state).toBe("queued");
  }, 60_000);

  test("the firm's setting sets the wait (0 sends at once); ALERTS_DELAY_MINUTES overrides the setting", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    await t.publishSettings({ alertsDelayMinutes: 3 });
    const three = await t.writePost({ title: "Three minutes" });
    await t.announce();
    expect((await t.deps.alerts.sendOf(three.id))?.sendAfter).toBe(t.now() + 3 * MINUTE);
    expect(await t.alertPage(three.id)).toContain(
      "The wait is set under Site → Firm settings → Client alerts.",
    );

    await t.publishSettings({ alertsDelayMinutes: 0 });
    await t.writePost({ title: "At once" });
    await alertsArrive(t, 1);
    expect(t.alerts().map((a) => a.parsed.subject)).toEqual(["At once"]);

    // The environment wins over the setting, on every instance alike.
    const fixed = await setup({ env: { ALERTS_DELAY_MINUTES: "5" } });
    await fixed.subscribe("corp@example.com", [CORPORATE]);
    await fixed.publishSettings({ alertsDelayMinutes: 0 });
    const five = await fixed.writePost({ title: "Five minutes" });
    expect(await alertsAfterRun(fixed)).toBe(0);
    expect((await fixed.deps.alerts.sendOf(five.id))?.sendAfter).toBe(fixed.now() + 5 * MINUTE);
    expect(await fixed.alertPage(five.id)).toContain("fixed by the site&#x27;s server configuration");
    fixed.advance(5 * MINUTE);
    await alertsArrive(fixed, 1);
  }, 60_000);

  test("a scheduled article's wait starts when it goes live", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const post = await t.writePost({ title: "Scheduled", publishedAt: t.now() + 60 * MINUTE });
    await t.announce();
    expect(await t.deps.alerts.sendOf(post.id)).toBeUndefined();
    expect(await t.alertPage(post.id)).toContain(
      "Goes out when the article is published, after a wait of 10 minutes",
    );
    t.advance(60 * MINUTE);
    expect(await alertsAfterRun(t)).toBe(0);
    expect((await t.deps.alerts.sendOf(post.id))?.sendAfter).toBe(t.now() + 10 * MINUTE);
    t.advance(9 * MINUTE);
    expect(await alertsAfterRun(t)).toBe(0);
    t.advance(MINUTE);
    await alertsArrive(t, 1);
    expect(t.alerts().map((a) => a.parsed.subject)).toEqual(["Scheduled"]);
  }, 60_000);

  test("taken off the site during the wait: nothing goes; back on the site, the wait starts again", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const post = await t.writePost({ title: "Published by mistake" });
    await t.announce();
    t.advance(5 * MINUTE);
    await t.repos.posts.update(post.id, { status: "draft" });
    t.advance(10 * MINUTE);
    expect(await alertsAfterRun(t)).toBe(0);
    expect(await t.deps.alerts.sendOf(post.id)).toBeUndefined();
    await t.repos.posts.update(post.id, { status: "published", publishedAt: t.now() - 1000 });
    expect(await alertsAfterRun(t)).toBe(0);
    t.advance(9 * MINUTE);
    expect(await alertsAfterRun(t)).toBe(0);
    t.advance(MINUTE);
    await alertsArrive(t, 1);
  }, 60_000);

  test("the wait is stored: a restart neither forgets it nor cuts it short", async () => {
    const target: DatabaseTarget = process.env.TEST_DATABASE_URL
      ? testDatabase()
      : { kind: "sqlite", dataDir: mkdtempSync(join(tmpdir(), "alerts-wait-")) };
    const first = await setup({ database: target });
    await first.subscribe("corp@example.com", [CORPORATE]);
    const post = await first.writePost({ title: "Across a restart" });
    expect(await alertsAfterRun(first)).toBe(0);
    first.advance(4 * MINUTE);
    await first.deps.mail.close();
    await first.repos.db.close();

    // The same database, a new process (and its own SMTP sink), six minutes before the wait is over.
    const second = await setup({ database: target, start: first.now() });
    expect((await second.deps.alerts.sendOf(post.id))?.state).toBe("waiting");
    expect(await alertsAfterRun(second)).toBe(0);
    second.advance(5 * MINUTE);
    expect(await alertsAfterRun(second)).toBe(0);
    second.advance(MINUTE);
    await alertsArrive(second, 1);
    expect(second.alertsTo("corp@example.com").map((a) => a.parsed.subject)).toEqual(["Across a restart"]);
  }, 60_000);
});

describe("Hold and Send now on the article's Client alert page", () => {
  test("Hold stops it until released; released, it waits again; Send now skips the rest; each is audited", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const post = await t.writePost({ title: "Held and sent" });
    await t.announce();
    t.advance(2 * MINUTE);

    expect((await t.admin("POST", `/admin/posts/${post.id}/alert/off`, {})).status).toBe(303);
    expect(await t.alertPage(post.id)).toContain(
      "Kept back: no alert goes for this article until you release it.",
    );
    t.advance(60 * MINUTE);
    expect(await alertsAfterRun(t)).toBe(0);

    // Released: the wait starts again from now.
    expect((await t.admin("POST", `/admin/posts/${post.id}/alert/on`, {})).status).toBe(303);
    expect(await alertsAfterRun(t)).toBe(0);
    expect((await t.deps.alerts.sendOf(post.id))?.sendAfter).toBe(t.now() + 10 * MINUTE);
    t.advance(MINUTE);
    expect(await alertsAfterRun(t)).toBe(0);

    // Send now: at once, once.
    const res = await t.admin("POST", `/admin/posts/${post.id}/alert/send-now`, {});
    expect(res.status).toBe(303);
    expect(flashOf(res)?.title).toBe("Sending now");
    await alertsArrive(t, 1);
    expect(t.alertsTo("corp@example.com").map((a) => a.parsed.subject)).toEqual(["Held and sent"]);
    expect(await t.alertPage(post.id)).toContain("Sent on");
    // Once gone, neither Hold nor Send now does anything more.
    await t.admin("POST", `/admin/posts/${post.id}/alert/send-now`, {});
    await t.admin("POST", `/admin/posts/${post.id}/alert/off`, {});
    t.advance(20 * MINUTE);
    expect(await alertsAfterRun(t)).toBe(1);

    const actions = (
      await t.repos.db.sql.all<{ action: string }>(
        "SELECT action FROM audit_log WHERE target_id = ? ORDER BY at, action",
        [post.id],
      )
    ).map((r) => r.action);
    expect(actions).toEqual(["alert.keep_back", "alert.release", "alert.send_now"]);
  }, 60_000);

  test("Send now refuses an article that is not on the site yet, and sends nothing", async () => {
    const t = await setup();
    await t.subscribe("corp@example.com", [CORPORATE]);
    const draft = await t.writePost({ title: "Not yet", status: "draft" });
    expect(await t.alertPage(draft.id)).not.toContain(">Send now</button>");
    const res = await t.admin("POST", `/admin/posts/${draft.id}/alert/send-now`, {});
    expect(res.status).toBe(303);
    expect(flashOf(res)?.description).toContain("The article is not on the site yet: publish it first");
    expect(await t.deps.alerts.sendOf(draft.id)).toBeUndefined();
    expect(await alertsAfterRun(t)).toBe(0);
  }, 60_000);

  test("signed out, Send now is closed", async () => {
    const t = await setup();
    const post = await t.writePost({ title: "Closed" });
    await t.announce();
    const res = await t.postForm(`/admin/posts/${post.id}/alert/send-now`, {});
    expect(res.headers.get("location") ?? "").toStartWith("/admin/login");
    expect((await t.deps.alerts.sendOf(post.id))?.state).toBe("waiting");
  }, 60_000);
});

describe("the posts API keeps its shape and waits the same", () => {
  test("a post published through the API sends its alert per its alert field, after the wait", async () => {
    const t = await setup();
    await t.subscribe("immi@example.com", [IMMIGRATION]);
    const article = (slug: string) => ({
      title: `API ${slug}`,
      slug,
      content: "Body.",
      excerpt: "In short.",
      serviceArea: IMMIGRATION,
    });
    const created = await t.json("POST", "/api/posts", article("sent-one"));
    expect(created.status).toBe(201);
    expect((await t.json("POST", "/api/posts", { ...article("held-one"), alert: "hold" })).status).toBe(201);
    // The API dates a post with the real clock: the test's clock moves to just after that, never back (a
    // background run of the announcer, kicked by the publish, may already have started the wait at the
    // test clock's time, which can be ahead of the real clock; going back would make that wait look short).
    const { publishedAt } = (await created.json()) as { publishedAt: string };
    t.advance(Math.max(0, Date.parse(publishedAt) - t.now() + 1000));
    expect(await alertsAfterRun(t)).toBe(0);
    t.advance(9 * MINUTE);
    expect(await alertsAfterRun(t)).toBe(0);
    t.advance(MINUTE);
    await alertsArrive(t, 1);
    t.advance(60 * MINUTE);
    expect(await alertsAfterRun(t)).toBe(1);
    expect(t.alerts()[0]!.parsed.subject).toBe("API sent-one");
  }, 60_000);
});
