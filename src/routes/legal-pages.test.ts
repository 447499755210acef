/**
 * The legal pages name the firm ({firmName}, {email}, {phone}, {address}, {contactLink}): the values are
 * put into the text before it is sanitised, so no value, however it reached the database, can become
 * markup; and the firm's e-mail is a plain address wherever it is set (Site → Firm settings, FIRM_EMAIL).
 */
import { describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { ConfigError, loadConfig } from "../config";
import { MARKDOWN_TOO_DEEP } from "../shared/markdown-limits";

const HOSTILE_EMAILS = [
  "x/onmouseover=alert(1)@firm.ky",
  'x"onmouseover="alert(1)@firm.ky',
  "o'neil@firm.ky",
  "a b@firm.ky",
  "<a@firm.ky>",
  "a=b@firm.ky",
  "a@firm.ky/x",
  "a@firm.ky?subject=x",
];

/** Every element's attribute names and every link's address in a page, read as a browser parses it. */
async function markupOf(html: string) {
  const attributes = new Set<string>();
  const links: string[] = [];
  await new HTMLRewriter()
    .on("main *", {
      element(el) {
        for (const [name] of el.attributes) attributes.add(name);
        const href = el.getAttribute("href");
        if (el.tagName === "a" && href !== null) links.push(href);
      },
    })
    .transform(new Response(html))
    .text();
  return { attributes: [...attributes], links };
}

describe("the firm's e-mail address", () => {
  test("Firm settings refuse anything but a plain address, naming the field, and keep what was there", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    const call = (method: string, body?: unknown) =>
      t.app.request("http://localhost/api/content/settings/firm", {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const item = (await (await call("GET")).json()) as { revision: number; published: { email: string } };
    for (const email of HOSTILE_EMAILS) {
      const res = await call("PUT", { revision: item.revision, data: { email } });
      expect({ email, status: res.status }).toEqual({ email, status: 400 });
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(body.fields.email).toMatch(/E-mail must be a plain e-mail address such as/);
    }
    const after = (await (await call("GET")).json()) as { revision: number; draft: unknown };
    expect(after.revision).toBe(item.revision);
    expect(after.draft).toBeNull();
    // A plain address is fine.
    expect(
      (await call("PUT", { revision: item.revision, data: { email: "first.last+law@firm-name.ky" } })).status,
    ).toBe(200);
  });

  test("FIRM_EMAIL is held to the same rule", () => {
    for (const email of HOSTILE_EMAILS)
      expect(() => loadConfig({ FIRM_EMAIL: email, DATA_DIR: "/tmp/x" })).toThrow(ConfigError);
    expect(loadConfig({ FIRM_EMAIL: "office@firm.ky", DATA_DIR: "/tmp/x" }).firm.email).toBe(
      "office@firm.ky",
    );
  });
});

describe("a legal page with the firm's details in it", () => {
  test("a hostile value that reached the database (no check on the way) stays text: no attribute, no link of its own", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    // Staff may well write the details into a link of their own, or into a title.
    const body = [
      "Write to [our office](mailto:{email}) or call [{phone}](tel:{phone}).",
      '<a href="/contact" title="{firmName} at {address}">Contact {firmName}</a>',
      '<a href="mailto:{email}">E-mail us</a> or <abbr title="{email}">mail</abbr>',
      "Or simply: {email}, {phone}, {contactLink}.",
    ].join("\n\n");
    const api = (method: string, path: string, data?: unknown) =>
      t.app.request(`http://localhost/api/content/page/privacy-policy${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
    const page = (await (await api("GET", "")).json()) as { revision: number; published: object };
    expect(
      (await api("PUT", "", { revision: page.revision, data: { ...page.published, body } })).status,
    ).toBe(200);
    expect((await api("POST", "/publish", {})).status).toBe(200);
    const before = await (await t.app.request("/privacy-policy")).text();
    expect(before).toContain('href="mailto:info@ironwoodlegal.ky"');
    const row = (await t.repos.content.find("settings", "firm"))!;
    const hostile = {
      email: "x/onmouseover=alert(1)//@a.b",
      name: 'Evil" onfocus="alert(2) <img src=x onerror=alert(3)>',
      phone: '+1 345"><script>alert(4)</script>',
    };
    expect(
      await t.repos.content.change(
        "settings",
        "firm",
        row.revision,
        { published: { ...row.published, ...hostile } },
        { action: "publish", data: {}, wentLive: true, public: true },
        { userId: null, username: null },
        Date.now(),
      ),
    ).toBe(true);
    for (const path of ["/privacy-policy", "/terms", "/terms-of-engagement"]) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      const { attributes, links } = await markupOf(html);
      expect({ path, handlers: attributes.filter((a) => a.startsWith("on")) }).toEqual({
        path,
        handlers: [],
      });
      expect(html).not.toContain("<script>alert(4)");
      expect(html).not.toContain("<img src=x");
      // Every link in the page leads to a page of the site, another site, mail or a phone: nothing else.
      for (const href of links)
        expect({ path, href }).toEqual({ path, href: expect.stringMatching(/^(\/|https?:|mailto:|tel:|#)/) });
    }
  });

  test("a new firm e-mail reaches the legal pages at once, and their kept HTML is made again in the background", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const cookie = await signIn(t.app);
    const api = (method: string, path: string, data?: unknown) =>
      t.app.request(`http://localhost/api/content/settings/firm${path}`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
    const item = (await (await api("GET", "")).json()) as { revision: number };
    expect((await api("PUT", "", { revision: item.revision, data: { email: "new@firm.ky" } })).status).toBe(
      200,
    );
    expect((await api("POST", "/publish", {})).status).toBe(200);
    expect(await (await t.app.request("/privacy-policy")).text()).toContain(
      '<a href="mailto:new@firm.ky">new@firm.ky</a>',
    );
    const keptWith = async () =>
      (await t.repos.content.find("page", "privacy-policy"))?.publishedHtml?.body ?? "";
    expect(await keptWith()).not.toContain("new@firm.ky");
    await t.deps.jobs.kick("content-schedule");
    expect(await keptWith()).toContain('<a href="mailto:new@firm.ky">new@firm.ky</a>');
  });

  test("a fresh install's legal pages take the firm's name from the environment as text", async () => {
    const t = await makeTestAppWithAdmin({
      FIRM_NAME: 'Evil <img src=x onerror="alert(1)"> & [Co](javascript:x)',
    });
    const html = await (await t.app.request("/terms")).text();
    const { attributes, links } = await markupOf(html);
    expect(attributes.filter((a) => a.startsWith("on"))).toEqual([]);
    expect(links.filter((href) => href.startsWith("javascript"))).toEqual([]);
    expect(html).toContain("Evil &lt;img src=x onerror=");
  });

  test("the details are still filled in as links: e-mail, phone and the contact page", async () => {
    const t = await makeTestAppWithAdmin({
      RATE_LIMITS: "off",
      FIRM_EMAIL: "office@firm.ky",
      FIRM_PHONE: "+1 (345) 949-0000",
    });
    const html = await (await t.app.request("/privacy-policy")).text();
    expect(html).toContain('<a href="mailto:office@firm.ky">office@firm.ky</a>');
    expect(html).toContain('<a href="tel:+13459490000">+1 (345) 949-0000</a>');
    expect(html).toContain('<a href="/contact">our contact page</a>');
    expect(html).not.toMatch(/\{(firmName|address|email|phone|contactLink)\}/);
  });
});

describe("a stored legal page too complex to render", () => {
  test("its page still answers, with the header and footer, and says so in place of the text; other pages are untouched", async () => {
    const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
    const before = await (await t.app.request("/privacy-policy")).text();
    // Nested past the limit: the editor refuses it, but a text can reach the database another way (an
    // older version, a restored backup). No HTML is kept with it, so the page renders it when shown.
    const body = `Our policy.\n\n${">".repeat(200)} quoted`;
    const row = (await t.repos.content.find("page", "privacy-policy"))!;
    expect(
      await t.repos.content.change(
        "page",
        "privacy-policy",
        row.revision,
        { published: { ...row.published, body }, publishedHtml: { html: null, version: null } },
        { action: "publish", data: {}, wentLive: true, public: true },
        { userId: null, username: null },
        Date.now(),
      ),
    ).toBe(true);
    const res = await t.app.request("/privacy-policy");
    expect(res.status).toBe(200);
    const html = await res.text();
    // In the text's place, the first paragraph of the article.
    expect(html.match(/<article[^>]*>([\s\S]*?)<\/article>/)?.[1]).toBe(
      `<p class="lead">${Bun.escapeHTML(MARKDOWN_TOO_DEEP)}</p>`,
    );
    expect(html).not.toContain("Our policy.");
    // The page around it is the same as before: everything outside <main>.
    const outside = (page: string) => page.replace(/<main[\s\S]*<\/main>/, "");
    expect(outside(html)).toContain("<footer");
    expect(outside(html)).toContain("<header");
    expect(outside(html)).toBe(outside(before));
    for (const path of ["/terms", "/"]) {
      const other = await t.app.request(path);
      expect(other.status).toBe(200);
      expect(await other.text()).not.toContain(Bun.escapeHTML(MARKDOWN_TOO_DEEP));
    }
  });
});
