import { Hono } from "hono";
import { isRealDate, mondayOf } from "../../../views/admin/inbox/bookings/week-dates";
import { WEEK_PATH, WeekPage } from "../../../views/admin/inbox/bookings/week-page";
import type { AppEnv } from "../../http/app-env";
import { errorResponse } from "../../http/error-response";
import { renderPage } from "../../http/render";
import { firmDate } from "../../shared/dates";

/**
 * The week view of bookings: one lawyer's (or the firm's) week, `?host={id}&week=YYYY-MM-DD` (any day of
 * the week; its Monday is shown). Closed to anyone signed out by the admin guard.
 */
export const adminBookingsWeekRoutes = new Hono<AppEnv>().get(WEEK_PATH, async (c) => {
  const deps = c.get("deps");
  const today = mondayOf(firmDate((deps.now ?? Date.now)()));
  const asked = c.req.query("week");
  if (asked !== undefined && asked !== "" && !isRealDate(asked))
    return errorResponse(c, 400, "The week in this address is not a date: choose a week with the links.");
  const hosts = await deps.booking.hosts();
  const host = c.req.query("host") ?? "";
  if (host && !hosts.some((h) => h.id === host))
    return errorResponse(
      c,
      404,
      "There is no such lawyer taking bookings: choose one on the week view of the bookings.",
    );
  const week = await deps.booking.week(host, asked ? mondayOf(asked) : today);
  c.header("Cache-Control", "no-store");
  return renderPage(
    c,
    { title: "Week of bookings", description: "Consultation bookings.", robots: "noindex, nofollow" },
    <WeekPage week={week} hosts={hosts.map((h) => ({ id: h.id, name: h.name }))} today={today} />,
  );
});
