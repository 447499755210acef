import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { SiteItemRow } from "../../views/admin/site/site";
import { SitePage } from "../../views/admin/site/site";
import type { NewAreaForm } from "../../views/admin/site/site-add";
import type { SiteAddressForm } from "../../views/admin/site/site-address";
import { SiteChecklistPage } from "../../views/admin/site/site-checklist";
import { SiteEditorPage } from "../../views/admin/site/site-editor";
import { SiteImportProblemsPage } from "../../views/admin/site/site-import";
import {
  blankData,
  type ContentKind,
  type FormBody,
  type ItemSummary,
  type ItemView,
  PAGES,
  type Problem,
  type Refusal,
  readContentForm,
  sectionsOf,
  setAtPath,
} from "../content";
import type { AppEnv } from "../http/app-env";
import { errorResponse } from "../http/error-response";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { ImageError, uploadImage } from "../images";
import { fromFirmLocal } from "../shared/dates";
import { TOASTS } from "../shared/toasts";
import { actorOf, siteDownload } from "./api/content";
import { postsWaiting } from "./post-approval";

export const ROBOTS = "noindex, nofollow" as const;

export const SITE = "/admin/site";

/** Where an item shows on the public site (its preview). */
function pathOf(kind: string, id: string): string | null {
  if (kind === "page") return (PAGES as Record<string, { path: string }>)[id]?.path ?? null;
  if (kind === "person") return "/our-people";
  if (kind === "practice-area") return "/services";
  return "/contact";
}

const row = (i: ItemSummary): SiteItemRow => ({ ...i, path: pathOf(i.kind, i.id) });

export const failed = (description: string) => ({
  title: "Error",
  description,
  variant: "destructive" as const,
});

export async function editor(
  c: Context<AppEnv>,
  item: ItemView,
  form?: {
    values?: Record<string, unknown>;
    errors: Record<string, string>;
    problem?: string;
    revision?: number;
    /** The time typed to publish at (kept when scheduling is refused). */
    at?: string;
    /** A return refused for its note: why, beside the note. */
    noteError?: string;
  },
  status = 200,
) {
  const content = c.get("deps").content;
  const sections = sectionsOf(item.kind, item.id)!;
  const listed = await content.list();
  const summary = listed.find((i) => i.kind === item.kind && i.id === item.id)!;
  const values = form?.values ?? {
    ...blankData(sections),
    ...(item.published ?? {}),
    ...(item.scheduled ?? {}),
    ...(item.draft ?? {}),
  };
  const overridden: string[] = [];
  if (item.kind === "settings") {
    const env = content.overridden();
    if (env.name !== undefined) overridden.push("Firm name");
    if (env.phone !== undefined) overridden.push("Phone");
    if (env.email !== undefined) overridden.push("E-mail");
  }
  // A refusal is said on the form, each field's message beside its field: no toast over the form.
  return renderPage(
    c,
    { title: `Edit: ${item.title}`, description: "Edit the site's content.", robots: ROBOTS },
    <SiteEditorPage
      kind={item.kind}
      id={item.id}
      title={item.title}
      revision={form?.revision ?? item.revision}
      status={summary}
      sections={sections}
      values={values}
      ctx={{
        errors: form?.errors ?? {},
        people: [
          ...listed.filter((i) => i.kind === "person").map((p) => ({ id: p.id, name: p.title })),
          // Named by a restored revision though removed since: shown, so a save keeps them.
          ...(await content.removed())
            .filter((i) => i.kind === "person")
            .map((p) => ({ id: p.id, name: p.title, removed: true })),
        ],
        areas: (await content.site()).practice.areas.map((a) => ({ slug: a.slug, title: a.title })),
        hosts: listed.filter((i) => i.kind === "booking-host").map((h) => ({ id: h.id, name: h.title })),
        previews: {},
      }}
      path={pathOf(item.kind, item.id)}
      overridden={overridden}
      problem={form?.problem}
      publishAt={form?.at ?? ""}
      approval={{
        gate: await content.approvalGate(item.kind, item.id),
        viewer: c.get("session")?.username ?? "",
        onlyAdmin: await content.onlyOneAdmin(),
        noteError: form?.noteError,
      }}
    />,
    status,
  );
}

/** The Site page; with `addArea`, the practice area form as it was sent, each refusal beside its field. */
/**
 * The Site screen; with a form that came back refused (the web address, or a new practice area): what was
 * typed, and why, beside its fields.
 */
export async function sitePage(
  c: Context<AppEnv>,
  refused: { address?: SiteAddressForm; addArea?: NewAreaForm } = {},
  status: 200 | 400 = 200,
) {
  const content = c.get("deps").content;
  const items = await content.list();
  return renderPage(
    c,
    {
      title: "Site",
      description: "The firm's settings, pages, practice areas and people.",
      robots: ROBOTS,
    },
    <SitePage
      settings={row(items.find((i) => i.kind === "settings" && i.id === "firm")!)}
      pages={items.filter((i) => i.kind === "page").map(row)}
      areas={items.filter((i) => i.kind === "practice-area").map(row)}
      people={items.filter((i) => i.kind === "person").map(row)}
      results={items.filter((i) => i.kind === "case-result" || i.kind === "testimonial").map(row)}
      removed={(await content.removed()).map(row)}
      checklist={(await content.checklist(c.get("deps").mail.enabled)).length}
      address={await content.originInfo()}
      addressForm={refused.address}
      addArea={refused.addArea}
      approvals={[...(await content.approvalsWaiting()), ...(await postsWaiting(c))]}
    />,
    status,
  );
}

/** A refused import: every problem with its path in the document; nothing was changed. */
const importProblems = (c: Context<AppEnv>, problems: Problem[]) =>
  renderPage(
    c,
    { title: "Import refused", description: "The site's file could not be imported.", robots: ROBOTS },
    <SiteImportProblemsPage problems={problems} />,
    400,
  );

export const notFound = (c: Context<AppEnv>) =>
  errorResponse(c, 404, "There is no such item of the site's content.");

async function multipart(c: Context<AppEnv>): Promise<FormBody> {
  try {
    return (await c.req.parseBody({ all: true })) as FormBody;
  } catch {
    throw new HTTPException(400, { message: "The form could not be read." });
  }
}

export const back = (c: Context<AppEnv>, to: string, toast: Parameters<typeof setFlash>[1]) => {
  setFlash(c, toast);
  return redirectTo(c, to, 303);
};

/**
 * A refusal for the form: its fields' messages (each shown beside its field) and what happened, in a
 * sentence (the message itself when no field is to blame, e.g. someone saved meanwhile).
 */
const asForm = (r: Refusal, happened: string) => ({
  errors: r.fields ?? {},
  problem: r.fields && Object.keys(r.fields).length > 0 ? happened : r.error,
});

/**
 * "Site": the firm's content for staff, as plain pages and forms that work without JavaScript (the people
 * list and the unsaved-changes warning are islands). The admin guard keeps everyone signed out away.
 */
export const adminSiteRoutes = new Hono<AppEnv>()
  .get(SITE, (c) => sitePage(c))
  .get(`${SITE}/export`, siteDownload)
  .post(`${SITE}/import`, async (c) => {
    const body = await multipart(c);
    const file = body.file;
    const publish = body.publish === "1" || (Array.isArray(body.publish) && body.publish.includes("1"));
    if (!(file instanceof File) || file.size === 0)
      return back(c, SITE, failed("Choose the site's file to upload."));
    let doc: unknown;
    try {
      doc = JSON.parse(await file.text());
    } catch {
      return importProblems(c, [{ path: file.name, message: "not a JSON document" }]);
    }
    const r = await c.get("deps").content.importDocument(actorOf(c), doc, { publish });
    if (!r.ok) return importProblems(c, r.problems);
    return back(c, SITE, {
      title: publish ? "Site Imported and Published" : "Site Imported as Drafts",
      description: `${r.added} added, ${r.updated} updated${publish ? `, ${r.removed} taken off the site` : ": preview, then publish each item"}.`,
    });
  })
  .get(`${SITE}/checklist`, async (c) => {
    const deps = c.get("deps");
    return renderPage(
      c,
      { title: "Set-up checklist", description: "What is left of the sample site.", robots: ROBOTS },
      <SiteChecklistPage tasks={await deps.content.checklist(deps.mail.enabled)} />,
    );
  })
  .get(`${SITE}/:kind/:id`, async (c) => {
    const item = await c.get("deps").content.get(c.req.param("kind"), c.req.param("id"));
    return item ? editor(c, item) : notFound(c);
  })
  .post(`${SITE}/:kind/:id`, async (c) => {
    const deps = c.get("deps");
    const { kind, id } = c.req.param();
    const item = await deps.content.get(kind, id);
    if (!item) return notFound(c);
    const body = await multipart(c);
    const field = (name: string) => {
      const v = body[name];
      return typeof v === "string" ? v : Array.isArray(v) && typeof v[0] === "string" ? v[0] : "";
    };
    const intent = field("intent") || "save";
    const actor = actorOf(c);
    const here = `${SITE}/${kind}/${id}`;
    if (intent === "discard") {
      const r = await deps.content.discard(actor, kind, id);
      return back(c, here, r.ok ? TOASTS.contentDiscarded : failed(r.error));
    }
    if (intent === "unschedule") {
      const r = await deps.content.unschedule(actor, kind, id);
      return back(c, here, r.ok ? TOASTS.contentUnscheduled : failed(r.error));
    }
    const revision = Number(field("revision"));
    const { data, uploads } = readContentForm(sectionsOf(kind as ContentKind, id)!, body);
    const errors: Record<string, string> = {};
    for (const u of uploads) {
      try {
        setAtPath(data, u.path, (await uploadImage(deps, u.file)).url);
      } catch (e) {
        if (!(e instanceof ImageError)) throw e;
        errors[u.path] = e.message;
      }
    }
    const typedAt = field("at").trim();
    if (Object.keys(errors).length > 0)
      return editor(
        c,
        item,
        { values: data, errors, problem: "Nothing was saved.", revision, at: typedAt },
        400,
      );
    let at: string | undefined;
    if (intent === "schedule") {
      at = fromFirmLocal(typedAt);
      if (!at) {
        const message = typedAt
          ? "That is not a date and time: choose one with the calendar, in Cayman time."
          : "Choose the date and time to publish at.";
        return editor(
          c,
          item,
          { values: data, errors: { at: message }, problem: "Nothing was saved.", revision, at: typedAt },
          400,
        );
      }
    }
    const saved = await deps.content.save(actor, kind, id, revision, data);
    if (!saved.ok)
      return editor(
        c,
        item,
        { values: data, ...asForm(saved, "Nothing was saved."), revision, at: typedAt },
        saved.status,
      );
    if (intent === "save") return back(c, here, TOASTS.contentSaved);
    const published = await deps.content.publish(actor, kind, id, at);
    if (!published.ok)
      // The draft is saved; what stops it from going live is shown on the form.
      return editor(
        c,
        saved.value,
        {
          values: data,
          ...asForm(
            published,
            intent === "schedule"
              ? "Your changes are saved as a draft, but not scheduled."
              : "Your changes are saved as a draft, but not published.",
          ),
          revision: saved.value.revision,
          at: typedAt,
        },
        published.status,
      );
    if ("requested" in published)
      return back(c, here, {
        title: "Asked for approval",
        description: published.onlyAdmin
          ? "Your changes are saved and wait for a second admin. This site has only one admin: add one under Account, Admins."
          : "Your changes are saved and wait for another admin to approve them.",
      });
    return back(
      c,
      here,
      at
        ? { title: "Scheduled", description: `It goes live by itself at the time you chose (Cayman time).` }
        : TOASTS.contentPublished,
    );
  });
