import { type Context, Hono } from "hono";
import { CONSULTATIONS_PATH } from "../../../views/admin/site/consultations/consultations";
import { HostPanelPage, hostPanelPath } from "../../../views/admin/site/consultations/host-panel";
import type { AppEnv } from "../../http/app-env";
import { errorResponse } from "../../http/error-response";
import { renderPage } from "../../http/render";
import { formFields } from "../../http/request-body";
import { back, ROBOTS } from "../admin-site";
import { actorOfSession } from "./booking-params";

const HOSTS = `${CONSULTATIONS_PATH}/hosts/:id`;
const NO_HOST =
  "There is no such lawyer taking bookings: they may have been removed. Choose one on the Consultations screen.";

const nowOf = (c: Context<AppEnv>) => (c.get("deps").now ?? Date.now)();

/** The panel of one lawyer, fresh or with a refused address as it was typed. */
async function panel(c: Context<AppEnv>, refused?: { error: string; typed: string }) {
  const host = await c.get("deps").booking.host(c.req.param("id") ?? "");
  if (!host) return errorResponse(c, 404, NO_HOST);
  c.header("Cache-Control", "no-store");
  return renderPage(
    c,
    { title: host.name, description: "A lawyer's calendar and bookings.", robots: ROBOTS },
    <HostPanelPage host={host} now={nowOf(c)} error={refused?.error} typed={refused?.typed} />,
    refused ? 400 : 200,
  );
}

/** The lawyer the form is about, or the answer when there is none. */
async function hostOf(c: Context<AppEnv>) {
  return c.get("deps").booking.host(c.req.param("id") ?? "");
}

/**
 * Site → Consultations → a lawyer: the private address of their calendar (pasted, replaced, removed;
 * never shown back whole) and the address of their bookings for their own calendar (turned on, stopped).
 * Plain forms that redirect with a toast; closed to anyone signed out by the admin guard.
 */
export const adminHostsRoutes = new Hono<AppEnv>()
  .get(HOSTS, (c) => panel(c))
  .post(`${HOSTS}/calendar`, async (c) => {
    const host = await hostOf(c);
    if (!host) return errorResponse(c, 404, NO_HOST);
    const typed = ((await formFields(c)).url ?? "").trim();
    if (!typed)
      return panel(c, { typed, error: "Paste the calendar's private address, starting with https://." });
    const r = await c.get("deps").booking.setCalendarAddress(host.id, typed, actorOfSession(c));
    if (!r.ok) return panel(c, { typed, error: r.error });
    return back(c, hostPanelPath(host.id), {
      title: "Calendar Address Saved",
      description: `${host.name}'s calendar is read within a few minutes; this page then says what it found.`,
    });
  })
  .post(`${HOSTS}/calendar/remove`, async (c) => {
    const host = await hostOf(c);
    if (!host) return errorResponse(c, 404, NO_HOST);
    await c.get("deps").booking.removeCalendarAddress(host.id, actorOfSession(c));
    return back(c, hostPanelPath(host.id), {
      title: "Calendar Address Removed",
      description: `${host.name}'s times are offered on working hours only, without their calendar.`,
    });
  })
  .post(`${HOSTS}/feed/on`, async (c) => {
    const host = await hostOf(c);
    if (!host) return errorResponse(c, 404, NO_HOST);
    await c.get("deps").booking.feedOn(host.id, actorOfSession(c));
    return back(c, hostPanelPath(host.id), {
      title: "Calendar Address Made",
      description: `Copy the address below into ${host.name}'s calendar as a subscription.`,
    });
  })
  .post(`${HOSTS}/feed/revoke`, async (c) => {
    const host = await hostOf(c);
    if (!host) return errorResponse(c, 404, NO_HOST);
    await c.get("deps").booking.feedRevoke(host.id, actorOfSession(c));
    return back(c, hostPanelPath(host.id), {
      title: "Address Stopped",
      description:
        "The old address no longer shows any booking. Turn it on again for a new one, and subscribe to that.",
    });
  });
