/**
 * Adding a practice area asks only for what its page cannot do without (title, web address, summary);
 * everything else is optional and shown empty until filled; a refusal puts one message beside each field,
 * with what was typed kept and no toast over the form. Without JavaScript (plain forms).
 */
import { beforeEach, describe, expect, test } from "bun:test";
import { makeTestAppWithAdmin, signIn } from "../../tests/support/app";
import { editorForm, visibleText } from "../../tests/support/content-form";

let t: Awaited<ReturnType<typeof makeTestAppWithAdmin>>;
let cookie: string;
beforeEach(async () => {
  t = await makeTestAppWithAdmin({ RATE_LIMITS: "off" });
  cookie = await signIn(t.app);
});

const add = (fields: Record<string, string>) =>
  t.app.request("http://localhost/admin/site/practice-areas", {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams(fields),
  });
const page = async (path: string) => (await t.app.request(`http://localhost${path}`)).text();
/** A field's message on the page, by the id of its control. */
const errorOf = (html: string, id: string) =>
  new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(html)?.[1]?.replace(/&#x27;/g, "'");

describe("the form that adds one", () => {
  test("asks for title, web address and summary; a refusal keeps what was typed, a message beside each field", async () => {
    const site = await (
      await t.app.request("http://localhost/admin/site", { headers: { Cookie: cookie } })
    ).text();
    const form = /<form[^>]*id="add-practice-area"[\s\S]*?<\/form>/.exec(site)![0];
    expect([...form.matchAll(/name="([a-z]+)"/g)].map((m) => m[1])).toEqual(["title", "slug", "description"]);

    const r = await add({ title: "", slug: "Family Law!", description: "" });
    expect(r.status).toBe(400);
    // Said on the form, not in a toast over it.
    expect(r.headers.get("set-cookie") ?? "").not.toContain("flash=");
    const html = await r.text();
    expect(errorOf(html, "new-area-title")).toBe("Title is required");
    expect(errorOf(html, "new-area-slug")).toBe(
      "Web address may hold lowercase letters, digits and single hyphens (e.g. family-law)",
    );
    expect(errorOf(html, "new-area-description")).toBe("Summary is required");
    expect(html).toMatch(/id="new-area-slug"[^>]*value="family law!"/);

    const taken = await add({ title: "Immigration", slug: "immigration", description: "Work permits." });
    expect(taken.status).toBe(400);
    const again = await taken.text();
    expect(errorOf(again, "new-area-slug")).toBe(
      "Immigration Services already has the web address /services/immigration: choose another.",
    );
    expect(errorOf(again, "new-area-title")).toBeUndefined();
    expect(again).toMatch(/id="new-area-title"[^>]*value="Immigration"/);
    expect(again).toContain(">Work permits.</textarea>");
  });

  test("with only those three, the area publishes; its page shows nothing it was not given", async () => {
    const r = await add({
      title: "Family Law",
      slug: "",
      description: "Separation, children and family property, handled with care.",
    });
    expect(r.status).toBe(303);
    const editorPath = r.headers.get("location")!;
    const editor = await (
      await t.app.request(`http://localhost${editorPath}`, { headers: { Cookie: cookie } })
    ).text();
    // Shown empty until filled: nothing was made up from the title.
    for (const id of [
      "navLabel",
      "contactOption",
      "heroTitle",
      "heroBadge",
      "tagline",
      "metaTitle",
      "logoCaption",
    ])
      expect({ id, value: new RegExp(`id="cf-${id}"[^>]*value="([^"]*)"`).exec(editor)?.[1] ?? "" }).toEqual({
        id,
        value: "",
      });
    expect(editor).toMatch(/id="cf-slug"[^>]*value="family-law"/);
    expect(editor).toMatch(/<option value="global" selected="">The firm&#x27;s logo<\/option>/);

    // Published as the form holds it (no JavaScript).
    const form = await editorForm(t.app, cookie, editorPath, { intent: "publish" });
    const published = await t.app.request(`http://localhost${editorPath}`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    expect({
      status: published.status,
      body: published.status === 303 ? "" : visibleText(await published.text()).slice(0, 400),
    }).toEqual({ status: 303, body: "" });

    const html = await page("/services/family-law");
    const text = visibleText(html);
    expect(html).toContain("<title>Family Law | Ironwood Legal</title>");
    expect(html).toContain(
      '<meta name="description" content="Separation, children and family property, handled with care."/>',
    );
    expect(html).toMatch(/<h1[^>]*>Family Law<\/h1>/);
    expect(text).toContain("Separation, children and family property, handled with care.");
    expect(html).toContain('data-logo="global"');
    expect(html).not.toContain("/images/practice/");
    expect(html).not.toContain("/images/logo/legal-services.svg");
    for (const absent of ["Key Services Include", "Why Work With Us", "Legal Services"])
      expect({ absent, found: text.includes(absent) }).toEqual({ absent, found: false });
    // The closing call to action is on every practice page.
    expect(text).toContain("Contact Us Today");
    const services = visibleText(await page("/services"));
    expect(services).toContain(
      "Family Law Separation, children and family property, handled with care. Learn More About Family Law",
    );
  });

  test("a refused publish in the editor: one message beside each field, the draft kept, no toast", async () => {
    const form = await editorForm(t.app, cookie, "/admin/site/practice-area/immigration", {
      intent: "publish",
      title: "",
      description: "",
    });
    const r = await t.app.request("http://localhost/admin/site/practice-area/immigration", {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
    });
    expect(r.status).toBe(400);
    expect(r.headers.get("set-cookie") ?? "").not.toContain("flash=");
    const html = await r.text();
    expect(errorOf(html, "cf-title")).toBe("Title is required");
    expect(errorOf(html, "cf-description")).toBe("Summary is required");
    const alert = visibleText(/<div role="alert"[\s\S]*?<\/div>/.exec(html)![0]).trim();
    expect(alert).toBe(
      "Your changes are saved as a draft, but not published. 2 fields need your attention: Title , Summary .",
    );
    // Each message is said once: beside its field.
    expect(html.split("Title is required").length - 1).toBe(1);
  });
});
