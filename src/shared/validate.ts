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
