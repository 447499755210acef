/**
 * The content editor's plain form, read back into an item's data (the fields' descriptions say how each
 * control encodes its value; views/components/content-fields.tsx draws them). Pictures chosen in the form
 * come back as files to put through the image pipeline before saving.
 */
import { type FieldSpec, type FormSection, fieldsOf, WEEKDAYS } from "./fields";

/** A multipart or urlencoded body as the web framework parses it (`all`: repeated names as arrays). */
export type FormBody = Record<string, string | File | (string | File)[]>;

export interface FormRead {
  data: Record<string, unknown>;
  /** Pictures to upload, by the path of their field. */
  uploads: { path: string; file: File }[];
}

const texts = (v: FormBody[string] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is string => typeof x === "string");
const text = (body: FormBody, name: string) => texts(body[name]).at(-1) ?? "";
const normalise = (s: string) => s.replace(/\r\n?/g, "\n");

function fileAt(body: FormBody, name: string): File | undefined {
  const v = body[name];
  const f = Array.isArray(v) ? v.find((x) => x instanceof File) : v;
  return f instanceof File && f.size > 0 ? f : undefined;
}

function readField(f: FieldSpec, path: string, body: FormBody, uploads: FormRead["uploads"]): unknown {
  switch (f.type) {
    case "text":
      return text(body, path).trim();
    case "textarea":
    case "markdown":
      return normalise(text(body, path)).trim();
    case "date":
    case "choice":
      return text(body, path).trim();
    case "lines":
      return normalise(text(body, path))
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
    case "links":
      return normalise(text(body, path))
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
        .map((l) => {
          const bar = l.lastIndexOf("|");
          return bar === -1
            ? { label: "", url: l }
            : { label: l.slice(0, bar).trim(), url: l.slice(bar + 1).trim() };
        });
    case "boolean":
      return texts(body[path]).includes("true");
    case "number":
    case "integer":
    case "month": {
      const raw = text(body, path).trim();
      // Left as text when it is not a number, so the check names the field instead of guessing.
      return raw !== "" && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    }
    case "person":
      return text(body, path).trim() || null;
    case "people":
      return texts(body[`${path}[]`]).filter(Boolean);
    case "image": {
      const file = fileAt(body, `${path}!file`);
      if (file) uploads.push({ path, file });
      if (text(body, `${path}!remove`) === "1") return null;
      return text(body, path).trim() || null;
    }
    case "hours":
      return Object.fromEntries(
        WEEKDAYS.map((day) =>
          text(body, `${path}.${day}.closed`) === "1"
            ? [day, null]
            : [
                day,
                {
                  open: text(body, `${path}.${day}.open`).trim(),
                  close: text(body, `${path}.${day}.close`).trim(),
                },
              ],
        ),
      );
    case "list": {
      const items: unknown[] = [];
      for (let i = 0; i < f.maxItems + 1; i++) {
        const prefix = `${path}.${i}`;
        const present = Object.keys(body).some(
          (k) => k.startsWith(`${prefix}.`) || k.startsWith(`${prefix}!`),
        );
        if (!present || text(body, `${prefix}!remove`) === "1") continue;
        const before = uploads.length;
        const item = Object.fromEntries(
          f.fields.map((sub) => [sub.key, readField(sub, `${prefix}.${sub.key}`, body, uploads)]),
        );
        // The empty slot the form offers for adding one is no item until something is filled in (a
        // drop-down always holds a value, so it alone does not make one).
        const typed = f.fields.filter((sub) => sub.type !== "choice");
        const filled = Object.fromEntries(
          (typed.length ? typed : f.fields).map((sub) => [sub.key, item[sub.key]]),
        );
        if (isEmpty(filled) && uploads.length === before) continue;
        // Uploads of an item after removed ones must land on the item's new position.
        for (const u of uploads.slice(before))
          u.path = u.path.replace(`${prefix}.`, `${path}.${items.length}.`);
        items.push(item);
      }
      return items;
    }
  }
}

const isEmpty = (item: Record<string, unknown>) =>
  Object.values(item).every(
    (v) => v === "" || v === null || v === false || (Array.isArray(v) && v.length === 0),
  );

/** Every field of the sections from the form body. */
export function readContentForm(sections: readonly FormSection[], body: FormBody): FormRead {
  const uploads: FormRead["uploads"] = [];
  const data: Record<string, unknown> = {};
  for (const f of fieldsOf(sections)) data[f.key] = readField(f, f.key, body, uploads);
  return { data, uploads };
}

/** Sets `value` at a dotted path of `data` ("clientSegments.1.image"). */
export function setAtPath(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let at: Record<string, unknown> | unknown[] = data;
  for (const k of keys.slice(0, -1)) at = (at as Record<string, unknown>)[k] as Record<string, unknown>;
  (at as Record<string, unknown>)[keys.at(-1)!] = value;
}
