/**
 * The site's own content through the JSON API: the seed is today's site, drafts stay invisible until
 * published, previews show them to admins only, schedules go live by themselves, revisions can be read and
 * restored, a stale save is refused, bad data is a 400 naming the field, and the audit trail names things.
 */
import { beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../../tests/support/app";

let now = Date.UTC(2026, 10, 2, 15, 0);
let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;

beforeEach(async () => {
  now = Date.UTC(2026, 10, 2, 15, 0);
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: () => now });
  cookie = await signIn(t.app);
});

const call = (method: string, path: string, body?: unknown, who: string | undefined = cookie) =>
  t.app.request(`http://localhost${path}`, {
    method,
    headers: {
      ...(who ? { Cookie: who } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const page = async (path: string, who?: string) =>
  (await t.app.request(`http://localhost${path}`, { headers: who ? { Cookie: who } : {} })).text();

interface Item {
  revision: number;
  published: Record<string, unknown>;
  draft: Record<string, unknown> | null;
  scheduledFor: string | null;
}

describe("the seed", () => {
  test("a fresh install lists every item published: settings, booking hours, nine pages (the accessibility statement too), eight practice areas, three people, one appointment type", async () => {
    const list = await json<{ kind: string; id: string; title: string; status: string }[]>(
      await call("GET", "/api/content"),
    );
    expect(list.map((i) => `${i.kind}:${i.id}:${i.status}`)).toEqual([
      "settings:firm:published",
      "settings:bookings:published",
      "page:home:published",
      "page:about:published",
      "page:our-people:published",
      "page:contact:published",
      "page:services:published",
      "page:privacy-policy:published",
      "page:terms:published",
      "page:terms-of-engagement:published",
      "page:accessibility:published",
      "practice-area:corporate-services:published",
      "practice-area:corporate-law:published",
      "practice-area:real-estate:published",
      "practice-area:immigration:published",
      "practice-area:regulatory-compliance:published",
      "practice-area:employment-law:published",
      "practice-area:intellectual-property:published",
      "practice-area:wills-estates-trusts:published",
      "person:natalie-ebanks:published",
      "person:jonathan-merren:published",
      "person:priya-walton:published",
      "appointment-type:initial-consultation:published",
    ]);
    expect(list.find((i) => i.id === "priya-walton")!.title).toBe("Priya Walton");
    const settings = await json<Item>(await call("GET", "/api/content/settings/firm"));
    expect(settings.published).toMatchObject({
      name: "Ironwood Legal",
      phone: "+1 (345) 555-0142",
      email: "info@ironwoodlegal.ky",
      contactNote: "All consultations are confidential and protected by attorney-client privilege.",
      officeHours: { monday: { open: "09:00", close: "17:00" }, saturday: null, sunday: null },
    });
    expect(settings.draft).toBeNull();
    expect(settings.revision).toBe(1);
  });

  test("without a session every call is 401", async () => {
    for (const [method, path] of [
      ["GET", "/api/content"],
      ["GET", "/api/content/settings/firm"],
      ["PUT", "/api/content/settings/firm"],
      ["POST", "/api/content/page/home/publish"],
      ["POST", "/api/content/person"],
    ] as const) {
      expect((await call(method, path, method === "GET" ? undefined : {}, "")).status).toBe(401);
    }
  });
});

describe("drafts, preview and publishing", () => {
  test("a saved draft changes nothing public; an admin's preview shows it; publishing makes it live", async () => {
    const item = await json<Item>(await call("GET", "/api/content/person/priya-walton"));
    const bio = "Priya Walton advises regulated entities on Cayman Islands AML rules.\n\nA second paragraph.";
    const saved = await call("PUT", "/api/content/person/priya-walton", {
      revision: item.revision,
      data: { ...item.published, title: "Head of Compliance", bio },
    });
    expect(saved.status).toBe(200);
    expect((await json<Item>(saved)).draft).toMatchObject({ title: "Head of Compliance" });

    expect(await page("/our-people")).not.toContain("Head of Compliance");
    // Signed in without ?preview: the published site, as visitors see it.
    expect(await page("/our-people", cookie)).not.toContain("Head of Compliance");
    const preview = await t.app.request("http://localhost/our-people?preview=1", {
      headers: { Cookie: cookie },
    });
    const html = await preview.text();
    expect(html).toContain("Head of Compliance");
    expect(html).toContain("Preview — not published");
    expect(html).toContain('content="noindex, nofollow"');
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    // A visitor asking for a preview gets the published page.
    expect(await page("/our-people?preview=1")).not.toContain("Head of Compliance");

    const published = await call("POST", "/api/content/person/priya-walton/publish", {});
    expect(published.status).toBe(200);
    const live = await page("/our-people");
    expect(live).toContain("Head of Compliance");
    expect(live).toContain("<p>A second paragraph.</p>");
    // Its JSON-LD Person follows the data.
    expect(live).toContain(
      '"@type":"Person","@id":"http://localhost/our-people#priya-walton","name":"Priya Walton","jobTitle":"Head of Compliance"',
    );
    const after = await json<Item>(await call("GET", "/api/content/person/priya-walton"));
    expect(after.draft).toBeNull();
    expect(after.published.title).toBe("Head of Compliance");
  });

  test("publishing with nothing to publish is a 409; a draft can be discarded", async () => {
    expect((await call("POST", "/api/content/page/home/publish", {})).status).toBe(409);
    const home = await json<Item>(await call("GET", "/api/content/page/home"));
    await call("PUT", "/api/content/page/home", { revision: home.revision, data: { heroTitle: "Not this" } });
    const discarded = await call("DELETE", "/api/content/page/home/draft");
    expect(discarded.status).toBe(200);
    expect((await json<Item>(discarded)).draft).toBeNull();
    expect(await page("/")).toContain("Trusted Legal Guidance for Your Future");
  });

  test("an incomplete draft saves, but publishing it checks the whole item", async () => {
    const home = await json<Item>(await call("GET", "/api/content/page/home"));
    const saved = await call("PUT", "/api/content/page/home", {
      revision: home.revision,
      data: { heroTitle: "" },
    });
    expect(saved.status).toBe(200);
    const refused = await call("POST", "/api/content/page/home/publish", {});
    expect(refused.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(refused)).fields).toMatchObject({
      heroTitle: "Headline is required",
    });
  });

  test("office hours change on /contact, in the footer-less JSON-LD and everywhere at once", async () => {
    const s = await json<Item>(await call("GET", "/api/content/settings/firm"));
    const hours = s.published.officeHours as Record<string, unknown>;
    const data = {
      ...s.published,
      officeHours: {
        ...hours,
        friday: { open: "09:00", close: "13:00" },
        saturday: { open: "10:00", close: "12:00" },
      },
    };
    expect((await call("PUT", "/api/content/settings/firm", { revision: s.revision, data })).status).toBe(
      200,
    );
    expect((await call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
    const contact = await page("/contact");
    expect(contact).toContain("Monday-Thursday: 9:00 AM-5:00 PM");
    expect(contact).toContain("Friday: 9:00 AM-1:00 PM");
    expect(contact).toContain("Saturday: 10:00 AM-12:00 PM");
    expect(contact).toContain("Sunday: Closed");
    expect(contact).toContain('"openingHours":"Mo-Th 09:00-17:00, Fr 09:00-13:00, Sa 10:00-12:00"');
  });
});

describe("no lost edits and bad input", () => {
  test("a save on a stale copy is refused naming who saved meanwhile", async () => {
    const item = await json<Item>(await call("GET", "/api/content/page/about"));
    const first = await call("PUT", "/api/content/page/about", {
      revision: item.revision,
      data: { ...item.published, workWithUsTitle: "First" },
    });
    expect(first.status).toBe(200);
    now += 60_000;
    const second = await call("PUT", "/api/content/page/about", {
      revision: item.revision,
      data: { ...item.published, workWithUsTitle: "Second" },
    });
    expect(second.status).toBe(409);
    const body = await json<{ error: string; savedBy: string; savedAt: string }>(second);
    expect(body.savedBy).toBe("admin");
    expect(body.savedAt).toBe(new Date(now - 60_000).toISOString());
    expect(body.error).toContain("admin saved this");
    expect((await json<Item>(await call("GET", "/api/content/page/about"))).draft).toMatchObject({
      workWithUsTitle: "First",
    });
  });

  test("unknown fields, wrong types and oversized values are 400s naming the field, and nothing is saved", async () => {
    const item = await json<Item>(await call("GET", "/api/content/page/home"));
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ nonsense: "x" }, "nonsense", /Unknown field/],
      [{ heroTitle: 42 }, "heroTitle", /must be text/],
      [{ heroTitle: "x".repeat(161) }, "heroTitle", /at most 160 characters/],
      [{ clientSegments: [{ title: 1 }] }, "clientSegments.0.title", /must be text/],
      [{ clientSegments: [{ href: "javascript:alert(1)" }] }, "clientSegments.0.href", /path of this site/],
      // A link that looks like a path but leads to another site.
      [
        { clientSegments: [{ href: "//evil.example/x" }] },
        "clientSegments.0.href",
        /single \/.*another site/,
      ],
      [{ clientSegments: [{ href: "/\\evil.example" }] }, "clientSegments.0.href", /single \/.*another site/],
      [
        { clientSegments: [{ href: "/%2F%2Fevil.example" }] },
        "clientSegments.0.href",
        /single \/.*another site/,
      ],
      [{ teamPeople: ["Not An Id"] }, "teamPeople.0", /people's ids/],
    ];
    for (const [data, field, message] of cases) {
      const res = await call("PUT", "/api/content/page/home", { revision: item.revision, data });
      expect(res.status).toBe(400);
      const body = await json<{ error: string; fields: Record<string, string> }>(res);
      expect(Object.keys(body.fields)).toContain(field);
      expect(body.fields[field]).toMatch(message);
    }
    const missing = await call("PUT", "/api/content/page/home", { revision: "one", data: {} });
    expect(missing.status).toBe(400);
    expect((await json<Item>(await call("GET", "/api/content/page/home"))).revision).toBe(item.revision);
    expect((await call("GET", "/api/content/page/nowhere")).status).toBe(404);
    expect((await call("GET", "/api/content/gadget/home")).status).toBe(404);
    const notJson = await t.app.request("http://localhost/api/content/page/home", {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(notJson.status).toBe(400);
  });

  test("text is escaped everywhere and legal markdown is sanitised", async () => {
    const about = await json<Item>(await call("GET", "/api/content/page/about"));
    await call("PUT", "/api/content/page/about", {
      revision: about.revision,
      data: { ...about.published, workWithUsTitle: '<script>alert("x")</script>' },
    });
    await call("POST", "/api/content/page/about/publish", {});
    const html = await page("/about");
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");

    const terms = await json<Item>(await call("GET", "/api/content/page/terms"));
    await call("PUT", "/api/content/page/terms", {
      revision: terms.revision,
      data: {
        ...terms.published,
        body: '## Heading\n\nText by {firmName}. <img src=x onerror="alert(1)"> <script>alert(2)</script> [link](javascript:alert(3))',
      },
    });
    expect((await call("POST", "/api/content/page/terms/publish", {})).status).toBe(200);
    const legal = await page("/terms");
    expect(legal).toContain('<h2 id="heading">Heading</h2>');
    expect(legal).toContain("Text by Ironwood Legal.");
    expect(legal).not.toContain("onerror");
    expect(legal).not.toContain("alert(2)");
    expect(legal).not.toContain("javascript:");
  });
});

describe("schedules, revisions and restore", () => {
  test("a scheduled change stays invisible until its moment, then goes live by itself", async () => {
    const home = await json<Item>(await call("GET", "/api/content/page/home"));
    await call("PUT", "/api/content/page/home", {
      revision: home.revision,
      data: { ...home.published, heroTitle: "A New Year at the Firm" },
    });
    const refused = await call("POST", "/api/content/page/home/publish", { at: "2026-11-02T09:00:00-05:00" });
    expect(refused.status).toBe(400);
    const scheduled = await call("POST", "/api/content/page/home/publish", {
      at: "2027-01-01T09:00:00-05:00",
    });
    expect(scheduled.status).toBe(200);
    expect((await json<Item>(scheduled)).scheduledFor).toBe("2027-01-01T14:00:00.000Z");
    const listed = await json<{ id: string; status: string }[]>(await call("GET", "/api/content"));
    expect(listed.find((i) => i.id === "home")!.status).toBe("scheduled");
    expect(await page("/")).not.toContain("A New Year at the Firm");
    expect(await t.deps.content.publishDue()).toBe(0);
    now = Date.UTC(2027, 0, 1, 14, 0, 1);
    expect(await t.deps.content.publishDue()).toBe(1);
    expect(await page("/")).toContain("A New Year at the Firm");
    cookie = await signIn(t.app); // two months on, the earlier session has expired
    const revisions = await json<{ action: string; author: string | null; published: boolean }[]>(
      await call("GET", "/api/content/page/home/revisions"),
    );
    expect(revisions.map((r) => r.action)).toEqual(["published-on-schedule", "schedule", "save", "seed"]);
    expect(revisions[2]!.author).toBe("admin");
  });

  test("restoring a revision makes a new draft of it and publishes nothing", async () => {
    const p = await json<Item>(await call("GET", "/api/content/page/our-people"));
    await call("PUT", "/api/content/page/our-people", {
      revision: p.revision,
      data: { ...p.published, heading: "Our Team" },
    });
    await call("POST", "/api/content/page/our-people/publish", {});
    const first = await json<{ data: { heading: string } }>(
      await call("GET", "/api/content/page/our-people/revisions/1"),
    );
    expect(first.data.heading).toBe("Our People");
    const restored = await call("POST", "/api/content/page/our-people/revisions/1/restore");
    expect(restored.status).toBe(200);
    expect((await json<Item>(restored)).draft).toMatchObject({ heading: "Our People" });
    expect(await page("/our-people")).toContain("Our Team");
    expect((await call("GET", "/api/content/page/our-people/revisions/99")).status).toBe(404);
    expect((await call("GET", "/api/content/page/our-people/revisions/abc")).status).toBe(400);
  });
});

describe("people", () => {
  test("added as a draft, published, reordered, hidden and removed", async () => {
    const created = await call("POST", "/api/content/person", {
      data: {
        name: "Ann Ebanks",
        title: "Associate",
        homeTitle: "Associate",
        summary: "Ann advises.",
        bio: "Ann's bio.",
      },
    });
    expect(created.status).toBe(201);
    const ann = await json<{ id: string; revision: number; draft: Record<string, unknown> }>(created);
    expect(ann.id).toMatch(/^ann-ebanks-[0-9a-f]{4}$/);
    expect(await page("/our-people")).not.toContain("Ann Ebanks");
    const published = await call("POST", `/api/content/person/${ann.id}/publish`, {});
    expect(published.status).toBe(200);
    expect(await page("/our-people")).toContain("Ann Ebanks");

    const order = ["priya-walton", ann.id, "natalie-ebanks", "jonathan-merren"];
    expect((await call("PUT", "/api/content/person/order", { ids: order })).status).toBe(200);
    const html = await page("/our-people");
    expect(html.indexOf("Priya Walton")).toBeLessThan(html.indexOf("Ann Ebanks"));
    expect(html.indexOf("Ann Ebanks")).toBeLessThan(html.indexOf("Natalie Ebanks"));
    expect((await call("PUT", "/api/content/person/order", { ids: ["priya-walton"] })).status).toBe(400);

    // Hidden: off the site, still listed for the admin, and back with one change.
    const before = await json<Item>(await call("GET", `/api/content/person/${ann.id}`));
    await call("PUT", `/api/content/person/${ann.id}`, { revision: before.revision, data: { hidden: true } });
    expect((await call("POST", `/api/content/person/${ann.id}/publish`, {})).status).toBe(200);
    expect(await page("/our-people")).not.toContain("Ann Ebanks");
    const listed = await json<{ id: string; status: string }[]>(await call("GET", "/api/content"));
    expect(listed.find((i) => i.id === ann.id)?.status).toBe("hidden");

    // The home page's team names Priya: she cannot be removed from under it.
    expect((await call("DELETE", "/api/content/person/priya-walton")).status).toBe(409);
    expect((await call("DELETE", `/api/content/person/${ann.id}`)).status).toBe(200);
    expect(await page("/our-people")).not.toContain("Ann Ebanks");
    expect((await call("GET", `/api/content/person/${ann.id}`)).status).toBe(404);
  });

  test("the audit trail names what changed: the person, the page", async () => {
    const p = await json<Item>(await call("GET", "/api/content/person/natalie-ebanks"));
    await call("PUT", "/api/content/person/natalie-ebanks", {
      revision: p.revision,
      data: { ...p.published, title: "Senior Partner" },
    });
    now += 1000;
    await call("POST", "/api/content/person/natalie-ebanks/publish", {});
    const entries = (await t.repos.audit.list({ limit: 10 })).filter((e) => e.action.startsWith("content."));
    expect(entries.map((e) => [e.action, e.targetLabel, e.username])).toEqual([
      ["content.publish", "Natalie Ebanks", "admin"],
      ["content.save", "Natalie Ebanks", "admin"],
    ]);
  });
});
