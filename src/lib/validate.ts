import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type * as z from "zod/mini";
import { type FieldErrors, fieldErrors } from "../schemas";

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; message: string };

/** Validates any value with one of src/schemas.ts. */
export function validate<S extends z.ZodMiniType>(schema: S, value: unknown): Parsed<z.infer<S>> {
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, data: r.data as z.infer<S> };
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
export async function jsonBody<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const parsed = validate(schema, await readJson(c));
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
