/**
 * The site's own address: every absolute link (e-mails to clients and staff, the feed, the sitemap,
 * robots.txt, canonical, social tags and structured data) comes from SITE_URL, else the address learnt from
 * the first signed-in admin (shown and changeable on the Site screen), else http://localhost:{PORT}; never
 * from the Host header of the request that caused it. E-mails are read at a real SMTP server.
 */
import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, TEST_ADMIN } from "../../tests/support/app";
import { type Received, startTestSmtp } from "../../tests/support/smtp";

// Each test builds whole apps and waits for a real SMTP server: room for a busy machine.
setDefaultTimeout(30_000);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const EVIL = "evil.example";
const NOTIFY_TO = "intake@ironwoodlegal.ky";

async function setup(env: Record<string, string> = {}) {
  const smtp = await startTestSmtp();
  let now = Math.floor(Date.now() / 1000) * 1000 - 60_000;
  const t = await makeTestAppWithAdmin(
    { SITE_URL: "", RATE_LIMITS: "off", SMTP_URL: smtp.url, NOTIFY_TO, ...env },
    { now: () => now, mail: { tuning: { probeEveryMs: [] } } },
  );
  cleanups.push(
    () => smtp.stop(),
    () => t.deps.mail.close(),
  );

  /** A request to `origin` (scheme://host[:port]), its Host header saying the same. */
  const at = (
    origin: string,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) =>
    t.app.request(`${origin}${path}`, {
      method: init.method ?? "GET",
      headers: { Host: new URL(origin).host, ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
  /** A form posted by a browser on that origin. */
  const form = (
    origin: string,
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    at(origin, path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  /** Signs the test admin in at `origin`; the session cookie. */
  const signInAt = async (origin: string, headers: Record<string, string> = {}) => {
    const res = await at(origin, "/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(TEST_ADMIN),
    });
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .find((v) => v.startsWith("sid="))!
      .split(";")[0]!;
  };
  /** A visitor signs up for client alerts from a page at `origin`. */
  const signUp = async (origin: string, email: string) => {
    const formStarted = await t.deps.formTokens.issue();
    now += 5_000;
    const res = await form(origin, "/alerts", {
      formStarted,
      website: "",
      from: "/blog",
      email,
      areas: "immigration",
    });
    expect(res.status).toBe(303);
  };
  /** A visitor sends an enquiry from `origin`. */
  const enquire = async (origin: string, email = "ann@example.com") => {
    const res = await at(origin, "/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({
        name: "Ann Lee",
        email,
        phone: "+1 345 555 0100",
        service: "Corporate Law",
        message: "Please call me about my company.",
      }),
    });
    expect(res.status).toBe(200);
  };
  /** Runs the outbox until `count` messages in all have arrived; all of them. */
  const delivered = async (count: number) => {
    for (let i = 0; i < 2; i++) await t.deps.jobs.kick("outbox");
    await smtp.waitFor(count);
    return smtp.received;
  };
  /** The Site screen as the signed-in admin sees it (with the toast a redirect left, if given). */
  const siteScreen = async (origin: string, cookie: string, after?: Response) => {
    const flash = after?.headers
      .getSetCookie()
      .find((v) => v.startsWith("flash="))
      ?.split(";")[0];
    const headers = { Cookie: flash ? `${cookie}; ${flash}` : cookie };
    return (await at(origin, "/admin/site", { headers })).text();
  };
  return {
    ...t,
    smtp,
    at,
    form,
    signInAt,
    signUp,
    enquire,
    delivered,
    siteScreen,
    advance: (ms: number) => (now += ms),
  };
}

const links = (text: string) => [...text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => m[0]);
const originsIn = (text: string) => new Set(links(text).map((l) => new URL(l).origin));
const confirmLink = (r: Received) =>
  /https?:\/\/\S+\/alerts\/confirm\?token=[A-Za-z0-9_-]+/.exec(r.parsed.text ?? "")?.[0];
const unescaped = (html: string) => html.replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
const shownAddress = (html: string) => /data-site-address="true">([^<]+)</.exec(html)?.[1];

describe("before any admin has signed in (SITE_URL unset)", () => {
  test("a sign-up sent with Host: evil.example gets a confirmation link to the site's stand-in address", async () => {
    const t = await setup();
    await t.signUp(`http://${EVIL}`, "victim@example.com");
    const [mail] = await t.delivered(1);
    expect(confirmLink(mail!)).toStartWith("http://localhost:3000/alerts/confirm?token=");
    expect(mail!.raw).not.toContain(EVIL);
  });

  test("an enquiry sent with Host: evil.example: the staff link and the acknowledgement never name it", async () => {
    const t = await setup();
    // The firm turns acknowledgements on (signed in at the stand-in address itself, which it then keeps).
    const cookie = await t.signInAt("http://localhost:3000");
    const item = (await (
      await t.at("http://localhost:3000", "/api/content/settings/firm", { headers: { Cookie: cookie } })
    ).json()) as { revision: number };
    for (const [method, path, body] of [
      ["PUT", "/api/content/settings/firm", { revision: item.revision, data: { acknowledge: true } }],
      ["POST", "/api/content/settings/firm/publish", {}],
    ] as const) {
      const res = await t.at("http://localhost:3000", path, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost:3000" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
    }
    await t.enquire(`http://${EVIL}`);
    const received = await t.delivered(2);
    const notification = received.find((r) => r.to.includes(NOTIFY_TO))!;
    const ack = received.find((r) => r.to.includes("ann@example.com"))!;
    expect(links(notification.parsed.text ?? "").filter((l) => l.includes("/admin/"))).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/admin\/contact-submissions#submission-/),
    ]);
    for (const r of [notification, ack]) expect(r.raw).not.toContain(EVIL);
  });
});

describe("the first admin sign-in teaches the site its address", () => {
  test("stored, shown on the Site screen; a later sign-in elsewhere or any Host changes nothing", async () => {
    const t = await setup();
    const cookie = await t.signInAt("http://firm.example:8080");
    const screen = await t.siteScreen("http://firm.example:8080", cookie);
    expect(screen).toContain("Web address of this site");
    expect(shownAddress(screen)).toBe("http://firm.example:8080");
    expect(screen).toContain("learnt it when an administrator (admin) signed in");

    // Another admin session from another address does not move it.
    const other = await t.signInAt("http://10.0.0.7:3000");
    expect(shownAddress(await t.siteScreen("http://10.0.0.7:3000", other))).toBe("http://firm.example:8080");

    // A visitor's request naming another host: the e-mail's link is the site's.
    await t.signUp(`http://${EVIL}`, "victim@example.com");
    const [mail] = await t.delivered(1);
    expect(confirmLink(mail!)).toStartWith("http://firm.example:8080/alerts/confirm?token=");
    expect(mail!.raw).not.toContain(EVIL);
  });

  test("the feed, the sitemap, robots.txt and every page's canonical, social and structured data ignore Host", async () => {
    const t = await setup();
    await t.signInAt("https://www.ironwood.example");
    await t.repos.posts.create({
      title: "New rules",
      slug: "new-rules",
      content: "Body",
      excerpt: "Short",
      serviceArea: "immigration",
    });
    for (const path of [
      "/",
      "/about",
      "/blog/new-rules",
      "/blog",
      "/blog/feed.xml",
      "/sitemap.xml",
      "/robots.txt",
    ]) {
      for (const host of [EVIL, "www.ironwood.example"]) {
        const body = await (await t.at(`http://${host}`, path)).text();
        expect({ path, host, evil: body.includes(EVIL) }).toEqual({ path, host, evil: false });
        expect({ path, host, site: originsIn(body).has("https://www.ironwood.example") }).toEqual({
          path,
          host,
          site: true,
        });
      }
    }
    const about = await (await t.at(`http://${EVIL}`, "/about")).text();
    expect(about).toContain('<link rel="canonical" href="https://www.ironwood.example/about"/>');
    expect(about).toContain('content="https://www.ironwood.example/about"');
  });

  test("behind a trusted proxy the forwarded protocol and host are learnt, a malformed forwarded host is not", async () => {
    const proxied = await setup({ TRUST_PROXY: "on" });
    await proxied.signInAt("http://internal:3000", {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "ironwood.example:8443",
    });
    expect(await proxied.deps.content.origin()).toBe("https://ironwood.example:8443");

    const odd = await setup({ TRUST_PROXY: "on" });
    await odd.signInAt("http://internal:3000", {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": `${EVIL}/x?`,
    });
    expect(await odd.deps.content.origin()).toBe("https://internal:3000");

    // Without TRUST_PROXY nobody's forwarded headers count.
    const direct = await setup();
    await direct.signInAt("http://internal:3000", { "X-Forwarded-Proto": "https", "X-Forwarded-Host": EVIL });
    expect(await direct.deps.content.origin()).toBe("http://internal:3000");
  });
});

describe("changed on the Site screen (a plain form)", () => {
  test("a bad address is refused naming the field, keeping what was typed; a good one is used at once", async () => {
    const t = await setup();
    const here = "http://10.0.0.7:3000";
    const cookie = await t.signInAt(here);
    const change = (origin: string, headers: Record<string, string> = {}) =>
      t.form(here, "/admin/site/address", { origin }, { Cookie: cookie, ...headers });
    for (const [typed, words] of [
      ["https://www.ironwood.ky/contact", "without a page"],
      ["https://www.ironwood.ky/?ref=x", "without a page"],
      ["ftp://www.ironwood.ky", "must start with https://"],
      ["https://partner:secret@www.ironwood.ky", "user name or password"],
      ["not an address", "not a web address"],
      ["", "Enter the site's web address"],
    ] as const) {
      const res = await change(typed);
      expect(res.status).toBe(400);
      const html = unescaped(await res.text());
      expect(html).toContain(words);
      expect(html).toContain('id="site-address-error"');
      expect(html).toContain(`value="${typed.replace(/&/g, "&amp;")}"`);
      expect(await t.deps.content.origin()).toBe(here);
    }
    // From another site's page: refused before anything is read.
    expect((await change("https://attacker.example", { Origin: `http://${EVIL}` })).status).toBe(403);

    const saved = await change("www.ironwood.ky");
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/site#site-address-section");
    const screen = await t.siteScreen(here, cookie, saved);
    expect(shownAddress(screen)).toBe("https://www.ironwood.ky");
    expect(screen).toContain("Set here on");
    expect(screen).toContain("Web Address Saved");

    // Links follow it: a sign-up's e-mail, the pages.
    await t.signUp(`http://${EVIL}`, "reader@example.com");
    const [mail] = await t.delivered(1);
    expect(confirmLink(mail!)).toStartWith("https://www.ironwood.ky/alerts/confirm?token=");
    expect(await (await t.at(here, "/about")).text()).toContain(
      '<link rel="canonical" href="https://www.ironwood.ky/about"/>',
    );
    // And the Activity log says who changed it.
    const activity = await (await t.at(here, "/admin/activity", { headers: { Cookie: cookie } })).text();
    expect(unescaped(activity)).toContain("Changed the site's web address");
  });

  test("with SITE_URL set, the screen shows it as fixed and offers no form; a posted change is refused", async () => {
    const t = await setup({ SITE_URL: "https://www.ironwood.ky" });
    const cookie = await t.signInAt("http://localhost:3000");
    const screen = await t.siteScreen("http://localhost:3000", cookie);
    expect(shownAddress(screen)).toBe("https://www.ironwood.ky");
    expect(unescaped(screen)).toContain("fixed in the server's set-up");
    expect(screen).not.toContain('action="/admin/site/address"');
    const res = await t.form(
      "http://localhost:3000",
      "/admin/site/address",
      { origin: "https://other.example" },
      { Cookie: cookie },
    );
    expect(res.status).toBe(303);
    expect(await t.siteScreen("http://localhost:3000", cookie, res)).toContain("Ask whoever runs the server");
    expect(await t.repos.siteOrigin.get()).toBeUndefined();
    expect(await t.deps.content.origin()).toBe("https://www.ironwood.ky");
  });
});

describe("the page cache", () => {
  test("requests naming ever new hosts are all answered from one cached entry", async () => {
    const t = await setup();
    await t.signInAt("https://www.ironwood.example");
    // The first answer is rendered and kept, the second leaves its headers for the fast path.
    await t.at(`http://${EVIL}`, "/about");
    await t.at(`http://${EVIL}`, "/about");
    for (let i = 0; i < 50; i++) {
      const res = t.app.fastFetch(
        new Request(`http://h${i}.${EVIL}/about`, { headers: { Host: `h${i}.${EVIL}` } }),
      );
      expect(res?.status).toBe(200);
      expect(await res!.text()).toContain(
        '<link rel="canonical" href="https://www.ironwood.example/about"/>',
      );
    }
  });
});

describe("Message-IDs", () => {
  test("use the firm's own domain: SITE_URL's, else the firm's e-mail as the site shows it, never the sender's", async () => {
    const t = await setup({ MAIL_FROM: "Website <robot@mailer.example>" });
    const cookie = await t.signInAt("http://localhost:3000");
    const item = (await (
      await t.at("http://localhost:3000", "/api/content/settings/firm", { headers: { Cookie: cookie } })
    ).json()) as { revision: number };
    for (const [method, path, body] of [
      [
        "PUT",
        "/api/content/settings/firm",
        { revision: item.revision, data: { email: "office@ironwood-law.ky" } },
      ],
      ["POST", "/api/content/settings/firm/publish", {}],
    ] as const) {
      const res = await t.at("http://localhost:3000", path, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost:3000" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
    }
    await t.enquire(`http://${EVIL}`);
    await t.signUp(`http://${EVIL}`, "reader@example.com");
    for (const r of await t.delivered(2)) expect(r.parsed.messageId).toEndWith("@ironwood-law.ky>");

    const branded = await setup({
      SITE_URL: "https://www.ironwood.ky",
      MAIL_FROM: "Website <robot@mailer.example>",
    });
    await branded.enquire(`http://${EVIL}`);
    const [n] = await branded.delivered(1);
    expect(n!.parsed.messageId).toEndWith("@www.ironwood.ky>");
  });
});

describe("the cross-site check", () => {
  test("an admin at the site's real address (directly or through a trusted proxy) passes; another origin does not", async () => {
    const t = await setup({ TRUST_PROXY: "on" });
    const cookie = await t.signInAt("http://internal:3000", {
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "www.ironwood.ky",
    });
    const proxied = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.ironwood.ky", Cookie: cookie };
    // The site's address is moved elsewhere; the admin still reaches it at the proxied one, and may post.
    for (const origin of ["https://public.example", "https://www.ironwood.ky"]) {
      const ok = await t.form(
        "http://internal:3000",
        "/admin/site/address",
        { origin },
        { ...proxied, Origin: "https://www.ironwood.ky" },
      );
      expect(ok.status).toBe(303);
      expect(await t.deps.content.origin()).toBe(origin);
    }
    const refused = await t.form(
      "http://internal:3000",
      "/admin/site/address",
      { origin: "https://x.example" },
      { ...proxied, Origin: `https://${EVIL}` },
    );
    expect(refused.status).toBe(403);
  });
});
