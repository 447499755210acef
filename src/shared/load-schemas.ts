/**
 * src/shared/schemas.ts, loaded on first need, for the server's validation (src/shared/validate.ts) and the islands'
 * in the browser alike. Evaluating zod and building the schemas took ~3 ms of every start, before the
 * server could answer anything (docs/decisions/020-lazy-start.md); in the browser, zod (~8 KB gzip) would
 * put the contact page over its JavaScript budget (70 KB gzip a page, scripts/bench/support/pages.ts).
 */
export type Schemas = typeof import("./schemas");

let schemas: Schemas | undefined;
let loading: Promise<Schemas> | undefined;

/** The schemas if they have arrived, else undefined (loadSchemas() fetches them). */
export const loadedSchemas = (): Schemas | undefined => schemas;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import("./schemas").then(
    (m) => {
      schemas = m;
      return m;
    },
    (err: unknown) => {
      loading = undefined; // try again next time (a browser's request can fail)
      throw err;
    },
  );
  return loading;
}
