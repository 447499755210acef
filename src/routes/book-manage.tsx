import { type Context, Hono } from "hono";
import { BookFrame } from "../../views/site/book/book-page";
import { ManageLinkInvalid, ManagePage } from "../../views/site/book/manage";
import type { ActionResult, ManageView } from "../booking";
import type { AppEnv } from "../http/app-env";
import { setFlash } from "../http/flash";
import { redirectTo } from "../http/redirect";
import { renderPage } from "../http/render";
import { formFields } from "../http/request-body";
import type { Slot } from "../shared/booking-types";
import { fromParam, noStore, pageOfDays, TAKEN } from "./book";

/**
 * The visitor's own booking page, reached by the personal link in every e-mail (`/book/manage?token=…`):
 * GET shows it and changes nothing (mail scanners open links); its buttons cancel or move it by POST, with
 * the token in the form's body. The token is the whole credential: it is never logged (the request log
 * writes the path only), never cached, and the site's Referrer-Policy sends other sites the origin alone.
 */
export const bookManageRoutes = new Hono<AppEnv>();

const MANAGE_TITLE = "Your Consultation";
const manageHref = (token: string) => `/book/manage?token=${encodeURIComponent(token)}`;

/** The page for a link that is unknown or has expired: what it means, and the firm's phone and e-mail. */
function invalidLink(c: Context<AppEnv>) {
  noStore(c);
  return renderPage(
    c,
    {
      title: "Booking Link Not Valid",
      description: "This booking link does not work.",
      robots: "noindex, nofollow",
    },
    <BookFrame title={MANAGE_TITLE} intro="Your booking, with the times in Cayman Islands time.">
      <ManageLinkInvalid firm={c.get("site").firm} />
    </BookFrame>,
    404,
  );
}

interface ManageState {
  done?: boolean;
  from?: string | undefined;
  problem?: string | undefined;
  startError?: string | undefined;
  alternatives?: Slot[] | undefined;
  /** Show the free times open (the visitor was moving it). */
  moving?: boolean;
}

async function renderManage(
  c: Context<AppEnv>,
  token: string,
  view: ManageView,
  state: ManageState,
  status: 200 | 400 | 409 = 200,
) {
  const deps = c.get("deps");
  const typeId = view.type?.id;
  const active = view.booking.status === "held" || view.booking.status === "confirmed";
  const times = active && view.canChange && typeId ? await pageOfDays(c, typeId, state.from) : undefined;
  noStore(c);
  return renderPage(
    c,
    { title: MANAGE_TITLE, description: "Your consultation booking.", robots: "noindex, nofollow" },
    <BookFrame title={MANAGE_TITLE} intro="Your booking, with the times in Cayman Islands time.">
      <ManagePage
        view={view}
        token={token}
        done={state.done ?? false}
        mailed={deps.mail.enabled}
        problem={state.problem}
        startError={state.startError}
        {...(times
          ? {
              reschedule: {
                // The nearest free times (after a time was just taken) come first, and only once.
                days: times.days
                  .map((d) => ({
                    ...d,
                    slots: d.slots.filter((s) => !state.alternatives?.some((a) => a.start === s.start)),
                  }))
                  .filter((d) => d.slots.length > 0),
                later: times.next ? `${manageHref(token)}&from=${times.next}` : undefined,
                open: state.moving ?? state.from !== undefined,
                alternatives: state.alternatives,
              },
            }
          : {})}
      />
    </BookFrame>,
    status,
  );
}

bookManageRoutes.get("/book/manage", async (c) => {
  const token = c.req.query("token") ?? "";
  const view = token ? await c.get("deps").booking.manage(token) : undefined;
  if (!view) return invalidLink(c);
  return renderManage(c, token, view, {
    done: c.req.query("done") === "1",
    from: fromParam(c, c.req.query("from")),
  });
});

/** After a cancel or a move: back to the page with a toast, or the page again saying what stopped it. */
async function afterAction(
  c: Context<AppEnv>,
  token: string,
  result: ActionResult,
  success: { title: string; description: string },
  moving: boolean,
) {
  if (result.ok) {
    setFlash(c, success);
    return redirectTo(c, manageHref(token), 303);
  }
  const view = await c.get("deps").booking.manage(token);
  if (result.status === 404 || !view) return invalidLink(c);
  if (result.status === 409)
    return renderManage(c, token, view, { problem: TAKEN, alternatives: result.alternatives, moving }, 409);
  return renderManage(
    c,
    token,
    view,
    moving ? { startError: result.error, moving } : { problem: result.error },
    result.status,
  );
}

bookManageRoutes.post("/book/manage/cancel", async (c) => {
  const token = (await formFields(c)).token ?? "";
  if (!token) return invalidLink(c);
  const result = await c.get("deps").booking.cancelByVisitor(token);
  return afterAction(
    c,
    token,
    result,
    { title: "Consultation cancelled", description: "The time is released. You are welcome to book again." },
    false,
  );
});

bookManageRoutes.post("/book/manage/reschedule", async (c) => {
  const fields = await formFields(c);
  const token = fields.token ?? "";
  if (!token) return invalidLink(c);
  const result = await c.get("deps").booking.rescheduleByVisitor(token, fields.start ?? "");
  return afterAction(
    c,
    token,
    result,
    { title: "Consultation moved", description: "Your consultation is at the new time shown below." },
    true,
  );
});

bookManageRoutes.get("/book/manage/calendar.ics", async (c) => {
  const token = c.req.query("token") ?? "";
  const ics = token ? await c.get("deps").booking.calendarFile(token) : undefined;
  if (ics === undefined) return invalidLink(c);
  noStore(c);
  c.header("Content-Type", "text/calendar; charset=utf-8");
  c.header("Content-Disposition", 'attachment; filename="consultation.ics"');
  return c.body(ics);
});
