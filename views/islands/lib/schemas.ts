/**
 * src/schemas.ts for an island's validation in the browser, fetched on first need rather than with the
 * page: zod (~8 KB gzip) would put the contact page over the JavaScript budget (DESIGN.md §9), and the
 * server, which renders every island, must not evaluate zod at start either (docs/decisions/020).
 */
export type Schemas = typeof import("../../../src/schemas");

let schemas: Schemas | undefined;
let loading: Promise<Schemas> | undefined;

/** The schemas if they have arrived, else undefined (loadSchemas() fetches them). */
export const loadedSchemas = (): Schemas | undefined => schemas;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import("../../../src/schemas").then(
    (m) => {
      schemas = m;
      return m;
    },
    (err: unknown) => {
      loading = undefined; // try again next time
      throw err;
    },
  );
  return loading;
}
