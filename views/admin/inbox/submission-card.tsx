import type { FormEvent, ReactNode } from "react";

import { formatDateTime } from "../../../src/shared/dates";
import type {
  EnquiryOrigin,
  EnquiryVisit,
  Submission,
  SubmissionStatus,
} from "../../../src/shared/wire-types";
import { buttonClass } from "../../ui/button";

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: "New",
  contacted: "Contacted",
  completed: "Completed",
};

/** Status badge styles: new default (solid), contacted secondary, completed outline. */
const BADGE: Record<SubmissionStatus, string> = {
  new: "border-navy-800 bg-navy-800 text-white",
  contacted: "border-transparent bg-navy-100 text-navy-900",
  completed: "border-slate-400 bg-transparent text-navy-900",
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

const linkClass = "relative z-10 break-all text-sea-700 underline-offset-4 hover:underline";

/**
 * Where an enquiry (or a booking) came from: the page its visit landed on, the source, the campaign, the
 * form's page.
 */
export function Origin({ origin: o }: { origin: EnquiryOrigin | null | undefined }) {
  const source = o?.source ? `${o.source}${o.medium ? ` (${o.medium})` : ""}` : null;
  const rows: [string, string | null | undefined][] = [
    ["Landing page", o?.landingPage],
    ["Source", source],
    ["Campaign", o?.campaign],
    ["Sent from", o?.sentFrom],
  ];
  const known = rows.filter(([, v]) => v);
  return (
    <div data-origin="">
      <h3 className="text-sm font-semibold text-slate-600">Where it came from</h3>
      {known.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Not known (the visit was not counted).</p>
      ) : (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm">
          {known.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-all text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/**
 * One submission. Everything the visitor typed is rendered as React text, never as HTML. The header is one
 * big toggle (a real button stretched over it), with the e-mail and phone links lifted above it; the status
 * and delete forms sit below, outside the header, so using them never toggles the card.
 */
export function SubmissionCard({
  submission: s,
  visit,
  expanded,
  hydrated,
  busy,
  status,
  onToggle,
  onStatusChange,
  onStatusSubmit,
  onDelete,
  notice,
  actions,
  details,
  back,
}: {
  submission: Submission;
  /** Its visit and first answer (inbox cards; the spam folder has none). */
  visit?: EnquiryVisit | undefined;
  /** Shown expanded; before hydration (and without JavaScript) every card is. */
  expanded: boolean;
  hydrated: boolean;
  busy: boolean;
  /** What the select shows (the pending choice while a change is being saved). */
  status: SubmissionStatus;
  onToggle: () => void;
  onStatusChange: (status: SubmissionStatus) => void;
  onStatusSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onDelete: (e: FormEvent<HTMLFormElement>) => void;
  /** A line under the contact details (the notification e-mail's state, why it is spam). */
  notice?: ReactNode;
  /** More actions beside Delete (resend the notification, not spam). */
  actions?: ReactNode;
  /** More in the expanded part, under the message (internal notes). */
  details?: ReactNode;
  /** Where the plain forms return to: the list as it was shown (its tab, search and page). */
  back?: string | undefined;
}) {
  const backField = back ? <input type="hidden" name="back" value={back} /> : null;
  const detailsId = `submission-${s.id}-details`;
  return (
    <article
      id={`submission-${s.id}`}
      className="scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative p-5 hover:bg-slate-50">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="min-w-0 text-lg font-semibold text-navy-900">
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={onToggle}
              className="flex items-center gap-2 break-words text-left after:absolute after:inset-0 after:content-['']"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={`h-4 w-4 shrink-0 text-slate-500 transition-transform ${expanded ? "rotate-90" : ""}`}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="min-w-0 break-words">{s.name}</span>
            </button>
          </h2>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {visit?.overdue && status === "new" && (
              <span
                data-overdue=""
                className="inline-flex items-center rounded-full border border-gold-600 bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-navy-900"
              >
                Waiting over 1 business day
              </span>
            )}
            <StatusBadge status={s.status} />
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <a href={`mailto:${s.email}`} className={linkClass}>
            {s.email}
          </a>
          <a href={`tel:${s.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            {s.phone}
          </a>
          <time dateTime={s.submittedAt} className="text-slate-600">
            {formatDateTime(s.submittedAt)}
          </time>
        </div>
        {notice}
      </div>
      <div id={detailsId} hidden={!expanded} className="space-y-4 border-t border-slate-200 px-5 py-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-600">Service Interest</h3>
          <p className="mt-1 break-words text-navy-900">{s.service}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-600">Message</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-navy-900">{s.message}</p>
        </div>
        {visit && <Origin origin={visit.origin} />}
        {details}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 bg-slate-50 px-5 py-3">
        <form
          method="post"
          action={`/admin/contact-submissions/${s.id}/status`}
          onSubmit={onStatusSubmit}
          className="flex items-end gap-2"
        >
          {backField}
          <label className="text-sm font-medium text-navy-900">
            Status<span className="sr-only"> of the submission from {s.name}</span>
            <select
              name="status"
              value={status}
              disabled={busy}
              onChange={(e) => onStatusChange(e.target.value as SubmissionStatus)}
              className="mt-1 block h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-navy-900 focus:border-sea-700 focus:outline-none focus:ring-2 focus:ring-sea-700/30"
            >
              {(Object.keys(STATUS_LABELS) as SubmissionStatus[]).map((v) => (
                <option key={v} value={v}>
                  {STATUS_LABELS[v]}
                </option>
              ))}
            </select>
          </label>
          {/* Only needed without JavaScript: once hydrated, choosing a status saves it. */}
          <button type="submit" hidden={hydrated} className={buttonClass("outline", "sm")}>
            Update
          </button>
        </form>
        <div className="flex flex-wrap items-end gap-2">
          {actions}
          <form method="post" action={`/admin/contact-submissions/${s.id}/delete`} onSubmit={onDelete}>
            {backField}
            <button
              type="submit"
              disabled={busy}
              aria-label={`Delete submission from ${s.name}`}
              className={buttonClass("destructive", "sm")}
            >
              Delete
            </button>
          </form>
        </div>
      </div>
    </article>
  );
}
