import { type Context, Hono } from "hono";
import { ActivityPage } from "../../views/admin/activity/activity";
import { type ActivityPage as ActivityPageData, activityPage } from "../audit";
import type { AppEnv } from "../http/app-env";
import { renderPage } from "../http/render";

export const ACTIVITY_PATH = "/admin/activity";

/**
 * Where each entry's item can still be seen: a post's editor, a content item's, the admins list, a
 * booking's screen.
 */
async function linksOf(
  c: Context<AppEnv>,
  entries: ActivityPageData["entries"],
): Promise<Record<string, string>> {
  const { repos, content } = c.get("deps");
  const links: Record<string, string> = {};
  const needs = (type: string) => entries.some((e) => e.targetType === type && e.targetLabel && e.targetId);
  const items = needs("content") ? await content.list() : [];
  const admins = needs("user")
    ? new Set((await repos.users.listAccounts()).map((a) => a.id))
    : new Set<string>();
  await Promise.all(
    entries.map(async (e) => {
      if (!e.targetLabel || !e.targetId) return;
      if (e.targetType === "post" && (await repos.posts.findById(e.targetId)))
        links[e.id] = `/admin/posts/${e.targetId}`;
      if (e.targetType === "user" && admins.has(e.targetId)) links[e.id] = "/admin/account#admins";
      if (e.targetType === "booking" && (await c.get("deps").booking.get(e.targetId)))
        links[e.id] = `/admin/bookings/${encodeURIComponent(e.targetId)}`;
      if (e.targetType === "content") {
        const [kind, id] = e.targetId.split(":");
        if (items.some((i) => i.kind === kind && i.id === id)) links[e.id] = `/admin/site/${kind}/${id}`;
        else if (id === undefined)
          links[e.id] = {
            person: "/admin/site#site-people",
            "practice-area": "/admin/site#site-practice-areas",
            site: "/admin/site",
          }[kind!]!;
      }
    }),
  );
  return links;
}

/** The audit trail for admins: 25 entries a page, newest first, filterable by admin and action. */
export const adminActivityRoutes = new Hono<AppEnv>().get(ACTIVITY_PATH, async (c) => {
  const user = c.req.query("user") || undefined;
  const action = c.req.query("action") || undefined;
  const before = c.req.query("before") || undefined;
  const data = await activityPage(c.get("deps").repos, { user, action, before });
  const query = (cursor?: string) => {
    const q = new URLSearchParams();
    if (data.filter.user) q.set("user", data.filter.user);
    if (data.filter.action) q.set("action", data.filter.action);
    if (cursor) q.set("before", cursor);
    const s = q.toString();
    return s ? `${ACTIVITY_PATH}?${s}` : ACTIVITY_PATH;
  };
  return renderPage(
    c,
    { title: "Activity", description: "Who did what in the admin area.", robots: "noindex, nofollow" },
    <ActivityPage
      data={data}
      links={await linksOf(c, data.entries)}
      query={query}
      paged={before !== undefined}
    />,
  );
});
