/**
 * Case results and testimonials in the site's document: the staff's export carries them with their private
 * record (consent, verification, responsible lawyer); an import loads them as drafts freely, but one that
 * would publish them is refused, naming each item, while the firm's disclaimer for its kind is empty or the
 * preset forbids it; and a site imported from another's file shows the same results without the private
 * record.
 */
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { withoutSecondAdmin } from "../../tests/support/results";
import { runContentCommand } from "../content";

setDefaultTimeout(60_000);

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const PRIVATE = ["PRIVATE-CONSENT-BY-8K", "PRIVATE-DOCKET-5522-QW"];
/** One of the firm's people (public anyway); as a result's responsible lawyer it is private. */
const LAWYER = "priya-walton";
const OUTCOME = "OUTCOME-MARK-Judgment-set-aside";
const QUOTE = "QUOTE-MARK-Clear-advice-throughout";

async function site() {
  const t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  const cookie = await signIn(t.app);
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const get = (path: string) => t.app.request(`http://localhost${path}`);
  await withoutSecondAdmin(t.deps.content);
  return { t, call, get };
}

type Doc = Record<string, unknown> & {
  settings: Record<string, unknown>;
  caseResults: Record<string, unknown>[];
  testimonials: Record<string, unknown>[];
};

/** A site with one published case result and one published testimonial, and its document. */
async function source() {
  const a = await site();
  const firm = (await (await a.call("GET", "/api/content/settings/firm")).json()) as {
    revision: number;
    published: Record<string, unknown>;
  };
  const saved = await a.call("PUT", "/api/content/settings/firm", {
    revision: firm.revision,
    data: {
      ...firm.published,
      resultsDisclaimer: "Prior results do not guarantee a similar outcome.",
      testimonialsDisclaimer: "Given without payment.",
    },
  });
  expect(saved.status).toBe(200);
  expect((await a.call("POST", "/api/content/settings/firm/publish", {})).status).toBe(200);
  const add = async (kind: string, data: Record<string, unknown>) => {
    const res = await a.call("POST", `/api/content/${kind}`, { data });
    if (res.status !== 201) throw new Error(await res.text());
    const { id } = (await res.json()) as { id: string };
    expect((await a.call("POST", `/api/content/${kind}/${id}/publish`, {})).status).toBe(200);
    return id;
  };
  const result = await add("case-result", {
    title: "Default judgment set aside",
    matterType: "Debt claim",
    forum: "Grand Court of the Cayman Islands",
    year: 2024,
    outcome: OUTCOME,
    amount: "",
    amountBasis: "none",
    role: "lead",
    practiceArea: "",
    onHome: false,
    consentDate: "2024-09-01",
    consentBy: PRIVATE[0],
    verificationRef: PRIVATE[1],
    responsibleLawyer: LAWYER,
  });
  const testimonial = await add("testimonial", {
    quote: QUOTE,
    displayName: "A.B.",
    relationship: "client",
    practiceArea: "",
    onHome: false,
    compensated: false,
    draftedByFirm: false,
    staffOrRelative: false,
    representative: true,
    consentDate: "2024-09-02",
    consentBy: PRIVATE[0],
  });
  const doc = (await (await a.call("GET", "/api/content/export")).json()) as Doc;
  return { a, doc, result, testimonial };
}

const problemsOf = async (r: Response) =>
  ((await r.json()) as { problems: { path: string; message: string }[] }).problems
    .map((p) => `${p.path}: ${p.message}`)
    .join("\n");

describe("case results and testimonials in the site's document", () => {
  test("the export carries them with their private record", async () => {
    const { doc, result, testimonial } = await source();
    expect(doc.caseResults).toHaveLength(1);
    expect(doc.caseResults[0]).toMatchObject({
      id: result,
      outcome: OUTCOME,
      consentDate: "2024-09-01",
      consentBy: PRIVATE[0],
      verificationRef: PRIVATE[1],
      responsibleLawyer: LAWYER,
    });
    expect(doc.testimonials).toHaveLength(1);
    expect(doc.testimonials[0]).toMatchObject({ id: testimonial, quote: QUOTE, consentBy: PRIVATE[0] });
  });

  test("publishing them is refused while the disclaimer is empty; drafts load; with it, they publish", async () => {
    const { doc, result, testimonial } = await source();
    const b = await site();
    const before = await (await b.call("GET", "/api/content")).text();
    const bare = { ...doc, settings: { ...doc.settings, resultsDisclaimer: "", testimonialsDisclaimer: "" } };

    const refused = await b.call("POST", "/api/content/import?publish=1", bare);
    expect(refused.status).toBe(400);
    const said = await problemsOf(refused);
    expect(said).toContain("caseResults[0]: “Default judgment set aside” cannot be published");
    expect(said).toContain("testimonials[0]: “Testimonial from A.B.” cannot be published");
    expect(said).toContain("no disclaimer for case results");
    expect(await (await b.call("GET", "/api/content")).text()).toBe(before);
    expect((await b.get("/results")).status).toBe(404);

    // As drafts they load, private record and all, and nothing shows.
    const drafts = await b.call("POST", "/api/content/import", bare);
    expect(drafts.status).toBe(200);
    const item = (await (await b.call("GET", `/api/content/case-result/${result}`)).json()) as {
      draft: Record<string, unknown>;
      published: unknown;
    };
    expect(item.published).toBeNull();
    expect(item.draft).toMatchObject({ consentBy: PRIVATE[0], verificationRef: PRIVATE[1] });
    expect((await b.get("/results")).status).toBe(404);

    // With the disclaimers in the document, they publish.
    const ok = await b.call("POST", "/api/content/import?publish=1", doc);
    expect(ok.status).toBe(200);
    const page = await (await b.get("/results")).text();
    expect(page).toContain(OUTCOME);
    expect(page).toContain(QUOTE);
    expect(page).toContain("Prior results do not guarantee a similar outcome.");
    for (const p of PRIVATE) expect(page).not.toContain(p);
    const t = (await (await b.call("GET", `/api/content/testimonial/${testimonial}`)).json()) as {
      published: Record<string, unknown>;
    };
    expect(t.published).toMatchObject({ consentBy: PRIVATE[0], consentDate: "2024-09-02" });
  });

  test("the preset's checks refuse publishing too, naming the item", async () => {
    const { doc } = await source();
    const b = await site();
    const spoilt = { ...doc, testimonials: [{ ...doc.testimonials[0], representative: false }] };
    const r = await b.call("POST", "/api/content/import?publish=1", spoilt);
    expect(r.status).toBe(400);
    expect(await problemsOf(r)).toContain(
      "testimonials[0]: “Testimonial from A.B.” cannot be published: Tick “Representative of clients' typical experience”",
    );
    expect((await b.get("/results")).status).toBe(404);
  });

  test("round trip: a site imported from the file exports the same results and testimonials", async () => {
    const { a, doc } = await source();
    const b = await site();
    expect((await b.call("POST", "/api/content/import?publish=1", doc)).status).toBe(200);
    const again = (await (await b.call("GET", "/api/content/export")).json()) as Doc;
    expect(again.caseResults).toEqual(doc.caseResults);
    expect(again.testimonials).toEqual(doc.testimonials);
    expect(await (await b.get("/results")).text()).toBe(await (await a.get("/results")).text());
  });

  test("the command line refuses the same, one problem per line, and exports them too", async () => {
    const { a, doc } = await source();
    const dir = mkdtempSync(join(tmpdir(), "firm-site-results-transfer-"));
    dirs.push(dir);
    const b = await site();
    const cli = async (...args: string[]) => {
      const out: string[] = [];
      const [log, error] = [console.log, console.error];
      console.log = (...x: unknown[]) => out.push(x.join(" "));
      console.error = (...x: unknown[]) => out.push(x.join(" "));
      try {
        const code = await runContentCommand(args, {
          content: b.t.deps.content,
          imagesContext: { repos: b.t.repos, storage: b.t.deps.storage },
        });
        return { code, out: out.join("\n") };
      } finally {
        [console.log, console.error] = [log, error];
      }
    };
    const file = join(dir, "bare.json");
    await Bun.write(file, JSON.stringify({ ...doc, settings: { ...doc.settings, resultsDisclaimer: "" } }));
    const refused = await cli("import", file, "--publish");
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("caseResults[0]: “Default judgment set aside” cannot be published");
    expect(refused.out).not.toContain("testimonials[0]");
    expect((await b.get("/results")).status).toBe(404);
    expect((await cli("import", file)).code).toBe(0);
    const exported = join(dir, "b.json");
    expect((await cli("export", exported)).code).toBe(0);
    // Drafts are not exported (only what is published is); the source's own export has them.
    expect((await Bun.file(exported).json()).caseResults).toEqual([]);
    expect((await (await a.call("GET", "/api/content/export")).json()).caseResults).toHaveLength(1);
  });

  test("a document from before them leaves the site's results as they are", async () => {
    const { a, doc, result } = await source();
    const { caseResults: _r, testimonials: _t, ...older } = doc;
    expect((await a.call("POST", "/api/content/import?publish=1", older)).status).toBe(200);
    expect((await a.get("/results")).status).toBe(200);
    const item = (await (await a.call("GET", `/api/content/case-result/${result}`)).json()) as {
      published: Record<string, unknown>;
    };
    expect(item.published).toMatchObject({ verificationRef: PRIVATE[1] });
  });
});
