/**
 * The zod schemas of the site's content, built from the field descriptions in fields.ts: one shape per
 * kind. A draft may be incomplete (every field may be left out or empty) but what it holds must be right;
 * publishing checks the whole item. Unknown fields and wrong types are refused, naming the field. Loaded on
 * first use (content.ts imports this module only when something is saved), never at start.
 */
import * as z from "zod/mini";
import { isPlainEmail, PLAIN_EMAIL_RULE } from "../shared/email-address";
import { isLocalPath } from "../shared/local-path";
import { MARKDOWN_TOO_DEEP, nestsTooDeeply } from "../shared/markdown-limits";
import { type FieldSpec, type FormSection, fieldsOf, PERSON_ID, WEEKDAYS } from "./fields";

export type Mode = "draft" | "publish";

const number = (n: number) => n.toLocaleString("en-US");
const HTTPS_URL = /^https:\/\/[^\s"'<>]+$/;
/** A path of this site (/contact, /services#x) or an http(s) address. */
const PATH_OR_URL = /^(\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/;
/** A path that leads to another site once a browser reads it (//host, /\host, also percent-encoded). */
const elsewhere = (v: string) => v.startsWith("/") && !isLocalPath(v);
/** An uploaded image, or one of the site's own pictures. */
export const IMAGE_REF =
  /^(\/uploads\/[A-Za-z0-9_-]+\.(png|jpe?g|gif|webp)|\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp))$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const validDate = (v: string) => {
  if (v === "") return true;
  if (!DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

function textSchema(f: Extract<FieldSpec, { max: number }>, mode: Mode, optional: boolean) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.trim(),
    z.maxLength(f.max, `${f.label} must be at most ${number(f.max)} characters`),
  ];
  if (mode === "publish" && !optional) checks.push(z.minLength(1, `${f.label} is required`));
  const format = "format" in f ? f.format : undefined;
  if (format) {
    const [valid, message]: [(v: string) => boolean, string] =
      format === "email"
        ? [isPlainEmail, `${f.label} ${PLAIN_EMAIL_RULE}`]
        : format === "url"
          ? [(v) => HTTPS_URL.test(v), `${f.label} must be an https:// address`]
          : format === "time"
            ? [(v) => TIME.test(v), `${f.label} must be a time of day, HH:MM (e.g. 09:00)`]
            : format === "slug" ||
                format === "practice-area" ||
                format === "person" ||
                format === "booking-host"
              ? [
                  (v) => SLUG.test(v),
                  `${f.label} may hold lowercase letters, digits and single hyphens (e.g. family-law)`,
                ]
              : [
                  (v) => PATH_OR_URL.test(v),
                  `${f.label} must be a path of this site (/contact) or an http(s) address`,
                ];
    checks.push(z.refine((v: string) => v === "" || valid(v), message));
    if (format === "path-or-url")
      checks.push(
        z.refine(
          (v: string) => !elsewhere(v),
          `${f.label}: a path of this site starts with a single / (e.g. /contact); “//” or “/\\” at its start would lead to another site`,
        ),
      );
  }
  return z.string(`${f.label} must be text`).check(...checks);
}

function fieldSchema(f: FieldSpec, mode: Mode): z.ZodMiniType {
  switch (f.type) {
    case "text":
    case "textarea":
      return textSchema(f, mode, f.optional === true);
    case "markdown":
      return textSchema(f, mode, false).check(
        z.refine((v: string) => v.length > f.max || !nestsTooDeeply(v), MARKDOWN_TOO_DEEP),
      );
    case "lines":
      return z.pipe(
        z
          .array(
            z
              .string(`${f.label} must be a list of texts`)
              .check(
                z.trim(),
                z.maxLength(
                  f.maxItem,
                  `Each line of ${f.label} must be at most ${number(f.maxItem)} characters`,
                ),
              ),
            `${f.label} must be a list of texts`,
          )
          .check(z.maxLength(f.maxItems, `${f.label} may have at most ${f.maxItems} lines`)),
        z.transform((lines: string[]) => lines.filter((l) => l !== "")),
      );
    case "image":
      return z.nullable(
        z
          .string(`${f.label} must be an image address or null`)
          .check(z.refine((v: string) => IMAGE_REF.test(v), `${f.label} must be an uploaded image`)),
      );
    case "boolean":
      return z.boolean(`${f.label} must be true or false`);
    case "choice":
      return z.enum(
        f.options.map((o) => o.value) as [string, ...string[]],
        `${f.label} must be one of: ${f.options.map((o) => o.value).join(", ")}`,
      );
    case "number":
      return z
        .number(`${f.label} must be a number`)
        .check(
          z.gte(f.min, `${f.label} must be at least ${f.min}`),
          z.lte(f.max, `${f.label} must be at most ${f.max}`),
        );
    case "integer": {
      const checks: z.core.$ZodCheck<number>[] = [
        z.gte(f.min, `${f.label} must be at least ${f.min}`),
        z.lte(f.max, `${f.label} must be at most ${f.max}`),
      ];
      const { step, oneOf } = f;
      if (step)
        checks.push(z.refine((v: number) => v % step === 0, `${f.label} must be a multiple of ${step}`));
      if (oneOf)
        checks.push(
          z.refine((v: number) => oneOf.includes(v), `${f.label} must be one of ${oneOf.join(", ")}`),
        );
      return z.int(`${f.label} must be a whole number`).check(...checks);
    }
    case "month":
      return z
        .int(`${f.label} must be a month from 1 to 12`)
        .check(
          z.gte(1, `${f.label} must be a month from 1 to 12`),
          z.lte(12, `${f.label} must be a month from 1 to 12`),
        );
    case "date":
      return z
        .string(`${f.label} must be a date`)
        .check(z.refine(validDate, `${f.label} must be a date (YYYY-MM-DD)`));
    case "person": {
      const id = z
        .string(`${f.label} must be a person's id`)
        .check(z.regex(PERSON_ID, `${f.label} must be a person's id`));
      return z.nullable(id);
    }
    case "people":
      return z
        .array(
          z
            .string(`${f.label} must be a list of people's ids`)
            .check(z.regex(PERSON_ID, `${f.label} must be a list of people's ids`)),
          `${f.label} must be a list of people's ids`,
        )
        .check(
          z.maxLength(f.maxItems, `${f.label} may name at most ${f.maxItems} people`),
          z.refine((ids: string[]) => new Set(ids).size === ids.length, `${f.label} names someone twice`),
        );
    case "hours":
      return hoursSchema(f.label);
    case "links":
      return z
        .array(
          z.strictObject({
            label: z
              .string("A link's label must be text")
              .check(
                z.trim(),
                z.minLength(1, "A link needs a label"),
                z.maxLength(60, "A link's label must be at most 60 characters"),
              ),
            url: z
              .string("A link's address must be text")
              .check(z.trim(), z.regex(HTTPS_URL, "A link's address must start with https://")),
          }),
          `${f.label} must be a list of links`,
        )
        .check(z.maxLength(f.maxItems, `${f.label} may have at most ${f.maxItems} links`));
    case "list": {
      const item = objectSchema(f.fields, mode);
      const checks: z.core.$ZodCheck<unknown[]>[] = [
        z.maxLength(f.maxItems, `${f.label} may have at most ${f.maxItems} items`),
      ];
      if (mode === "publish")
        checks.push(
          z.minLength(
            f.minItems,
            `${f.label} needs at least ${f.minItems} item${f.minItems === 1 ? "" : "s"}`,
          ),
        );
      return z.array(item, `${f.label} must be a list`).check(...checks);
    }
  }
}

function hoursSchema(label: string) {
  const open = z.strictObject({
    open: z
      .string(`${label}: opening time must be text`)
      .check(z.regex(TIME, `${label}: times are HH:MM, e.g. 09:00`)),
    close: z
      .string(`${label}: closing time must be text`)
      .check(z.regex(TIME, `${label}: times are HH:MM, e.g. 17:00`)),
  });
  const day = z.nullable(
    open.check(
      z.refine(
        (d: { open: string; close: string }) => d.open < d.close,
        `${label}: a day closes after it opens`,
      ),
    ),
  );
  return z.strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, day])) as Record<(typeof WEEKDAYS)[number], typeof day>,
  );
}

function objectSchema(fields: readonly FieldSpec[], mode: Mode) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const f of fields)
    shape[f.key] = mode === "draft" ? z.optional(fieldSchema(f, mode)) : fieldSchema(f, mode);
  return z.strictObject(shape);
}

const cache = new Map<string, z.ZodMiniType>();

/** The schema of one kind of item (by its form sections), as a draft or as published. */
export function schemaFor(key: string, sections: readonly FormSection[], mode: Mode): z.ZodMiniType {
  const k = `${key}:${mode}`;
  let s = cache.get(k);
  if (!s) {
    s = objectSchema(fieldsOf(sections), mode);
    cache.set(k, s);
  }
  return s;
}

export type Checked =
  | { ok: true; data: Record<string, unknown> }
  | { ok: false; fields: Record<string, string>; error: string };

/** Validates `value`: the cleaned data, or a message per field (paths like `clientSegments.1.title`). */
export function check(schema: z.ZodMiniType, value: unknown): Checked {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return { ok: false, fields: {}, error: "data must be an object of fields" };
  const r = schema.safeParse(value);
  // Fields a draft left out stay out (not `undefined`), so they keep what the item holds.
  if (r.success)
    return {
      ok: true,
      data: Object.fromEntries(
        Object.entries(r.data as Record<string, unknown>).filter(([, v]) => v !== undefined),
      ),
    };
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      for (const key of (issue as { keys: string[] }).keys)
        fields[[...path, key].join(".")] ??= `Unknown field: ${key}`;
    } else {
      fields[path.join(".") || "data"] ??= issue.message;
    }
  }
  const error = Object.values(fields).join(". ");
  return { ok: false, fields, error: error || "The data is not valid." };
}
