import type { ManageView } from "../../../src/booking";
import { telHref } from "../../../src/content";
import type { BookingStatus, Slot, SlotDay } from "../../../src/shared/booking-types";
import { buttonClass } from "../../ui/button";
import { Island } from "../../ui/island";
import { daysOf } from "./book-values";
import { ErrorSummary } from "./error-summary";
import { LocalTime } from "./local-time.island";
import { TimeList } from "./time-list";
import { CAYMAN_TIME_NOTE, clockTime, dayOf, longDay, meetingTime } from "./when";

/** Where a booking stands, in the visitor's words. */
export const STATUS_WORDS: Record<BookingStatus, string> = {
  held: "Requested — awaiting the firm's confirmation",
  confirmed: "Confirmed",
  declined: "Not accepted by the firm",
  expired: "Not confirmed in time, so the time was released",
  cancelled: "Cancelled by you",
  "firm-cancelled": "Cancelled by the firm",
};

const active = (s: BookingStatus) => s === "held" || s === "confirmed";

function FirmContact({ firm }: { firm: ManageView["firm"] }) {
  return (
    <>
      call us on{" "}
      <a href={telHref(firm.phone)} className="font-semibold text-sea-700 underline underline-offset-2">
        {firm.phone}
      </a>{" "}
      or e-mail{" "}
      <a href={`mailto:${firm.email}`} className="font-semibold text-sea-700 underline underline-offset-2">
        {firm.email}
      </a>
    </>
  );
}

/**
 * The visitor's own page of their booking, reached by the link in every e-mail (and right after booking,
 * as the confirmation). Showing it changes nothing: cancelling and moving are the page's buttons (POST),
 * until the cut-off; after it, the firm's phone and e-mail.
 */
export function ManagePage({
  view,
  token,
  done,
  mailed,
  reschedule,
  problem,
  startError,
}: {
  view: ManageView;
  token: string;
  /** Just booked: the page is the confirmation. */
  done: boolean;
  /** The site sends e-mail (so a confirmation with this link is on its way). */
  mailed: boolean;
  /** Free times to move to, when the booking may still be moved. */
  reschedule?: {
    days: SlotDay[];
    later?: string | undefined;
    open: boolean;
    alternatives?: Slot[] | undefined;
  };
  problem?: string | undefined;
  startError?: string | undefined;
}) {
  const b = view.booking;
  const calendar = `/book/manage/calendar.ics?token=${encodeURIComponent(token)}`;
  const heading = done
    ? STATUS_WORDS[b.status]
    : `Your consultation: ${STATUS_WORDS[b.status].toLowerCase()}`;
  return (
    <div className="space-y-8">
      <ErrorSummary
        problem={problem}
        items={startError ? [{ href: "#bk-move-times", message: startError }] : []}
      />
      <section aria-labelledby="bk-status" className="space-y-4">
        <h2 id="bk-status" data-booking-status={b.status} className="text-2xl font-bold text-navy-900">
          {heading}
        </h2>
        {done && b.status === "held" && (
          <p className="text-slate-700">
            The time is held for you. We check for conflicts of interest first, then confirm by e-mail
            {mailed ? ` to ${b.email}` : ""}.
          </p>
        )}
        {done && b.status === "confirmed" && (
          <p className="text-slate-700">
            Your consultation is booked{mailed ? `; the details are on their way to ${b.email}` : ""}.
          </p>
        )}
        <dl className="grid gap-3 rounded-xl bg-sand-50 p-5 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold text-navy-900">Consultation</dt>
          <dd>{b.typeName}</dd>
          {b.hostName && (
            <>
              <dt className="font-semibold text-navy-900">With</dt>
              <dd data-lawyer="">{b.hostName}</dd>
            </>
          )}
          <dt className="font-semibold text-navy-900">When</dt>
          <dd>
            <span data-meeting-time="">{meetingTime(b.start, b.end)}</span>
          </dd>
          <dt className="font-semibold text-navy-900">Where</dt>
          <dd>{view.location}</dd>
          <dt className="font-semibold text-navy-900">Name</dt>
          <dd>{b.name}</dd>
        </dl>
        {active(b.status) && (
          <p className="flex flex-wrap gap-3">
            <a href={calendar} download className={buttonClass("secondary", "md")}>
              Add to calendar (.ics)
            </a>
          </p>
        )}
        {active(b.status) && (
          <p className="text-sm text-slate-600">
            {mailed
              ? "Keep this page's address (it is also in our e-mails): it is your link to see, move or cancel this booking. Please do not share it."
              : "Keep this page's address (bookmark it): it is your link to see, move or cancel this booking. Please do not share it."}
          </p>
        )}
      </section>

      {active(b.status) && view.canChange && (
        <>
          <details
            open={reschedule?.open}
            className="rounded-xl border border-slate-200 p-5 [&_summary]:cursor-pointer"
          >
            <summary className="min-h-11 py-2 text-lg font-semibold text-navy-900">
              Move to another time
            </summary>
            {reschedule && reschedule.days.length + (reschedule.alternatives?.length ?? 0) > 0 ? (
              <form method="post" action="/book/manage/reschedule" noValidate className="mt-4 space-y-5">
                <input type="hidden" name="token" value={token} />
                <p className="text-sm text-slate-600">{CAYMAN_TIME_NOTE}</p>
                <div id="bk-move-times" tabIndex={-1} className="space-y-6 outline-none">
                  {startError && (
                    <p id="bk-move-times-error" className="text-sm font-medium text-red-700">
                      {startError}
                    </p>
                  )}
                  {reschedule.alternatives && reschedule.alternatives.length > 0 && (
                    <TimeList
                      days={daysOf(reschedule.alternatives)}
                      idBase="bk-move-near"
                      daysLabel="Days with the nearest free times"
                    />
                  )}
                  <TimeList
                    days={reschedule.days}
                    idBase="bk-move"
                    describedBy={startError ? "bk-move-times-error" : undefined}
                  />
                  <Island of={LocalTime} props={{}} />
                </div>
                <p className="flex flex-wrap gap-3">
                  <button type="submit" className={buttonClass("secondary", "md")}>
                    Move my consultation
                  </button>
                  {reschedule.later && (
                    <a href={reschedule.later} className={buttonClass("outline", "md")}>
                      Later days
                    </a>
                  )}
                </p>
              </form>
            ) : (
              <p className="mt-4 text-slate-700">
                There are no other free times just now. To find another time, <FirmContact firm={view.firm} />
                .
              </p>
            )}
          </details>
          <details className="rounded-xl border border-slate-200 p-5 [&_summary]:cursor-pointer">
            <summary className="min-h-11 py-2 text-lg font-semibold text-navy-900">
              Cancel this consultation
            </summary>
            <form method="post" action="/book/manage/cancel" className="mt-4 space-y-4">
              <input type="hidden" name="token" value={token} />
              <p className="text-slate-700">
                The time on {longDay(dayOf(b.start))} at {clockTime(b.start)} will be released for others.
              </p>
              <button type="submit" className={buttonClass("destructive", "md")}>
                Yes, cancel my consultation
              </button>
            </form>
          </details>
          <p className="text-sm text-slate-600">
            You can move or cancel it here until {longDay(dayOf(view.changeUntil))} at{" "}
            {clockTime(view.changeUntil)} Cayman time.
          </p>
        </>
      )}
      {active(b.status) && !view.canChange && (
        <p data-after-cutoff="" className="rounded-xl bg-sand-50 p-5 text-navy-900">
          It is too close to the meeting to change it here. To move or cancel it,{" "}
          <FirmContact firm={view.firm} />.
        </p>
      )}
      {!active(b.status) && (
        <p className="flex flex-wrap gap-3">
          <a href="/book" className={buttonClass("secondary", "md")}>
            Book another time
          </a>
        </p>
      )}
    </div>
  );
}

/** An unknown or expired manage link: what it means and what to do instead. */
export function ManageLinkInvalid({ firm }: { firm: ManageView["firm"] }) {
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-bold text-navy-900">This booking link does not work</h2>
      <p className="text-slate-700">
        The link may be incomplete (please copy the whole address from our e-mail), or the meeting was more
        than two weeks ago and the link has expired.
      </p>
      <p className="text-slate-700">
        To see, move or cancel a consultation, <FirmContact firm={firm} />. To book a new one,{" "}
        <a href="/book" className="font-semibold text-sea-700 underline underline-offset-2">
          choose a time
        </a>
        .
      </p>
    </div>
  );
}
