import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { type SchemaInput, type SchemaName, validate } from "../shared/validate";

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

/** Form fields where a name may repeat (checkboxes): a string, or a list of them; files are left out. */
export async function formValues(c: Context): Promise<Record<string, string | string[]>> {
  try {
    const body = await c.req.parseBody({ all: true });
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === "string") out[k] = v;
      else if (Array.isArray(v)) out[k] = v.filter((x): x is string => typeof x === "string");
    }
    return out;
  } catch {
    throw new HTTPException(400, { message: "The form could not be read." });
  }
}
