import { type Context, Hono } from "hono";
import { BookingAskPage } from "../../../views/admin/inbox/bookings/booking-ask-page";
import { BookingScreen } from "../../../views/admin/inbox/bookings/booking-page";
import { BOOKINGS_PATH, type BookingAction, whyNot } from "../../../views/admin/inbox/bookings/booking-words";
import { BookingsPage } from "../../../views/admin/inbox/bookings/bookings-page";
import type { ActionResult } from "../../booking";
import type { AppEnv } from "../../http/app-env";
import { errorResponse } from "../../http/error-response";
import { setFlash } from "../../http/flash";
import { redirectTo } from "../../http/redirect";
import { renderPage } from "../../http/render";
import { formFields } from "../../http/request-body";
import { bookingToast } from "../../shared/booking-toasts";
import { actorOfSession, filterOf, isOutcome, parseBookingList } from "./booking-params";

/** Where a form returns to: the bookings list as it was shown; never another site, never a header break. */
const BACK = /^\/admin\/bookings(\/[A-Za-z0-9_-]{1,64}|\?[^\s#]*)?$/;
const backTo = (raw: string | undefined) => (raw && BACK.test(raw) ? raw : BOOKINGS_PATH);

const failed = (c: Context<AppEnv>, description: string, to: string) => {
  setFlash(c, { title: "Nothing Changed", description, variant: "destructive" });
  return redirectTo(c, to, 303);
};

const meta = (title: string) => ({
  title,
  description: "Consultation bookings.",
  robots: "noindex, nofollow" as const,
});

const nowOf = (c: Context<AppEnv>) => (c.get("deps").now ?? Date.now)();

/** One page of bookings with each card's conflict pre-check. */
async function listPage(c: Context<AppEnv>) {
  const parsed = parseBookingList(
    { view: c.req.query("view"), q: c.req.query("q"), page: c.req.query("page") },
    "requested",
  );
  if (!parsed.ok) return errorResponse(c, 400, `This page address is not valid: ${parsed.error}`);
  const deps = c.get("deps");
  const params = parsed.params;
  const data = await deps.booking.list(filterOf(params), params.page);
  const full = await Promise.all(data.items.map((b) => deps.booking.get(b.id)));
  const conflicts = Object.fromEntries(full.flatMap((b) => (b ? [[b.id, b.conflicts]] : [])));
  return renderPage(
    c,
    meta("Bookings"),
    <BookingsPage
      params={params}
      data={data}
      conflicts={conflicts}
      now={nowOf(c)}
      mailEnabled={deps.mail.enabled}
    />,
  );
}

/** The answer to an action: back to the list with the toast that says what happened, or why not. */
function settled(c: Context<AppEnv>, action: BookingAction, result: ActionResult, back: string): Response {
  if (!result.ok) return failed(c, result.error, back);
  setFlash(c, bookingToast(action, c.get("deps").mail.enabled, result.booking.outcome ?? undefined));
  return redirectTo(c, `${back}#booking-${result.booking.id}`, 303);
}

/**
 * Decline and cancel e-mail the client, so they ask first: without `confirm=yes` the answer is a page with
 * the question (the island asks in a dialog and sends the confirmation along).
 */
async function askedAction(c: Context<AppEnv>, action: "decline" | "cancel") {
  const fields = await formFields(c);
  const back = backTo(fields.back);
  const deps = c.get("deps");
  const id = c.req.param("id") ?? "";
  const booking = await deps.booking.get(id);
  if (!booking)
    return failed(c, "There is no such booking: it may have been erased. Nothing was changed.", back);
  const refusal = whyNot(action, booking, nowOf(c));
  if (refusal) return failed(c, refusal, back);
  if (fields.confirm !== "yes")
    return renderPage(
      c,
      meta(action === "decline" ? "Decline the booking?" : "Cancel the consultation?"),
      <BookingAskPage action={action} booking={booking} back={back} />,
    );
  const actor = actorOfSession(c);
  const result =
    action === "decline" ? await deps.booking.decline(id, actor) : await deps.booking.cancelByFirm(id, actor);
  return settled(c, action, result, back);
}

/**
 * The bookings screen (beside the enquiries) and its no-JavaScript forms. The admin guard redirects
 * anyone signed out before these run; the origin check refuses forms sent from other sites.
 */
export const adminBookingsRoutes = new Hono<AppEnv>()
  .get(BOOKINGS_PATH, listPage)
  // One booking (the firm's e-mail about a new request links here).
  .get(`${BOOKINGS_PATH}/:id`, async (c) => {
    const booking = await c.get("deps").booking.get(c.req.param("id"));
    if (!booking) return errorResponse(c, 404, "There is no such booking: it may have been erased.");
    const { conflicts, ...view } = booking;
    return renderPage(
      c,
      meta("Booking"),
      <BookingScreen booking={view} conflicts={conflicts} now={nowOf(c)} />,
    );
  })
  .post(`${BOOKINGS_PATH}/:id/confirm`, async (c) => {
    const back = backTo((await formFields(c)).back);
    const result = await c.get("deps").booking.confirm(c.req.param("id"), actorOfSession(c));
    return settled(c, "confirm", result, back);
  })
  .post(`${BOOKINGS_PATH}/:id/decline`, (c) => askedAction(c, "decline"))
  .post(`${BOOKINGS_PATH}/:id/cancel`, (c) => askedAction(c, "cancel"))
  .post(`${BOOKINGS_PATH}/:id/outcome`, async (c) => {
    const fields = await formFields(c);
    const back = backTo(fields.back);
    if (!isOutcome(fields.outcome))
      return failed(c, "Choose how the meeting went: Attended, No-show or Cancelled by the firm.", back);
    const result = await c.get("deps").booking.outcome(c.req.param("id"), fields.outcome, actorOfSession(c));
    return settled(c, "outcome", result, back);
  });
