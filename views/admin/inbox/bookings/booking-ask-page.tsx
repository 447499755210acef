import type { BookingView } from "../../../../src/shared/booking-types";
import { AdminPage } from "../../../layout/admin-page";
import { buttonClass } from "../../../ui/button";
import { askFirst, BOOKINGS_PATH, meetingTime } from "./booking-words";

/**
 * The question asked without JavaScript before an action that e-mails the client (declining a request,
 * cancelling a confirmed consultation): what will happen, then the same form again with its confirmation.
 */
export function BookingAskPage({
  action,
  booking: b,
  back,
}: {
  action: "decline" | "cancel";
  booking: BookingView;
  back: string;
}) {
  const q = askFirst(action, b);
  return (
    <AdminPage title={q.title} intro={`${b.typeName}, ${meetingTime(b.start, b.end)} (Cayman time)`}>
      <div className="max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-lg font-semibold text-navy-900">{q.question}</p>
        <p className="text-slate-700">{q.detail}</p>
        <form
          method="post"
          action={`${BOOKINGS_PATH}/${encodeURIComponent(b.id)}/${action}`}
          className="flex flex-wrap gap-3"
        >
          <input type="hidden" name="back" value={back} />
          <button type="submit" name="confirm" value="yes" className={buttonClass("destructive", "md")}>
            {q.yes}
          </button>
          <a href={`${back}#booking-${b.id}`} className={buttonClass("outline", "md")}>
            No, go back
          </a>
        </form>
      </div>
    </AdminPage>
  );
}
