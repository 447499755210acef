import { type ContentVersion, recordContentChange } from "./content-version";
import { movePostsArea } from "./post-versions";
import type { Sql } from "./sql";

/** One item of the site's content as stored: its versions as parsed JSON. */
export interface ContentRow {
  kind: string;
  id: string;
  position: number;
  published: Record<string, unknown> | null;
  /** The published version's markdown fields rendered and sanitised, by field. */
  publishedHtml: Record<string, string> | null;
  htmlVersion: number | null;
  draft: Record<string, unknown> | null;
  scheduled: Record<string, unknown> | null;
  scheduledAt: number | null;
  scheduleError: string | null;
  removed: boolean;
  revision: number;
  updatedAt: number;
  updatedBy: string | null;
}

export interface RevisionRow {
  revision: number;
  action: string;
  authorId: string | null;
  authorName: string | null;
  at: number;
  wentLive: boolean;
  /** The second admin who approved this publish or schedule, and when (null when none was needed). */
  approvedBy: string | null;
  approvedAt: number | null;
}

/** Who approved a change that needed a second admin. */
export interface Approval {
  by: string;
  at: number;
}

export interface Author {
  userId: string | null;
  username: string | null;
}

/** One item of an imported document, as it is to be stored. */
export interface ImportedItem {
  kind: string;
  id: string;
  data: Record<string, unknown>;
  /** Its place among its kind (people, practice areas). */
  position?: number;
  /** Published: markdown rendered and sanitised, and the renderer's version. */
  html?: { html: Record<string, string> | null; version: number | null };
  /** Published: a practice area's new address takes the posts filed under the old one along. */
  moveArea?: { from: string; to: string };
}

/** What a change leaves an item holding (only the parts it changes). */
export interface ContentChange {
  published?: Record<string, unknown> | null;
  publishedHtml?: { html: Record<string, string> | null; version: number | null };
  draft?: Record<string, unknown> | null;
  scheduled?: { data: Record<string, unknown> | null; at: number | null };
  scheduleError?: string | null;
  removed?: boolean;
  /** A practice area's address changed as it went live: the posts filed under the old one follow it. */
  moveArea?: { from: string; to: string };
}

interface Row {
  kind: string;
  id: string;
  position: number | string;
  published: string | null;
  published_html: string | null;
  html_version: number | string | null;
  draft: string | null;
  scheduled: string | null;
  scheduled_at: number | string | null;
  schedule_error: string | null;
  removed: number | string | boolean;
  revision: number | string;
  updated_at: number | string;
  updated_by: string | null;
}

const json = <T>(s: string | null): T | null => (s === null ? null : (JSON.parse(s) as T));
const num = (v: number | string | null) => (v === null ? null : Number(v));

const toRow = (r: Row): ContentRow => ({
  kind: r.kind,
  id: r.id,
  position: Number(r.position),
  published: json(r.published),
  publishedHtml: json(r.published_html),
  htmlVersion: num(r.html_version),
  draft: json(r.draft),
  scheduled: json(r.scheduled),
  scheduledAt: num(r.scheduled_at),
  scheduleError: r.schedule_error,
  removed: Number(r.removed) === 1 || r.removed === true,
  revision: Number(r.revision),
  updatedAt: Number(r.updated_at),
  updatedBy: r.updated_by,
});

const COLS = `kind, id, position, published, published_html, html_version, draft, scheduled, scheduled_at,
  schedule_error, removed, revision, updated_at, updated_by`;

/** Draft revisions kept per item beyond those that went live (the oldest are pruned first). */
export const DRAFT_REVISIONS_KEPT = 200;

/**
 * The site's content and its history: the only SQL of src/content. Every change is one transaction that
 * moves the item's revision on by one and writes that revision; a change the public sees also announces a
 * new content version to every instance.
 */
export function createContentRepo(sql: Sql, version: ContentVersion) {
  async function addRevision(
    tx: Sql,
    kind: string,
    id: string,
    revision: number,
    action: string,
    data: Record<string, unknown>,
    author: Author,
    at: number,
    wentLive: boolean,
    approval?: Approval,
  ) {
    await tx.run(
      `INSERT INTO content_revisions (kind, id, revision, action, data, author_id, author_name, at, went_live,
         approved_by, approved_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        kind,
        id,
        revision,
        action,
        JSON.stringify(data),
        author.userId,
        author.username,
        at,
        wentLive ? 1 : 0,
        approval?.by ?? null,
        approval?.at ?? null,
      ],
    );
    // The oldest draft revisions beyond the limit go; a revision that went live never does, nor a removal
    // (the moment an item left the site is part of what the site was: "Site on a date").
    await tx.run(
      `DELETE FROM content_revisions WHERE kind = ? AND id = ? AND went_live = 0 AND action <> 'remove' AND revision <= ?`,
      [kind, id, revision - DRAFT_REVISIONS_KEPT],
    );
  }

  return {
    async all(): Promise<ContentRow[]> {
      const rows = await sql.all<Row>(`SELECT ${COLS} FROM content_items ORDER BY kind, position, id`);
      return rows.map(toRow);
    },

    async find(kind: string, id: string): Promise<ContentRow | undefined> {
      const r = await sql.get<Row>(`SELECT ${COLS} FROM content_items WHERE kind = ? AND id = ?`, [kind, id]);
      return r && toRow(r);
    },

    /** A fresh install's item, live at once; nothing when it exists already (another instance seeded it). */
    async seed(
      kind: string,
      id: string,
      position: number,
      data: Record<string, unknown>,
      html: Record<string, string> | null,
      htmlVersion: number | null,
      at: number,
    ): Promise<boolean> {
      return sql
        .tx(async (tx) => {
          const { changes } = await tx.run(
            `INSERT INTO content_items (kind, id, position, published, published_html, html_version, removed, revision, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 0, 1, ?) ON CONFLICT (kind, id) DO NOTHING`,
            [kind, id, position, JSON.stringify(data), html && JSON.stringify(html), htmlVersion, at],
          );
          if (changes === 0) return false;
          await addRevision(tx, kind, id, 1, "seed", data, { userId: null, username: null }, at, true);
          await recordContentChange(tx);
          return true;
        })
        .then((seeded) => {
          if (seeded) version.bump();
          return seeded;
        });
    },

    /** A new item (a person), as a draft at the end of its kind's order. */
    async create(
      kind: string,
      id: string,
      data: Record<string, unknown>,
      author: Author,
      at: number,
    ): Promise<boolean> {
      return sql.tx(async (tx) => {
        const last = await tx.get<{ p: number | string | null }>(
          "SELECT MAX(position) AS p FROM content_items WHERE kind = ?",
          [kind],
        );
        const { changes } = await tx.run(
          `INSERT INTO content_items (kind, id, position, draft, removed, revision, updated_at, updated_by)
           VALUES (?, ?, ?, ?, 0, 1, ?, ?) ON CONFLICT (kind, id) DO NOTHING`,
          [kind, id, Number(last?.p ?? -1) + 1, JSON.stringify(data), at, author.username],
        );
        if (changes === 0) return false;
        await addRevision(tx, kind, id, 1, "create", data, author, at, false);
        return true;
      });
    },

    /**
     * Applies `change` if the item is still at `expected` (the revision the editor loaded), as revision
     * expected + 1 recording `action` with `data`. False when someone changed it meanwhile (or it is gone).
     */
    async change(
      kind: string,
      id: string,
      expected: number,
      change: ContentChange,
      log: {
        action: string;
        data: Record<string, unknown>;
        wentLive: boolean;
        public: boolean;
        approval?: Approval;
      },
      author: Author,
      at: number,
    ): Promise<boolean> {
      const sets: string[] = ["revision = revision + 1", "updated_at = ?", "updated_by = ?"];
      const params: (string | number | null)[] = [at, author.username];
      const set = (column: string, value: string | number | null) => {
        sets.push(`${column} = ?`);
        params.push(value);
      };
      const asJson = (v: Record<string, unknown> | null) => (v === null ? null : JSON.stringify(v));
      if (change.published !== undefined) set("published", asJson(change.published));
      if (change.publishedHtml !== undefined) {
        set("published_html", change.publishedHtml.html && JSON.stringify(change.publishedHtml.html));
        set("html_version", change.publishedHtml.version);
      }
      if (change.draft !== undefined) set("draft", asJson(change.draft));
      if (change.scheduled !== undefined) {
        set("scheduled", asJson(change.scheduled.data));
        set("scheduled_at", change.scheduled.at);
      }
      if (change.scheduleError !== undefined) set("schedule_error", change.scheduleError);
      if (change.removed !== undefined) set("removed", change.removed ? 1 : 0);
      const changed = await sql.tx(async (tx) => {
        const { changes } = await tx.run(
          `UPDATE content_items SET ${sets.join(", ")} WHERE kind = ? AND id = ? AND revision = ?`,
          [...params, kind, id, expected],
        );
        if (changes === 0) return false;
        if (change.moveArea) await movePostsArea(tx, change.moveArea.from, change.moveArea.to, at);
        await addRevision(
          tx,
          kind,
          id,
          expected + 1,
          log.action,
          log.data,
          author,
          at,
          log.wentLive,
          log.approval,
        );
        if (log.public) await recordContentChange(tx);
        return true;
      });
      if (changed && log.public) version.bump();
      return changed;
    },

    /** New kept HTML for the live version (a newer renderer), without a revision of its own. */
    async keepHtml(
      kind: string,
      id: string,
      revision: number,
      html: Record<string, string>,
      htmlVersion: number,
    ) {
      await sql.run(
        "UPDATE content_items SET published_html = ?, html_version = ? WHERE kind = ? AND id = ? AND revision = ?",
        [JSON.stringify(html), htmlVersion, kind, id, revision],
      );
    },

    /**
     * Every value of `fields` an item of `kind` went live with, oldest first (practice areas' former
     * addresses). Revisions that went live are never pruned, so nothing is forgotten.
     */
    async liveValues(
      kind: string,
      fields: readonly string[],
    ): Promise<{ id: string; values: Record<string, unknown> }[]> {
      const rows = await sql.all<{ id: string; data: string }>(
        "SELECT id, data FROM content_revisions WHERE kind = ? AND went_live = 1 ORDER BY at, revision",
        [kind],
      );
      return rows.map((r) => {
        const data = JSON.parse(r.data) as Record<string, unknown>;
        return { id: r.id, values: Object.fromEntries(fields.map((f) => [f, data[f]])) };
      });
    },

    /**
     * Loads an imported document in one transaction: each item as its draft, or published (then the people
     * and practice areas it does not name leave the site, as a removal does). All of it, or nothing.
     */
    async importItems(
      items: readonly ImportedItem[],
      opts: { publish: boolean; author: Author; at: number; listed: readonly string[] },
    ): Promise<{ added: number; updated: number; removed: number }> {
      const counts = { added: 0, updated: 0, removed: 0 };
      const { publish, author, at } = opts;
      await sql.tx(async (tx) => {
        for (const item of items) {
          const row = await tx.get<{ revision: number | string; removed: number | string | boolean }>(
            "SELECT revision, removed FROM content_items WHERE kind = ? AND id = ?",
            [item.kind, item.id],
          );
          const data = JSON.stringify(item.data);
          const html = item.html?.html ? JSON.stringify(item.html.html) : null;
          const htmlVersion = item.html?.version ?? null;
          let revision = 1;
          if (!row) {
            const last = await tx.get<{ p: number | string | null }>(
              "SELECT MAX(position) AS p FROM content_items WHERE kind = ?",
              [item.kind],
            );
            await tx.run(
              `INSERT INTO content_items (kind, id, position, published, published_html, html_version, draft, removed, revision, updated_at, updated_by)
               VALUES (?, ?, ?, ?, ?, ?, ?, 0, 1, ?, ?)`,
              [
                item.kind,
                item.id,
                item.position ?? Number(last?.p ?? -1) + 1,
                publish ? data : null,
                publish ? html : null,
                publish ? htmlVersion : null,
                publish ? null : data,
                at,
                author.username,
              ],
            );
            counts.added++;
          } else {
            revision = Number(row.revision) + 1;
            const wasRemoved = row.removed === true || Number(row.removed) === 1;
            const sets = publish
              ? "published = ?, published_html = ?, html_version = ?, draft = NULL, scheduled = NULL, scheduled_at = NULL, schedule_error = NULL"
              : // A draft over an item taken off the site brings it back unpublished, as a restore does.
                `draft = ?${wasRemoved ? ", published = NULL" : ""}`;
            await tx.run(
              `UPDATE content_items SET ${sets}, removed = 0, revision = ?, updated_at = ?, updated_by = ?${item.position === undefined ? "" : ", position = ?"}
               WHERE kind = ? AND id = ?`,
              [
                ...(publish ? [data, html, htmlVersion] : [data]),
                revision,
                at,
                author.username,
                ...(item.position === undefined ? [] : [item.position]),
                item.kind,
                item.id,
              ],
            );
            if (publish && item.moveArea) await movePostsArea(tx, item.moveArea.from, item.moveArea.to, at);
            counts.updated++;
          }
          await addRevision(
            tx,
            item.kind,
            item.id,
            revision,
            publish ? "import-publish" : "import",
            item.data,
            author,
            at,
            publish,
          );
        }
        if (publish) {
          // The site becomes the document: people and practice areas it does not name leave the site.
          for (const kind of opts.listed) {
            const keep = new Set(items.filter((i) => i.kind === kind).map((i) => i.id));
            const others = await tx.all<{
              id: string;
              revision: number | string;
              published: string | null;
              draft: string | null;
            }>("SELECT id, revision, published, draft FROM content_items WHERE kind = ? AND removed = 0", [
              kind,
            ]);
            for (const o of others) {
              if (keep.has(o.id)) continue;
              const revision = Number(o.revision) + 1;
              await tx.run(
                "UPDATE content_items SET removed = 1, revision = ?, updated_at = ?, updated_by = ? WHERE kind = ? AND id = ?",
                [revision, at, author.username, kind, o.id],
              );
              await addRevision(
                tx,
                kind,
                o.id,
                revision,
                "remove",
                json(o.draft) ?? json(o.published) ?? {},
                author,
                at,
                false,
              );
              counts.removed++;
            }
          }
          await recordContentChange(tx);
        }
      });
      if (publish) version.bump();
      return counts;
    },

    /** Puts the items of a kind in the order of `ids` (the others keep their place after them). */
    async order(kind: string, ids: readonly string[]): Promise<void> {
      await sql.tx(async (tx) => {
        for (const [i, id] of ids.entries())
          await tx.run("UPDATE content_items SET position = ? WHERE kind = ? AND id = ?", [i, kind, id]);
        await recordContentChange(tx);
      });
      version.bump();
    },

    async revisions(kind: string, id: string): Promise<RevisionRow[]> {
      const rows = await sql.all<{
        revision: number | string;
        action: string;
        author_id: string | null;
        author_name: string | null;
        at: number | string;
        went_live: number | string | boolean;
        approved_by: string | null;
        approved_at: number | string | null;
      }>(
        `SELECT revision, action, author_id, author_name, at, went_live, approved_by, approved_at FROM content_revisions
         WHERE kind = ? AND id = ? ORDER BY revision DESC`,
        [kind, id],
      );
      return rows.map((r) => ({
        revision: Number(r.revision),
        action: r.action,
        authorId: r.author_id,
        authorName: r.author_name,
        at: Number(r.at),
        wentLive: Number(r.went_live) === 1 || r.went_live === true,
        approvedBy: r.approved_by,
        approvedAt: r.approved_at === null ? null : Number(r.approved_at),
      }));
    },

    async revisionData(
      kind: string,
      id: string,
      revision: number,
    ): Promise<Record<string, unknown> | undefined> {
      const r = await sql.get<{ data: string }>(
        "SELECT data FROM content_revisions WHERE kind = ? AND id = ? AND revision = ?",
        [kind, id, revision],
      );
      return r ? (JSON.parse(r.data) as Record<string, unknown>) : undefined;
    },

    /**
     * The site's content as it was live at `at` (ms): each item's newest revision by then that went live,
     * unless a removal came after it. Order is today's (the history does not keep reordering).
     */
    async liveAt(at: number): Promise<ContentRow[]> {
      const rows = await sql.all<{
        kind: string;
        id: string;
        revision: number | string;
        action: string;
        data: string;
        at: number | string;
        position: number | string | null;
      }>(
        `SELECT r.kind, r.id, r.revision, r.action, r.data, r.at, i.position FROM content_revisions r
         LEFT JOIN content_items i ON i.kind = r.kind AND i.id = r.id
         WHERE r.at <= ? AND (r.went_live = 1 OR r.action = 'remove')
         ORDER BY r.kind, r.id, r.revision`,
        [at],
      );
      const latest = new Map<string, (typeof rows)[number]>();
      for (const r of rows) latest.set(`${r.kind}\u0000${r.id}`, r);
      return [...latest.values()]
        .filter((r) => r.action !== "remove")
        .map((r) => ({
          kind: r.kind,
          id: r.id,
          position: Number(r.position ?? 0),
          published: JSON.parse(r.data) as Record<string, unknown>,
          publishedHtml: null,
          htmlVersion: null,
          draft: null,
          scheduled: null,
          scheduledAt: null,
          scheduleError: null,
          removed: false,
          revision: Number(r.revision),
          updatedAt: Number(r.at),
          updatedBy: null,
        }))
        .sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position || a.id.localeCompare(b.id));
    },

    /** Items whose scheduled version is due at `now`. */
    async due(now: number): Promise<ContentRow[]> {
      const rows = await sql.all<Row>(
        `SELECT ${COLS} FROM content_items WHERE scheduled_at IS NOT NULL AND scheduled_at <= ? AND removed = 0`,
        [now],
      );
      return rows.map(toRow);
    },

    /** The next moment a scheduled version goes live, if any. */
    async nextScheduledAt(): Promise<number | undefined> {
      const r = await sql.get<{ at: number | string | null }>(
        "SELECT MIN(scheduled_at) AS at FROM content_items WHERE scheduled_at IS NOT NULL AND removed = 0",
      );
      return r?.at === null || r?.at === undefined ? undefined : Number(r.at);
    },

    /** Whether any item or revision names this upload (a photo, a logo), so it must not be deleted. */
    async usesUpload(uploadId: string): Promise<boolean> {
      const like = `%/uploads/${uploadId}.%`;
      const item = await sql.get(
        `SELECT 1 AS x FROM content_items WHERE published LIKE ? OR draft LIKE ? OR scheduled LIKE ?`,
        [like, like, like],
      );
      if (item) return true;
      return (await sql.get("SELECT 1 AS x FROM content_revisions WHERE data LIKE ?", [like])) !== undefined;
    },

    /** Every text of every item and revision that may name uploads, for the image sweep. */
    async uploadTexts(): Promise<string[]> {
      const items = await sql.all<{ t: string }>(
        `SELECT COALESCE(published, '') || COALESCE(draft, '') || COALESCE(scheduled, '') AS t
         FROM content_items WHERE published LIKE '%/uploads/%' OR draft LIKE '%/uploads/%' OR scheduled LIKE '%/uploads/%'`,
      );
      const revisions = await sql.all<{ t: string }>(
        "SELECT data AS t FROM content_revisions WHERE data LIKE '%/uploads/%'",
      );
      return [...items, ...revisions].map((r) => r.t);
    },

    async count(): Promise<number> {
      const r = await sql.get<{ n: number | string }>("SELECT COUNT(*) AS n FROM content_items");
      return Number(r?.n ?? 0);
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
