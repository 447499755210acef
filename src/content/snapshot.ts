/**
 * What pages read: the site's content built into one snapshot (settings, people, page texts, rendered
 * legal pages, responsive pictures), once per content version and kept in memory, so no request reads
 * the content from the database. Previews build the same snapshot with every draft applied.
 */
import type { FirmIdentity } from "../config";
import type { ContentRow, Repos } from "../db";
import { responsiveImagesFor } from "../images";
import { ContentTooComplexError, RENDERER_VERSION, renderMarkdown } from "../posts";
import { blankData } from "./blank";
import { type ContentKind, LEGAL_PAGE_IDS, type LegalPageId, sectionsOf } from "./fields";
import {
  finishLegalHtml,
  type LegalFirm,
  type LegalHtml,
  legalFirmKey,
  legalFirmOf,
  legalMarkdown,
} from "./legal-html";
import { type BuildInput, buildSiteContent, type SiteContent, uploadUrlsIn } from "./site-content";
import { upToDate } from "./upgrade";

/**
 * A legal page's body as HTML; one too complex to render says so in its place (one page's text must not
 * take every page of the site down with it).
 */
async function renderedOrSaid(body: string): Promise<string> {
  try {
    return await renderMarkdown(body);
  } catch (e) {
    if (!(e instanceof ContentTooComplexError)) throw e;
    return `<p>${Bun.escapeHTML(e.message)}</p>`;
  }
}

export function createSnapshots(repos: Repos, overrides: Partial<FirmIdentity>) {
  let cached: { version: number; site: Promise<SiteContent> } | undefined;

  /**
   * The legal pages with the firm's details in them. The HTML kept when a page was published serves while
   * it was made with the same details and renderer; else (the firm's e-mail changed since, a preview of a
   * draft) the page is rendered again here, which the start-up job then keeps (schedule.ts).
   */
  async function legalHtmlOf(rows: readonly ContentRow[], preview: boolean, firm: LegalFirm) {
    const out = {} as Record<LegalPageId, LegalHtml>;
    const key = legalFirmKey(firm);
    for (const id of LEGAL_PAGE_IDS) {
      const row = rows.find((r) => r.kind === "page" && r.id === id)!;
      const pending = preview ? (row.draft ?? row.scheduled) : null;
      const draft = pending && typeof pending.body === "string" ? pending.body : undefined;
      const kept =
        draft === undefined && row.publishedHtml?.firm === key && row.htmlVersion === RENDERER_VERSION
          ? row.publishedHtml.body
          : undefined;
      const safe =
        kept ?? (await renderedOrSaid(legalMarkdown(draft ?? String(row.published?.body ?? ""), firm)));
      out[id] = finishLegalHtml(safe);
    }
    return out;
  }

  /** `past`: the rows live at an earlier instant (src/archive), built as the published site then was. */
  async function build(preview: boolean, past?: readonly ContentRow[]): Promise<SiteContent> {
    const rows = past ? [...past] : (await repos.content.all()).filter((r) => !r.removed);
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
    const settings = versionOf(rows.find((r) => r.kind === "settings" && r.id === "firm")!)!;
    return buildSiteContent({
      rows,
      versionOf,
      overrides,
      uploads,
      legalHtml: await legalHtmlOf(rows, preview, legalFirmOf(settings, overrides)),
      formerSlugs: (await repos.content.liveValues("practice-area", ["slug", "navLabel", "title"])).map(
        (r) => ({
          id: r.id,
          slug: String(r.values.slug),
          // An empty menu label meant the title then, as it does now.
          label: String(r.values.navLabel || r.values.title),
        }),
      ),
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

  return {
    site,
    /** The public content as last built (undefined before the first build), for work outside requests. */
    current: (): SiteContent | undefined => lastGood,
    /** The site as it will look with every draft and scheduled change applied (never cached). */
    previewSite: () => build(true),
    /**
     * The published site as it was at `at` (ms), from the revisions that were live then; undefined before
     * the site had its content (never cached).
     */
    async siteAt(at: number): Promise<SiteContent | undefined> {
      // A revision kept from before a field was added or dropped reads with today's fields.
      const rows = (await repos.content.liveAt(at)).map((r) => ({
        ...r,
        published: r.published && (upToDate(r.kind, r.id, r.published) ?? r.published),
      }));
      if (!rows.some((r) => r.kind === "settings" && r.id === "firm")) return undefined;
      return build(false, rows);
    },
  };
}
