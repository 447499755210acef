/**
 * Where each enquiry came from (read from its visit, with and without JavaScript), how fast the firm
 * answers it, the inbox's "waiting over one business day", and the Overview with its CSV downloads.
 */
import { describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { MIN_FILL_MS } from "../contact";
import type { EnquiryVisit, Submission } from "../shared/wire-types";

// Each test signs an admin in (an argon2id check) and sends enquiries: seconds on a busy machine.
setDefaultTimeout(30_000);

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ENQUIRY = {
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "+1 345 555 0100",
  service: "Immigration Services",
  message: "I need advice on a work permit for a new hire.",
};

async function setup(start = "2026-03-04T15:00:00Z") {
  let now = Date.parse(start);
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" }, { now: () => now });
  const cookie = await signIn(t.app);
  const as = (ip: string, ua = CHROME) => ({
    get: (path: string, headers: Record<string, string> = {}) =>
      t.app.request(
        `http://localhost${path}`,
        { headers: { "User-Agent": ua, Accept: "text/html", ...headers } },
        { remoteAddress: ip },
      ),
    /** The no-JavaScript form, sent from /contact (its token from the page, the fill time waited). */
    async form(
      extra: Record<string, string> = {},
      from: Record<string, string> = {},
      fields: Record<string, string> = {},
    ) {
      const html = await (await this.get("/contact", from)).text();
      const token = /name="formStarted" value="([^"]+)"/.exec(html)![1]!;
      // What the page's form carries of the visit, sent back as a browser would.
      const visit = /name="visit" value="([^"]+)"/.exec(html)?.[1] ?? "";
      now += MIN_FILL_MS + 1000;
      return t.app.request(
        "http://localhost/contact",
        {
          method: "POST",
          headers: {
            "User-Agent": ua,
            "Content-Type": "application/x-www-form-urlencoded",
            Referer: "http://localhost/contact",
            ...extra,
          },
          body: new URLSearchParams({ ...ENQUIRY, formStarted: token, visit, ...fields }).toString(),
        },
        { remoteAddress: ip },
      );
    },
    /** The JSON API, as the contact form's island sends it. */
    async api(referer = "http://localhost/contact?service=Immigration") {
      const html = await (await this.get("/contact")).text();
      const token = /name="formStarted" value="([^"]+)"/.exec(html)![1]!;
      now += MIN_FILL_MS + 1000;
      return t.app.request(
        "http://localhost/api/contact",
        {
          method: "POST",
          headers: { "User-Agent": ua, "Content-Type": "application/json", Referer: referer },
          body: JSON.stringify({ ...ENQUIRY, formStarted: token }),
        },
        { remoteAddress: ip },
      );
    },
  });
  const admin = (path: string, init: RequestInit = {}) =>
    t.app.request(`http://localhost${path}`, {
      ...init,
      headers: { Cookie: cookie, "Content-Type": "application/json", ...(init.headers ?? {}) },
    });
  /** The inbox, each enquiry with its visit (as the cards get them). */
  const inbox = async () => {
    const list = (await (await admin("/api/contact-submissions?limit=100")).json()) as Submission[];
    if (list.length === 0) return [];
    const { visits } = (await (
      await admin(`/api/contact-submissions/visits?ids=${list.map((s) => s.id).join(",")}`)
    ).json()) as { visits: Record<string, EnquiryVisit> };
    return list.map((s) => ({ ...s, ...visits[s.id]! }));
  };
  /** Enquiries are stamped by the database's own clock: set one's arrival on the test's clock. */
  const receivedAt = (id: string, ms: number) =>
    t.deps.repos.db.sql.run("UPDATE contact_submissions SET submitted_at = ? WHERE id = ?", [ms, id]);
  return { t, as, admin, inbox, receivedAt, advance: (ms: number) => (now += ms), at: () => now };
}

describe("where each enquiry came from", () => {
  test("without JavaScript: the landing page, source, medium and campaign of the visit, and the form's page", async () => {
    const { as, inbox } = await setup();
    const ann = as("203.0.113.7");
    await ann.get("/services/immigration?utm_source=newsletter&utm_medium=email&utm_campaign=spring-update", {
      Referer: "https://mail.google.com/",
    });
    await ann.get("/about", { Referer: "http://localhost/services/immigration" });
    expect((await ann.form()).status).toBe(303);
    const [s] = await inbox();
    expect(s!.origin).toEqual({
      landingPage: "/services/immigration",
      source: "newsletter",
      medium: "email",
      campaign: "spring-update",
      sentFrom: "/contact",
    });
  });

  test("with JavaScript (the JSON API): the same, from a search engine", async () => {
    const { as, inbox } = await setup();
    const bob = as("198.51.100.20");
    await bob.get("/services/corporate-services", { Referer: "https://www.google.com/" });
    expect((await bob.api()).status).toBe(200);
    const [s] = await inbox();
    expect(s!.origin).toEqual({
      landingPage: "/services/corporate-services",
      source: "Google",
      medium: "search",
      campaign: null,
      sentFrom: "/contact?service=Immigration",
    });
  });

  test("a visit that was not counted (Do Not Track, or never seen) leaves only the form's page", async () => {
    const { as, inbox } = await setup();
    const dnt = as("192.0.2.50");
    await dnt.get("/services/immigration", { Referer: "https://www.google.com/", DNT: "1" });
    expect((await dnt.form({ DNT: "1" }, { DNT: "1" })).status).toBe(303);
    const [s] = await inbox();
    expect(s!.origin).toEqual({
      landingPage: null,
      source: null,
      medium: null,
      campaign: null,
      sentFrom: "/contact",
    });
  });

  test("the CSV export carries it", async () => {
    const { as, admin } = await setup();
    const ann = as("203.0.113.7");
    await ann.get("/services/immigration", { Referer: "https://www.linkedin.com/feed/" });
    await ann.form();
    const csv = await (await admin("/api/contact-submissions/export.csv")).text();
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toEndWith("Landing page,Source,Medium,Campaign,Sent from,First answered (Cayman time)");
    expect(row).toContain(",/services/immigration,LinkedIn,social,,/contact,");
  });
});

describe("a visitor who comes back the same day", () => {
  test("is one visitor, and the enquiry comes from the latest visit from elsewhere (not a page typed in)", async () => {
    const { as, inbox, t } = await setup();
    const ann = as("203.0.113.12");
    await ann.get("/");
    await ann.get("/about", { Referer: "http://localhost/" });
    await ann.get("/services/immigration?utm_source=linkedin&utm_medium=social&utm_campaign=work-permits", {
      Referer: "https://www.linkedin.com/",
    });
    await ann.get("/blog"); // typed in later: still the LinkedIn visit
    expect((await ann.form()).status).toBe(303);
    const [s] = await inbox();
    expect(s!.origin).toEqual({
      landingPage: "/services/immigration",
      source: "linkedin",
      medium: "social",
      campaign: "work-permits",
      sentFrom: "/contact",
    });
    await t.deps.stats.flush();
    const [day] = await t.deps.repos.db.sql.all<{ visitors: number }>("SELECT visitors FROM stats_days");
    expect(Number(day!.visitors)).toBe(1);
  });
});

describe("campaigns on the Overview", () => {
  const SPRING = "/services/immigration?utm_source=newsletter&utm_medium=email&utm_campaign=spring-update";

  test("a returning visitor's tagged visit counts under its campaign, once a day, and so does its enquiry", async () => {
    const { t, as, admin, inbox, receivedAt, at } = await setup();
    const ann = as("203.0.113.12");
    await ann.get("/"); // typed in: her visit of the day is a direct one
    await t.deps.stats.flush();
    await ann.get(SPRING, { Referer: "https://mail.google.com/" }); // back through the newsletter's link
    await t.deps.stats.flush();
    await ann.get(SPRING); // the same link again: not a second visit of it
    await t.deps.stats.flush();
    const bob = as("198.51.100.20");
    await bob.get(SPRING, { Referer: "https://mail.google.com/" }); // lands through it
    await bob.get("/about", { Referer: "http://localhost/" });
    expect((await ann.form()).status).toBe(303);
    const [enquiry] = await inbox();
    expect(enquiry!.origin.campaign).toBe("spring-update");
    await receivedAt(enquiry!.id, at());

    const content = await t.deps.content.site();
    const site = { areas: content.practice.areas, officeHours: content.settings.officeHours };
    const f = await t.deps.stats.overview("7d", site);
    expect(f.campaigns).toEqual([
      { campaign: "spring-update", source: "newsletter", medium: "email", visitors: 2, enquiries: 1 },
    ]);
    expect(f.campaignDays).toBe(90);
    // Still two visitors of the day, each under the source of their first page.
    expect(f.totals.visitors).toBe(2);
    expect(f.sources.map((s) => [s.source, s.visitors]).sort()).toEqual([
      ["Direct", 1],
      ["newsletter", 1],
    ]);

    const csv = await (await admin("/admin/overview/campaigns.csv?period=7d")).text();
    expect(
      csv
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(0, 2),
    ).toEqual(["Campaign,Source,Medium,Visitors,Enquiries", "spring-update,newsletter,email,2,1"]);
    const page = await (await admin("/admin/overview?period=7d")).text();
    expect(page).toContain(">Campaigns</h2>");
    expect(page).toContain("How a visit&#x27;s source is decided");
  });
});

describe("what the form carries", () => {
  test("a browser the bot list knows (uncounted) still carries the page that led to the form and its tags", async () => {
    const { as, inbox, t } = await setup();
    const headless = as(
      "203.0.113.9",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    );
    await headless.get(
      "/services/immigration?utm_source=newsletter&utm_medium=email&utm_campaign=spring-update",
    );
    expect(
      (
        await headless.form(
          {},
          {
            Referer:
              "http://localhost/services/immigration?utm_source=newsletter&utm_medium=email&utm_campaign=spring-update",
          },
        )
      ).status,
    ).toBe(303);
    const [s] = await inbox();
    expect(s!.origin).toEqual({
      landingPage: "/services/immigration",
      source: "newsletter",
      medium: "email",
      campaign: "spring-update",
      sentFrom: "/contact",
    });
    await t.deps.stats.flush();
    expect(await t.deps.repos.db.sql.all("SELECT * FROM stats_days")).toEqual([]); // and it was not counted
  });

  test("a forged token: only paths on the site are kept, text is clipped, nothing breaks", async () => {
    const { as, inbox } = await setup();
    const forged = Buffer.from(
      JSON.stringify([
        "https://evil.example/",
        "=HYPERLINK(1)\r\nBcc: x@y",
        "e".repeat(500),
        42,
        "//evil.example",
      ]),
    ).toString("base64url");
    expect((await as("203.0.113.10").form({}, {}, { visit: forged })).status).toBe(303);
    const [s] = await inbox();
    expect(s!.origin).toEqual({
      landingPage: null,
      source: "=HYPERLINK(1)Bcc: x@y",
      medium: "e".repeat(100),
      campaign: null,
      sentFrom: null,
    });
    expect((await as("203.0.113.11").form({}, {}, { visit: "not base64 json" })).status).toBe(303);
  });
});

describe("how fast the firm answers", () => {
  test("the first status change or note is the first answer; later ones do not move it", async () => {
    const { as, admin, inbox, advance, receivedAt, at } = await setup();
    await as("203.0.113.7").form();
    await as("203.0.113.8").form();
    const [second, first] = await inbox();
    expect(first!.firstAnsweredAt).toBeNull();
    await receivedAt(first!.id, at());
    await receivedAt(second!.id, at() + 1);
    advance(90 * 60_000);
    const noted = await admin(`/api/contact-submissions/${first!.id}/notes`, {
      method: "POST",
      body: JSON.stringify({ body: "Called back, left a message." }),
    });
    expect(noted.status).toBe(201);
    // Choosing the status it already has is no change, hence no answer.
    await admin(`/api/contact-submissions/${second!.id}/status`, {
      method: "PATCH",
      body: JSON.stringify({ status: "new" }),
    });
    advance(30 * 60_000);
    await admin(`/api/contact-submissions/${second!.id}/status`, {
      method: "PATCH",
      body: JSON.stringify({ status: "contacted" }),
    });
    advance(60 * 60_000);
    await admin(`/api/contact-submissions/${first!.id}/status`, {
      method: "PATCH",
      body: JSON.stringify({ status: "completed" }),
    });
    const after = await inbox();
    const by = new Map(after.map((s) => [s.id, s]));
    const hoursTo = (s: Submission & EnquiryVisit) =>
      (Date.parse(s.firstAnsweredAt!) - Date.parse(s.submittedAt)) / 3_600_000;
    expect(hoursTo(by.get(first!.id)!)).toBe(1.5);
    expect(Math.round(hoursTo(by.get(second!.id)!) * 1000) / 1000).toBe(2);
  });

  test("New enquiries waiting longer than one business day are marked, in the API and on the inbox page", async () => {
    // Friday 27 November 2026, 16:00 in Cayman (21:00 UTC); the sample firm opens 9:00–17:00 Monday to Friday.
    const { t, as, admin, inbox, advance, receivedAt, at } = await setup("2026-11-27T21:00:00Z");
    await as("203.0.113.7").form();
    await receivedAt((await inbox())[0]!.id, at());
    advance(2 * 24 * 3600_000 + 22 * 3600_000); // Monday 14:00: 6 office hours later
    expect((await inbox())[0]!.overdue).toBe(false);
    advance(2 * 3600_000); // Monday 16:00: one business day
    const [s] = await inbox();
    expect(s!.overdue).toBe(true);
    const page = await (await admin("/admin/contact-submissions")).text();
    expect(page).toContain("Waiting over 1 business day");
    const content = await t.deps.content.site();
    const site = { areas: content.practice.areas, officeHours: content.settings.officeHours };
    expect((await t.deps.stats.overview("7d", site)).waiting).toEqual({ total: 1, overdue: 1 });
    await admin(`/api/contact-submissions/${s!.id}/status`, {
      method: "PATCH",
      body: JSON.stringify({ status: "contacted" }),
    });
    expect((await inbox())[0]!.overdue).toBe(false);
  });
});
