import { type ContentVersion, recordContentChange } from "./content-version";
import type { Sql } from "./sql";

/** Where the stored address came from: an admin's request, or an admin typing it on the Site screen. */
export type SiteOriginSource = "sign-in" | "admin";

export interface StoredSiteOrigin {
  origin: string;
  source: SiteOriginSource;
  updatedAt: number;
  updatedBy: string | null;
}

/**
 * The site's own web address when SITE_URL is unset (src/content/origin.ts decides what it means). Every
 * write also announces itself as a content change, in the same transaction, so each instance's watcher
 * notices it and reloads the address with the rest of what public pages show.
 */
export function createSiteOriginRepo(sql: Sql, version: ContentVersion) {
  const write = async (statement: string, params: (string | number | null)[]): Promise<boolean> => {
    const changed = await sql.tx(async (tx) => {
      const { changes } = await tx.run(statement, params);
      if (changes > 0) await recordContentChange(tx);
      return changes > 0;
    });
    if (changed) version.bump();
    return changed;
  };
  return {
    async get(): Promise<StoredSiteOrigin | undefined> {
      const r = await sql.get<{
        origin: string;
        source: SiteOriginSource;
        updated_at: number | string;
        updated_by: string | null;
      }>("SELECT origin, source, updated_at, updated_by FROM site_origin WHERE id = 1");
      return (
        r && { origin: r.origin, source: r.source, updatedAt: Number(r.updated_at), updatedBy: r.updated_by }
      );
    },
    /** Stores the address learnt from an admin's request, unless one is stored already; whether it was. */
    learn: (origin: string, by: string | null, now: number) =>
      write(
        `INSERT INTO site_origin (id, origin, source, updated_at, updated_by) VALUES (1, ?, 'sign-in', ?, ?)
         ON CONFLICT (id) DO NOTHING`,
        [origin, now, by],
      ),
    /** An admin's choice, replacing whatever was stored. */
    set: (origin: string, by: string, now: number) =>
      write(
        `INSERT INTO site_origin (id, origin, source, updated_at, updated_by) VALUES (1, ?, 'admin', ?, ?)
         ON CONFLICT (id) DO UPDATE SET origin = excluded.origin, source = excluded.source,
           updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
        [origin, now, by],
      ),
  };
}
export type SiteOriginRepo = ReturnType<typeof createSiteOriginRepo>;
