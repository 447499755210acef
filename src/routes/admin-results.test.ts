/**
 * Staff add a case result or a testimonial from the Site screen and fill it in in its editor, without
 * JavaScript; publishing one from the editor is refused (the form kept, the reason given) until the firm
 * has worded its disclaimer, and then goes live on /results.
 */
import { beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { editorForm, visibleText } from "../../tests/support/content-form";
import { withoutSecondAdmin } from "../../tests/support/results";

setDefaultTimeout(60_000);

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeAll(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
  await withoutSecondAdmin(t.deps.content);
});
const post = (path: string, body: FormData | URLSearchParams) =>
  t.app.request(`http://localhost${path}`, { method: "POST", headers: { Cookie: cookie }, body });
const page = async (path: string) =>
  (await t.app.request(`http://localhost${path}`, { headers: { Cookie: cookie } })).text();

describe("case results and testimonials in the admin", () => {
  test("added from the Site screen, refused without the disclaimer, published once it is there", async () => {
    expect(visibleText(await page("/admin/site"))).toContain("Case results and testimonials");
    const added = await post("/admin/site/testimonials", new URLSearchParams({ displayName: "J.S." }));
    expect(added.status).toBe(303);
    const editor = added.headers.get("location")!;
    expect(editor).toMatch(/^\/admin\/site\/testimonial\/testimonial-[a-f0-9]+$/);
    const html = await page(editor);
    expect(html).toContain("Representative of clients&#x27; typical experience");
    expect(html).toContain("Client&#x27;s consent on file: given by");

    const fill = {
      quote: "They explained every step.",
      relationship: "client",
      representative: "true",
      consentBy: "Jane Smith, by letter",
    };
    const refused = await post(
      editor,
      await editorForm(t.app, cookie, editor, { ...fill, intent: "publish" }),
    );
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(visibleText(again)).toContain(
      "The firm has no disclaimer for testimonials yet: write it in Firm settings → Results and testimonials",
    );
    // What was typed is kept.
    expect(again).toContain("They explained every step.");

    const settings = "/admin/site/settings/firm";
    const saved = await post(
      settings,
      await editorForm(t.app, cookie, settings, {
        testimonialsDisclaimer: "Given without payment; no guarantee of a similar result.",
        intent: "publish",
      }),
    );
    expect(saved.status).toBe(303);
    const published = await post(
      editor,
      await editorForm(t.app, cookie, editor, { ...fill, intent: "publish" }),
    );
    expect({
      status: published.status,
      body:
        published.status === 303
          ? ""
          : visibleText(await published.text())
              .split("Enquiries")[1]
              ?.slice(0, 900),
    }).toEqual({ status: 303, body: "" });
    const results = await (await t.app.request("http://localhost/results")).text();
    expect(results).toContain("They explained every step.");
    expect(results).toContain("Given without payment; no guarantee of a similar result.");
    expect(results).not.toContain("Jane Smith");
  });

  test("a preset fills both disclaimers with its starting text as a draft, labelled not legal advice", async () => {
    expect(await page("/admin/site")).toContain("Starting text, not legal advice");
    const r = await post("/admin/site/compliance-preset", new URLSearchParams({ preset: "new-york" }));
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe("/admin/site/settings/firm");
    const item = (await (
      await t.app.request("http://localhost/api/content/settings/firm", { headers: { Cookie: cookie } })
    ).json()) as { draft: Record<string, unknown>; published: Record<string, unknown> };
    expect(item.draft.compliancePreset).toBe("new-york");
    expect(item.draft.resultsDisclaimer).toContain("Prior results do not guarantee a similar outcome.");
    expect(item.draft.attorneyAdvertising).toBe(true);
    // Nothing went live: the home page has no label until the settings are published.
    expect(await (await t.app.request("http://localhost/")).text()).not.toContain("Attorney Advertising");
    const bad = await post("/admin/site/compliance-preset", new URLSearchParams({ preset: "mars" }));
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/admin/site#site-results");
  });
});
