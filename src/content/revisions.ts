/**
 * An item's revisions: listed, read one by one, and restored as the draft. A revision that names a person
 * or a practice area taken off the site since is not restored silently without them: staff are told who
 * (or which) and choose to keep them named (publishing then waits for them to be back) or leave them out.
 */
import type { Core } from "./core";
import type { ContentKind } from "./fields";
import { type Actor, type ItemView, iso, NOT_FOUND, type Outcome, type RevisionView, titleOf } from "./items";
import {
  leaveOut,
  type MissingChoice,
  type MissingReference,
  missingIn,
  missingWords,
  personNamer,
} from "./references";
import type { SiteContent } from "./site-content";
import { upToDate } from "./upgrade";

/** A restore that waits for staff's choice: what the revision names that is no longer on the site. */
export type RestoreOutcome =
  | Outcome<ItemView>
  | { ok: false; status: 409; error: string; missing: MissingReference[] };

export function createRevisions(core: Core, site: () => Promise<SiteContent>) {
  const { repos, findAny, change, audit } = core;

  const noSuchRevision = (n: number) =>
    ({ ok: false, status: 404, error: `There is no revision ${n} (it may have been pruned).` }) as const;

  /** A stored revision's data with the fields its kind has now (dropped ones gone, added ones in). */
  async function dataOf(kind: string, id: string, n: number) {
    const stored = await repos.content.revisionData(kind, id, n);
    return stored && (upToDate(kind, id, stored) ?? stored);
  }

  return {
    async revisions(kind: string, id: string): Promise<Outcome<RevisionView[]>> {
      const row = await findAny(kind, id);
      if (!row) return NOT_FOUND;
      return {
        ok: true,
        value: (await repos.content.revisions(row.kind, row.id)).map((r) => ({
          revision: r.revision,
          action: r.action,
          author: r.authorName,
          at: iso(r.at),
          published: r.wentLive,
          approvedBy: r.approvedBy,
          approvedAt: r.approvedAt === null ? null : iso(r.approvedAt),
        })),
      };
    },

    async revision(
      kind: string,
      id: string,
      n: number,
    ): Promise<Outcome<RevisionView & { data: Record<string, unknown> }>> {
      const row = await findAny(kind, id);
      if (!row) return NOT_FOUND;
      const meta = (await repos.content.revisions(row.kind, row.id)).find((r) => r.revision === n);
      const data = meta && (await repos.content.revisionData(row.kind, row.id, n));
      if (!meta || !data) return noSuchRevision(n);
      return {
        ok: true,
        value: {
          revision: n,
          action: meta.action,
          author: meta.authorName,
          at: iso(meta.at),
          published: meta.wentLive,
          approvedBy: meta.approvedBy,
          approvedAt: meta.approvedAt === null ? null : iso(meta.approvedAt),
          data,
        },
      };
    },

    /** Names people by their id for staff (a comparison of revisions), those removed since too. */
    async personNamer(): Promise<(id: string) => string> {
      return personNamer(await repos.content.all());
    },

    /** What a revision names that is no longer on the site (people removed, practice areas retired since). */
    async missingIn(kind: string, id: string, n: number): Promise<Outcome<MissingReference[]>> {
      const row = await findAny(kind, id);
      if (!row) return NOT_FOUND;
      const data = await dataOf(row.kind, row.id, n);
      if (!data) return noSuchRevision(n);
      const rows = await repos.content.all();
      const practice = (await site().catch(() => undefined))?.practice;
      return { ok: true, value: missingIn(row.kind as ContentKind, row.id, data, rows, practice) };
    },

    /**
     * A revision becomes a new draft: nothing is published or deleted by it. An item taken off the site
     * comes back this way, as a draft that is not public until it is published again. When the revision
     * names what has left the site since, `missing` says what to do with it; without it, nothing is
     * restored and the answer lists what is missing.
     */
    async restore(
      actor: Actor,
      kind: string,
      id: string,
      n: number,
      missing?: MissingChoice,
    ): Promise<RestoreOutcome> {
      const row = await findAny(kind, id);
      if (!row) return NOT_FOUND;
      let data = await dataOf(row.kind, row.id, n);
      if (!data) return noSuchRevision(n);
      const practice = (await site().catch(() => undefined))?.practice;
      const gone = missingIn(row.kind as ContentKind, row.id, data, await repos.content.all(), practice);
      if (gone.length > 0 && missing === undefined)
        return {
          ok: false,
          status: 409,
          error: `Revision ${n} names what is no longer on the site: ${missingWords(gone)}. Restore it with them kept (it can be published once they are back) or left out.`,
          missing: gone,
        };
      if (gone.length > 0 && missing === "leave-out") data = leaveOut(data, gone);
      const r = await change(
        actor,
        row,
        row.revision,
        row.removed
          ? { draft: data, removed: false, published: null, scheduled: { data: null, at: null } }
          : { draft: data },
        { action: `restore:${n}`, data, wentLive: false, public: false },
      );
      if (r.ok)
        await audit(actor, "content.restore", row, titleOf(row.kind, id, data), {
          revision: n,
          ...(gone.length > 0 ? { missing: missing === "leave-out" ? "left out" : "kept" } : {}),
        });
      return r;
    },
  };
}
