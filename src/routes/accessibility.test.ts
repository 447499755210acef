import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestApp, makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { startTestSmtp } from "../../tests/support/smtp";
import { CONTACT_LIMITS, MIN_FILL_MS, NOTIFICATION, SUBMISSION } from "../contact";

/** The accessibility statement: an editable page, its feedback form into the inbox, its footer link. */

setDefaultTimeout(30_000);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const flashOf = (res: Response) => {
  const raw = res.headers
    .getSetCookie()
    .find((v) => v.startsWith("flash="))
    ?.split(";")[0];
  return raw
    ? { cookie: raw, toast: JSON.parse(Buffer.from(raw.slice(6), "base64url").toString("utf8")) }
    : undefined;
};
const FOOTER_LINK = /<a href="\/accessibility"[^>]*>Accessibility<\/a>/;
const report = {
  name: "",
  email: "reader@example.com",
  page: "/services/immigration",
  problem: "The menu cannot be opened with the keyboard alone.",
};

async function setup() {
  let now = Date.parse("2026-03-04T15:00:00Z");
  const smtp = await startTestSmtp();
  const t = await makeTestAppWithAdmin(
    { RATE_LIMITS: "off", SMTP_URL: smtp.url, NOTIFY_TO: "intake@ironwoodlegal.ky" },
    { now: () => now, mail: { tuning: { probeEveryMs: [] } } },
  );
  cleanups.push(
    () => smtp.stop(),
    () => t.deps.mail.close(),
  );
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
    expect((await call("PUT", `/api/content/${kind}/${id}`, { revision, data })).status).toBe(200);
    expect((await call("POST", `/api/content/${kind}/${id}/publish`, {})).status).toBe(200);
  };
  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await t.app.request(`http://localhost${path}`, { headers })).text();
  const tokenOfPage = async () =>
    /<input type="hidden" name="formStarted" value="([^"]+)"\/>/.exec(await page("/accessibility"))![1]!;
  const send = (fields: Record<string, string>) =>
    t.app.request("http://localhost/accessibility", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  return { ...t, smtp, cookie, call, publish, page, tokenOfPage, send, advance: (ms: number) => (now += ms) };
}

describe("the accessibility statement", () => {
  test("a fresh install: the statement answers at /accessibility, but no footer or sitemap links it and the checklist suggests it", async () => {
    const t = await setup();
    const res = await t.app.request("http://localhost/accessibility");
    expect(res.status).toBe(200);
    // Each visitor's form carries their own token: never a cached page.
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("WCAG 2.2 level AA");
    expect(html).toContain("We answer within 5 business days.");
    expect(html).toMatch(/<form id="accessibility-feedback"[^>]*action="\/accessibility" method="post"/);
    for (const path of ["/", "/contact", "/privacy-policy", "/accessibility"])
      expect(await t.page(path)).not.toMatch(FOOTER_LINK);
    expect(await t.page("/sitemap.xml")).not.toContain("/accessibility");
    const checklist = await t.page("/admin/site/checklist", { Cookie: t.cookie });
    expect(checklist).toContain('data-task="accessibility"');
    expect(checklist).toContain("/admin/site/settings/firm#cf-accessibilityInFooter");
  });

  test("the firm edits it and switches the footer link on: every page links it, the sitemap lists it", async () => {
    const t = await setup();
    await t.publish("page", "accessibility", {
      reviewedOn: "2026-02-20",
      reviewMethod: "Tested with a screen reader and the keyboard by an outside auditor.",
      limitations: [
        {
          limitation: "Older PDF newsletters are not tagged for screen readers.",
          alternative: "Ask us and we send the text as an e-mail.",
        },
      ],
      responseTime: "within 2 business days",
    });
    await t.publish("settings", "firm", { accessibilityInFooter: true });
    const html = await t.page("/accessibility");
    expect(html).toContain("February 20, 2026");
    expect(html).toContain("Tested with a screen reader and the keyboard by an outside auditor.");
    expect(html).toContain("Older PDF newsletters are not tagged for screen readers.");
    expect(html).toContain("Ask us and we send the text as an e-mail.");
    expect(html).toContain("We answer within 2 business days.");
    for (const path of ["/", "/about", "/services/immigration", "/terms", "/accessibility"])
      expect(await t.page(path)).toMatch(FOOTER_LINK);
    expect(await t.page("/sitemap.xml")).toContain("/accessibility</loc>");
    expect(await t.page("/admin/site/checklist", { Cookie: t.cookie })).not.toContain(
      'data-task="accessibility"',
    );
  });
});

describe("a site document from before the statement", () => {
  test("imports without it, and the site keeps its own statement", async () => {
    const t = await setup();
    await t.publish("page", "accessibility", { responseTime: "within 3 business days" });
    const doc = (await (await t.call("GET", "/api/content/export")).json()) as {
      pages: Record<string, unknown>;
    };
    delete doc.pages.accessibility;
    const r = await t.call("POST", "/api/content/import", doc);
    expect(r.status).toBe(200);
    expect(await t.page("/accessibility")).toContain("We answer within 3 business days.");
  });
});

describe("the feedback form (no JavaScript)", () => {
  test("a report lands in the inbox as an accessibility item, the firm is notified and the visitor told when to expect an answer", async () => {
    const t = await setup();
    const token = await t.tokenOfPage();
    t.advance(MIN_FILL_MS + 1);
    const res = await t.send({ ...report, formStarted: token });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/accessibility#accessibility-feedback");
    const flash = flashOf(res)!;
    expect(flash.toast).toEqual({ title: "Report sent", description: "We answer within 5 business days." });
    expect(await t.page("/accessibility", { Cookie: flash.cookie })).toContain(
      "Thank you: your report has reached us. We answer within 5 business days.",
    );
    const [item] = await t.repos.submissions.list();
    expect(item).toMatchObject({
      name: "Name not given",
      email: "reader@example.com",
      service: "Accessibility",
      message: "Page: /services/immigration\n\nThe menu cannot be opened with the keyboard alone.",
      status: "new",
    });
    expect(await t.repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id: item!.id })).toBeDefined();
    await t.deps.jobs.kick("outbox");
    await t.smtp.waitFor(1);
    expect(t.smtp.received[0]!.parsed.text).toContain("The menu cannot be opened with the keyboard alone.");
    // Staff find every report by searching the inbox for its kind.
    const inbox = await t.page("/admin/contact-submissions?q=accessibility", { Cookie: t.cookie });
    expect(inbox).toContain("The menu cannot be opened with the keyboard alone.");
  });

  test("bad input: 400, each problem named by its field, everything typed kept", async () => {
    const t = await setup();
    const res = await t.send({ name: "Ann", email: "not-an-address", page: "/contact", problem: "short" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Please describe what went wrong in at least 10 characters");
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="not-an-address"/);
    expect(html).toMatch(/<input[^>]*name="page"[^>]*value="\/contact"/);
    expect(html).toMatch(/<textarea[^>]*name="problem"[^>]*>short<\/textarea>/);
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="email"|name="email"[^>]*aria-invalid="true"/,
    );
    expect(await t.repos.submissions.list()).toHaveLength(0);
  });

  test("spam defences: a filled honeypot or a form sent back within seconds is answered alike, kept as spam, never e-mailed", async () => {
    const t = await setup();
    const honeypot = await t.send({ ...report, website: "http://spam.example" });
    expect(honeypot.status).toBe(303);
    expect(flashOf(honeypot)?.toast.title).toBe("Report sent");
    const token = await t.tokenOfPage();
    t.advance(MIN_FILL_MS - 500);
    expect((await t.send({ ...report, formStarted: token })).status).toBe(303);
    expect(await t.repos.submissions.list()).toHaveLength(0);
    const spam = await t.repos.submissions.listSpam();
    expect(spam.map((s) => s.spamReason).sort()).toEqual(["honeypot", "too-fast"]);
    for (const s of spam)
      expect(await t.repos.outbox.find(NOTIFICATION, { type: SUBMISSION, id: s.id })).toBeUndefined();
  });

  test("throttled: 429 with Retry-After and a message saying what to do, the report kept in the form", async () => {
    const { app } = await makeTestApp();
    const send = () =>
      app.request("http://localhost/accessibility", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(report).toString(),
      });
    for (let i = 0; i < CONTACT_LIMITS.max; i++) expect((await send()).status).toBe(303);
    const res = await send();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain("Too many messages from this connection. Please try again in");
    expect(html).toContain("The menu cannot be opened with the keyboard alone.");
  });
});
