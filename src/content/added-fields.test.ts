/**
 * Every field described today that items were not stored with from the start (./first-fields) reaches a
 * stored item without it with a value publishing accepts: a field added later, required or not, never
 * leaves the firm's items unpublishable. A new required text for people or practice areas therefore says
 * what older items take (`whenAdded`); the settings and the pages take the sample's value.
 */
import { describe, expect, test } from "bun:test";
import { type ContentKind, type FieldSpec, fieldsOf, formOf, sectionsOf } from "./fields";
import { firstFields } from "./first-fields";
import { check, schemaFor } from "./schemas";
import { seedItems } from "./seed";
import { withAddedFields } from "./upgrade";

type Data = Record<string, unknown>;

/** Every field of a form with its path (a list's own fields as `list.field`). */
const described = (fields: readonly FieldSpec[], prefix = ""): { path: string; field: FieldSpec }[] =>
  fields.flatMap((field) => [
    { path: `${prefix}${field.key}`, field },
    ...(field.type === "list" ? described(field.fields, `${prefix}${field.key}.`) : []),
  ]);

/** `data` as it was stored before the field at `path` existed (gone from every list entry too). */
function storedBefore(data: Data, path: string): Data {
  const [key, rest] = path.split(/\.(.*)/s) as [string, string | undefined];
  if (!rest) return Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
  return { ...data, [key]: (data[key] as Data[]).map((entry) => storedBefore(entry, rest)) };
}

/** Every form once, with the sample items stored in it (each person and practice area). */
const forms = new Map<string, { kind: ContentKind; id: string; data: Data }[]>();
for (const item of seedItems()) {
  const form = formOf(item.kind, item.id);
  forms.set(form, [...(forms.get(form) ?? []), item]);
}

describe("a field added after items were stored", () => {
  test("some fields were added since the start, among them one of a listed kind's", () => {
    const added = [...forms].flatMap(([form, [item]]) =>
      described(fieldsOf(sectionsOf(item!.kind, item!.id)!))
        .filter((d) => !firstFields(form).has(d.path))
        .map((d) => `${form}:${d.path}`),
    );
    expect(added).toContain("settings:cookieBannerText");
    expect(added).toContain("practice-area:logoCaption");
  });

  test("a field there from the start says nothing about older items", () => {
    const saying = [...forms].flatMap(([form, [item]]) =>
      described(fieldsOf(sectionsOf(item!.kind, item!.id)!))
        .filter((d) => firstFields(form).has(d.path) && d.field.whenAdded)
        .map((d) => `${form}:${d.path}`),
    );
    expect(saying).toEqual([]);
  });

  for (const [form, items] of forms) {
    const sections = sectionsOf(items[0]!.kind, items[0]!.id)!;
    for (const { path } of described(fieldsOf(sections))) {
      if (firstFields(form).has(path)) continue;
      test(`${form}: ${path} reaches an item stored without it with a value publishing accepts`, () => {
        const schema = schemaFor(form, sections, "publish");
        for (const item of items) {
          const before = storedBefore(item.data, path);
          const now = withAddedFields(item.kind, item.id, before);
          // A list the sample leaves empty (a type's lawyers) has no entry to bring up to date.
          if (Bun.deepEquals(before, item.data)) {
            expect(now).toBeUndefined();
            continue;
          }
          expect(now).toBeDefined();
          const r = check(schema, now);
          expect({ item: item.id, fields: r.ok ? {} : r.fields }).toEqual({ item: item.id, fields: {} });
        }
      });
    }
  }

  test("an item that has every field is left as it is", () => {
    for (const item of seedItems()) expect(withAddedFields(item.kind, item.id, item.data)).toBeUndefined();
  });
});
