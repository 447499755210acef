import { describe, expect, test } from "bun:test";
import { makeTestApp } from "../../tests/support/app";
import { sectionsOf } from "./fields";
import { check, schemaFor } from "./schemas";
import { SAMPLE_SITE, seedItems } from "./seed";
import { DOCUMENT_FORMAT, DOCUMENT_VERSION } from "./transfer";

describe("the seed", () => {
  test("every item of a fresh install passes the checks publishing makes", () => {
    const items = seedItems();
    expect(items.map((i) => `${i.kind}:${i.id}`)).toEqual([
      "settings:firm",
      "person:natalie-ebanks",
      "person:jonathan-merren",
      "person:priya-walton",
      "practice-area:corporate-services",
      "practice-area:corporate-law",
      "practice-area:real-estate",
      "practice-area:immigration",
      "practice-area:regulatory-compliance",
      "practice-area:employment-law",
      "practice-area:intellectual-property",
      "practice-area:wills-estates-trusts",
      "page:home",
      "page:about",
      "page:our-people",
      "page:contact",
      "page:services",
      "page:privacy-policy",
      "page:terms",
      "page:terms-of-engagement",
      "settings:bookings",
      "appointment-type:initial-consultation",
      "page:accessibility",
    ]);
    for (const item of items) {
      const sections = sectionsOf(item.kind, item.id)!;
      const r = check(schemaFor(`${item.kind}:${item.id}`, sections, "publish"), item.data);
      expect({ item: item.id, fields: r.ok ? {} : r.fields }).toEqual({ item: item.id, fields: {} });
    }
  });

  test("the sample firm is a site document: importing it into a fresh install changes no page", async () => {
    const t = await makeTestApp();
    const paths = ["/", "/services", "/services/regulatory-compliance", "/about", "/our-people", "/terms"];
    const before = await Promise.all(paths.map(async (p) => (await t.app.request(p)).text()));
    const doc = {
      format: DOCUMENT_FORMAT,
      version: DOCUMENT_VERSION,
      exportedAt: "2026-01-01T00:00:00.000Z",
      ...SAMPLE_SITE,
      images: [],
    };
    const r = await t.deps.content.importDocument(undefined, doc, { publish: true });
    expect(r).toMatchObject({ ok: true, added: 0, removed: 0, images: 0 });
    const after = await Promise.all(paths.map(async (p) => (await t.app.request(p)).text()));
    expect(after).toEqual(before);
  }, 30_000);

  test("the legal pages' texts are the markdown files beside the seed", async () => {
    for (const id of ["privacy-policy", "terms", "terms-of-engagement"] as const) {
      const file = await Bun.file(`${import.meta.dir}/seed/legal/${id}.md`).text();
      expect(SAMPLE_SITE.pages[id].body).toBe(file);
    }
  });
});

test("docs/content-fields.md describes the fields as they are (bun scripts/content-fields-doc.ts writes it)", async () => {
  const { CONTENT_FIELDS_DOC, contentFieldsDoc } = await import("../../scripts/content-fields-doc");
  expect(await Bun.file(CONTENT_FIELDS_DOC).text()).toBe(contentFieldsDoc());
});
