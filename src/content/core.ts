/**
 * What every action on the site's content shares: finding a live item, checking data against its kind's
 * schema and the people it names, writing a change on the item's revision (a stale copy is refused) with
 * its revision log, and putting it on the audit trail.
 */
import { type AuditAction, recordEvent } from "../audit";
import type { Config } from "../config";
import type { Approval, ContentChange, ContentRow, Repos } from "../db";
import type { ImagesContext } from "../images";
import { RENDERER_VERSION, renderMarkdown } from "../posts";
import type { BlobStore } from "../storage";
import { blankData } from "./blank";
import {
  type ContentKind,
  fieldsOf,
  formOf,
  isLegalPage,
  PAGE_IDS,
  PERSON_ID,
  SETTINGS_IDS,
  sectionsOf,
} from "./fields";
import { type Actor, type ItemView, NOT_FOUND, type Outcome, staleRefusal, viewOf } from "./items";
import { type LegalFirm, legalFirmKey, legalFirmOf, legalMarkdown } from "./legal-html";
import { personNames } from "./references";

export interface ContentDeps {
  repos: Repos;
  /** Where uploads live: exporting and importing the site carries its images. */
  storage: BlobStore;
  config: Pick<Config, "firmOverrides" | "siteUrl" | "port">;
  now?: (() => number) | undefined;
  log?: (msg: string, fields: Record<string, unknown>) => void;
}

// The schemas (zod) load on the first check, not at start.
const schemas = () => import("./schemas");

/** `publicChange` runs after a change that altered what visitors see (schedules are looked at again). */
export function createCore(deps: ContentDeps, hooks: { publicChange: () => void }) {
  const { repos } = deps;
  const now = () => (deps.now ?? Date.now)();

  const known = (kind: string, id: string): kind is ContentKind => {
    if (kind === "settings") return (SETTINGS_IDS as readonly string[]).includes(id);
    if (kind === "page") return (PAGE_IDS as string[]).includes(id);
    if (
      kind === "person" ||
      kind === "practice-area" ||
      kind === "appointment-type" ||
      kind === "booking-host" ||
      kind === "case-result" ||
      kind === "testimonial"
    )
      return PERSON_ID.test(id) && id.length <= 80;
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

  async function findLive(kind: string, id: string): Promise<ContentRow | undefined> {
    if (!known(kind, id)) return undefined;
    const row = await repos.content.find(kind, id);
    return row && !row.removed ? row : undefined;
  }

  /** An item, live or taken off the site (its revisions can still be read, and it brought back). */
  async function findAny(kind: string, id: string): Promise<ContentRow | undefined> {
    return known(kind, id) ? repos.content.find(kind, id) : undefined;
  }

  async function validate(kind: ContentKind, id: string, data: unknown, mode: "draft" | "publish") {
    const { check, schemaFor } = await schemas();
    const sections = sectionsOf(kind, id)!;
    // Publishing checks the whole item: a field never filled in counts as empty.
    if (mode === "publish" && data !== null && typeof data === "object" && !Array.isArray(data))
      data = { ...blankData(sections), ...data };
    return check(schemaFor(formOf(kind, id), sections, mode), data);
  }

  /** What publishing needs beyond the shape: the people it names exist; a practice area's address is its own. */
  async function references(
    kind: ContentKind,
    id: string,
    data: Record<string, unknown>,
  ): Promise<Record<string, string>> {
    const fields: Record<string, string> = {};
    const named = (ids: string[], field: string) => {
      for (const pid of ids) {
        if (people.has(pid)) continue;
        const name = names.get(pid);
        fields[field] ??= name
          ? `${name} is no longer on the site: bring them back (Site, Retired and removed) or choose someone else.`
          : "Someone chosen here is not on the site: choose someone else.";
      }
    };
    const rows = await repos.content.all();
    const people = new Set(rows.filter((r) => r.kind === "person" && !r.removed).map((r) => r.id));
    const names = personNames(rows);
    for (const f of fieldsOf(sectionsOf(kind, id) ?? [])) {
      const v = data[f.key];
      if (f.type === "person" && typeof v === "string") named([v], f.key);
      if (f.type === "people" && Array.isArray(v)) named(v as string[], f.key);
    }
    if (kind === "appointment-type" && data.practiceArea) {
      const area = rows.find((r) => r.kind === "practice-area" && r.id === data.practiceArea && !r.removed);
      if (!area)
        fields.practiceArea =
          "No practice area has this id: choose one of the firm's practice areas, or leave it empty.";
    }
    if (kind === "booking-host" && data.person && !people.has(String(data.person)))
      fields.person = "This person is not on the site: choose one of the people.";
    if (kind === "appointment-type" && Array.isArray(data.hosts)) {
      const hosts = new Set(rows.filter((r) => r.kind === "booking-host" && !r.removed).map((r) => r.id));
      const chosen = (data.hosts as { host?: unknown }[]).map((h) => String(h?.host ?? ""));
      if (chosen.some((h) => !hosts.has(h)))
        fields.hosts =
          "A lawyer chosen here no longer takes bookings: choose among the lawyers taking bookings.";
      else if (new Set(chosen).size !== chosen.length) fields.hosts = "Each lawyer can be chosen once.";
    }
    if (kind === "practice-area") {
      const other = rows.find(
        (r) => r.kind === kind && r.id !== id && !r.removed && r.published?.slug === data.slug,
      );
      if (other)
        fields.slug = `${String(other.published?.title)} already has the web address /services/${String(data.slug)}: choose another.`;
    }
    return fields;
  }

  /** The firm's details as the live site shows them (its published settings, and what the environment sets). */
  async function liveFirm(): Promise<LegalFirm> {
    const settings = (await repos.content.find("settings", "firm"))?.published ?? {};
    return legalFirmOf(settings, deps.config.firmOverrides);
  }

  /**
   * The published version's markdown with the firm's details, rendered and sanitised (legal pages), to
   * keep beside it with the details it was made with.
   */
  async function htmlFor(id: string, data: Record<string, unknown>) {
    if (!isLegalPage(id)) return { html: null, version: null };
    const firm = await liveFirm();
    const body = await renderMarkdown(legalMarkdown(String(data.body ?? ""), firm));
    return { html: { body, firm: legalFirmKey(firm) }, version: RENDERER_VERSION };
  }

  async function change(
    actor: Actor | undefined,
    row: ContentRow,
    expected: number,
    c: ContentChange,
    log: {
      action: string;
      data: Record<string, unknown>;
      wentLive: boolean;
      public: boolean;
      approval?: Approval;
    },
  ): Promise<Outcome<ItemView>> {
    const author = { userId: actor?.userId ?? null, username: actor?.username ?? null };
    if (!(await repos.content.change(row.kind, row.id, expected, c, log, author, now()))) {
      const fresh = await repos.content.find(row.kind, row.id);
      return fresh ? staleRefusal(fresh) : NOT_FOUND;
    }
    if (log.public) hooks.publicChange();
    return { ok: true, value: viewOf((await repos.content.find(row.kind, row.id))!) };
  }

  /**
   * What a version going live writes besides itself: its markdown's HTML, and for a practice area with a
   * new address, the move of the posts filed under the old one.
   */
  async function goingLive(row: ContentRow, data: Record<string, unknown>): Promise<ContentChange> {
    const from = row.published?.slug;
    const moves = row.kind === "practice-area" && typeof from === "string" && from !== data.slug;
    return {
      published: data,
      publishedHtml: await htmlFor(row.id, data),
      ...(moves ? { moveArea: { from, to: String(data.slug) } } : {}),
    };
  }

  const imagesContext: ImagesContext = { repos, storage: deps.storage, now };

  return {
    repos,
    imagesContext,
    now,
    publicChange: hooks.publicChange,
    audit,
    findLive,
    findAny,
    validate,
    references,
    liveFirm,
    htmlFor,
    goingLive,
    change,
  };
}

export type Core = ReturnType<typeof createCore>;
