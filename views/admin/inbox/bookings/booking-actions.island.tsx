import type { FormEvent } from "react";
import { buttonClass } from "../../../ui/button";
import { askFirst, BOOKINGS_PATH, type BookingAction } from "./booking-words";

/**
 * A booking's buttons, each a plain POST form. Without JavaScript, Decline and Cancel lead to a page that
 * asks first (they e-mail the client); with it, the same question comes in a dialog and, when answered
 * yes, the form goes with its confirmation ticked.
 */
export function BookingActions({
  id,
  name,
  start,
  end,
  actions,
  back,
}: {
  id: string;
  name: string;
  start: string;
  end: string;
  actions: BookingAction[];
  /** Where the forms return to: the list as it was shown. */
  back: string;
}) {
  if (actions.length === 0) return null;
  const action = (what: string) => `${BOOKINGS_PATH}/${encodeURIComponent(id)}/${what}`;
  const backField = <input type="hidden" name="back" value={back} />;
  const ask = (what: "decline" | "cancel") => (e: FormEvent<HTMLFormElement>) => {
    const q = askFirst(what, { name, start, end });
    if (!window.confirm(`${q.question}\n\n${q.detail}`)) {
      e.preventDefault();
      return;
    }
    const confirm = e.currentTarget.elements.namedItem("confirm");
    if (confirm instanceof HTMLInputElement) confirm.value = "yes";
  };
  const who = <span className="sr-only"> the booking of {name}</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.includes("confirm") && (
        <form method="post" action={action("confirm")}>
          {backField}
          <button type="submit" className={buttonClass("secondary", "sm")}>
            Confirm{who}
          </button>
        </form>
      )}
      {actions.includes("decline") && (
        <form method="post" action={action("decline")} onSubmit={ask("decline")}>
          {backField}
          <input type="hidden" name="confirm" value="" />
          <button type="submit" className={buttonClass("outline", "sm")}>
            Decline…{who}
          </button>
        </form>
      )}
      {actions.includes("cancel") && (
        <form method="post" action={action("cancel")} onSubmit={ask("cancel")}>
          {backField}
          <input type="hidden" name="confirm" value="" />
          <button type="submit" className={buttonClass("destructive", "sm")}>
            Cancel by the firm…{who}
          </button>
        </form>
      )}
      {actions.includes("outcome") && (
        <form method="post" action={action("outcome")} className="flex flex-wrap items-center gap-2">
          {backField}
          <span className="text-sm font-semibold text-navy-900">How did it go?</span>
          <button type="submit" name="outcome" value="attended" className={buttonClass("secondary", "sm")}>
            Attended
          </button>
          <button type="submit" name="outcome" value="no-show" className={buttonClass("outline", "sm")}>
            No-show
          </button>
          <button
            type="submit"
            name="outcome"
            value="firm-cancelled"
            className={buttonClass("outline", "sm")}
          >
            Cancelled by the firm
          </button>
        </form>
      )}
    </div>
  );
}
