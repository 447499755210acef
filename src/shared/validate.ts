import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type * as z from "zod/mini";
import { type FieldErrors, fieldErrors } from "./fields";
import { loadSchemas, type Schemas } from "./load-schemas";

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; message: string };

/** The name of a schema of src/shared/schemas.ts, e.g. "contactSchema". */
export type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends z.ZodMiniType ? K : never;
}[keyof Schemas];
export type SchemaInput<N extends SchemaName> = z.infer<Schemas[N]>;

/** Validates any value with the schema of src/shared/schemas.ts named `name` (loaded on the first call). */
export async function validate<N extends SchemaName>(
  name: N,
  value: unknown,
): Promise<Parsed<SchemaInput<N>>> {
  const schema: z.ZodMiniType = (await loadSchemas())[name];
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, data: r.data as SchemaInput<N> };
  const errors = fieldErrors(r.error);
  return { ok: false, errors, message: Object.values(errors).join(". ") || "Invalid input." };
}

/** Reads a JSON body; anything that is not a JSON object is a 400 with a clear message (never a 500). */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new HTTPException(415, { message: "Send the body as JSON with Content-Type: application/json." });
  }
  try {
    const body: unknown = await c.req.json();
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw new Error("not an object");
    return body;
  } catch {
    throw new HTTPException(400, { message: "The request body is not a valid JSON object." });
  }
}

/** JSON body validated with a schema, or a 400 `{ error, fields }` response. */
export async function jsonBody<N extends SchemaName>(
  c: Context,
  name: N,
): Promise<{ ok: true; data: SchemaInput<N> } | { ok: false; response: Response }> {
  const parsed = await validate(name, await readJson(c));
  if (parsed.ok) return parsed;
  return { ok: false, response: c.json({ error: parsed.message, fields: parsed.errors }, 400) };
}

/** Form fields (urlencoded or multipart) as strings; files are left out. */
export async function formFields(c: Context): Promise<Record<string, string>> {
  try {
    const body = await c.req.parseBody();
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(body)) if (typeof v === "string") out[k] = v;
    return out;
  } catch {
    throw new HTTPException(400, { message: "The form could not be read." });
  }
}
