import { type ContentVersion, recordContentChange } from "./content-version";
import type { Sql } from "./sql";

export type MasterFormat = "jpeg" | "png" | "webp";
export type SourceFormat = "jpeg" | "png" | "gif" | "webp";

export interface ImageVariant {
  width: number;
  height: number;
  bytes: number;
}

/** What was stored for one upload (migration 004): the master and its WebP variants. */
export interface ImageRecord {
  id: string;
  /** The master's name in the upload store (/uploads/<name>). */
  name: string;
  format: MasterFormat;
  sourceFormat: SourceFormat;
  width: number;
  height: number;
  bytes: number;
  placeholder: string;
  /** Narrowest first. */
  variants: ImageVariant[];
  createdAt: number;
  processedAt: number;
}

interface ImageRow {
  id: string;
  name: string;
  format: MasterFormat;
  source_format: SourceFormat;
  width: number | string;
  height: number | string;
  bytes: number | string;
  placeholder: string;
  variants: string;
  created_at: number | string;
  processed_at: number | string;
}

const COLUMNS =
  "id, name, format, source_format, width, height, bytes, placeholder, variants, created_at, processed_at";

function toRecord(r: ImageRow): ImageRecord {
  return {
    id: r.id,
    name: r.name,
    format: r.format,
    sourceFormat: r.source_format,
    width: Number(r.width),
    height: Number(r.height),
    bytes: Number(r.bytes),
    placeholder: r.placeholder,
    variants: JSON.parse(r.variants) as ImageVariant[],
    createdAt: Number(r.created_at),
    processedAt: Number(r.processed_at),
  };
}

/** Bound parameters per IN (…) list, well under SQLite's and PostgreSQL's limits. */
const IN_CHUNK = 500;

/**
 * Uploaded images (src/images). Every write bumps the content version: public pages carry the images'
 * sizes and placeholders, so a cached page must not outlive the row it was rendered from.
 */
export function createImagesRepo(sql: Sql, version: ContentVersion) {
  return {
    /** Inserts the record, or replaces the one with its id (a rebuild). */
    async save(r: ImageRecord): Promise<void> {
      await sql.tx(async (tx) => {
        await tx.run(
          `INSERT INTO images (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, format = excluded.format,
             source_format = excluded.source_format, width = excluded.width, height = excluded.height,
             bytes = excluded.bytes, placeholder = excluded.placeholder, variants = excluded.variants,
             processed_at = excluded.processed_at`,
          [
            r.id,
            r.name,
            r.format,
            r.sourceFormat,
            r.width,
            r.height,
            r.bytes,
            r.placeholder,
            JSON.stringify(r.variants),
            r.createdAt,
            r.processedAt,
          ],
        );
        await recordContentChange(tx);
      });
      version.bump();
    },
    async findById(id: string): Promise<ImageRecord | undefined> {
      const r = await sql.get<ImageRow>(`SELECT ${COLUMNS} FROM images WHERE id = ?`, [id]);
      return r ? toRecord(r) : undefined;
    },
    /** The records of those ids that exist, in no particular order. */
    async findByIds(ids: readonly string[]): Promise<ImageRecord[]> {
      const unique = [...new Set(ids)];
      const out: ImageRecord[] = [];
      for (let i = 0; i < unique.length; i += IN_CHUNK) {
        const chunk = unique.slice(i, i + IN_CHUNK);
        const rows = await sql.all<ImageRow>(
          `SELECT ${COLUMNS} FROM images WHERE id IN (${chunk.map(() => "?").join(", ")})`,
          chunk,
        );
        out.push(...rows.map(toRecord));
      }
      return out;
    },
    /** Ids of those given that have a record. */
    async existingIds(ids: readonly string[]): Promise<Set<string>> {
      const unique = [...new Set(ids)];
      const found = new Set<string>();
      for (let i = 0; i < unique.length; i += IN_CHUNK) {
        const chunk = unique.slice(i, i + IN_CHUNK);
        const rows = await sql.all<{ id: string }>(
          `SELECT id FROM images WHERE id IN (${chunk.map(() => "?").join(", ")})`,
          chunk,
        );
        for (const r of rows) found.add(r.id);
      }
      return found;
    },
    /** Records created before `before`, a page at a time in id order (after `afterId`). */
    async listCreatedBefore(before: number, afterId: string, limit: number): Promise<ImageRecord[]> {
      return (
        await sql.all<ImageRow>(
          `SELECT ${COLUMNS} FROM images WHERE created_at < ? AND id > ? ORDER BY id LIMIT ?`,
          [before, afterId, limit],
        )
      ).map(toRecord);
    },
    /** Every record, a page at a time in id order (after `afterId`). */
    async listPage(afterId: string, limit: number): Promise<ImageRecord[]> {
      return (
        await sql.all<ImageRow>(`SELECT ${COLUMNS} FROM images WHERE id > ? ORDER BY id LIMIT ?`, [
          afterId,
          limit,
        ])
      ).map(toRecord);
    },
    async delete(id: string): Promise<boolean> {
      const removed = await sql.tx(async (tx) => {
        const gone = (await tx.run("DELETE FROM images WHERE id = ?", [id])).changes > 0;
        if (gone) await recordContentChange(tx);
        return gone;
      });
      if (removed) version.bump();
      return removed;
    },
  };
}
export type ImagesRepo = ReturnType<typeof createImagesRepo>;
