/**
 * Nothing of the sample firm survives the firm's own details: a fact kept in the firm settings (address,
 * street, office hours, founding date, phone, e-mail) reaches every text that states it, through
 * placeholders the seed's texts use (so a fresh install reads as before); the firm's logo reaches every
 * place a logo appears and each practice page's caption is the firm's; the cookie banner's words are the
 * firm's, or it is off; and the set-up checklist names every text, logo and banner still left over.
 */
import { describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { photoPng } from "../../tests/support/images";

const PUBLIC = [
  "/",
  "/services",
  "/about",
  "/our-people",
  "/contact",
  "/privacy-policy",
  "/terms",
  "/terms-of-engagement",
  "/services/corporate-services",
  "/services/regulatory-compliance",
  "/services/immigration",
];

async function setup() {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const cookie = await signIn(t.app);
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const publish = async (kind: string, id: string, data: Record<string, unknown>) => {
    const { revision } = (await (await call("GET", `/api/content/${kind}/${id}`)).json()) as {
      revision: number;
    };
    const saved = await call("PUT", `/api/content/${kind}/${id}`, { revision, data });
    expect({ saved: saved.status, body: saved.status === 200 ? "" : await saved.text() }).toEqual({
      saved: 200,
      body: "",
    });
    expect((await call("POST", `/api/content/${kind}/${id}/publish`, {})).status).toBe(200);
  };
  const page = async (path: string) => (await t.app.request(`http://localhost${path}`)).text();
  const tasks = async () => {
    const html = await (
      await t.app.request("http://localhost/admin/site/checklist", { headers: { Cookie: cookie } })
    ).text();
    return [
      ...html.matchAll(/data-task="([^"]+)"[^>]*>\s*<span[^>]*>([^<]*)<\/span>\s*<a href="([^"]*)"/g),
    ].map((m) => ({
      id: m[1]!,
      text: m[2]!
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, "&"),
      href: m[3]!,
    }));
  };
  const upload = async () => {
    const form = new FormData();
    form.append("image", new File([photoPng(200, 200)], "logo.png", { type: "image/png" }));
    const r = await t.app.request("http://localhost/api/upload", {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    return ((await r.json()) as { url: string }).url;
  };
  return { ...t, cookie, call, publish, page, tasks, upload };
}

/** The header's logo link: its variant, picture and caption. */
function headerLogo(html: string) {
  const m =
    /<a href="\/" class="[^"]*" data-logo="([^"]+)"><img src="([^"]+)" alt="([^"]*)"[\s\S]*?<\/a>/.exec(
      html,
    )!;
  const caption = /text-xs font-medium text-sea-700">([^<]*)</.exec(m[0]);
  return {
    variant: m[1],
    src: m[2]!,
    alt: m[3]!.replace(/&amp;/g, "&"),
    caption: caption?.[1]?.replace(/&amp;/g, "&"),
  };
}

describe("one fact, one place", () => {
  test("a fresh install reads as before; the firm's hours, street and founding date then change every text", {
    timeout: 60_000,
  }, async () => {
    const t = await setup();
    // Today's words, from the placeholders of the seed.
    expect(await t.page("/contact")).toContain(
      "Our office is open Monday to Friday, 9:00 AM to 5:00 PM. Call or email us directly",
    );
    const about = await t.page("/about");
    expect(about).toContain("Our firm was founded in October 2024 with a simple aim");
    expect(about).toContain("From our office on Elgin Avenue in George Town");
    expect(await t.page("/")).toContain("A Cayman Islands law firm founded in October 2024, advising");

    const weekday = { open: "08:30", close: "16:30" };
    await t.publish("settings", "firm", {
      addressContact: ["2nd Floor, 10 Harbour Drive", "George Town", "Grand Cayman, Cayman Islands"],
      addressFooter: ["2nd Floor, 10 Harbour Drive", "George Town, Grand Cayman"],
      streetAddress: "2nd Floor, 10 Harbour Drive",
      streetName: "Harbour Drive",
      foundedMonth: 3,
      foundedYear: 2025,
      officeHours: {
        monday: weekday,
        tuesday: weekday,
        wednesday: weekday,
        thursday: weekday,
        friday: { open: "08:30", close: "13:00" },
        saturday: null,
        sunday: null,
      },
    });
    expect(await t.page("/contact")).toContain(
      "Our office is open Monday to Thursday, 8:30 AM to 4:30 PM; and Friday, 8:30 AM to 1:00 PM. Call",
    );
    const after = await t.page("/about");
    expect(after).toContain("Our firm was founded in March 2025 with a simple aim");
    expect(after).toContain("From our office on Harbour Drive in George Town");
    for (const path of PUBLIC) {
      const html = await t.page(path);
      for (const stale of ["October 2024", "Elgin Avenue", "9:00 AM to 5:00 PM", "9:00 AM-5:00 PM"])
        expect({ path, stale, found: html.includes(stale) }).toEqual({ path, stale, found: false });
    }
  });

  test("staff write placeholders in any text; unknown ones stay as typed; values are escaped", async () => {
    const t = await setup();
    await t.publish("settings", "firm", { phone: "+1 345 949 <0000>", email: "hello@harbour.ky" });
    await t.publish("page", "about", {
      ourFirm: "Call {phone} or write to {email}. We are open {officeHours}; {unknown} stays.",
    });
    const about = await t.page("/about");
    expect(about).toContain(
      "Call +1 345 949 &lt;0000&gt; or write to hello@harbour.ky. We are open Monday to Friday, 9:00 AM to 5:00 PM; {unknown} stays.",
    );
    const { published } = (await (await t.call("GET", "/api/content/page/terms")).json()) as {
      published: { body: string };
    };
    await t.publish("page", "terms", {
      body: `${published.body}\n\nFounded {founded}; phone {phone}; open {officeHours}.\n`,
    });
    const terms = await t.page("/terms");
    expect(terms).toContain(
      'Founded October 2024; phone <a href="tel:+13459490000">+1 345 949 &lt;0000&gt;</a>',
    );
    expect(terms).toContain("open Monday to Friday, 9:00 AM to 5:00 PM.");
    // The editor and the API keep the placeholders: they are the text staff wrote.
    expect(
      ((await (await t.call("GET", "/api/content/page/about")).json()) as { published: { ourFirm: string } })
        .published.ourFirm,
    ).toContain("{officeHours}");
  });

  test("the checklist lists each published text still naming the sample firm, with a link to it", async () => {
    const t = await setup();
    expect((await t.tasks()).filter((x) => x.id.startsWith("text-"))).toEqual([]);
    // A site from before the placeholders: its texts hold the sample's words, and still show them.
    await t.publish("page", "about", {
      ourFirm:
        "Our firm was founded in October 2024.\n\nFrom our office on Elgin Avenue, call +1 (345) 555-0142.",
    });
    await t.publish("practice-area", "corporate-services", {
      benefits: [{ title: "Local", description: "Our Elgin Avenue office is close to the registry." }],
    });
    await t.publish("page", "contact", {
      preferText: "Our office is open Monday to Friday, 9:00 AM to 5:00 PM.",
    });
    expect(await t.page("/about")).toContain("Our firm was founded in October 2024.");
    let texts = (await t.tasks()).filter((x) => x.id.startsWith("text-"));
    expect(texts.map((x) => [x.id, x.href])).toEqual([
      ["text-page-about", "/admin/site/page/about#cf-ourFirm"],
      [
        "text-practice-area-corporate-services",
        "/admin/site/practice-area/corporate-services#cf-benefits-0-description",
      ],
    ]);
    expect(texts[0]!.text).toBe(
      "About still names the sample firm: “+1 (345) 555-0142”, “555-0142”, “Elgin Avenue”, “October 2024” in Our firm: text. Write the firm's own words, or {phone}, {street}, {founded} to show the details from the firm settings.",
    );
    // The sample hours are a leftover once the firm's own hours differ.
    const week = { open: "08:00", close: "16:00" };
    await t.publish("settings", "firm", {
      officeHours: {
        monday: week,
        tuesday: week,
        wednesday: week,
        thursday: week,
        friday: week,
        saturday: null,
        sunday: null,
      },
    });
    texts = (await t.tasks()).filter((x) => x.id.startsWith("text-"));
    expect(texts.map((x) => x.id)).toContain("text-page-contact");
    expect(texts.find((x) => x.id === "text-page-contact")!.href).toBe(
      "/admin/site/page/contact#cf-preferText",
    );
    // Written with placeholders, they go.
    await t.publish("page", "about", { ourFirm: "Founded in {founded}, on {street}: {phone}." });
    await t.publish("page", "contact", { preferText: "Our office is open {officeHours}." });
    expect((await t.tasks()).map((x) => x.id)).not.toContain("text-page-about");
    expect((await t.tasks()).map((x) => x.id)).not.toContain("text-page-contact");
    expect(await t.page("/contact")).toContain("Our office is open Monday to Friday, 8:00 AM to 4:00 PM.");
    // A hidden person's texts are on no page: nothing to list.
    await t.publish("person", "natalie-ebanks", { hidden: true });
    expect((await t.tasks()).map((x) => x.id).filter((id) => id.includes("natalie"))).toEqual([]);
  });
});

describe("the checklist and the sample firm's name, e-mail and people", () => {
  test("a text naming the sample firm, its e-mail address, its e-mail domain or a sample person is listed, then goes", async () => {
    const t = await setup();
    const listed = async () => (await t.tasks()).filter((x) => x.id.startsWith("text-"));
    expect(await listed()).toEqual([]);
    const about = (found: string, placeholders = "") =>
      `About still names the sample firm: ${found} in Our firm: text. Write the firm's own words${placeholders ? `, or ${placeholders} to show the details from the firm settings` : ""}.`;
    const cases: [text: string, task: string][] = [
      ["Ironwood Legal was founded by two partners.", about("“Ironwood Legal”", "{firmName}")],
      // Written in other capitals, it is still the sample's name.
      ["The IRONWOOD LEGAL team.", about("“Ironwood Legal”", "{firmName}")],
      // The address holds the domain too: both are named.
      ["Write to info@ironwoodlegal.ky.", about("“info@ironwoodlegal.ky”, “ironwoodlegal.ky”", "{email}")],
      // Another address at the sample's domain: only the domain (no placeholder stands for it).
      ["Our partners answer at partners@ironwoodlegal.ky.", about("“ironwoodlegal.ky”")],
      ["Priya Walton leads our immigration work.", about("“Priya Walton”")],
    ];
    for (const [ourFirm, task] of cases) {
      await t.publish("page", "about", { ourFirm });
      expect({ ourFirm, tasks: await listed() }).toEqual({
        ourFirm,
        tasks: [{ id: "text-page-about", text: task, href: "/admin/site/page/about#cf-ourFirm" }],
      });
    }
    // The firm's own words (and the placeholders): nothing left.
    await t.publish("page", "about", { ourFirm: "{firmName} answers at {email}; ask our partners." });
    expect(await listed()).toEqual([]);
  });
});

describe("the firm's logo and captions", () => {
  test("a fresh install keeps the four logos by route; the firm's logo then reaches every header", async () => {
    const t = await setup();
    expect(headerLogo(await t.page("/services/regulatory-compliance"))).toMatchObject({
      variant: "compliance",
      caption: "Compliance & Risk Advisory",
    });
    expect(headerLogo(await t.page("/services/regulatory-compliance")).src).toContain(
      "/images/logo/compliance.svg",
    );
    expect(headerLogo(await t.page("/services/corporate-services")).caption).toBe("Corporate Services");
    expect(headerLogo(await t.page("/services/immigration")).caption).toBe("Legal Services");
    expect(headerLogo(await t.page("/")).caption).toBeUndefined();

    const logo = await t.upload();
    await t.publish("settings", "firm", { logoGlobal: logo });
    for (const path of PUBLIC) {
      const html = await t.page(path);
      expect({ path, src: headerLogo(html).src }).toEqual({ path, src: logo });
      expect({ path, sample: html.includes("/images/logo/") }).toEqual({ path, sample: false });
    }
    expect((await t.tasks()).map((x) => x.id)).not.toContain("logo");

    // Each caption is the area's own: changed, or left empty.
    await t.publish("practice-area", "regulatory-compliance", { logoCaption: "Compliance Desk" });
    await t.publish("practice-area", "immigration", { logoCaption: "" });
    expect(headerLogo(await t.page("/services/regulatory-compliance"))).toMatchObject({
      caption: "Compliance Desk",
      alt: "Ironwood Legal Compliance Desk logo",
    });
    expect(headerLogo(await t.page("/services/immigration"))).toMatchObject({
      caption: undefined,
      alt: "Ironwood Legal logo",
    });
  });

  test("the checklist looks at every logo: it names each page still showing a sample", async () => {
    const t = await setup();
    const compliance = await t.upload();
    await t.publish("settings", "firm", { logoCompliance: compliance });
    expect(headerLogo(await t.page("/services/regulatory-compliance")).src).toBe(compliance);
    const task = (await t.tasks()).find((x) => x.id === "logo")!;
    expect(task.text).toBe(
      "The header still shows a sample logo (every page, Corporate Services, Corporate Law, Real Estate & Property Law, Immigration Services, Employment Law, Intellectual Property, Wills Estates & Trusts): upload the firm's logo. It then shows wherever no other logo is uploaded.",
    );
    expect(task.href).toBe("/admin/site/settings/firm#cf-logoGlobal");
  });
});

describe("the cookie banner", () => {
  test("its words are the firm's; switched off it leaves every page; the checklist suggests that", async () => {
    const t = await setup();
    const banner = (html: string) =>
      /data-island="cookie-banner"[\s\S]*?<p class="text-sm text-slate-700">([\s\S]*?)<a /.exec(html)?.[1];
    expect(banner(await t.page("/"))).toBe(
      "We use essential cookies to make this site work and remember your preferences. Read our ",
    );
    expect((await t.tasks()).map((x) => x.id)).toContain("cookie-banner");
    await t.publish("settings", "firm", { cookieBannerText: "This site keeps no cookies about you." });
    expect(banner(await t.page("/contact"))).toBe("This site keeps no cookies about you. Read our ");
    await t.publish("settings", "firm", { cookieBanner: false });
    for (const path of PUBLIC)
      expect({ path, banner: (await t.page(path)).includes('data-island="cookie-banner"') }).toEqual({
        path,
        banner: false,
      });
    expect((await t.tasks()).map((x) => x.id)).not.toContain("cookie-banner");
  });
});
