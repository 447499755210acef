import { describe, expect, test } from "bun:test";
import { sectionsOf } from "./fields";
import { check, schemaFor } from "./schemas";
import { seedItems } from "./seed";

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
    ]);
    for (const item of items) {
      const sections = sectionsOf(item.kind, item.id)!;
      const r = check(schemaFor(`${item.kind}:${item.id}`, sections, "publish"), item.data);
      expect({ item: item.id, fields: r.ok ? {} : r.fields }).toEqual({ item: item.id, fields: {} });
    }
  });
});

test("docs/content-fields.md describes the fields as they are (bun scripts/content-fields-doc.ts writes it)", async () => {
  const { CONTENT_FIELDS_DOC, contentFieldsDoc } = await import("../../scripts/content-fields-doc");
  expect(await Bun.file(CONTENT_FIELDS_DOC).text()).toBe(contentFieldsDoc());
});
