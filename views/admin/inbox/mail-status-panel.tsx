import { formatDateTime } from "../../../src/shared/dates";
import { heldBackText, visitorMailLimitsText } from "../../../src/shared/visitor-mail-limits";
import type { MailStatusView } from "../../../src/shared/wire-types";
import { buttonClass } from "../../ui/button";

const box = "rounded-xl border p-4 text-sm shadow-sm";
const sentence = (s: string) => `${s[0]!.toUpperCase()}${s.slice(1)}`;

/** One sentence on the acknowledgements to enquirers (decision 024), when mail is on. */
function acknowledgementLine(a: NonNullable<MailStatusView["acknowledgements"]>): string {
  const waiting = [
    a.pending > 0 ? `${a.pending} waiting to be retried` : "",
    a.failed > 0 ? `${a.failed} failed for good` : "",
  ]
    .filter(Boolean)
    .join(", ");
  const state = a.on
    ? "Enquirers get an automatic acknowledgement"
    : "Enquirers get no automatic acknowledgement";
  return `${state} (Site → Firm settings).${waiting ? ` Acknowledgements: ${waiting}.` : ""}`;
}

/**
 * The submissions screen's word on e-mail notifications: plainly off, plainly failing, or
 * where enquiries go, with "Send test e-mail" (a plain form: it works with and without JavaScript). A
 * line below says whether enquirers get the automatic acknowledgement, and how many of those wait or
 * failed (counted apart: an enquirer's mistyped address is not the firm's mail failing).
 */
export function MailStatusPanel({ status }: { status: MailStatusView }) {
  if (!status.enabled) {
    return (
      <section
        aria-labelledby="mail-status"
        data-mail-status="off"
        className={`${box} border-amber-300 bg-amber-50 text-amber-950`}
      >
        <h2 id="mail-status" className="font-sans text-base font-semibold">
          E-mail notifications are off
        </h2>
        <p className="mt-1">
          The site is not set up to send e-mail, so new enquiries are not e-mailed to anyone: check this
          screen for them. To have each one e-mailed to the firm, ask whoever runs the server to set up the
          site's e-mail.
        </p>
      </section>
    );
  }
  const failing = status.lastFailure;
  const waiting = [
    status.pending > 0 ? `${status.pending} waiting to be retried` : "",
    status.failed > 0 ? `${status.failed} failed for good` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <section
      aria-labelledby="mail-status"
      data-mail-status={failing ? "failing" : "ok"}
      className={`${box} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between ${
        failing ? "border-red-300 bg-red-50 text-red-950" : "border-slate-200 bg-white text-slate-700"
      }`}
    >
      <div className="min-w-0">
        <h2 id="mail-status" className="font-sans text-base font-semibold text-navy-900">
          {failing ? "The last notification e-mail could not be delivered" : "E-mail notifications are on"}
        </h2>
        {failing ? (
          <p className="mt-1 break-words">
            {`${formatDateTime(failing.at)}: ${failing.error}.${waiting ? ` ${sentence(waiting)}.` : ""} Check the mail settings, then send a test e-mail.`}
          </p>
        ) : (
          <p className="mt-1 break-words">
            {`New enquiries are e-mailed to ${status.recipients.join(", ")}.${waiting ? ` ${sentence(waiting)}.` : ""}`}
          </p>
        )}
        {status.acknowledgements && (
          <p className="mt-1 break-words" data-acknowledgements={status.acknowledgements.on ? "on" : "off"}>
            {acknowledgementLine(status.acknowledgements)}
          </p>
        )}
        {status.acknowledgements && (status.acknowledgements.on || status.acknowledgements.heldBack > 0) && (
          <p className="mt-1 break-words text-xs" data-held-back={status.acknowledgements.heldBack}>
            {`${visitorMailLimitsText("acknowledgement")} ${heldBackText("acknowledgement", status.acknowledgements.heldBack)}`}
          </p>
        )}
      </div>
      <form method="post" action="/admin/contact-submissions/test-email" className="shrink-0">
        <button type="submit" className={buttonClass("outline", "sm")}>
          Send test e-mail
        </button>
      </form>
    </section>
  );
}
