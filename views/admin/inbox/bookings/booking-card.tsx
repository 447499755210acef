import type { ConflictMatch } from "../../../../src/booking";
import type { BookingView } from "../../../../src/shared/booking-types";
import { formatDateTime } from "../../../../src/shared/dates";
import { Island } from "../../../ui/island";
import { Origin } from "../submission-card";
import { BookingActions } from "./booking-actions.island";
import { actionsFor, BOOKINGS_PATH, meetingTime, OUTCOME_WORDS, STATUS_WORDS, whyNot } from "./booking-words";

const BADGE: Record<BookingView["status"], string> = {
  held: "border-gold-600 bg-gold-100 text-navy-900",
  confirmed: "border-navy-800 bg-navy-800 text-white",
  declined: "border-slate-400 bg-transparent text-navy-900",
  expired: "border-slate-400 bg-transparent text-navy-900",
  cancelled: "border-slate-400 bg-transparent text-navy-900",
  "firm-cancelled": "border-slate-400 bg-transparent text-navy-900",
};

const linkClass = "break-all text-sea-700 underline-offset-4 hover:underline";

/** Where a match can be seen: the enquiry (or the note's enquiry) or the booking, found by its person's name. */
function matchHref(m: ConflictMatch): string {
  const q = encodeURIComponent(m.name);
  return m.where === "booking"
    ? `${BOOKINGS_PATH}?view=all&q=${q}#booking-${m.id}`
    : `/admin/contact-submissions?q=${q}#submission-${m.id}`;
}

const WHERE: Record<ConflictMatch["where"], string> = {
  enquiry: "an enquiry",
  booking: "a booking",
  note: "a note on an enquiry",
};

/** The conflict pre-check's matches: for staff only (this card is never on a public page). */
function Conflicts({ matches }: { matches: ConflictMatch[] }) {
  if (matches.length === 0)
    return (
      <p data-conflicts="none" className="text-sm text-slate-700">
        No matches in earlier enquiries, bookings or notes.
      </p>
    );
  return (
    <div data-conflicts={matches.length} className="rounded-md border border-amber-300 bg-amber-50 p-3">
      <h3 className="text-sm font-semibold text-amber-950">Possible conflicts: check before confirming</h3>
      <ul className="mt-2 space-y-1 text-sm text-amber-950">
        {matches.map((m) => (
          <li key={`${m.where}-${m.id}-${m.term}`}>
            “{m.term}” appears in {WHERE[m.where]} from{" "}
            <a href={matchHref(m)} className={linkClass}>
              {m.name}
            </a>{" "}
            ({formatDateTime(m.at)}){m.excerpt ? `: “${m.excerpt}”` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who decided, and when. */
function decided(b: BookingView): string | null {
  if (!b.decidedAt) return null;
  const verb: Partial<Record<BookingView["status"], string>> = {
    confirmed: "Confirmed",
    declined: "Declined",
    "firm-cancelled": "Cancelled",
  };
  const v = verb[b.status];
  if (!v) return null;
  return `${v}${b.decidedBy ? ` by ${b.decidedBy}` : ""} on ${formatDateTime(b.decidedAt)}.`;
}

/**
 * One booking as staff see it: when, what, who, what they answered, where the visit came from, the
 * conflict pre-check's matches, and the buttons for what can be done with it now. Everything the visitor
 * typed is rendered as React text, never as HTML.
 */
export function BookingCard({
  booking: b,
  conflicts,
  now,
  back,
}: {
  booking: BookingView;
  conflicts: ConflictMatch[];
  now: number;
  back: string;
}) {
  const headingId = `booking-${b.id}-name`;
  const ended = Date.parse(b.end) <= now;
  const decidedLine = decided(b);
  const actions = actionsFor(b, now);
  // Why a booking that is still open offers no button now, and what comes next.
  const waiting =
    b.status === "held"
      ? whyNot("confirm", b, now)
      : b.status === "confirmed" && !b.outcome
        ? whyNot("outcome", b, now)
        : undefined;
  return (
    <article
      id={`booking-${b.id}`}
      aria-labelledby={headingId}
      data-status={b.status}
      className="scroll-mt-24 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="space-y-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="break-words text-lg font-semibold text-navy-900">
              {b.name}
            </h2>
            <p className="mt-1 font-semibold text-navy-900">
              <time dateTime={b.start}>{meetingTime(b.start, b.end)}</time>
              <span className="font-normal text-slate-600"> (Cayman time)</span>
            </p>
            <p className="text-sm text-slate-700">{b.typeName}</p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            {b.outcome && (
              <span
                data-outcome={b.outcome}
                className="inline-flex items-center rounded-full border border-sea-700 px-2.5 py-0.5 text-xs font-semibold text-navy-900"
              >
                {OUTCOME_WORDS[b.outcome]}
              </span>
            )}
            <span
              data-status-words=""
              className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${BADGE[b.status]}`}
            >
              {STATUS_WORDS[b.status]}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
          <a href={`mailto:${b.email}`} className={linkClass}>
            {b.email}
          </a>
          {b.phone && (
            <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
              {b.phone}
            </a>
          )}
          <span className="text-slate-600">Requested {formatDateTime(b.createdAt)}</span>
        </div>
        {b.status === "held" && b.holdExpiresAt && !ended && (
          <p className="text-sm text-slate-700">
            The time is held until {formatDateTime(b.holdExpiresAt)}: confirm or decline before then, or the
            request expires and the time is freed.
          </p>
        )}
        {decidedLine && <p className="text-sm text-slate-700">{decidedLine}</p>}
        <Conflicts matches={conflicts} />
      </div>
      <div className="space-y-4 border-t border-slate-200 px-5 py-4">
        <div>
          <h3 className="text-sm font-semibold text-slate-600">Other parties</h3>
          {b.parties.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-navy-900">
              {b.parties.map((p) => (
                <li key={p} className="break-words">
                  {p}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-slate-600">None named.</p>
          )}
        </div>
        {b.answers.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-600">Answers</h3>
            <dl className="mt-1 space-y-1 text-sm">
              {b.answers.map((a) => (
                <div key={a.question}>
                  <dt className="text-slate-600">{a.question}</dt>
                  <dd className="whitespace-pre-wrap break-words text-navy-900">{a.answer || "—"}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <div>
          <h3 className="text-sm font-semibold text-slate-600">What it is about</h3>
          <p className="mt-1 whitespace-pre-wrap break-words text-navy-900">{b.message || "—"}</p>
        </div>
        <Origin origin={b.origin} />
      </div>
      {actions.length > 0 ? (
        <div className="border-t border-slate-200 bg-slate-50 px-5 py-3">
          <Island
            of={BookingActions}
            props={{ id: b.id, name: b.name, start: b.start, end: b.end, actions, back }}
          />
        </div>
      ) : (
        waiting && (
          <p className="border-t border-slate-200 bg-slate-50 px-5 py-3 text-sm text-slate-700">{waiting}</p>
        )
      )}
    </article>
  );
}
