/**
 * The site's own content, as a service: what pages read (from memory, per content version), and what
 * staff do to it (save a draft, publish now or at a time, discard, compare revisions and restore one,
 * add, remove and order people). Every change is checked, recorded as a revision with its author, written
 * on the item's revision (a stale copy is refused) and put on the audit trail.
 */
import { type AuditAction, recordEvent } from "../audit";
import type { Config, FirmIdentity } from "../config";
import type { ContentChange, ContentRow, Repos } from "../db";
import { responsiveImagesFor } from "../images";
import type { JobSpec } from "../jobs";
import { RENDERER_VERSION, renderMarkdown, renderTrustedMarkdown } from "../posts";
import { blankData } from "./blank";
import {
  type ContentKind,
  fieldsOf,
  isLegalPage,
  LEGAL_PAGE_IDS,
  type LegalPageId,
  PAGE_IDS,
  PAGES,
  PERSON_ID,
  sectionsOf,
} from "./fields";
import { finishLegalHtml, type LegalHtml } from "./legal-html";
import { seedItems } from "./seed";
import { type BuildInput, buildSiteContent, type SiteContent, uploadUrlsIn } from "./site-content";

export interface Actor {
  userId: string;
  username: string;
  ip: string | undefined;
}

export type ItemStatus = "published" | "draft" | "scheduled" | "hidden";

/** One line of the content list. */
export interface ItemSummary {
  kind: ContentKind;
  id: string;
  title: string;
  status: ItemStatus;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
  scheduledFor: string | null;
  /** Why the last scheduled publish failed, if it did. */
  scheduleError: string | null;
  /** Unpublished changes exist (besides a schedule). */
  hasDraft: boolean;
  /** Never published (a person added but not yet live). */
  unpublished: boolean;
}

/** One item with every version, for its editor and the API. */
export interface ItemView {
  kind: ContentKind;
  id: string;
  title: string;
  revision: number;
  published: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
  scheduled: Record<string, unknown> | null;
  scheduledFor: string | null;
  scheduleError: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface RevisionView {
  revision: number;
  action: string;
  author: string | null;
  at: string;
  /** This revision's data went live (never pruned). */
  published: boolean;
}

export type Refusal = {
  ok: false;
  status: 400 | 404 | 409;
  error: string;
  fields?: Record<string, string>;
  /** A stale save: who saved meanwhile, and when. */
  savedBy?: string | null;
  savedAt?: string;
};
export type Outcome<T> = { ok: true; value: T } | Refusal;

export interface ContentDeps {
  repos: Repos;
  config: Pick<Config, "firmOverrides">;
  now?: (() => number) | undefined;
  log?: (msg: string, fields: Record<string, unknown>) => void;
}

const NOT_FOUND: Refusal = { ok: false, status: 404, error: "There is no such item of the site's content." };
const iso = (ms: number) => new Date(ms).toISOString();
/** ISO 8601 with an explicit offset or Z, so "09:00" is never read in the server's own zone. */
const ISO_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const schemas = () => import("./schemas");

/** What an item is called on the Activity page and in lists. */
function titleOf(kind: string, id: string, data: Record<string, unknown> | null): string {
  if (kind === "settings") return "Firm settings";
  if (kind === "page") return (PAGES as Record<string, { title: string }>)[id]?.title ?? id;
  const name = typeof data?.name === "string" && data.name.trim() ? data.name.trim() : "New person";
  return name;
}

const latest = (row: ContentRow) => row.draft ?? row.scheduled ?? row.published;

function statusOf(row: ContentRow): ItemStatus {
  if (row.scheduledAt !== null) return "scheduled";
  if (row.draft !== null) return "draft";
  if (row.kind === "person" && (row.published === null || row.published.hidden === true)) return "hidden";
  return "published";
}

export function createContent(deps: ContentDeps) {
  const { repos } = deps;
  const now = () => (deps.now ?? Date.now)();
  const overrides = deps.config.firmOverrides;
  let cached: { version: number; site: Promise<SiteContent> } | undefined;
  let scheduleTimer: ReturnType<typeof setTimeout> | undefined;

  const known = (kind: string, id: string): kind is ContentKind => {
    if (kind === "settings") return id === "firm";
    if (kind === "page") return (PAGE_IDS as string[]).includes(id);
    if (kind === "person") return PERSON_ID.test(id) && id.length <= 80;
    return false;
  };

  async function audit(
    actor: Actor | undefined,
    action: AuditAction,
    row: { kind: string; id: string },
    label: string,
    detail?: Record<string, string | number | boolean>,
  ) {
    await recordEvent(repos, {
      action,
      actor: actor ? { userId: actor.userId, username: actor.username } : undefined,
      ip: actor?.ip,
      target: { type: "content", id: `${row.kind}:${row.id}`, label },
      detail,
      at: now(),
    });
  }

  const view = (row: ContentRow): ItemView => ({
    kind: row.kind as ContentKind,
    id: row.id,
    title: titleOf(row.kind, row.id, latest(row)),
    revision: row.revision,
    published: row.published,
    draft: row.draft,
    scheduled: row.scheduled,
    scheduledFor: row.scheduledAt === null ? null : iso(row.scheduledAt),
    scheduleError: row.scheduleError,
    updatedAt: iso(row.updatedAt),
    updatedBy: row.updatedBy,
  });

  async function findLive(kind: string, id: string): Promise<ContentRow | undefined> {
    if (!known(kind, id)) return undefined;
    const row = await repos.content.find(kind, id);
    return row && !row.removed ? row : undefined;
  }

  const stale = (row: ContentRow): Refusal => ({
    ok: false,
    status: 409,
    error: `${row.updatedBy ?? "Someone"} saved this at ${iso(row.updatedAt)}, after you opened it. Your changes are kept in the form: reload to see theirs, then apply yours again.`,
    savedBy: row.updatedBy,
    savedAt: iso(row.updatedAt),
  });

  async function validate(kind: ContentKind, id: string, data: unknown, mode: "draft" | "publish") {
    const { check, schemaFor } = await schemas();
    const sections = sectionsOf(kind, id)!;
    // Publishing checks the whole item: a field never filled in counts as empty.
    if (mode === "publish" && data !== null && typeof data === "object" && !Array.isArray(data))
      data = { ...blankData(sections), ...data };
    return check(
      schemaFor(kind === "person" ? "person" : `${kind}:${isLegalPage(id) ? "legal" : id}`, sections, mode),
      data,
    );
  }

  /** What publishing needs beyond the shape: the people it names exist. */
  async function references(
    kind: ContentKind,
    id: string,
    data: Record<string, unknown>,
  ): Promise<Record<string, string>> {
    const fields: Record<string, string> = {};
    const named = (ids: string[], field: string) => {
      for (const pid of ids)
        if (!people.has(pid)) fields[field] ??= `There is no person “${pid}” on the site.`;
    };
    const rows = await repos.content.all();
    const people = new Set(rows.filter((r) => r.kind === "person" && !r.removed).map((r) => r.id));
    for (const f of fieldsOf(sectionsOf(kind, id) ?? [])) {
      const v = data[f.key];
      if (f.type === "person" && typeof v === "string") named([v], f.key);
      if (f.type === "people" && Array.isArray(v)) named(v as string[], f.key);
    }
    return fields;
  }

  /** The published version's markdown rendered and sanitised (legal pages), to keep beside it. */
  async function htmlFor(id: string, data: Record<string, unknown>) {
    if (!isLegalPage(id)) return { html: null, version: null };
    return { html: { body: await renderMarkdown(String(data.body ?? "")) }, version: RENDERER_VERSION };
  }

  async function change(
    actor: Actor | undefined,
    row: ContentRow,
    expected: number,
    c: ContentChange,
    log: { action: string; data: Record<string, unknown>; wentLive: boolean; public: boolean },
  ): Promise<Outcome<ItemView>> {
    const author = { userId: actor?.userId ?? null, username: actor?.username ?? null };
    if (!(await repos.content.change(row.kind, row.id, expected, c, log, author, now()))) {
      const fresh = await repos.content.find(row.kind, row.id);
      return fresh ? stale(fresh) : NOT_FOUND;
    }
    if (log.public) scheduleNext();
    return { ok: true, value: view((await repos.content.find(row.kind, row.id))!) };
  }

  // ── What pages read ──────────────────────────────────────────────────────

  async function legalHtmlOf(
    rows: readonly ContentRow[],
    preview: boolean,
    firm: FirmIdentity,
    address: string,
  ) {
    const out = {} as Record<LegalPageId, LegalHtml>;
    for (const id of LEGAL_PAGE_IDS) {
      const row = rows.find((r) => r.kind === "page" && r.id === id)!;
      let safe: string;
      const pending = preview ? (row.draft ?? row.scheduled) : null;
      if (pending && typeof pending.body === "string") safe = await renderMarkdown(pending.body);
      else if (row.publishedHtml?.body !== undefined && row.htmlVersion === RENDERER_VERSION)
        safe = row.publishedHtml.body;
      else safe = await renderMarkdown(String(row.published?.body ?? ""));
      out[id] = finishLegalHtml(safe, { ...firm, address });
    }
    return out;
  }

  async function build(preview: boolean): Promise<SiteContent> {
    const rows = (await repos.content.all()).filter((r) => !r.removed);
    const versionOf: BuildInput["versionOf"] = preview
      ? (row) => {
          const newest = row.draft ?? row.scheduled;
          if (!row.published && !newest) return null;
          return {
            ...blankData(sectionsOf(row.kind as ContentKind, row.id) ?? []),
            ...row.published,
            ...newest,
          };
        }
      : (row) => row.published;
    const urls = uploadUrlsIn(rows, versionOf);
    const images = await responsiveImagesFor({ repos }, ...urls);
    const uploads = new Map(
      urls.flatMap((u) => {
        const m = /\/uploads\/([A-Za-z0-9_-]+)\./.exec(u);
        const img = m && images.get(m[1]!);
        return img ? [[u, img] as const] : [];
      }),
    );
    const settings = versionOf(rows.find((r) => r.kind === "settings")!)!;
    const firm = {
      name: overrides.name ?? String(settings.name),
      phone: overrides.phone ?? String(settings.phone),
      email: overrides.email ?? String(settings.email),
    };
    const address = (settings.addressContact as string[]).join(", ");
    return buildSiteContent({
      rows,
      versionOf,
      overrides,
      uploads,
      legalHtml: await legalHtmlOf(rows, preview, firm, address),
      preview,
    });
  }

  let lastGood: SiteContent | undefined;

  /**
   * The public site's content, built once per content version. Should a rebuild fail (the database gone
   * for a moment), the last version built is served meanwhile and the next request tries again.
   */
  function site(): Promise<SiteContent> {
    const version = repos.contentVersion.current();
    if (cached?.version !== version) {
      const fresh = build(false).then(
        (s) => {
          lastGood = s;
          return s;
        },
        (e: unknown) => {
          if (cached?.site === fresh) cached = undefined;
          if (lastGood) return lastGood;
          throw e;
        },
      );
      cached = { version, site: fresh };
    }
    return cached.site;
  }

  // ── Scheduled publishing ────────────────────────────────────────────────

  /** Publishes every scheduled version that is due; how many went live. Safe on several instances at once. */
  async function publishDue(): Promise<number> {
    let published = 0;
    for (const row of await repos.content.due(now())) {
      const data = row.scheduled;
      if (!data) continue;
      const label = titleOf(row.kind, row.id, data);
      const kind = row.kind as ContentKind;
      const checked = await validate(kind, row.id, data, "publish");
      const refs = checked.ok ? await references(kind, row.id, checked.data) : {};
      const problem = !checked.ok ? checked.error : Object.values(refs).join(". ");
      if (problem) {
        // Kept as the draft (unless a newer one exists), with the reason shown beside it.
        const r = await change(
          undefined,
          row,
          row.revision,
          {
            scheduled: { data: null, at: null },
            draft: row.draft ?? data,
            scheduleError: problem,
          },
          { action: "schedule-failed", data, wentLive: false, public: false },
        );
        if (r.ok)
          await audit(undefined, "content.schedule_failed", row, label, { reason: problem.slice(0, 200) });
        continue;
      }
      const r = await change(
        undefined,
        row,
        row.revision,
        {
          published: checked.ok ? checked.data : data,
          publishedHtml: await htmlFor(row.id, data),
          scheduled: { data: null, at: null },
          scheduleError: null,
        },
        { action: "published-on-schedule", data, wentLive: true, public: true },
      );
      if (r.ok) {
        published++;
        await audit(undefined, "content.scheduled_publish", row, label);
      }
    }
    return published;
  }

  /** Wakes this instance at the next scheduled moment (the job catches anything a timer misses). */
  function scheduleNext() {
    clearTimeout(scheduleTimer);
    repos.content
      .nextScheduledAt()
      .then((at) => {
        if (at === undefined) return;
        // setTimeout holds at most ~24.8 days: a later moment is reached by the job's regular check.
        const wait = at - now() + 20;
        if (wait > 2 ** 31 - 1) return;
        scheduleTimer = setTimeout(() => void publishDue().catch(() => {}), Math.max(0, wait));
        scheduleTimer.unref?.();
      })
      .catch(() => {});
  }

  return {
    site,
    /** The public content as last built (undefined before the first build), for work outside requests. */
    current: (): SiteContent | undefined => lastGood,
    /** The site as it will look with every draft and scheduled change applied (never cached). */
    previewSite: () => build(true),

    /** Seeds what a fresh install lacks (every item at first start); how many items were added. */
    async seed(): Promise<number> {
      const have = new Set((await repos.content.all()).map((r) => `${r.kind}:${r.id}`));
      let added = 0;
      for (const [position, item] of seedItems().entries()) {
        if (have.has(`${item.kind}:${item.id}`)) continue;
        const html = isLegalPage(item.id)
          ? { body: await renderTrustedMarkdown(String(item.data.body)) }
          : null;
        if (
          await repos.content.seed(
            item.kind,
            item.id,
            position,
            item.data,
            html,
            html ? RENDERER_VERSION : null,
            now(),
          )
        )
          added++;
      }
      scheduleNext();
      return added;
    },

    async list(): Promise<ItemSummary[]> {
      const rows = (await repos.content.all()).filter((r) => !r.removed);
      const order = (r: ContentRow) => (r.kind === "settings" ? 0 : r.kind === "page" ? 1 : 2);
      rows.sort(
        (a, b) =>
          order(a) - order(b) ||
          (a.kind === "page"
            ? PAGE_IDS.indexOf(a.id as never) - PAGE_IDS.indexOf(b.id as never)
            : a.position - b.position),
      );
      return rows.map((r) => ({
        kind: r.kind as ContentKind,
        id: r.id,
        title: titleOf(r.kind, r.id, latest(r)),
        status: statusOf(r),
        revision: r.revision,
        updatedAt: iso(r.updatedAt),
        updatedBy: r.updatedBy,
        scheduledFor: r.scheduledAt === null ? null : iso(r.scheduledAt),
        scheduleError: r.scheduleError,
        hasDraft: r.draft !== null,
        unpublished: r.published === null,
      }));
    },

    async get(kind: string, id: string): Promise<ItemView | undefined> {
      const row = await findLive(kind, id);
      return row && view(row);
    },

    /** Saves a draft; the live site does not change. `revision` is the one the editor loaded. */
    async save(
      actor: Actor,
      kind: string,
      id: string,
      revision: unknown,
      data: unknown,
    ): Promise<Outcome<ItemView>> {
      const row = await findLive(kind, id);
      if (!row) return NOT_FOUND;
      if (typeof revision !== "number" || !Number.isInteger(revision))
        return {
          ok: false,
          status: 400,
          error: "revision must be the number of the revision you loaded",
          fields: { revision: "revision must be a whole number" },
        };
      if (revision !== row.revision) return stale(row);
      const checked = await validate(row.kind as ContentKind, id, data, "draft");
      if (!checked.ok) return { ok: false, status: 400, error: checked.error, fields: checked.fields };
      // Fields the draft leaves out keep what the item holds now (its draft, schedule or live version).
      const draft = { ...(latest(row) ?? {}), ...checked.data };
      const r = await change(
        actor,
        row,
        revision,
        { draft, scheduleError: null },
        { action: "save", data: draft, wentLive: false, public: false },
      );
      if (r.ok) await audit(actor, "content.save", row, titleOf(row.kind, id, draft));
      return r;
    },

    /** Publishes the draft now, or (at, ISO 8601 with offset) schedules it. */
    async publish(actor: Actor, kind: string, id: string, at?: unknown): Promise<Outcome<ItemView>> {
      const row = await findLive(kind, id);
      if (!row) return NOT_FOUND;
      const source = row.draft ?? (at !== undefined ? row.scheduled : null);
      if (!source)
        return { ok: false, status: 409, error: "There are no unpublished changes: save a draft first." };
      let when: number | undefined;
      if (at !== undefined && at !== null && at !== "") {
        if (typeof at !== "string" || !ISO_AT.test(at) || Number.isNaN(Date.parse(at)))
          return {
            ok: false,
            status: 400,
            error: "at must be a date and time with its offset, e.g. 2026-12-07T09:00:00-05:00",
            fields: { at: "Enter a valid date and time" },
          };
        when = Date.parse(at);
        if (when <= now())
          return {
            ok: false,
            status: 400,
            error: "at must be in the future (publish now instead)",
            fields: { at: "Choose a moment in the future" },
          };
      }
      const k = row.kind as ContentKind;
      const checked = await validate(k, id, source, "publish");
      if (!checked.ok)
        return {
          ok: false,
          status: 400,
          error: `It cannot be published yet: ${checked.error}`,
          fields: checked.fields,
        };
      const refs = await references(k, id, checked.data);
      if (Object.keys(refs).length > 0)
        return { ok: false, status: 400, error: Object.values(refs).join(". "), fields: refs };
      const label = titleOf(row.kind, id, checked.data);
      if (when !== undefined) {
        const r = await change(
          actor,
          row,
          row.revision,
          { scheduled: { data: checked.data, at: when }, draft: null, scheduleError: null },
          { action: "schedule", data: checked.data, wentLive: false, public: false },
        );
        if (r.ok) {
          scheduleNext();
          await audit(actor, "content.schedule", row, label, { at: iso(when) });
        }
        return r;
      }
      const r = await change(
        actor,
        row,
        row.revision,
        {
          published: checked.data,
          publishedHtml: await htmlFor(id, checked.data),
          draft: null,
          scheduled: { data: null, at: null },
          scheduleError: null,
        },
        { action: "publish", data: checked.data, wentLive: true, public: true },
      );
      if (r.ok) await audit(actor, "content.publish", row, label);
      return r;
    },

    /** Throws the draft away (the live version, and a schedule, stay). */
    async discard(actor: Actor, kind: string, id: string): Promise<Outcome<ItemView>> {
      const row = await findLive(kind, id);
      if (!row) return NOT_FOUND;
      if (!row.draft) return { ok: false, status: 409, error: "There is no draft to discard." };
      if (!row.published && !row.scheduled)
        return {
          ok: false,
          status: 409,
          error:
            "This person has never been published: remove them instead of discarding their only version.",
        };
      const r = await change(
        actor,
        row,
        row.revision,
        { draft: null },
        { action: "discard", data: row.scheduled ?? row.published ?? {}, wentLive: false, public: false },
      );
      if (r.ok) await audit(actor, "content.discard", row, titleOf(row.kind, id, row.draft));
      return r;
    },

    /** Calls a scheduled change off: it becomes the draft again (unless a newer draft exists). */
    async unschedule(actor: Actor, kind: string, id: string): Promise<Outcome<ItemView>> {
      const row = await findLive(kind, id);
      if (!row) return NOT_FOUND;
      if (!row.scheduled) return { ok: false, status: 409, error: "Nothing is scheduled." };
      const r = await change(
        actor,
        row,
        row.revision,
        { scheduled: { data: null, at: null }, draft: row.draft ?? row.scheduled },
        { action: "unschedule", data: row.draft ?? row.scheduled, wentLive: false, public: false },
      );
      if (r.ok) {
        scheduleNext();
        await audit(actor, "content.unschedule", row, titleOf(row.kind, id, row.scheduled));
      }
      return r;
    },

    async revisions(kind: string, id: string): Promise<Outcome<RevisionView[]>> {
      const row = await findLive(kind, id);
      if (!row) return NOT_FOUND;
      return {
        ok: true,
        value: (await repos.content.revisions(row.kind, row.id)).map((r) => ({
          revision: r.revision,
          action: r.action,
          author: r.authorName,
          at: iso(r.at),
          published: r.wentLive,
        })),
      };
    },

    async revision(
      kind: string,
      id: string,
      n: number,
    ): Promise<Outcome<RevisionView & { data: Record<string, unknown> }>> {
      const row = await findLive(kind, id);
      if (!row) return NOT_FOUND;
      const meta = (await repos.content.revisions(row.kind, row.id)).find((r) => r.revision === n);
      const data = meta && (await repos.content.revisionData(row.kind, row.id, n));
      if (!meta || !data)
        return { ok: false, status: 404, error: `There is no revision ${n} (it may have been pruned).` };
      return {
        ok: true,
        value: {
          revision: n,
          action: meta.action,
          author: meta.authorName,
          at: iso(meta.at),
          published: meta.wentLive,
          data,
        },
      };
    },

    /** A revision becomes a new draft: nothing is published or deleted by it. */
    async restore(actor: Actor, kind: string, id: string, n: number): Promise<Outcome<ItemView>> {
      const row = await findLive(kind, id);
      if (!row) return NOT_FOUND;
      const data = await repos.content.revisionData(row.kind, row.id, n);
      if (!data)
        return { ok: false, status: 404, error: `There is no revision ${n} (it may have been pruned).` };
      const r = await change(
        actor,
        row,
        row.revision,
        { draft: data },
        { action: `restore:${n}`, data, wentLive: false, public: false },
      );
      if (r.ok) await audit(actor, "content.restore", row, titleOf(row.kind, id, data), { revision: n });
      return r;
    },

    /** Adds a person as a draft (not on the site until published). */
    async createPerson(actor: Actor, data: unknown): Promise<Outcome<ItemView>> {
      const checked = await validate("person", "new", data, "draft");
      if (!checked.ok) return { ok: false, status: 400, error: checked.error, fields: checked.fields };
      const name = typeof checked.data.name === "string" ? checked.data.name : "";
      const base =
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-+|-+$/g, "")
          .slice(0, 60) || "person";
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = `${base}-${crypto.getRandomValues(new Uint8Array(2)).reduce((s, b) => s + b.toString(16).padStart(2, "0"), "")}`;
        if (
          await repos.content.create(
            "person",
            id,
            checked.data,
            { userId: actor.userId, username: actor.username },
            now(),
          )
        ) {
          await audit(actor, "content.create", { kind: "person", id }, titleOf("person", id, checked.data));
          return { ok: true, value: view((await repos.content.find("person", id))!) };
        }
      }
      throw new Error("could not find a free id for a new person");
    },

    /** Takes a person off the site (their revisions stay). */
    async removePerson(actor: Actor, id: string): Promise<Outcome<{ ok: true }>> {
      const row = await findLive("person", id);
      if (!row) return NOT_FOUND;
      const settings = await repos.content.find("settings", "firm");
      const home = await repos.content.find("page", "home");
      const using = [
        ...([
          settings?.published?.profileCorporateServices,
          settings?.published?.profileRegulatoryCompliance,
        ].includes(id)
          ? ["a practice page's profile (Firm settings)"]
          : []),
        ...(((home?.published?.teamPeople as string[] | undefined) ?? []).includes(id)
          ? ["the home page's team"]
          : []),
      ];
      if (using.length > 0)
        return {
          ok: false,
          status: 409,
          error: `${titleOf("person", id, latest(row))} is shown as ${using.join(" and ")}: choose someone else there first, or hide them instead.`,
        };
      const r = await change(
        actor,
        row,
        row.revision,
        { removed: true },
        { action: "remove", data: latest(row) ?? {}, wentLive: false, public: row.published !== null },
      );
      if (!r.ok) return r;
      await audit(actor, "content.remove", row, titleOf("person", id, latest(row)));
      return { ok: true, value: { ok: true } };
    },

    /** Puts the people in this order (every current person, each once). */
    async orderPeople(actor: Actor, ids: unknown): Promise<Outcome<{ ok: true }>> {
      const current = (await repos.content.all())
        .filter((r) => r.kind === "person" && !r.removed)
        .map((r) => r.id);
      if (!Array.isArray(ids) || !ids.every((i) => typeof i === "string"))
        return {
          ok: false,
          status: 400,
          error: "ids must be a list of the people's ids",
          fields: { ids: "ids must be a list of the people's ids" },
        };
      const given = ids as string[];
      if (
        given.length !== current.length ||
        new Set(given).size !== given.length ||
        !given.every((i) => current.includes(i))
      )
        return {
          ok: false,
          status: 400,
          error: "ids must name every person exactly once",
          fields: { ids: "ids must name every person exactly once" },
        };
      await repos.content.order("person", given);
      await recordEvent(repos, {
        action: "content.order",
        actor: { userId: actor.userId, username: actor.username },
        ip: actor.ip,
        target: { type: "content", id: "person", label: "People" },
        at: now(),
      });
      return { ok: true, value: { ok: true } };
    },

    publishDue,

    /** Every 30 s and at start: scheduled changes that are due go live (a timer usually got there first). */
    job(): JobSpec {
      return {
        name: "content-schedule",
        schedule: { everyMs: 30_000 },
        atStart: true,
        async run() {
          const n = await publishDue();
          if (n > 0) deps.log?.("content: scheduled changes published", { count: n });
          // Kept HTML from an older renderer is rendered again (this loads the sanitiser only then).
          for (const row of await repos.content.all()) {
            if (
              row.kind !== "page" ||
              !isLegalPage(row.id) ||
              !row.published ||
              row.htmlVersion === RENDERER_VERSION
            )
              continue;
            const html = await htmlFor(row.id, row.published);
            if (html.html)
              await repos.content.keepHtml(row.kind, row.id, row.revision, html.html, RENDERER_VERSION);
          }
        },
      };
    },

    /** Whether an upload is named by any content or revision (so the image sweep keeps it). */
    usesUpload: (uploadId: string) => repos.content.usesUpload(uploadId),

    /** Which identity fields the environment sets (FIRM_NAME, FIRM_PHONE, FIRM_EMAIL). */
    overridden: (): Partial<FirmIdentity> => overrides,

    stop() {
      clearTimeout(scheduleTimer);
    },
  };
}

export type Content = ReturnType<typeof createContent>;
