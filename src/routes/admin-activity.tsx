import { Hono } from "hono";
import { ActivityPage } from "../../views/pages/admin/activity";
import { activityPage } from "../audit";
import type { AppEnv } from "../http/app-env";
import { renderPage } from "../http/render";

export const ACTIVITY_PATH = "/admin/activity";

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
    <ActivityPage data={data} query={query} paged={before !== undefined} />,
  );
});
