/**
 * Practice areas as the firm's content: a fresh install has today's eight; an added one appears on every
 * surface that lists them; a renamed one keeps its old address (301, one hop) and takes its posts along;
 * a retired one leaves every surface, its address leads to /services, its posts stay readable, and it
 * comes back from its revisions; the order is one order everywhere.
 */
import { beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;

beforeEach(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});

const call = (method: string, path: string, body?: unknown) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** A visitor's request (no session), following nothing. */
const visit = (path: string) => t.app.request(`http://localhost${path}`, { redirect: "manual" });
const html = async (path: string) => (await visit(path)).text();

interface Item {
  id: string;
  revision: number;
  published: Record<string, unknown>;
}
const item = async (id: string) =>
  (await (await call("GET", `/api/content/practice-area/${id}`)).json()) as Item;

/** Saves `changes` over the area's published version and publishes it. */
async function change(id: string, changes: Record<string, unknown>) {
  const { revision } = await item(id);
  const saved = await call("PUT", `/api/content/practice-area/${id}`, { revision, data: changes });
  expect(saved.status).toBe(200);
  const published = await call("POST", `/api/content/practice-area/${id}/publish`, {});
  expect({
    id,
    status: published.status,
    body: published.status === 200 ? "" : await published.text(),
  }).toEqual({
    id,
    status: 200,
    body: "",
  });
}

/** Adds and publishes a complete practice area modelled on Employment Law. */
async function addFamilyLaw() {
  const model = (await item("employment-law")).published;
  const created = await call("POST", "/api/content/practice-area", {
    data: {
      ...model,
      title: "Family Law",
      slug: "family-law",
      navLabel: "Family Law",
      contactOption: "Family Law",
      heroTitle: "Family Law in the Cayman Islands",
      tagline: "Separation, children and family property, handled with care.",
      logo: undefined,
    },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return id;
}

/** What each surface lists, in order. */
async function surfaces() {
  const home = await html("/");
  const services = await html("/services");
  const contact = await html("/contact");
  const editor = await (
    await t.app.request("http://localhost/admin/posts/new", { headers: { Cookie: cookie } })
  ).text();
  const sitemap = await html("/sitemap.xml");
  const ld = [...services.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!))
    .filter((d) => d["@type"] === "Service");
  const menu = JSON.parse(
    /data-island="expertise-menu"[^>]*data-props="([^"]*)"/
      .exec(home)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  ) as { links: { href: string }[] };
  return {
    services: [...services.matchAll(/<section[^>]*id="([a-z0-9-]+)" aria-labelledby="area-/g)].map(
      (m) => m[1],
    ),
    homeCards: [...home.matchAll(/<li[^>]*>\s*<article[\s\S]*?aria-label="Learn More about ([^"]+)"/g)].map(
      (m) => m[1]!.replace(/&amp;/g, "&"),
    ),
    menu: menu.links.map((l) => l.href),
    footer: [...home.split("<footer")[1]!.matchAll(/href="\/services\/([a-z0-9-]+)"/g)].map((m) => m[1]),
    contact: [...contact.matchAll(/&quot;services&quot;:\[([^\]]*)\]/g)].flatMap((m) =>
      JSON.parse(`[${m[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, "&")}]`),
    ),
    editor: [...editor.matchAll(/&quot;areas&quot;:\[([^\]]*)\]/g)].flatMap((m) =>
      JSON.parse(`[${m[1]!.replace(/&quot;/g, '"')}]`),
    ),
    sitemap: [...sitemap.matchAll(/<loc>http:\/\/localhost\/services\/([a-z0-9-]+)<\/loc>/g)].map(
      (m) => m[1],
    ),
    jsonLd: ld.map((s) => s.name as string),
  };
}

const EIGHT = [
  "corporate-services",
  "corporate-law",
  "real-estate",
  "immigration",
  "regulatory-compliance",
  "employment-law",
  "intellectual-property",
  "wills-estates-trusts",
];

describe("a fresh install", () => {
  test("shows today's eight practice areas on every surface, in today's order", async () => {
    const s = await surfaces();
    expect(s.services).toEqual(EIGHT);
    expect(s.menu).toEqual(["/services", ...EIGHT.map((a) => `/services/${a}`)]);
    expect(s.footer).toEqual([
      "corporate-law",
      "real-estate",
      "immigration",
      "employment-law",
      "intellectual-property",
      "wills-estates-trusts",
      "corporate-services",
      "regulatory-compliance",
    ]);
    expect(s.contact).toEqual([
      "Corporate Services",
      "Corporate Law",
      "Real Estate & Property Law",
      "Immigration Services",
      "Regulatory Compliance",
      "Employment Law",
      "Intellectual Property",
      "Wills, Estates & Trusts",
      "General Inquiry",
    ]);
    expect(s.editor).toEqual(EIGHT.filter((a) => a !== "corporate-services"));
    expect(s.sitemap).toEqual(EIGHT);
    expect(s.jsonLd).toHaveLength(8);
    expect(s.homeCards).toHaveLength(7);
  });
});

describe("adding a practice area", () => {
  test("a draft is not public; once published it is everywhere, with the firm's logo", async () => {
    const id = await addFamilyLaw();
    expect((await visit("/services/family-law")).status).toBe(404);
    expect((await surfaces()).services).not.toContain("family-law");

    const published = await call("POST", `/api/content/practice-area/${id}/publish`, {});
    expect(published.status).toBe(200);
    const page = await visit("/services/family-law");
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain("Family Law in the Cayman Islands");
    // The firm's logo by default, never one of the sample's practice logos.
    expect(body).toContain('data-logo="global"');

    const s = await surfaces();
    expect(s.services.at(-1)).toBe("family-law");
    expect(s.menu.at(-1)).toBe("/services/family-law");
    expect(s.footer).toContain("family-law");
    expect(s.contact.at(-2)).toBe("Family Law");
    expect(s.editor.at(-1)).toBe("family-law");
    expect(s.sitemap).toContain("family-law");
    expect(s.jsonLd.at(-1)).toBe("Family Law");

    // Posts can be filed under it, and it lists them.
    const post = await call("POST", "/api/posts", {
      title: "Divorce in the Cayman Islands",
      slug: "divorce-cayman",
      excerpt: "What changes and what to do.",
      content: "A short note.",
      serviceArea: "family-law",
    });
    expect(post.status).toBe(201);
    const api = (await (await visit("/api/posts?serviceArea=family-law")).json()) as { slug: string }[];
    expect(api.map((p) => p.slug)).toEqual(["divorce-cayman"]);
    expect(await html("/services/family-law")).toContain("Divorce in the Cayman Islands");
    expect((await visit("/blog?area=family-law")).status).toBe(200);
    expect(
      (
        await call("POST", "/api/posts", {
          ...{ title: "x", slug: "y", excerpt: "e", content: "c" },
          serviceArea: "tax",
        })
      ).status,
    ).toBe(400);
  });

  test("an address another practice area has is refused, naming the field", async () => {
    const id = await addFamilyLaw();
    const { revision } = (await (await call("GET", `/api/content/practice-area/${id}`)).json()) as Item;
    await call("PUT", `/api/content/practice-area/${id}`, { revision, data: { slug: "immigration" } });
    const r = await call("POST", `/api/content/practice-area/${id}/publish`, {});
    expect(r.status).toBe(400);
    expect(Object.keys(((await r.json()) as { fields: object }).fields)).toEqual(["slug"]);
  });
});

describe("renaming an address", () => {
  test("the old address answers 301 to the new one, in one hop however many renames; posts follow", async () => {
    await t.repos.posts.create({
      title: "Work permit changes",
      slug: "work-permits",
      excerpt: "What employers need to know.",
      content: "Text.",
      serviceArea: "immigration",
    });
    await change("immigration", { slug: "immigration-law" });
    const first = await visit("/services/immigration");
    expect(first.status).toBe(301);
    expect(first.headers.get("location")).toBe("/services/immigration-law");
    await change("immigration", { slug: "work-and-residency" });
    for (const old of ["/services/immigration", "/services/immigration-law"]) {
      const r = await visit(old);
      expect({ old, status: r.status, to: r.headers.get("location") }).toEqual({
        old,
        status: 301,
        to: "/services/work-and-residency",
      });
    }
    expect((await visit("/services/work-and-residency")).status).toBe(200);

    // Its posts are filed under the new address: the API, the lists, the feed and the sitemap say so.
    const posts = (await (await visit("/api/posts")).json()) as { serviceArea: string }[];
    expect(posts.map((p) => p.serviceArea)).toEqual(["work-and-residency"]);
    const oldList = await visit("/blog?area=immigration&page=1");
    expect(oldList.status).toBe(301);
    expect(oldList.headers.get("location")).toBe("/blog?area=work-and-residency&page=1");
    expect((await visit("/blog/feed.xml?area=immigration")).headers.get("location")).toBe(
      "/blog/feed.xml?area=work-and-residency",
    );
    const byOld = (await (await visit("/api/posts?serviceArea=immigration")).json()) as { slug: string }[];
    expect(byOld.map((p) => p.slug)).toEqual(["work-permits"]);
    const sitemap = await html("/sitemap.xml");
    expect(sitemap).toContain("/services/work-and-residency</loc>");
    expect(sitemap).toContain("/blog?area=work-and-residency</loc>");
    expect(sitemap).not.toContain("/services/immigration</loc>");
    expect(await html("/services/work-and-residency")).toContain("Work permit changes");
  });
});

describe("retiring a practice area", () => {
  test("it leaves every surface; its address leads to /services; its posts stay readable; it can come back", async () => {
    await t.repos.posts.create({
      title: "Buying property in Cayman",
      slug: "buying-property",
      excerpt: "Stamp duty and title.",
      content: "Text.",
      serviceArea: "real-estate",
    });
    expect((await call("DELETE", "/api/content/practice-area/real-estate")).status).toBe(200);
    const s = await surfaces();
    for (const list of [s.services, s.footer, s.editor, s.sitemap]) expect(list).not.toContain("real-estate");
    expect(s.menu).not.toContain("/services/real-estate");
    expect(s.contact).not.toContain("Real Estate & Property Law");
    expect(s.jsonLd).not.toContain("Real Estate & Property Law");
    expect(s.homeCards).not.toContain("Real Estate & Property Law");
    const old = await visit("/services/real-estate");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/services");
    expect((await visit("/blog?area=real-estate")).headers.get("location")).toBe("/blog");

    const post = await visit("/blog/buying-property");
    expect(post.status).toBe(200);
    expect(await post.text()).toContain("Real Estate");
    expect((await call("GET", "/api/content/practice-area/real-estate")).status).toBe(404);

    // Back from a revision: a draft first (still retired for visitors), public once published.
    const revisions = (await (
      await call("GET", "/api/content/practice-area/real-estate/revisions")
    ).json()) as {
      revision: number;
      action: string;
    }[];
    const seed = revisions.find((r) => r.action === "seed")!;
    expect(
      (await call("POST", `/api/content/practice-area/real-estate/revisions/${seed.revision}/restore`))
        .status,
    ).toBe(200);
    expect((await visit("/services/real-estate")).status).toBe(301);
    expect((await call("POST", "/api/content/practice-area/real-estate/publish", {})).status).toBe(200);
    expect((await visit("/services/real-estate")).status).toBe(200);
    expect((await surfaces()).services).toEqual(EIGHT);
  });
});

describe("the order", () => {
  test("one order for /services, the home cards, the menus, the footer, the contact form and the editor", async () => {
    const order = [...EIGHT].reverse();
    expect((await call("PUT", "/api/content/practice-area/order", { ids: order })).status).toBe(200);
    const s = await surfaces();
    expect(s.services).toEqual(order);
    expect(s.menu).toEqual(["/services", ...order.map((a) => `/services/${a}`)]);
    expect(s.editor).toEqual(order.filter((a) => a !== "corporate-services"));
    expect(s.contact.slice(0, 2)).toEqual(["Wills, Estates & Trusts", "Intellectual Property"]);
    expect(s.footer.slice(0, 2)).toEqual(["wills-estates-trusts", "intellectual-property"]);
    expect(s.homeCards[0]).toBe("Wills, Estates & Trusts");
    expect((await call("PUT", "/api/content/practice-area/order", { ids: order.slice(1) })).status).toBe(400);
  });
});
