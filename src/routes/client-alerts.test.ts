import { afterEach, describe, expect, test } from "bun:test";
import {
  type AlertsTest,
  alertsSetup,
  type Cleanup,
  CORPORATE,
  FIRM_NEWS,
  IMMIGRATION,
  isAlert,
  isAlreadySubscribed,
  isConfirmation,
  linkToken,
  rawHeaders,
  ticked,
} from "../../tests/support/alerts";
import { makeTestApp } from "../../tests/support/app";

/**
 * Client alerts, the reader's side, against a real SMTP server and a fake clock: signing up,
 * confirming by a button only, an answer that never tells whether an address is known, the form's spam
 * defences, the preferences page and RFC 8058 one-click unsubscribe. Sending is in client-alerts-sending.
 */

const cleanups: Cleanup[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});
const setup = (opts: Parameters<typeof alertsSetup>[1] = {}) => alertsSetup(cleanups, opts);

/** What a visitor sees after pressing Subscribe: the status, where it leads, and that page's text. */
async function answerOf(t: AlertsTest, res: Response) {
  const location = res.headers.get("location");
  const page = location ? await (await t.request("GET", location)).text() : await res.text();
  return { status: res.status, location, text: page.replace(/formStarted" value="[^"]*"/g, "") };
}

describe("offered only with e-mail", () => {
  test("without SMTP_URL there is no /alerts and no form on the blog", async () => {
    const t = await makeTestApp({ RATE_LIMITS: "off" });
    expect((await t.app.request("http://localhost/alerts")).status).toBe(404);
    expect(await (await t.app.request("http://localhost/blog")).text()).not.toContain('action="/alerts"');
    const post = await t.app.request("http://localhost/alerts", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
      body: "email=a%40example.com&areas=corporate-services",
    });
    expect(post.status).toBe(404);
    expect(await t.repos.alerts.count({})).toBe(0);
  });

  test("with it the blog carries the form: a signed form token, the honeypot, every area and Firm news", async () => {
    const t = await setup();
    const html = await (await t.request("GET", "/blog")).text();
    expect(html).toContain('action="/alerts"');
    expect(html).toMatch(/name="formStarted" value="[0-9a-z]+\.[A-Za-z0-9_-]{43}"/);
    expect(html).toContain('name="website"');
    for (const v of [CORPORATE, IMMIGRATION, FIRM_NEWS]) expect(html).toContain(`name="areas" value="${v}"`);
    // No box is ticked for the reader.
    expect(ticked(html)).toEqual([]);
  });
});

describe("sign up and confirm", () => {
  test("one confirmation e-mail with a text and an HTML part; its link's GET confirms nothing, the button does", async () => {
    const t = await setup();
    const res = await t.signUp("Reader@Example.com", [CORPORATE]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/alerts/check-email");
    const received = await t.delivered(1);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(["reader@example.com"]);
    expect(isConfirmation(mail)).toBe(true);
    expect(mail.parsed.text).toContain("Corporate Services");
    expect(mail.parsed.html).toContain("Confirm my alerts");
    expect(isAlert(mail)).toBe(false);
    const token = linkToken(mail, "confirm");
    expect(mail.parsed.text).toContain(`http://localhost/alerts/confirm?token=${token}`);
    expect(mail.parsed.html).toContain(`/alerts/confirm?token=${token}`);
    // The address is not in the link.
    expect(token).not.toContain("reader");

    // A link scanner (or the person) opens the link: a page with a button, nothing confirmed.
    for (let i = 0; i < 2; i++) {
      const page = await t.request("GET", `/alerts/confirm?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      const html = await page.text();
      expect(html).toContain('action="/alerts/confirm"');
      expect(html).toContain(`name="token" value="${token}"`);
    }
    expect((await t.repos.alerts.byToken(token))?.status).toBe("pending");
    // An article now reaches nobody: the sign-up is not confirmed.
    await t.writePost({ title: "Before confirming" });
    await t.announce();
    await Bun.sleep(50);
    expect(t.smtp.received).toHaveLength(1);

    // The button.
    const confirmed = await t.postForm("/alerts/confirm", { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("Your alerts are confirmed");
    const s = await t.repos.alerts.byToken(token);
    expect(s?.status).toBe("confirmed");
    expect(s?.email).toBe("reader@example.com");
    expect(s?.requestedFrom).toBe("/blog");
    expect(s?.consentAreas).toEqual(["Corporate Services"]);
    // Pressing it again is harmless.
    expect((await t.postForm("/alerts/confirm", { token })).status).toBe(200);

    // The next article reaches them, once; the one published while pending is not sent after the fact.
    await t.writePost({ title: "After confirming" });
    await t.announce();
    await t.delivered(2);
    expect(t.alertsTo("reader@example.com").map((r) => r.parsed.subject)).toEqual(["After confirming"]);
  });

  test("a confirmation link with an unknown token is a 404 page, by GET and by POST", async () => {
    const t = await setup();
    const bogus = "x".repeat(43);
    expect((await t.request("GET", `/alerts/confirm?token=${bogus}`)).status).toBe(404);
    const post = await t.postForm("/alerts/confirm", { token: bogus });
    expect(post.status).toBe(404);
    expect(await post.text()).toContain("This link is not valid");
    expect((await t.request("GET", "/alerts/confirm")).status).toBe(404);
  });
});

describe("the answer never tells whether an address is known", () => {
  test("new, pending, confirmed, unsubscribed and suppressed addresses get the same answer", async () => {
    const t = await setup();
    await t.subscribe("confirmed@example.com", [CORPORATE]);
    const left = await t.subscribe("left@example.com", [CORPORATE]);
    expect((await t.postForm(`/alerts/unsubscribe?token=${left.token}`, {})).status).toBe(200);
    const bounced = await t.subscribe("bounced@example.com", [CORPORATE]);
    await t.repos.alerts.suppress(bounced.id, "550 no such user", t.now());
    expect((await t.signUp("pending@example.com", [CORPORATE])).status).toBe(303);
    // Past the one-an-hour sign-up e-mail window, so each case would send if it sends at all.
    t.advance(61 * 60_000);

    const answers = [];
    for (const email of [
      "new@example.com",
      "pending@example.com",
      "confirmed@example.com",
      "left@example.com",
      "bounced@example.com",
    ])
      answers.push(await answerOf(t, await t.signUp(email, [IMMIGRATION])));
    for (const a of answers.slice(1)) expect(a).toEqual(answers[0]!);
    expect(answers[0]!.status).toBe(303);
    expect(answers[0]!.location).toBe("/alerts/check-email");
    expect(answers[0]!.text).toContain("If this address can receive our alerts");
  });

  test("a confirmed address signing up again gets a note with its own (new) link, its topics unchanged", async () => {
    const t = await setup();
    const s = await t.subscribe("client@example.com", [CORPORATE]);
    t.advance(61 * 60_000);
    expect((await t.signUp("client@example.com", [IMMIGRATION])).status).toBe(303);
    await t.delivered(2);
    const note = t.to("client@example.com").at(-1)!;
    expect(isAlreadySubscribed(note)).toBe(true);
    expect(note.parsed.text).toContain("already receives client alerts");
    // Their own link, with a token made for this e-mail (the one sent before no longer works).
    const token = linkToken(note, "preferences");
    expect(token).not.toBe(s.token);
    expect((await t.repos.alerts.byToken(token))?.id).toBe(s.id);
    const after = await t.repos.alerts.byId(s.id);
    expect(after?.status).toBe("confirmed");
    expect(after?.areas).toEqual([CORPORATE]);
    expect(after?.consentAreas).toEqual(["Corporate Services"]);
  });

  test("an unsubscribed address signing up again must confirm again; a suppressed one gets nothing", async () => {
    const t = await setup();
    const left = await t.subscribe("left@example.com", [CORPORATE]);
    await t.postForm(`/alerts/unsubscribe?token=${left.token}`, {});
    const bounced = await t.subscribe("bounced@example.com", [CORPORATE]);
    await t.repos.alerts.suppress(bounced.id, "550 no such user", t.now());
    t.advance(61 * 60_000);
    const before = t.smtp.received.length;
    await t.signUp("left@example.com", [IMMIGRATION]);
    await t.signUp("bounced@example.com", [IMMIGRATION]);
    await t.delivered(before + 1);
    expect(t.smtp.received).toHaveLength(before + 1);
    expect(t.smtp.received.at(-1)!.to).toEqual(["left@example.com"]);
    expect(isConfirmation(t.smtp.received.at(-1)!)).toBe(true);
    expect((await t.repos.alerts.byId(left.id))?.status).toBe("pending");
  });

  test("at most one sign-up e-mail per address an hour, however often the form is sent", async () => {
    const t = await setup({ env: { RATE_LIMITS: "on" } });
    for (let i = 0; i < 4; i++) expect((await t.signUp("target@example.com", [CORPORATE])).status).toBe(303);
    await t.delivered(1);
    expect(t.to("target@example.com")).toHaveLength(1);
    // Letters case does not make it another address.
    await t.signUp("TARGET@example.com", [CORPORATE]);
    await t.delivered(1);
    expect(t.smtp.received).toHaveLength(1);
    t.advance(61 * 60_000);
    await t.signUp("target@example.com", [CORPORATE]);
    await t.delivered(2);
    expect(t.to("target@example.com")).toHaveLength(2);
    // The second e-mail carries a new link; the first one's no longer confirms anything.
    const [first, second] = [0, 1].map((i) => linkToken(t.smtp.received[i]!, "confirm"));
    expect(second).not.toBe(first);
    expect(await t.repos.alerts.byToken(first!)).toBeUndefined();
    expect((await t.repos.alerts.byToken(second!))?.email).toBe("target@example.com");
  });
});

describe("the form's checks", () => {
  const invalid: [string, string, string[]][] = [
    ["a bad address", "not-an-address", [CORPORATE]],
    ["no topic", "typed@example.com", []],
    ["only unknown topics", "typed@example.com", ["no-such-area", "@everything"]],
  ];
  for (const [what, email, areas] of invalid)
    test(`${what}: 400, the form again with the typed address, nothing stored or sent`, async () => {
      const t = await setup();
      const res = await t.signUp(email, areas);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(`value="${email}"`);
      expect(html).toContain('action="/alerts"');
      expect(html).toMatch(/role="alert"|text-red-700/);
      expect(await t.repos.alerts.count({})).toBe(0);
      await t.delivered(0);
      expect(t.smtp.received).toHaveLength(0);
    });

  test("addresses with a line break or a comma are refused (no header or second recipient)", async () => {
    const t = await setup();
    for (const email of [
      "a@example.com\r\nBcc: evil@example.net",
      "a@example.com\nCc: evil@example.net",
      "a@example.com, evil@example.net",
      "a@example.com,evil@example.net",
      '"a,b"@example.com',
    ]) {
      const res = await t.signUp(email, [CORPORATE]);
      expect(res.status).toBe(400);
    }
    expect(await t.repos.alerts.count({})).toBe(0);
    await t.delivered(0);
    expect(t.smtp.received).toHaveLength(0);
  });

  const spam: [string, (t: AlertsTest) => Promise<Response>][] = [
    [
      "the honeypot filled",
      (t) => t.signUp("bot@example.com", [CORPORATE], { website: "http://spam.example" }),
    ],
    [
      "sent within 3 s of the form's rendering",
      async (t) => {
        const formStarted = await t.deps.formTokens.issue();
        t.advance(2_000);
        return t.postForm("/alerts", {
          formStarted,
          website: "",
          from: "/blog",
          email: "bot@example.com",
          areas: CORPORATE,
        });
      },
    ],
    [
      "a tampered form token",
      async (t) => {
        const genuine = await t.deps.formTokens.issue();
        t.advance(10_000);
        const [stamp, sig] = genuine.split(".");
        const older = `${(Number.parseInt(stamp!, 36) - 60_000).toString(36)}.${sig}`;
        return t.postForm("/alerts", { formStarted: older, email: "bot@example.com", areas: CORPORATE });
      },
    ],
    ["a token that is not one", (t) => t.signUp("bot@example.com", [CORPORATE], { formStarted: "hello" })],
  ];
  for (const [what, send] of spam)
    test(`${what}: the same answer as a person, nothing stored, no e-mail`, async () => {
      const t = await setup();
      const person = await answerOf(t, await t.signUp("person@example.com", [CORPORATE]));
      const bot = await answerOf(t, await send(t));
      expect(bot).toEqual(person);
      expect(await t.repos.alerts.byEmail("bot@example.com")).toBeUndefined();
      await t.delivered(1);
      expect(t.smtp.received.map((r) => r.to)).toEqual([["person@example.com"]]);
    });

  test("the throttle: the 21st sign-up from one connection in 10 minutes is a 429 with Retry-After", async () => {
    const t = await setup({ env: { RATE_LIMITS: "on" } });
    for (let i = 1; i <= 20; i++) expect((await t.signUp(`p${i}@example.com`, [CORPORATE])).status).toBe(303);
    const res = await t.signUp("p21@example.com", [CORPORATE]);
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    const html = await res.text();
    expect(html).toContain("Too many sign-ups");
    expect(html).toContain('value="p21@example.com"');
    expect(await t.repos.alerts.byEmail("p21@example.com")).toBeUndefined();
    // After the window the same connection may sign up again.
    t.advance(11 * 60_000);
    expect((await t.signUp("p21@example.com", [CORPORATE])).status).toBe(303);
  });
});

describe("what search engines see", () => {
  test("the sign-up page is indexed; every personal page and a re-shown form are not", async () => {
    const t = await setup();
    const robots = async (res: Response) =>
      /<meta name="robots" content="([^"]+)"/.exec(await res.text())?.[1];
    expect(await robots(await t.request("GET", "/alerts"))).toBe("index, follow");
    const s = await t.subscribe("seo@example.com", [CORPORATE]);
    for (const path of [
      "/alerts/check-email",
      `/alerts/confirm?token=${s.token}`,
      `/alerts/preferences?token=${s.token}`,
      `/alerts/unsubscribe?token=${s.token}`,
    ])
      expect(await robots(await t.request("GET", path))).toBe("noindex, nofollow");
    expect(await robots(await t.signUp("not-an-address", [CORPORATE]))).toBe("noindex, nofollow");
  });
});

describe("preferences through the personal link", () => {
  test("shows the address and the ticked topics; saving changes which articles arrive", async () => {
    const t = await setup();
    const s = await t.subscribe("prefs@example.com", [CORPORATE]);
    const page = await t.request("GET", `/alerts/preferences?token=${s.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("prefs@example.com");
    expect(ticked(html)).toEqual([CORPORATE]);

    const saved = await t.postForm("/alerts/preferences", { token: s.token, areas: [IMMIGRATION] });
    expect(saved.status).toBe(200);
    const savedHtml = await saved.text();
    expect(savedHtml).toContain("Your choices are saved.");
    expect(ticked(savedHtml)).toEqual([IMMIGRATION]);

    const before = t.smtp.received.length;
    await t.writePost({ title: "Corporate news", area: CORPORATE });
    await t.writePost({ title: "Immigration news", area: IMMIGRATION });
    await t.announce();
    await t.delivered(before + 1);
    expect(t.alertsTo("prefs@example.com").map((r) => r.parsed.subject)).toEqual(["Immigration news"]);
  });

  test("unticking every topic leaves the list", async () => {
    const t = await setup();
    const s = await t.subscribe("leaver@example.com", [CORPORATE, FIRM_NEWS]);
    const res = await t.postForm("/alerts/preferences", { token: s.token });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You will receive no more alerts");
    expect((await t.repos.alerts.byId(s.id))?.status).toBe("unsubscribed");
    await t.writePost({ title: "After leaving" });
    await t.announce();
    await t.delivered(1);
    expect(t.alerts()).toHaveLength(0);
    // The page shows nothing ticked, and saying "yes" again through the own link resumes.
    const html = await (await t.request("GET", `/alerts/preferences?token=${s.token}`)).text();
    expect(ticked(html)).toEqual([]);
    expect(html).toContain("You receive no alerts now");
  });

  test("an unknown or malformed token is a 404 page", async () => {
    const t = await setup();
    for (const path of [
      `/alerts/preferences?token=${"a".repeat(43)}`,
      "/alerts/preferences?token=short",
      "/alerts/preferences",
      `/alerts/unsubscribe?token=${"a".repeat(43)}`,
    ]) {
      const res = await t.request("GET", path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("This link is not valid");
    }
    expect(
      (await t.postForm("/alerts/preferences", { token: "a".repeat(43), areas: CORPORATE })).status,
    ).toBe(404);
  });
});

describe("one-click unsubscribe (RFC 8058)", () => {
  test("every alert carries the headers; the POST a mail provider makes unsubscribes, twice is fine, a GET changes nothing", async () => {
    const t = await setup();
    const s = await t.subscribe("oneclick@example.com", [CORPORATE]);
    await t.writePost({ title: "First alert" });
    await t.announce();
    await t.delivered(2);
    const alert = t.alertsTo("oneclick@example.com")[0]!;
    const raw = rawHeaders(alert);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: (.*)$/m.exec(raw)?.[1];
    expect(header).toMatch(/^<http[^>]+>, <mailto:info@ironwoodlegal\.ky\?[^>]*>$/);
    const https = /<(http[^>]+)>/.exec(header!)?.[1];
    expect(https).toBe(`http://localhost/alerts/unsubscribe?token=${s.token}`);

    // A GET (a scanner following the link) shows a button and changes nothing.
    const get = await t.request("GET", `/alerts/unsubscribe?token=${s.token}`);
    expect(get.status).toBe(200);
    expect(await get.text()).toContain('method="post"');
    expect((await t.repos.alerts.byId(s.id))?.status).toBe("confirmed");

    // The provider's POST: no cookie, no Origin, no CSRF token, just the RFC's body.
    const url = new URL(https!);
    for (let i = 0; i < 2; i++) {
      const res = await t.request("POST", `${url.pathname}${url.search}`, {
        body: "List-Unsubscribe=One-Click",
      });
      expect(res.status).toBe(200);
      expect((await t.repos.alerts.byId(s.id))?.status).toBe("unsubscribed");
    }

    await t.writePost({ title: "Second alert" });
    await t.announce();
    await t.delivered(2);
    expect(t.alertsTo("oneclick@example.com").map((r) => r.parsed.subject)).toEqual(["First alert"]);
  });

  test("an alert waiting in the outbox for a retry when its reader leaves is not sent", async () => {
    const t = await setup();
    const s = await t.subscribe("quick@example.com", [CORPORATE]);
    t.smtp.rejectData = "451 try later";
    const post = await t.writePost({ title: "Queued" });
    await t.announce();
    t.smtp.rejectData = undefined;
    // Tried once and refused for now: it waits for its retry.
    expect((await t.repos.alertSends.send(post.id))?.pending).toBe(1);
    const res = await t.request("POST", `/alerts/unsubscribe?token=${s.token}`, {
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    t.advance(60_000);
    await t.delivered(1);
    expect(t.alerts()).toHaveLength(0);
  });

  test("a webmail client posting from its own origin unsubscribes too; other forms from another origin stay refused", async () => {
    const t = await setup();
    const s = await t.subscribe("webmail@example.com", [CORPORATE]);
    const res = await t.request("POST", `/alerts/unsubscribe?token=${s.token}`, {
      body: "List-Unsubscribe=One-Click",
      headers: { Origin: "https://mail.example.net", "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(200);
    expect((await t.repos.alerts.byId(s.id))?.status).toBe("unsubscribed");
    // The exemption is that one path: a sign-up or a preferences change from another site is refused.
    for (const path of ["/alerts", "/alerts/preferences", "/alerts/confirm"]) {
      const other = await t.request("POST", path, {
        body: `token=${s.token}&email=x%40example.com&areas=${CORPORATE}`,
        headers: { Origin: "https://evil.example" },
      });
      expect(other.status).toBe(403);
    }
    expect((await t.repos.alerts.byId(s.id))?.status).toBe("unsubscribed");
  });

  test("an unknown token is a 404, and nobody is unsubscribed", async () => {
    const t = await setup();
    const s = await t.subscribe("stay@example.com", [CORPORATE]);
    const res = await t.request("POST", `/alerts/unsubscribe?token=${"b".repeat(43)}`, {
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(404);
    expect((await t.repos.alerts.byId(s.id))?.status).toBe("confirmed");
  });
});
