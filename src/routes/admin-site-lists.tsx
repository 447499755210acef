import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { formFields } from "../http/request-body";
import { slugify } from "../shared/fields";
import { TOASTS } from "../shared/toasts";
import { back, failed, notFound, SITE, sitePage } from "./admin-site";
import { actorOf } from "./api/content";

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
/**
 * People and practice areas as lists staff keep, without JavaScript: added (a person by name; a practice
 * area by its title, web address and summary, a refusal shown beside each field), moved with Up and
 * Down, removed (retired) after a tick to confirm.
 */
export const adminSiteListRoutes = new Hono<AppEnv>();

/**
 * Case results and testimonials, added without JavaScript from one field (a headline, or the name shown);
 * the rest is filled in in their editor.
 */
for (const [path, kind, field] of [
  ["case-results", "case-result", "title"],
  ["testimonials", "testimonial", "displayName"],
] as const)
  adminSiteListRoutes.post(`${SITE}/${path}`, async (c) => {
    const given = ((await formFields(c))[field] ?? "").trim().slice(0, 120);
    const r = await c.get("deps").content.createItem(actorOf(c), kind, { [field]: given });
    if (!r.ok) return back(c, SITE, failed(r.error));
    return back(c, `${SITE}/${kind}/${r.value.id}`, {
      title: kind === "case-result" ? "Case result added" : "Testimonial added",
      description: "Fill it in and publish it when it is ready; it shows with the firm's disclaimer.",
    });
  });

/** A preset's starting text into the firm's disclaimers, as a draft of the firm settings to review. */
adminSiteListRoutes.post(`${SITE}/compliance-preset`, async (c) => {
  const r = await c.get("deps").content.fillPreset(actorOf(c), (await formFields(c)).preset);
  if (!r.ok) return back(c, `${SITE}#site-results`, failed(r.error));
  return back(c, `${SITE}/settings/firm`, {
    title: "Starting text filled in",
    description: "Starting text, not legal advice: read it, make it the firm's own words, then publish.",
  });
});

for (const [path, list] of Object.entries(LISTS))
  adminSiteListRoutes
    .post(`${SITE}/${path}`, async (c) => {
      const form = await formFields(c);
      const text = (name: string, max: number) => (form[name] ?? "").trim().slice(0, max);
      if (list.kind === "person") {
        const r = await c.get("deps").content.createItem(actorOf(c), list.kind, { name: text("name", 120) });
        if (!r.ok) return back(c, SITE, failed(r.error));
        return back(c, `${SITE}/${list.kind}/${r.value.id}`, list.added);
      }
      // A practice area: its title, web address (made from the title when left empty) and summary.
      const values = {
        title: text("title", 120),
        slug: text("slug", 80).toLowerCase(),
        description: text("description", 1500),
      };
      const r = await c.get("deps").content.createItem(actorOf(c), list.kind, {
        ...values,
        slug: values.slug || slugify(values.title),
      });
      if (!r.ok) return sitePage(c, { addArea: { values, errors: r.fields ?? { title: r.error } } }, 400);
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
