import type { HostSummary } from "../../../../src/booking";
import { buttonClass } from "../../../ui/button";
import { controlClass } from "../../../ui/field";
import { ContentStatus, type ContentStatusInfo } from "../content-status";
import { calendarStateWords } from "./calendar-words";
import { CONSULTATIONS_PATH } from "./consultations-path";
import { hostEditPath, hostPanelPath } from "./host-paths";

/** A lawyer taking bookings as the list shows them: the content item, and once published its calendar. */
export interface HostRow extends ContentStatusInfo {
  id: string;
  name: string;
  /** Undefined until published (the calendar panel needs a published lawyer). */
  summary: HostSummary | undefined;
}

export interface AddHostForm {
  person: string;
  email: string;
  errors: Record<string, string>;
}

/**
 * "Lawyers taking bookings": each one's calendar in a sentence and a link to their panel; adding one asks
 * who and where their invitations go. With none, every booking is with the firm as before.
 */
export function HostsList({
  hosts,
  people,
  now,
  add,
}: {
  hosts: HostRow[];
  /** The site's people, to choose from. */
  people: { id: string; name: string }[];
  now: number;
  add?: AddHostForm | undefined;
}) {
  const errors = add?.errors ?? {};
  return (
    <section aria-labelledby="consultation-hosts">
      <h2 id="consultation-hosts" className="text-xl font-bold text-navy-900">
        Lawyers taking bookings
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Who a booking is with. Give an appointment type one or more lawyers: a time is offered while one of
        them is free, and their own calendar's busy times are left out. A type without lawyers is booked with
        the firm, on the firm's hours.
      </p>
      {hosts.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {hosts.map((h) => (
            <li key={h.id} data-host={h.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="min-w-0 flex-1">
                <a
                  href={h.summary ? hostPanelPath(h.id) : hostEditPath(h.id)}
                  className="font-semibold text-navy-900 hover:text-sea-700"
                >
                  {h.name}
                </a>
                <span
                  className="mt-1 block text-sm text-slate-700"
                  data-calendar-state={h.summary?.calendar.state}
                >
                  {h.summary
                    ? calendarStateWords(h.summary.calendar, now)
                    : "Not published yet: publish it to offer this lawyer's times."}
                </span>
                <span className="mt-1 block">
                  <ContentStatus info={h} />
                </span>
              </span>
              {h.summary && (
                <a href={hostPanelPath(h.id)} className={buttonClass("outline", "sm")}>
                  Calendar<span className="sr-only"> of {h.name}</span>
                </a>
              )}
              <a href={hostEditPath(h.id)} className={buttonClass("outline", "sm")}>
                Edit<span className="sr-only"> {h.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          No lawyers yet: every booking is with the firm.
        </p>
      )}
      {people.length > 0 ? (
        <form
          method="post"
          action={`${CONSULTATIONS_PATH}/hosts#add-host`}
          id="add-host"
          className="mt-4 flex flex-wrap items-end gap-3"
        >
          <div>
            <label htmlFor="new-host-person" className="block text-sm font-medium text-navy-900">
              Lawyer
            </label>
            <select
              id="new-host-person"
              name="person"
              required
              defaultValue={add?.person ?? ""}
              aria-invalid={errors.person ? true : undefined}
              aria-describedby={errors.person ? "new-host-person-error" : undefined}
              className={controlClass(!!errors.person, "h-11 w-64 max-w-full")}
            >
              <option value="">Choose…</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {errors.person && (
              <p id="new-host-person-error" role="alert" className="mt-1 text-sm text-red-800">
                {errors.person}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="new-host-email" className="block text-sm font-medium text-navy-900">
              E-mail for their invitations
            </label>
            <input
              id="new-host-email"
              name="email"
              type="email"
              required
              maxLength={254}
              defaultValue={add?.email ?? ""}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? "new-host-email-error" : undefined}
              className={controlClass(!!errors.email, "h-11 w-72 max-w-full")}
            />
            {errors.email && (
              <p id="new-host-email-error" role="alert" className="mt-1 text-sm text-red-800">
                {errors.email}
              </p>
            )}
          </div>
          <button type="submit" className={buttonClass("secondary", "md")}>
            Add lawyer
          </button>
        </form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          Lawyers are chosen among the people on the site: add them under Site → People first.
        </p>
      )}
    </section>
  );
}
