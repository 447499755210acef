import { Hono } from "hono";
import { SiteRestoreChoicePage } from "../../views/admin/site/site-restore";
import { SiteComparePage, SiteRevisionsPage } from "../../views/admin/site/site-revisions";
import { compareData, type MissingChoice, type Refusal, sectionsOf } from "../content";
import type { AppEnv } from "../http/app-env";
import { errorResponse } from "../http/error-response";
import { renderPage } from "../http/render";
import { formFields } from "../http/request-body";
import { TOASTS } from "../shared/toasts";
import { back, failed, notFound, ROBOTS, SITE } from "./admin-site";
import { actorOf } from "./api/content";

const revisionNumber = (q: string | undefined) => (q && /^[1-9]\d{0,8}$/.test(q) ? Number(q) : undefined);
const choiceOf = (v: unknown): MissingChoice | undefined =>
  v === "keep" || v === "leave-out" ? v : undefined;

/**
 * An item's revisions for staff: the list, two side by side, and restoring one as the draft. A revision
 * that names a person or a practice area taken off the site since is restored only once staff have chosen
 * (a page that asks, which works without JavaScript).
 */
export const adminSiteRevisionRoutes = new Hono<AppEnv>()
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
    const [na, nb] = [revisionNumber(c.req.query("a")), revisionNumber(c.req.query("b"))];
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
        fields={
          await compareData(
            sectionsOf(item.kind, id)!,
            a.value.data,
            b.value.data,
            await content.personNamer(),
          )
        }
      />,
    );
  })
  .post(`${SITE}/:kind/:id/revisions/:n/restore`, async (c) => {
    const { kind, id, n } = c.req.param();
    const number = revisionNumber(n);
    if (number === undefined) return notFound(c);
    const content = c.get("deps").content;
    const missing = choiceOf((await formFields(c)).missing);
    const r = await content.restore(actorOf(c), kind, id, number, missing);
    if (!r.ok && r.status === 404) return notFound(c);
    if (!r.ok && "missing" in r) {
      const found = await content.find(kind, id);
      if (!found) return notFound(c);
      return renderPage(
        c,
        { title: `Restore revision ${number}?`, description: "Restore a revision.", robots: ROBOTS },
        <SiteRestoreChoicePage
          kind={kind}
          id={id}
          title={found.item.title}
          revision={number}
          missing={r.missing}
        />,
      );
    }
    return back(c, `${SITE}/${kind}/${id}`, r.ok ? TOASTS.contentRestored : failed(r.error));
  });
