import { type Context, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { SiteItemRow } from "../../views/pages/admin/site";
import { SitePage } from "../../views/pages/admin/site";
import type { SiteAddressForm } from "../../views/pages/admin/site-address";
import { SiteChecklistPage } from "../../views/pages/admin/site-checklist";
import { SiteEditorPage } from "../../views/pages/admin/site-editor";
import { SiteImportProblemsPage } from "../../views/pages/admin/site-import";
import { SiteComparePage, SiteRevisionsPage } from "../../views/pages/admin/site-revisions";
import {
  blankData,
  type ContentKind,
  compareData,
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
import { formFields } from "../http/request-body";
import { ImageError, uploadImage } from "../images";
import { fromFirmLocal } from "../shared/dates";
import { slugify } from "../shared/fields";
import { TOASTS } from "../shared/toasts";
import { actorOf, siteDownload } from "./api/content";

const ROBOTS = "noindex, nofollow" as const;

/** The lists staff add to and remove from, by their address under /admin/site. */
const LISTS = {
  people: {
    kind: "person",
    anchor: "site-people",
    confirm: "Yes, remove",
    added: TOASTS.personAdded,
    removed: TOASTS.personRemoved,
    ordered: TOASTS.peopleOrdered,
  },
  "practice-areas": {
    kind: "practice-area",
    anchor: "site-practice-areas",
    confirm: "Yes, retire",
    added: TOASTS.areaAdded,
    removed: TOASTS.areaRetired,
    ordered: TOASTS.areasOrdered,
  },
} as const;
const SITE = "/admin/site";

/** Where an item shows on the public site (its preview). */
function pathOf(kind: string, id: string): string | null {
  if (kind === "page") return (PAGES as Record<string, { path: string }>)[id]?.path ?? null;
  if (kind === "person") return "/our-people";
  if (kind === "practice-area") return "/services";
  return "/contact";
}

const row = (i: ItemSummary): SiteItemRow => ({ ...i, path: pathOf(i.kind, i.id) });

const failed = (description: string) => ({ title: "Error", description, variant: "destructive" as const });

async function editor(
  c: Context<AppEnv>,
  item: ItemView,
  form?: {
    values: Record<string, unknown>;
    errors: Record<string, string>;
    problem?: string;
    revision?: number;
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
  const overridden: Record<string, string> = {};
  if (item.kind === "settings") {
    const env = content.overridden();
    if (env.name !== undefined) overridden["Firm name"] = "FIRM_NAME";
    if (env.phone !== undefined) overridden.Phone = "FIRM_PHONE";
    if (env.email !== undefined) overridden["E-mail"] = "FIRM_EMAIL";
  }
  if (form?.problem) c.set("flash", failed(form.problem));
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
        people: listed.filter((i) => i.kind === "person").map((p) => ({ id: p.id, name: p.title })),
        previews: {},
      }}
      path={pathOf(item.kind, item.id)}
      overridden={overridden}
      problem={form?.problem}
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

const notFound = (c: Context<AppEnv>) =>
  errorResponse(c, 404, "There is no such item of the site's content.");

async function multipart(c: Context<AppEnv>): Promise<FormBody> {
  try {
    return (await c.req.parseBody({ all: true })) as FormBody;
  } catch {
    throw new HTTPException(400, { message: "The form could not be read." });
  }
}

const back = (c: Context<AppEnv>, to: string, toast: Parameters<typeof setFlash>[1]) => {
  setFlash(c, toast);
  return redirectTo(c, to, 303);
};

/** A refusal's message for the page, and its fields' messages for the form. */
const asForm = (r: Refusal) => ({ errors: r.fields ?? {}, problem: r.error });

/** The Site screen; with `addressForm`, the web address's form came back refused (what was typed, why). */
export async function siteOverview(
  c: Context<AppEnv>,
  addressForm?: SiteAddressForm,
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
      settings={row(items.find((i) => i.kind === "settings")!)}
      pages={items.filter((i) => i.kind === "page").map(row)}
      areas={items.filter((i) => i.kind === "practice-area").map(row)}
      people={items.filter((i) => i.kind === "person").map(row)}
      removed={(await content.removed()).map(row)}
      checklist={(await content.checklist(c.get("deps").mail.enabled)).length}
      address={await content.originInfo()}
      addressForm={addressForm}
    />,
    status,
  );
}

/**
 * "Site": the firm's content for staff, as plain pages and forms that work without JavaScript (the people
 * list and the unsaved-changes warning are islands). The admin guard keeps everyone signed out away.
 */
export const adminSiteRoutes = new Hono<AppEnv>()
  .get(SITE, (c) => siteOverview(c))
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
    if (Object.keys(errors).length > 0)
      return editor(
        c,
        item,
        { values: data, errors, problem: Object.values(errors).join(". "), revision },
        400,
      );
    let at: string | undefined;
    if (intent === "schedule") {
      at = fromFirmLocal(field("at").trim());
      if (!at)
        return editor(
          c,
          item,
          { values: data, errors: {}, problem: "Choose the date and time to publish at.", revision },
          400,
        );
    }
    const saved = await deps.content.save(actor, kind, id, revision, data);
    if (!saved.ok) return editor(c, item, { values: data, ...asForm(saved), revision }, saved.status);
    if (intent === "save") return back(c, here, TOASTS.contentSaved);
    const published = await deps.content.publish(actor, kind, id, at);
    if (!published.ok)
      // The draft is saved; what stops it from going live is shown on the form.
      return editor(
        c,
        saved.value,
        { values: data, ...asForm(published), revision: saved.value.revision },
        published.status,
      );
    return back(
      c,
      here,
      at
        ? { title: "Scheduled", description: `It goes live by itself at the time you chose (Cayman time).` }
        : TOASTS.contentPublished,
    );
  })
  .get(`${SITE}/:kind/:id/revisions`, async (c) => {
    const { kind, id } = c.req.param();
    const content = c.get("deps").content;
    const found = await content.find(kind, id);
    const r = await content.revisions(kind, id);
    if (!found || !r.ok) return notFound(c);
    return renderPage(
      c,
      {
        title: `Revisions: ${found.item.title}`,
        description: "Revisions of the site's content.",
        robots: ROBOTS,
      },
      <SiteRevisionsPage
        kind={kind}
        id={id}
        title={found.item.title}
        revisions={r.value}
        removed={found.removed}
      />,
    );
  })
  .get(`${SITE}/:kind/:id/compare`, async (c) => {
    const { kind, id } = c.req.param();
    const content = c.get("deps").content;
    const item = (await content.find(kind, id))?.item;
    if (!item) return notFound(c);
    const n = (q: string | undefined) => (q && /^[1-9]\d{0,8}$/.test(q) ? Number(q) : undefined);
    const [na, nb] = [n(c.req.query("a")), n(c.req.query("b"))];
    if (na === undefined || nb === undefined)
      return errorResponse(c, 400, "Choose two revisions to compare.");
    const [a, b] = await Promise.all([
      content.revision(kind, id, Math.min(na, nb)),
      content.revision(kind, id, Math.max(na, nb)),
    ]);
    if (!a.ok || !b.ok) return errorResponse(c, 404, (!a.ok ? a : (b as Refusal)).error);
    return renderPage(
      c,
      { title: `Compare: ${item.title}`, description: "Two revisions side by side.", robots: ROBOTS },
      <SiteComparePage
        kind={kind}
        id={id}
        title={item.title}
        a={a.value}
        b={b.value}
        fields={await compareData(sectionsOf(item.kind, id)!, a.value.data, b.value.data)}
      />,
    );
  })
  .post(`${SITE}/:kind/:id/revisions/:n/restore`, async (c) => {
    const { kind, id, n } = c.req.param();
    if (!/^[1-9]\d{0,8}$/.test(n)) return notFound(c);
    const r = await c.get("deps").content.restore(actorOf(c), kind, id, Number(n));
    if (!r.ok && r.status === 404) return notFound(c);
    return back(c, `${SITE}/${kind}/${id}`, r.ok ? TOASTS.contentRestored : failed(r.error));
  });

// People and practice areas: added, moved with Up and Down, removed (retired), without JavaScript.
for (const [path, list] of Object.entries(LISTS))
  adminSiteRoutes
    .post(`${SITE}/${path}`, async (c) => {
      const name = ((await formFields(c)).name ?? "").trim().slice(0, 120);
      const data = list.kind === "person" ? { name } : { title: name, slug: slugify(name) };
      const r = await c.get("deps").content.createItem(actorOf(c), list.kind, data);
      if (!r.ok) return back(c, SITE, failed(r.error));
      return back(c, `${SITE}/${list.kind}/${r.value.id}`, list.added);
    })
    .post(`${SITE}/${path}/:id/move`, async (c) => {
      const id = c.req.param("id");
      const by = (await formFields(c)).direction === "up" ? -1 : 1;
      const content = c.get("deps").content;
      const ids = (await content.list()).filter((i) => i.kind === list.kind).map((i) => i.id);
      const from = ids.indexOf(id);
      if (from === -1) return notFound(c);
      const to = Math.min(ids.length - 1, Math.max(0, from + by));
      ids.splice(to, 0, ...ids.splice(from, 1));
      const r = await content.orderItems(actorOf(c), list.kind, ids);
      return back(c, `${SITE}#${list.anchor}`, r.ok ? list.ordered : failed(r.error));
    })
    .post(`${SITE}/${path}/:id/remove`, async (c) => {
      const here = `${SITE}/${list.kind}/${c.req.param("id")}`;
      if ((await formFields(c)).confirm !== "yes")
        return back(c, here, failed(`Tick “${list.confirm}” to confirm.`));
      const r = await c.get("deps").content.removeItem(actorOf(c), list.kind, c.req.param("id"));
      if (!r.ok) return back(c, r.status === 404 ? SITE : here, failed(r.error));
      return back(c, SITE, list.removed);
    });
