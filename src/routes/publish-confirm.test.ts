import { afterEach, describe, expect, test } from "bun:test";
import {
  type AlertsTest,
  alertsSetup,
  type Cleanup,
  CORPORATE,
  FIRM_NEWS,
  IMMIGRATION,
} from "../../tests/support/alerts";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

/**
 * Nothing goes to every client by accident: a save that will e-mail an article to its subscribers asks
 * first, with how many ("Publish and e-mail 3 subscribers?"), counting exactly whom the alert would reach.
 * Without JavaScript the question is a page of its own; with it the editor asks the same through
 * POST /api/posts/alert-check (its dialog is in tests/browser/publishing-alert.test.ts).
 */

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup() {
  // The editor dates "publish now" with the real clock: the app's clock runs ten minutes ahead of it, so
  // what the editor publishes now is live for the announcer at once.
  const start = Math.floor(Date.now() / 1000) * 1000 + 10 * 60_000;
  const t = await alertsSetup(cleanups, { env: { ALERTS_DELAY_MINUTES: "" }, start });
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
  const check = (body: Record<string, unknown>) =>
    t.app.request("http://localhost/api/posts/alert-check", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify(body),
    });
  return { ...t, admin, check };
}

/**
 * Readers of every kind: three who would receive a Corporate Services article (one of them through both
 * topics, counted once), and four who would not (pending, left, refused by their mail server, another area).
 */
async function readers(t: AlertsTest) {
  await t.subscribe("corp@example.com", [CORPORATE]);
  await t.subscribe("news@example.com", [FIRM_NEWS]);
  await t.subscribe("both@example.com", [CORPORATE, FIRM_NEWS]);
  await t.subscribe("immi@example.com", [IMMIGRATION]);
  expect((await t.signUp("pending@example.com", [CORPORATE])).status).toBe(303);
  const left = await t.subscribe("left@example.com", [CORPORATE]);
  await t.postForm(`/alerts/unsubscribe?token=${left.token}`, {});
  const refused = await t.subscribe("refused@example.com", [CORPORATE]);
  await t.repos.alerts.suppress(refused.id, "550 No such user", t.now());
}

const article = (slug: string, extra: Record<string, string> = {}) => ({
  title: `Article ${slug}`,
  slug,
  content: "Body of the article.",
  excerpt: "In short.",
  serviceArea: CORPORATE,
  status: "published",
  publishAt: "",
  alert: "send",
  ...extra,
});

/** The value of the hidden field `name` on a page. */
const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];

describe("without JavaScript, the question is a page of its own", () => {
  test("'Publish and e-mail 3 subscribers?' counts exactly whom it would reach; confirmed, it publishes and the alert waits", async () => {
    const t = await setup();
    await readers(t);
    const fields = article("budget-2027", { content: "Line one\nLine two & <more>" });
    const asked = await t.admin("POST", "/admin/posts/new", fields);
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain("Publish and e-mail 3 subscribers?");
    expect(page).toContain(
      "3 subscribers of Corporate Services and of Firm news will receive this article by e-mail.",
    );
    expect(page).toContain("Its client alert leaves 10 minutes after that");
    expect(page).toContain(">Publish and e-mail 3 subscribers</button>");
    // Nothing saved yet; everything typed rides along.
    expect(await t.repos.posts.findBySlug("budget-2027", "admin")).toBeUndefined();
    expect(hidden(page, "title")).toBe("Article budget-2027");
    expect(hidden(page, "content")).toBe("Line one\nLine two &amp; &lt;more&gt;");

    const confirmed = await t.admin("POST", "/admin/posts/new", { ...fields, confirmAlert: "yes" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/admin/dashboard");
    const post = await t.repos.posts.findBySlug("budget-2027", "admin");
    expect(post?.content).toBe("Line one\nLine two & <more>");
    await t.announce();
    expect((await t.deps.alerts.sendOf(post!.id))?.state).toBe("waiting");
  }, 60_000);

  test("its other answers: back to the editor with every value, or publish without e-mailing (held)", async () => {
    const t = await setup();
    await readers(t);
    const fields = article("second-thoughts");
    const back = await t.admin("POST", "/admin/posts/new", { ...fields, intent: "edit" });
    expect(back.status).toBe(200);
    const editor = await back.text();
    expect(editor).toContain("Create New Post");
    expect(editor).toContain('value="Article second-thoughts"');
    expect(await t.repos.posts.findBySlug("second-thoughts", "admin")).toBeUndefined();

    const quiet = await t.admin("POST", "/admin/posts/new", { ...fields, intent: "without-alert" });
    expect(quiet.status).toBe(303);
    const post = await t.repos.posts.findBySlug("second-thoughts", "admin");
    expect((await t.deps.alerts.sendOf(post!.id))?.state).toBe("off");
    t.advance(60 * 60_000);
    await t.announce();
    await t.delivered(0);
    expect(t.alerts()).toHaveLength(0);
  }, 60_000);

  test("a scheduled article asks 'Schedule and e-mail …?'; an edited draft being published asks too", async () => {
    const t = await setup();
    await readers(t);
    const scheduled = await (
      await t.admin("POST", "/admin/posts/new", article("later", { publishAt: "2099-03-04T09:00" }))
    ).text();
    expect(scheduled).toContain("Schedule and e-mail 3 subscribers?");
    expect(scheduled).toContain("when it goes live on March 4, 2099");

    const draft = await t.writePost({ title: "A draft", status: "draft" });
    const publishing = await t.admin("POST", `/admin/posts/${draft.id}`, article("a-draft"));
    expect(publishing.status).toBe(200);
    expect(await publishing.text()).toContain("Publish and e-mail 3 subscribers?");
    expect((await t.repos.posts.findById(draft.id))?.status).toBe("draft");
  }, 60_000);

  test("no question when no alert would go: a draft, Don't send, nobody to send to, an alert already waiting", async () => {
    const t = await setup();
    await t.subscribe("immi@example.com", [IMMIGRATION]);
    const saves = [
      article("a-draft", { status: "draft" }),
      article("held", { alert: "hold" }),
      // Corporate Services: nobody of that area or of Firm news.
      article("nobody"),
    ];
    for (const fields of saves) expect((await t.admin("POST", "/admin/posts/new", fields)).status).toBe(303);

    const live = await t.writePost({ title: "Live", area: IMMIGRATION });
    await t.announce();
    expect((await t.deps.alerts.sendOf(live.id))?.state).toBe("waiting");
    const edit = await t.admin(
      "POST",
      `/admin/posts/${live.id}`,
      article("article-live", { serviceArea: IMMIGRATION, title: "Live, edited" }),
    );
    expect(edit.status).toBe(303);
    expect((await t.repos.posts.findById(live.id))?.title).toBe("Live, edited");
  }, 60_000);

  test("a site that sends no e-mail never asks", async () => {
    const t = await makeTestAppWithAdmin();
    cleanups.push(() => t.deps.mail.close());
    const cookie = await signIn(t.app);
    const res = await t.app.request("http://localhost/admin/posts/new", {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "http://localhost",
      },
      body: new URLSearchParams(article("no-mail", { alert: "" })).toString(),
    });
    expect(res.status).toBe(303);
  });
});

describe("POST /api/posts/alert-check (the editor's question with JavaScript)", () => {
  test("answers with the same count and wait, or null; the posts API itself needs no confirmation", async () => {
    const t = await setup();
    await readers(t);
    const body = { ...article("checked"), publishAt: undefined };
    const res = await t.check(body);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ alert: { subscribers: 3, waitMinutes: 10, goesLiveAt: null } });
    expect(await (await t.check({ ...body, alert: "hold" })).json()).toEqual({ alert: null });
    expect(await (await t.check({ ...body, status: "draft" })).json()).toEqual({ alert: null });
    expect(await (await t.check({ ...body, serviceArea: IMMIGRATION })).json()).toEqual({
      alert: { subscribers: 3, waitMinutes: 10, goesLiveAt: null },
    });
    const later = await (await t.check({ ...body, publishedAt: "2099-03-04T09:00:00-05:00" })).json();
    expect(later).toEqual({
      alert: { subscribers: 3, waitMinutes: 10, goesLiveAt: "2099-03-04T14:00:00.000Z" },
    });

    // An existing post: its own state counts (a held one asks only when let go).
    const draft = await t.writePost({ title: "Held draft", status: "draft" });
    await t.deps.alerts.keepBack(draft);
    expect(await (await t.check({ id: draft.id, status: "published" })).json()).toEqual({ alert: null });
    expect(await (await t.check({ id: draft.id, status: "published", alert: "send" })).json()).toEqual({
      alert: { subscribers: 3, waitMinutes: 10, goesLiveAt: null },
    });
    expect((await t.check({ id: "no-such-post", status: "published" })).status).toBe(404);
    expect((await t.check({ ...body, status: "maybe" })).status).toBe(400);
    // Signed out it is closed like every admin call.
    const anonymous = await t.app.request("http://localhost/api/posts/alert-check", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify(body),
    });
    expect(anonymous.status).toBe(401);
  }, 60_000);
});
