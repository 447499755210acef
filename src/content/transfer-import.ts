/**
 * Loading a site document: checked whole first (content and images), then the images it brings are
 * stored, then every item is written in one transaction, as drafts or published. Nothing changes when any
 * part is wrong; images stored for an import that then fails are unused, and the daily sweep removes them.
 */
import { recordEvent } from "../audit";
import type { ContentRow } from "../db";
import { checkImport, type ImageEntry, storeImported } from "../images";
import type { Core } from "./core";
import { type ContentKind, LISTED_KINDS } from "./fields";
import { approvalRulesOf, needsApproval } from "./fields-approval";
import { type Actor, titleOf } from "./items";
import { complianceProblems } from "./presets";
import { checkDocument, type Problem } from "./transfer";

export interface ImportOptions {
  /** Publish at once (the site becomes the document), or load drafts to review. */
  publish: boolean;
  /** A file the document's images name, by file name (the images folder); undefined when absent. */
  readImage?: (name: string) => Promise<Uint8Array | undefined>;
}

export type ImportResult =
  | { ok: true; added: number; updated: number; removed: number; images: number; published: boolean }
  | { ok: false; problems: Problem[] };

export async function importDocument(
  core: Core,
  actor: Actor | undefined,
  doc: unknown,
  opts: ImportOptions,
): Promise<ImportResult> {
  const checked = await checkDocument(core, doc);
  if (!checked.ok) return checked;
  // An admin cannot publish past the second-admin rule by importing (the command line is the operator's).
  if (opts.publish && actor) {
    const rules = approvalRulesOf((await core.repos.content.find("settings", "firm"))?.published);
    if (checked.items.some((i) => needsApproval(rules, i.kind)))
      return {
        ok: false,
        problems: [
          {
            path: "(document)",
            message:
              "the firm's settings want a second admin to approve publishing what this document holds: import it as drafts, then ask for approval from each item",
          },
        ],
      };
  }
  if (opts.publish) {
    // Publishing a case result or testimonial needs the disclaimer and the preset's checks, as publishing
    // one by one does, under the settings the import publishes with it; drafts wait for them.
    const settings = checked.items.find((i) => i.kind === "settings" && i.id === "firm")?.data ?? {};
    const refused: Problem[] = [];
    for (const [key, kind] of [
      ["caseResults", "case-result"],
      ["testimonials", "testimonial"],
    ] as const)
      for (const [i, item] of checked.items.filter((x) => x.kind === kind).entries()) {
        const why = Object.values(complianceProblems(kind, item.data, settings));
        if (why.length > 0)
          refused.push({
            path: `${key}[${i}]`,
            message: `“${titleOf(kind, item.id, item.data)}” cannot be published: ${why.join(" ")} Or import without publishing to load it as a draft.`,
          });
      }
    if (refused.length > 0) return { ok: false, problems: refused };
  }

  const images: Awaited<ReturnType<typeof checkImport>>[] = [];
  const problems: Problem[] = [];
  const all = (doc as { images: ImageEntry[] }).images;
  for (const entry of checked.images) {
    const r = await checkImport(entry, opts.readImage ?? (async () => undefined), core.now());
    if (!r.ok) problems.push({ path: `images[${all.indexOf(entry)}]`, message: r.problem });
    else images.push(r);
  }
  if (problems.length > 0) return { ok: false, problems };
  for (const image of images) if (image.ok) await storeImported(core.imagesContext, image);

  const rows = await core.repos.content.all();
  const positions = new Map<string, number>();
  for (const kind of LISTED_KINDS)
    for (const [i, item] of checked.items.filter((x) => x.kind === kind).entries())
      positions.set(`${kind}:${item.id}`, i);
  const items = [];
  for (const item of checked.items) {
    const row = rows.find((r) => r.kind === item.kind && r.id === item.id);
    const live = opts.publish && row ? await core.goingLive(row, item.data) : undefined;
    items.push({
      ...item,
      ...(positions.has(`${item.kind}:${item.id}`)
        ? { position: positions.get(`${item.kind}:${item.id}`)! }
        : {}),
      ...(opts.publish ? { html: await htmlOf(core, item.id, row, item.data) } : {}),
      ...(live?.moveArea && !row?.removed ? { moveArea: live.moveArea } : {}),
    });
  }
  const counts = await core.repos.content.importItems(items, {
    publish: opts.publish,
    author: { userId: actor?.userId ?? null, username: actor?.username ?? null },
    at: core.now(),
    // A document from before bookings leaves the site's appointment types as they are.
    listed: LISTED_KINDS.filter((k) =>
      k === "appointment-type"
        ? (doc as { appointmentTypes?: unknown }).appointmentTypes !== undefined
        : k === "booking-host"
          ? (doc as { bookingHosts?: unknown }).bookingHosts !== undefined
          : k === "case-result"
            ? (doc as { caseResults?: unknown }).caseResults !== undefined
            : k === "testimonial"
              ? (doc as { testimonials?: unknown }).testimonials !== undefined
              : true,
    ),
  });
  if (opts.publish) core.publicChange();
  await recordEvent(core.repos, {
    action: "content.import",
    actor: actor ? { userId: actor.userId, username: actor.username } : undefined,
    ip: actor?.ip ?? "command line",
    target: { type: "content", id: "site", label: "The whole site" },
    detail: { ...counts, images: images.length, published: opts.publish },
    at: core.now(),
  });
  return { ok: true, ...counts, images: images.length, published: opts.publish };
}

/**
 * A published item's kept HTML: unchanged text keeps what it has (so a site imported from its own file is
 * the same byte for byte), anything else is rendered and sanitised now.
 */
async function htmlOf(core: Core, id: string, row: ContentRow | undefined, data: Record<string, unknown>) {
  if (row?.published && row.publishedHtml) {
    // Compared as publishing would store it (trimmed, in the fields' order).
    const now = await core.validate(row.kind as ContentKind, id, row.published, "publish");
    if (now.ok && JSON.stringify(now.data) === JSON.stringify(data))
      return { html: row.publishedHtml, version: row.htmlVersion };
  }
  return core.htmlFor(id, data);
}
