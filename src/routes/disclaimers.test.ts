/**
 * Case results and testimonials on the public site: every page that shows one (practice pages, /results,
 * the home page when chosen) shows it in a block that carries the firm's disclaimer; the staff-only
 * record (consent, verification reference, responsible lawyer) never reaches a public page, the sitemap
 * or structured data; publishing refuses an item while its disclaimer is missing or a preset forbids it;
 * and a fresh install shows none of it.
 */
import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { JSDOM } from "jsdom";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";

setDefaultTimeout(60_000);

const PRIVATE = ["PRIVATE-CONSENT-BY-7Q", "PRIVATE-DOCKET-4411-ZX"];
const QUOTE = "QUOTE-MARK-They-answered-every-question";
const OUTCOME = "OUTCOME-MARK-Claim-dismissed-with-costs";
const RESULTS_WORDS = "RESULTS-DISCLAIMER Prior results do not guarantee a similar outcome.";
const TESTIMONIALS_WORDS = "TESTIMONIALS-DISCLAIMER Given without payment.";

async function setup() {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const cookie = await signIn(t.app);
  const send = (method: string, path: string, body: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const get = (path: string) => t.app.request(`http://localhost${path}`);
  /** Saves and publishes firm settings with these changes. */
  const settings = async (changes: Record<string, unknown>) => {
    const item = (await (await send("GET", "/api/content/settings/firm", undefined)).json()) as {
      revision: number;
      published: Record<string, unknown>;
    };
    const saved = await send("PUT", "/api/content/settings/firm", {
      revision: item.revision,
      // This firm lets results go live without a second admin (approval has its own tests).
      data: { ...item.published, approvalForResults: false, ...changes },
    });
    expect(saved.status).toBe(200);
    expect((await send("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
  };
  const add = async (kind: string, data: Record<string, unknown>) => {
    const res = await send("POST", `/api/content/${kind}`, { data });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const publish = (kind: string, id: string) => send("POST", `/api/content/${kind}/${id}/publish`, {});
  return { t, send, get, settings, add, publish };
}

const result = (extra: Record<string, unknown> = {}) => ({
  title: "Commercial claim defended",
  matterType: "Contract dispute",
  forum: "Grand Court of the Cayman Islands",
  year: 2025,
  outcome: OUTCOME,
  amount: "",
  amountBasis: "none",
  role: "lead",
  practiceArea: "corporate-law",
  onHome: true,
  consentDate: "2025-06-01",
  consentBy: PRIVATE[0],
  verificationRef: PRIVATE[1],
  responsibleLawyer: "",
  ...extra,
});
const testimonial = (extra: Record<string, unknown> = {}) => ({
  quote: QUOTE,
  displayName: "J.S.",
  relationship: "client",
  practiceArea: "corporate-law",
  onHome: true,
  compensated: false,
  draftedByFirm: false,
  staffOrRelative: false,
  representative: true,
  consentDate: "2025-06-02",
  consentBy: PRIVATE[0],
  ...extra,
});

/** Every public page: the sitemap's, and the fixed pages it does not list. */
async function publicPages(get: (p: string) => Response | Promise<Response>): Promise<Map<string, string>> {
  const sitemap = await (await get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>http:\/\/localhost([^<]*)<\/loc>/g)].map((m) =>
    m[1]!.replaceAll("&amp;", "&"),
  );
  const pages = new Map<string, string>();
  for (const path of new Set([...paths, "/", "/results", "/book", "/alerts", "/blog"])) {
    const res = await get(path);
    if (res.status === 200 && (res.headers.get("content-type") ?? "").includes("text/html"))
      pages.set(path, await res.text());
  }
  return pages;
}

/**
 * Where a page shows a result or testimonial (by its words) outside a block that carries the
 * disclaimer; also how many were shown.
 */
function unguarded(html: string): { shown: number; bare: string[] } {
  const doc = new JSDOM(html).window.document;
  let shown = 0;
  const bare: string[] = [];
  const walker = doc.createTreeWalker(doc.body, 4 /* text nodes */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent ?? "";
    const kind = text.includes(QUOTE) ? "testimonial" : text.includes(OUTCOME) ? "case-result" : undefined;
    if (!kind) continue;
    shown++;
    const block = n.parentElement?.closest(`[data-item="${kind}"]`);
    const words = kind === "testimonial" ? TESTIMONIALS_WORDS : RESULTS_WORDS;
    const disclaimer = block?.querySelector("[data-disclaimer]");
    // Same block, same size: the disclaimer carries no smaller text class than the item.
    if (!disclaimer || disclaimer.textContent !== words || /\btext-(xs|sm)\b/.test(disclaimer.className))
      bare.push(kind);
  }
  return { shown, bare };
}

describe("case results and testimonials", () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup();
  });

  test("a fresh install shows none of it: no /results, no label, nothing in the sitemap", async () => {
    expect((await s.get("/results")).status).toBe(404);
    expect(await (await s.get("/sitemap.xml")).text()).not.toContain("/results");
    expect(await (await s.get("/")).text()).not.toContain("Attorney Advertising");
  });

  test("publishing refuses while the kind's disclaimer is empty, naming what to do", async () => {
    const id = await s.add("case-result", result());
    const res = await s.publish("case-result", id);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields.disclaimer).toContain("Firm settings → Results and testimonials");
    const tid = await s.add("testimonial", testimonial());
    expect((await s.publish("testimonial", tid)).status).toBe(400);
  });

  test("a testimonial needs the representative confirmation; presets add their checks", async () => {
    await s.settings({ resultsDisclaimer: RESULTS_WORDS, testimonialsDisclaimer: TESTIMONIALS_WORDS });
    const unconfirmed = await s.add("testimonial", testimonial({ representative: false }));
    const r1 = await s.publish("testimonial", unconfirmed);
    expect(r1.status).toBe(400);
    expect(((await r1.json()) as { fields: Record<string, string> }).fields).toHaveProperty("representative");

    await s.settings({ compliancePreset: "florida" });
    const paid = await s.add("testimonial", testimonial({ compensated: true }));
    const r2 = await s.publish("testimonial", paid);
    expect(r2.status).toBe(400);
    expect(((await r2.json()) as { fields: Record<string, string> }).fields.compensated).toContain("Florida");
    const bareAmount = await s.add("case-result", result({ amount: "US$1.2 million" }));
    const r3 = await s.publish("case-result", bareAmount);
    expect(r3.status).toBe(400);
    expect(((await r3.json()) as { fields: Record<string, string> }).fields).toHaveProperty("amountBasis");

    await s.settings({ compliancePreset: "new-york" });
    const r4 = await s.publish("case-result", await s.add("case-result", result()));
    expect(r4.status).toBe(400);
    expect(((await r4.json()) as { fields: Record<string, string> }).fields).toHaveProperty(
      "attorneyAdvertising",
    );
    await s.settings({ compliancePreset: "none" });
  });

  test("every public page shows each item inside a block with its disclaimer, and never the private record", async () => {
    await s.settings({ resultsDisclaimer: RESULTS_WORDS, testimonialsDisclaimer: TESTIMONIALS_WORDS });
    expect((await s.publish("case-result", await s.add("case-result", result()))).status).toBe(200);
    expect((await s.publish("testimonial", await s.add("testimonial", testimonial()))).status).toBe(200);
    const sitemap = await (await s.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/results");

    const pages = await publicPages(s.get);
    let shown = 0;
    const where: string[] = [];
    for (const [path, html] of pages) {
      const r = unguarded(html);
      shown += r.shown;
      if (r.shown > 0) where.push(path);
      expect({ path, bare: r.bare }).toEqual({ path, bare: [] });
      for (const secret of PRIVATE)
        expect({ path, has: html.includes(secret) }).toEqual({ path, has: false });
      expect(html).not.toMatch(/"@type":\s*"(Review|AggregateRating)"/);
    }
    expect(where).toEqual(expect.arrayContaining(["/", "/results", "/services/corporate-law"]));
    expect(where).not.toContain("/services/immigration");
    expect(shown).toBeGreaterThanOrEqual(6);
    for (const secret of PRIVATE) expect(sitemap).not.toContain(secret);
  });

  test("“Attorney Advertising” labels the home page when the firm turns it on", async () => {
    await s.settings({ attorneyAdvertising: true });
    const doc = new JSDOM(await (await s.get("/")).text()).window.document;
    expect(doc.querySelector("main")?.textContent).toContain("Attorney Advertising");
  });

  test("a page shown without the disclaimer is caught by the check", () => {
    // The check itself can fail: the item's words outside a card are reported.
    expect(unguarded(`<body><p>${QUOTE}</p></body>`).bare).toEqual(["testimonial"]);
  });
});
