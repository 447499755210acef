import { afterEach, describe, expect, test } from "bun:test";
import {
  alertsSetup,
  type Cleanup,
  CORPORATE,
  FIRM_NEWS,
  IMMIGRATION,
  isAlert,
  rawHeaders,
} from "../../tests/support/alerts";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

/**
 * The firm's side of client alerts: the Subscribers screen (counts, search, paging, states, each consent
 * record, lifting a suppression, CSV), the sends, each article's alert (keep back, let go, preview, test),
 * and erasure by address. Against a real SMTP server; every screen is a plain page and form.
 */

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(env: Record<string, string> = {}) {
  const t = await alertsSetup(cleanups, { env });
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
  return { ...t, admin };
}

describe("the Subscribers screen", () => {
  test("signed out, every screen and action of it is closed", async () => {
    const t = await alertsSetup(cleanups);
    const id = (await t.subscribe("ann@example.com", [CORPORATE])).id;
    const post = await t.writePost({ status: "draft" });
    for (const path of [
      "/admin/subscribers",
      "/admin/subscribers.csv",
      "/admin/subscribers/sends",
      `/admin/subscribers/${id}`,
      `/admin/posts/${post.id}/alert`,
      `/admin/posts/${post.id}/alert/preview.html`,
    ]) {
      const res = await t.request("GET", path);
      expect([302, 303]).toContain(res.status);
      expect(res.headers.get("location")).toStartWith("/admin/login");
    }
    for (const path of [
      `/admin/subscribers/${id}/unsuppress`,
      `/admin/posts/${post.id}/alert/off`,
      `/admin/posts/${post.id}/alert/test`,
    ]) {
      const res = await t.postForm(path, { to: "me@example.com" });
      expect(res.status).not.toBe(200);
      expect(res.headers.get("location") ?? "").toStartWith("/admin/login");
    }
    expect((await t.deps.alerts.byId(id))?.suppressedAt).toBeNull();
    expect(await t.deps.alerts.sendOf(post.id)).toBeUndefined();
  });

  test("counts by state and by topic, the list with each one's state and topics, a search and a state filter", async () => {
    const t = await setup();
    await t.subscribe("ann@example.com", [CORPORATE, FIRM_NEWS]);
    const bob = await t.subscribe("bob@example.com", [IMMIGRATION]);
    await t.subscribe("carol@example.org", [CORPORATE]);
    expect((await t.signUp("dave@example.com", [CORPORATE])).status).toBe(303); // pending
    await t.postForm(`/alerts/unsubscribe?token=${bob.token}`, {});

    const html = await (await t.admin("GET", "/admin/subscribers")).text();
    expect(html).toContain("4 subscribers");
    // By state: 2 confirmed, 1 pending, 1 unsubscribed, 0 suppressed.
    expect(html).toMatch(/confirmed<\/dt><dd[^>]*>2</);
    expect(html).toMatch(/pending<\/dt><dd[^>]*>1</);
    expect(html).toMatch(/unsubscribed<\/dt><dd[^>]*>1</);
    // Confirmed, by topic: Corporate Services 2 (Ann, Carol), Firm news 1, Immigration 0 (Bob left).
    expect(html).toMatch(/Corporate Services<\/a><\/td><td[^>]*>2</);
    expect(html).toMatch(/Firm news \(every new article\)<\/a><\/td><td[^>]*>1</);
    expect(html).toMatch(/Immigration Services<\/a><\/td><td[^>]*>0</);

    const found = await (await t.admin("GET", "/admin/subscribers?q=EXAMPLE.ORG")).text();
    expect(found).toContain("carol@example.org");
    expect(found).not.toContain("ann@example.com");
    expect(found).toContain("1 subscriber");
    const pending = await (await t.admin("GET", "/admin/subscribers?state=pending")).text();
    expect(pending).toContain("dave@example.com");
    expect(pending).not.toContain("carol@example.org");
    const byTopic = await (await t.admin("GET", `/admin/subscribers?area=${IMMIGRATION}`)).text();
    expect(byTopic).toContain("bob@example.com");
    expect(byTopic).not.toContain("ann@example.com");
    // A search made of LIKE's own wildcards matches them literally, not everyone.
    expect(await (await t.admin("GET", "/admin/subscribers?q=%25")).text()).toContain(
      "No subscribers match.",
    );
  });

  test("pages of 50, newest first", async () => {
    const t = await setup();
    for (let i = 0; i < 55; i++) {
      t.advance(1000);
      await t.repos.alerts.create({
        email: `reader${String(i).padStart(2, "0")}@example.com`,
        token: `token-${i}-abcdefghijklmnopqrstuvwxyz`,
        now: t.now(),
        from: "/blog",
        consentText: "ok",
        consentAreas: ["Corporate Services"],
        origin: "http://localhost",
        areas: [CORPORATE],
      });
    }
    const first = await (await t.admin("GET", "/admin/subscribers")).text();
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain("reader54@example.com");
    expect(first).not.toContain("reader04@example.com");
    const second = await (await t.admin("GET", "/admin/subscribers?page=2")).text();
    expect(second).toContain("reader04@example.com");
    expect(second).toContain("reader00@example.com");
    expect(second).not.toContain("reader54@example.com");
    // A page past the end shows the last one, not an error.
    expect((await t.admin("GET", "/admin/subscribers?page=99")).status).toBe(200);
  });

  test("a subscriber's consent record: when, from which page, the words shown, which topics", async () => {
    const t = await setup();
    const ann = await t.subscribe("ann@example.com", [CORPORATE, FIRM_NEWS]);
    const res = await t.admin("GET", `/admin/subscribers/${ann.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("ann@example.com");
    expect(html).toContain("From the page");
    expect(html).toContain("/blog");
    expect(html).toContain("We will e-mail you when we publish an article on the topics you choose");
    expect(html).toContain("Corporate Services, Firm news (every new article)");
    expect(html).toMatch(/Confirmed<\/dt><dd[^>]*>[A-Z][a-z]+ \d+, \d{4} at/);
    expect((await t.admin("GET", "/admin/subscribers/no-such-id")).status).toBe(404);
  });

  test("a suppressed address is listed as such and an admin can lift it", async () => {
    const t = await setup();
    const ann = await t.subscribe("ann@example.com", [CORPORATE]);
    await t.repos.alerts.suppress(ann.id, "EENVELOPE: 550 5.1.1 No such user here", t.now());
    const list = await (await t.admin("GET", "/admin/subscribers?state=suppressed")).text();
    expect(list).toContain("ann@example.com");
    const page = await (await t.admin("GET", `/admin/subscribers/${ann.id}`)).text();
    expect(page).toContain("550 5.1.1 No such user here");
    const lifted = await t.admin("POST", `/admin/subscribers/${ann.id}/unsuppress`, {});
    expect(lifted.status).toBe(303);
    expect((await t.deps.alerts.byId(ann.id))?.suppressedAt).toBeNull();
    // Alerts reach it again.
    await t.writePost({ area: CORPORATE });
    await t.announce();
    await t.delivered(2);
    expect(t.alertsTo("ann@example.com")).toHaveLength(1);
  });

  test("CSV: every subscriber with the consent record, formula-safe", async () => {
    const t = await setup();
    await t.subscribe("=cmd|' /C calc'!A0@example.com", [CORPORATE]).catch(() => undefined);
    await t.subscribe("ann@example.com", [CORPORATE]);
    await t.repos.alerts.create({
      email: "mallory@example.com",
      token: "mallory-token-abcdefghijklmnopqrstuvwxyz",
      now: t.now(),
      from: "/blog",
      consentText: '=HYPERLINK("http://evil.example","click")',
      consentAreas: ["+SUM(1,2)"],
      origin: "http://localhost",
      areas: [CORPORATE],
    });
    const res = await t.admin("GET", "/admin/subscribers.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "E-mail,State,Topics,Signed up,From page,Consent wording,Topics at sign-up,Confirmed,Unsubscribed,Suppressed,Suppression reason",
    );
    expect(csv).toContain("ann@example.com,confirmed,Corporate Services,");
    // No cell starts with a formula character as a spreadsheet would read it.
    expect(csv).not.toMatch(/(^|,)"?[=+\-@]/m);
    expect(csv).toContain("'=HYPERLINK");
    expect(csv).toContain("'+SUM(1,2)");
    // The filter applies.
    const pending = await (await t.admin("GET", "/admin/subscribers.csv?state=pending")).text();
    expect(pending).not.toContain("ann@example.com");
  });
});

describe("each article's alert", () => {
  test("kept back before publishing: nothing goes; let go again: it goes once", async () => {
    const t = await setup();
    await t.subscribe("ann@example.com", [CORPORATE]);
    const post = await t.writePost({ status: "draft", title: "Beneficial ownership: the new rules" });
    const page = await (await t.admin("GET", `/admin/posts/${post.id}/alert`)).text();
    expect(page).toContain("Goes out when the article is published");
    // The preview: subject, the plain text with the excerpt and the reader's links.
    expect(page).toContain("Beneficial ownership: the new rules");
    expect(page).toContain("Stop all alerts:");

    expect((await t.admin("POST", `/admin/posts/${post.id}/alert/off`, {})).status).toBe(303);
    expect(await (await t.admin("GET", `/admin/posts/${post.id}/alert`)).text()).toContain("Kept back");
    await t.repos.posts.update(post.id, { status: "published", publishedAt: t.now() - 1000 });
    await t.announce();
    await Bun.sleep(100);
    expect(t.alertsTo("ann@example.com")).toHaveLength(0);

    expect((await t.admin("POST", `/admin/posts/${post.id}/alert/on`, {})).status).toBe(303);
    await t.announce();
    await t.delivered(2);
    expect(t.alertsTo("ann@example.com")).toHaveLength(1);
    // Once gone it cannot be kept back, and the sends list shows it with its counts.
    await t.admin("POST", `/admin/posts/${post.id}/alert/off`, {});
    expect((await t.deps.alerts.sendOf(post.id))?.state).toBe("queued");
    const sends = await (await t.admin("GET", "/admin/subscribers/sends")).text();
    expect(sends).toContain("Beneficial ownership: the new rules");
    expect(sends).toMatch(/>Sent<\/td>/);
  });

  test("the HTML preview is the e-mail itself, under the site's strict policy", async () => {
    const t = await setup();
    const post = await t.writePost({ status: "draft", title: "<script>alert(1)</script> & more" });
    const res = await t.admin("GET", `/admin/posts/${post.id}/alert/preview.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more");
    expect(html).not.toContain("<script>");
  });

  test("a test goes to the address given, at once, marked as a test; nothing is queued for subscribers", async () => {
    const t = await setup();
    await t.subscribe("ann@example.com", [CORPORATE]);
    const post = await t.writePost({ status: "draft", title: "Work permits in 2027" });
    const before = t.smtp.received.length;
    const res = await t.admin("POST", `/admin/posts/${post.id}/alert/test`, {
      to: "partner@ironwoodlegal.ky",
    });
    expect(res.status).toBe(303);
    const [mail] = (await t.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toEqual(["partner@ironwoodlegal.ky"]);
    expect(mail!.parsed.subject).toBe("[Test] Work permits in 2027");
    expect(mail!.parsed.text).toContain("Work permits in 2027");
    expect(t.alertsTo("ann@example.com")).toHaveLength(0);
    // Not an address, or two of them: refused, nothing sent.
    for (const to of [
      "not-an-address",
      "a@example.com, b@example.com",
      "a@example.com\r\nBcc: x@example.com",
    ]) {
      expect((await t.admin("POST", `/admin/posts/${post.id}/alert/test`, { to })).status).toBe(303);
    }
    await Bun.sleep(100);
    expect(t.smtp.received.length).toBe(before + 1);
  });
});

describe("erase by e-mail address", () => {
  test("takes the subscriber with the consent record and their waiting e-mails; the send's counts stay", async () => {
    const t = await setup({ ALERTS_PER_MINUTE: "1" });
    const ann = await t.subscribe("Ann@Example.com", [CORPORATE]);
    await t.subscribe("bob@example.com", [CORPORATE]);
    const post = await t.writePost({ area: CORPORATE });
    await t.announce();
    await t.delivered(3); // two confirmations, one alert (one a minute)
    const preview = await t.admin("POST", "/admin/contact-submissions/erase", { email: "ANN@example.com" });
    expect(await preview.text()).toContain("client alerts subscription");
    const erased = await t.admin("POST", "/admin/contact-submissions/erase", {
      email: "ann@example.com",
      confirm: "yes",
    });
    expect(erased.status).toBe(303);
    expect(await t.deps.alerts.byId(ann.id)).toBeUndefined();
    const left = await t.repos.db.sql.all<{ c: number }>(
      "SELECT COUNT(*) AS c FROM mail_outbox WHERE subject_id = ?",
      [ann.id],
    );
    expect(Number(left[0]!.c)).toBe(0);
    const send = await t.deps.alerts.sendOf(post.id);
    expect(send?.queued).toBe(2);
    expect(send!.sent + send!.pending).toBeGreaterThanOrEqual(1);
    // Nothing left that names the address, anywhere in the subscribers' tables.
    const dump = JSON.stringify(
      await t.repos.db.sql.all("SELECT * FROM subscribers UNION ALL SELECT * FROM subscribers WHERE 0 = 1"),
    );
    expect(dump.toLowerCase()).not.toContain("ann@example.com");
    // Its link no longer works.
    expect((await t.request("GET", `/alerts/preferences?token=${ann.token}`)).status).toBe(404);
    // Every alert that went carried one-click unsubscribe.
    for (const r of t.smtp.received.filter(isAlert))
      expect(rawHeaders(r)).toContain("List-Unsubscribe-Post:");
  });
});

describe("the post editor's Client alert choice", () => {
  const article = (slug: string) => ({
    title: `Held ${slug}`,
    slug,
    content: "Body of the article.",
    excerpt: "In short.",
    serviceArea: CORPORATE,
  });

  test("through the API: held back when created, let go when changed; sent once", async () => {
    const t = await setup();
    await t.subscribe("ann@example.com", [CORPORATE]);
    const cookie = (await t.admin("GET", "/admin/subscribers")).ok ? await signIn(t.app) : "";
    const json = (method: string, path: string, body: unknown) =>
      t.app.request(`http://localhost${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify(body),
      });
    const created = await json("POST", "/api/posts", { ...article("held-one"), alert: "hold" });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: string };
    // The API publishes at the real time; the test's clock runs a minute behind it.
    t.advance(61_000);
    await t.announce();
    await Bun.sleep(50);
    expect(t.alertsTo("ann@example.com")).toHaveLength(0);
    expect((await t.deps.alerts.sendOf(post.id))?.state).toBe("off");
    // A value that is neither choice is refused with the field named.
    const bad = await json("PATCH", `/api/posts/${post.id}`, { alert: "maybe" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.alert).toBeDefined();
    expect((await json("PATCH", `/api/posts/${post.id}`, { alert: "send" })).status).toBe(200);
    t.advance(61_000);
    await t.announce();
    await t.delivered(2);
    expect(t.alertsTo("ann@example.com").map((r) => r.parsed.subject)).toEqual(["Held held-one"]);
    // Holding it now changes nothing: it has gone.
    await json("PATCH", `/api/posts/${post.id}`, { alert: "hold" });
    expect((await t.deps.alerts.sendOf(post.id))?.state).toBe("queued");
    // Without the field, the API creates as before, and the alert goes.
    const plain = await json("POST", "/api/posts", article("plain-one"));
    expect(plain.status).toBe(201);
    t.advance(61_000);
    await t.announce();
    await t.delivered(3);
    expect(t.alertsTo("ann@example.com")).toHaveLength(2);
  });

  test("without JavaScript: the editor offers the choice, a held post stays quiet, a failed save holds nothing, a sent one says so", async () => {
    const t = await setup();
    await t.subscribe("ann@example.com", [CORPORATE]);
    const form = await (await t.admin("GET", "/admin/posts/new")).text();
    expect(form).toContain("Client alert");
    expect(form).toMatch(/<option value="send" selected="">Send when published<\/option>/);

    // A refused save (no excerpt) with "hold" leaves no hold behind.
    const refused = await t.admin("POST", "/admin/posts/new", {
      ...article("refused-one"),
      excerpt: "",
      status: "published",
      publishAt: "",
      alert: "hold",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/<option value="hold" selected="">Don(&#x27;|')t send<\/option>/);
    expect(await t.deps.alerts.countSends()).toBe(0);

    const saved = await t.admin("POST", "/admin/posts/new", {
      ...article("quiet-one"),
      status: "published",
      publishAt: "",
      alert: "hold",
    });
    expect(saved.status).toBe(303);
    const post = await t.repos.posts.findBySlug("quiet-one", "admin");
    t.advance(61_000);
    await t.announce();
    await Bun.sleep(50);
    expect(t.alertsTo("ann@example.com")).toHaveLength(0);
    const editor = await (await t.admin("GET", `/admin/posts/${post!.id}`)).text();
    expect(editor).toMatch(/<option value="hold" selected="">/);

    // A save that e-mails subscribers asks first (src/routes/publish-confirm.test.ts): confirmed here.
    const sent = await t.admin("POST", "/admin/posts/new", {
      ...article("loud-one"),
      status: "published",
      publishAt: "",
      alert: "send",
      confirmAlert: "yes",
    });
    expect(sent.status).toBe(303);
    t.advance(61_000);
    await t.announce();
    await t.delivered(2);
    const loud = await t.repos.posts.findBySlug("loud-one", "admin");
    const after = await (await t.admin("GET", `/admin/posts/${loud!.id}`)).text();
    expect(after).toContain("Client alert sent on");
    expect(after).toContain("to 1 subscriber.");
    expect(after).not.toContain('name="alert"');
  });

  test("a site that sends no e-mail shows no choice", async () => {
    const t = await makeTestAppWithAdmin();
    cleanups.push(() => t.deps.mail.close());
    const cookie = await signIn(t.app);
    const html = await (
      await t.app.request("http://localhost/admin/posts/new", { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain("Publishing");
    expect(html).not.toContain("Client alert");
  });
});

describe("the firm's settings for client alerts", () => {
  async function withSettings() {
    const t = await setup();
    const cookie = await signIn(t.app);
    const call = (method: string, path: string, body: unknown) =>
      t.app.request(`http://localhost${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost" },
        body: JSON.stringify(body),
      });
    const publishSettings = async (data: Record<string, unknown>) => {
      const item = (await (
        await t.app.request("http://localhost/api/content/settings/firm", { headers: { Cookie: cookie } })
      ).json()) as { revision: number };
      expect(
        (await call("PUT", "/api/content/settings/firm", { revision: item.revision, data })).status,
      ).toBe(200);
      expect((await call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
    };
    return { ...t, publishSettings };
  }

  test("the consent sentence the firm words is shown escaped under every form and kept, as shown, with each sign-up", async () => {
    const t = await withSettings();
    const words = 'We e-mail you <script>pwn("consent")</script> & only about your topics.';
    await t.publishSettings({ alertsConsent: words });
    for (const path of ["/alerts", "/blog", "/services/immigration"]) {
      const html = await (await t.request("GET", path)).text();
      expect(html).toContain(
        "We e-mail you &lt;script&gt;pwn(&quot;consent&quot;)&lt;/script&gt; &amp; only",
      );
      expect(html).not.toContain('<script>pwn("consent")');
    }
    const ann = await t.subscribe("ann@example.com", [IMMIGRATION]);
    expect((await t.deps.alerts.byId(ann.id))?.consentText).toBe(words);
    // Changing the words later leaves Ann's record as she saw it.
    await t.publishSettings({ alertsConsent: "New words." });
    expect((await t.deps.alerts.byId(ann.id))?.consentText).toBe(words);
  });

  test("turned off, the form leaves every page and /alerts answers 404; subscribers stay", async () => {
    const t = await withSettings();
    const ann = await t.subscribe("ann@example.com", [CORPORATE]);
    await t.publishSettings({ alertsOffered: false });
    for (const path of ["/blog", "/services/corporate-services"]) {
      expect(await (await t.request("GET", path)).text()).not.toContain("Client alerts by e-mail");
    }
    expect((await t.request("GET", "/alerts")).status).toBe(404);
    expect((await t.signUp("bob@example.com", [CORPORATE])).status).toBe(404);
    expect((await t.deps.alerts.byId(ann.id))?.status).toBe("confirmed");
    // Her own links still work: she can leave.
    expect((await t.postForm(`/alerts/unsubscribe?token=${ann.token}`, {})).status).toBe(200);
  });
});

describe("tidying up", () => {
  test("a sign-up not confirmed within 7 days is deleted with its consent record; a confirmed one stays", async () => {
    const t = await setup();
    const ann = await t.subscribe("ann@example.com", [CORPORATE]);
    expect((await t.signUp("late@example.com", [CORPORATE])).status).toBe(303);
    const late = await t.repos.alerts.byEmail("late@example.com");
    expect(late?.status).toBe("pending");
    t.advance(6 * 24 * 60 * 60 * 1000);
    await t.deps.jobs.kick("client-alerts-cleanup");
    expect(await t.repos.alerts.byEmail("late@example.com")).toBeDefined();
    t.advance(2 * 24 * 60 * 60 * 1000);
    await t.deps.jobs.kick("client-alerts-cleanup");
    expect(await t.repos.alerts.byEmail("late@example.com")).toBeUndefined();
    expect((await t.deps.alerts.byId(ann.id))?.status).toBe("confirmed");
    // Its confirmation link now says the link is no longer valid.
    expect((await t.request("GET", `/alerts/confirm?token=${late!.token}`)).status).toBe(404);
  });
});
