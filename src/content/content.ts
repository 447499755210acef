/**
 * The site's own content, as a service: what pages read (from memory, per content version), and what
 * staff do to it (save a draft, publish now or at a time, discard, compare revisions and restore one,
 * add, remove and order people). Every change is checked, recorded as a revision with its author, written
 * on the item's revision (a stale copy is refused) and put on the audit trail.
 */
import type { FirmIdentity } from "../config";
import type { Approval, ContentChange, ContentRow } from "../db";
import { ContentTooComplexError, RENDERER_VERSION, renderTrustedMarkdown } from "../posts";
import { parseInstant } from "../shared/dates";
import { createApproval, type PublishOutcome } from "./approval";
import { type ChecklistTask, checklistOf } from "./checklist";
import { type ContentDeps, createCore } from "./core";
import { type ContentKind, isLegalPage, PAGE_IDS } from "./fields";
import {
  type Actor,
  type ItemSummary,
  type ItemView,
  iso,
  latest,
  NOT_FOUND,
  type Outcome,
  staleRefusal,
  summaryOf,
  titleOf,
  viewOf,
} from "./items";
import { legalFirmKey, legalFirmOf, legalMarkdown } from "./legal-html";
import { createListed } from "./listed";
import { liveChangesBetween } from "./live-changes";
import { createSiteOrigin } from "./origin";
import { complianceProblems, PRESETS } from "./presets";
import { personNames } from "./references";
import { createRevisions } from "./revisions";
import { createSchedule } from "./schedule";
import { seedItems } from "./seed";
import { createSnapshots } from "./snapshot";
import { exportDocument } from "./transfer";
import { type ImportOptions, importDocument } from "./transfer-import";
import { formerProfile, upgradeFields } from "./upgrade";

/** `years` before `at` (ms), on the calendar. */
function keepSince(at: number, years: number): number {
  const d = new Date(at);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.getTime();
}

export function createContent(deps: ContentDeps) {
  const overrides = deps.config.firmOverrides;
  // A change visitors see may move the next scheduled moment: the schedule looks again.
  const core = createCore(deps, { publicChange: () => void schedule.scheduleNext() });
  const schedule = createSchedule(core, deps.log);
  const { repos, now, audit, findLive, findAny, validate, references, goingLive, change } = core;
  const scheduleNext = schedule.scheduleNext;
  const snapshots = createSnapshots(repos, overrides);

  /** A lawyer taking bookings is called by their person's name (the item itself holds only the person). */
  async function named<T extends { title: string }>(row: ContentRow, view: T): Promise<T> {
    if (row.kind !== "booking-host") return view;
    const person = latest(row)?.person;
    const name = typeof person === "string" ? personNames(await repos.content.all()).get(person) : undefined;
    return name ? { ...view, title: name } : view;
  }

  /**
   * Makes a checked version live now, or schedules it (`when`). With `approval`, the change is a second
   * admin's approval of `actor`'s request: the revision records both, and the audit entry is the approval's.
   */
  async function perform(
    actor: Actor,
    row: ContentRow,
    data: Record<string, unknown>,
    when: number | undefined,
    approved?: Approval,
  ): Promise<Outcome<ItemView>> {
    const label = titleOf(row.kind, row.id, data);
    if (when !== undefined) {
      const r = await change(
        actor,
        row,
        row.revision,
        { scheduled: { data, at: when }, draft: null, scheduleError: null },
        {
          action: "schedule",
          data,
          wentLive: false,
          public: false,
          ...(approved ? { approval: approved } : {}),
        },
      );
      if (r.ok) {
        await scheduleNext();
        if (!approved) await audit(actor, "content.schedule", row, label, { at: iso(when) });
      }
      return r;
    }
    let live: ContentChange;
    try {
      live = await goingLive(row, data);
    } catch (e) {
      if (!(e instanceof ContentTooComplexError)) throw e;
      return { ok: false, status: 400, error: e.message, fields: { body: e.message } };
    }
    const r = await change(
      actor,
      row,
      row.revision,
      { ...live, draft: null, scheduled: { data: null, at: null }, scheduleError: null },
      { action: "publish", data, wentLive: true, public: true, ...(approved ? { approval: approved } : {}) },
    );
    if (r.ok && !approved) await audit(actor, "content.publish", row, label);
    return r;
  }

  /** What publishing checks before anything is written: the whole item, and the people it names. */
  async function checkedForPublish(row: ContentRow, source: Record<string, unknown>) {
    const k = row.kind as ContentKind;
    const checked = await validate(k, row.id, source, "publish");
    if (!checked.ok)
      return {
        ok: false as const,
        status: 400 as const,
        error: `It cannot be published yet: ${checked.error}`,
        fields: checked.fields,
      };
    const refs = {
      ...(await references(k, row.id, checked.data)),
      // Results and testimonials: the firm's disclaimer and its preset's checks.
      ...complianceProblems(k, checked.data, (await repos.content.find("settings", "firm"))?.published ?? {}),
    };
    if (Object.keys(refs).length > 0)
      return {
        ok: false as const,
        status: 400 as const,
        error: Object.values(refs).join(". "),
        fields: refs,
      };
    return { ok: true as const, data: checked.data };
  }

  const approval = createApproval(core, { perform, checkedForPublish });

  return {
    ...snapshots,
    ...createSiteOrigin({ repos, config: deps.config, now }),

    /**
     * Seeds what the database lacks (every item at first start; on an upgrade, the kinds it did not have
     * yet), then brings stored versions up to date with today's fields; how many items were added.
     */
    async seed(): Promise<number> {
      const rows = await repos.content.all();
      const have = new Set(rows.map((r) => `${r.kind}:${r.id}`));
      let added = 0;
      const items = seedItems();
      // The legal pages are kept with the firm's details in them: today's, else the sample firm's.
      const live = rows.find((r) => r.kind === "settings" && r.id === "firm")?.published;
      const seeded = items.find((i) => i.kind === "settings" && i.id === "firm")?.data ?? {};
      const firm = legalFirmOf(live ?? seeded, overrides);
      for (const [position, item] of items.entries()) {
        if (have.has(`${item.kind}:${item.id}`)) continue;
        // An install from before practice areas were content keeps the profiles its settings named.
        const profile = item.kind === "practice-area" ? formerProfile(rows, item.id) : undefined;
        if (profile !== undefined) item.data = { ...item.data, profile };
        // The booking hours start as the office hours the firm has set (an install from before bookings).
        if (item.kind === "settings" && item.id === "bookings" && live?.officeHours)
          item.data = { ...item.data, weekly: live.officeHours };
        const html = isLegalPage(item.id)
          ? {
              body: await renderTrustedMarkdown(legalMarkdown(String(item.data.body), firm)),
              firm: legalFirmKey(firm),
            }
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
      await upgradeFields(core, await repos.content.all());
      await scheduleNext();
      return added;
    },

    async list(): Promise<ItemSummary[]> {
      const rows = (await repos.content.all()).filter((r) => !r.removed);
      const KINDS = [
        "settings",
        "page",
        "practice-area",
        "person",
        "appointment-type",
        "booking-host",
        "case-result",
        "testimonial",
      ];
      const order = (r: ContentRow) => KINDS.indexOf(r.kind);
      rows.sort(
        (a, b) =>
          order(a) - order(b) ||
          (a.kind === "page"
            ? PAGE_IDS.indexOf(a.id as never) - PAGE_IDS.indexOf(b.id as never)
            : a.position - b.position),
      );
      // A lawyer taking bookings is listed by their person's name.
      const names = personNames(rows);
      return rows.map((r) => {
        const s = summaryOf(r);
        const person = r.kind === "booking-host" ? latest(r)?.person : undefined;
        return typeof person === "string" && names.has(person) ? { ...s, title: names.get(person)! } : s;
      });
    },

    /** An item, live or taken off the site (its revisions are still there), and which it is. */
    async find(kind: string, id: string): Promise<{ item: ItemView; removed: boolean } | undefined> {
      const row = await findAny(kind, id);
      return row && { item: await named(row, viewOf(row)), removed: row.removed };
    },

    async get(kind: string, id: string): Promise<ItemView | undefined> {
      const row = await findLive(kind, id);
      return row && named(row, viewOf(row));
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
          error: "The form came without the version it was opened at: reload it and make the change again.",
          fields: { revision: "Reload the form and make the change again" },
        };
      if (revision !== row.revision) return staleRefusal(row);
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

    /**
     * Publishes the draft now, or (at, ISO 8601 with offset) schedules it; when the firm's settings want a
     * second admin for it and `actor` edited it last, records a request for approval instead (`requested`).
     */
    async publish(actor: Actor, kind: string, id: string, at?: unknown): Promise<PublishOutcome> {
      const row = await findLive(kind, id);
      if (!row) return NOT_FOUND;
      const source = row.draft ?? (at !== undefined ? row.scheduled : null);
      if (!source)
        return { ok: false, status: 409, error: "There are no unpublished changes: save a draft first." };
      let when: number | undefined;
      if (at !== undefined && at !== null && at !== "") {
        const moment = typeof at === "string" ? parseInstant(at) : undefined;
        if (moment === undefined)
          return {
            ok: false,
            status: 400,
            error:
              "The time to publish at is not a date and time with its offset from UTC (e.g. 2026-12-07T09:00:00-05:00).",
            fields: { at: "Enter a valid date and time" },
          };
        when = moment;
        if (when <= now())
          return {
            ok: false,
            status: 400,
            error: "The time to publish at has already passed: choose a later one, or publish now.",
            fields: { at: "This time has passed: choose a later one, or publish now" },
          };
      }
      const checked = await checkedForPublish(row, source);
      if (!checked.ok) return checked;
      // The last editor of an item that needs a second admin asks for approval instead.
      if (await approval.applies(row, actor)) return approval.request(actor, row, checked.data, when);
      const done = await perform(actor, row, checked.data, when);
      // Published by an admin who did not edit it last: that is the second look a request waited for.
      if (done.ok) await repos.approvals.withdraw(row.kind, row.id);
      return done;
    },

    /**
     * Starts the firm's disclaimers from a preset: a draft of the firm settings with the preset chosen and
     * its starting text in both disclaimers, for staff to read, change and publish (nothing goes live).
     */
    async fillPreset(actor: Actor, preset: unknown): Promise<Outcome<ItemView>> {
      if (typeof preset !== "string" || !(preset in PRESETS))
        return {
          ok: false,
          status: 400,
          error: "Choose one of the listed rules.",
          fields: { compliancePreset: "Choose one of the listed rules" },
        };
      const row = await findLive("settings", "firm");
      if (!row) return NOT_FOUND;
      const p = PRESETS[preset as keyof typeof PRESETS];
      return this.save(actor, "settings", "firm", row.revision, {
        ...(latest(row) ?? {}),
        compliancePreset: preset,
        resultsDisclaimer: p.resultsDisclaimer,
        testimonialsDisclaimer: p.testimonialsDisclaimer,
        ...(p.advertisingLabel ? { attorneyAdvertising: true } : {}),
      });
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
        await scheduleNext();
        await audit(actor, "content.unschedule", row, titleOf(row.kind, id, row.scheduled));
      }
      return r;
    },

    ...createRevisions(core, snapshots.site),

    approvalRules: approval.rules,
    approvalFor: approval.pendingFor,
    approvalsWaiting: approval.waiting,
    approve: approval.approve,
    returnForChanges: approval.giveBack,
    approvalGate: approval.gateFor,
    onlyOneAdmin: approval.onlyOneAdmin,

    ...createListed(core),

    /** Items taken off the site (retired practice areas, removed people), to bring back from a revision. */
    async removed(): Promise<ItemSummary[]> {
      return (await repos.content.all())
        .filter((r) => r.removed)
        .map((r) => ({ ...summaryOf(r), status: "hidden" as const }));
    },
    publishDue: schedule.publishDue,
    /** Every 30 s and at start: scheduled changes that are due go live (a timer usually got there first). */
    job: schedule.job,

    /** Whether an upload is named by any content or revision (so the image sweep keeps it). */
    usesUpload: (uploadId: string) => repos.content.usesUpload(uploadId),

    /** The published site as one document (settings, pages, people and practice areas, their images). */
    exportDocument: () => exportDocument(core, now()),
    /**
     * How long what was published is kept (the firm's settings, as published): `keepPublishedYears` 0 is
     * off; `keepSince(now)` is the start of the window (undefined while off).
     */
    async retention() {
      const p = (await repos.content.find("settings", "firm"))?.published ?? {};
      const years = Math.min(10, Math.max(0, Math.floor(Number(p.keepPublishedYears) || 0)));
      return {
        keepPublishedYears: years,
        monthlyArchives: p.monthlyArchives === true,
        keepSince: (at: number) => (years > 0 ? keepSince(at, years) : undefined),
      };
    },
    /** The items whose live version differs between instants `a` and `b` (ms), word by word. */
    liveChangesBetween: (a: number, b: number) => liveChangesBetween(repos, a, b),
    /** The public content document as it was live at `at` (ms), private fields left out. */
    documentAt: async (at: number) => exportDocument(core, at, await repos.content.liveAt(at)),
    /** Loads a site document as drafts or published, all of it or (with problems named) nothing. */
    importDocument: (actor: Actor | undefined, doc: unknown, opts: ImportOptions) =>
      importDocument(core, actor, doc, opts),

    /** What still shows the sample content of a fresh install (the set-up checklist). */
    async checklist(notificationsOn: boolean): Promise<ChecklistTask[]> {
      return checklistOf(await repos.content.all(), { notificationsOn, overridden: overrides });
    },

    /** Which identity fields the environment sets (FIRM_NAME, FIRM_PHONE, FIRM_EMAIL). */
    overridden: (): Partial<FirmIdentity> => overrides,

    stop: schedule.stop,
  };
}

export type Content = ReturnType<typeof createContent>;
