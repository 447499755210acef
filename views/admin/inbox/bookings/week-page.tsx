import type { HostSummary, WeekView } from "../../../../src/booking";
import { clockTime, longDay } from "../../../../src/shared/dates";
import { AdminPage } from "../../../layout/admin-page";
import { buttonClass } from "../../../ui/button";
import { controlClass } from "../../../ui/field";
import { BOOKINGS_PATH, STATUS_WORDS } from "./booking-words";
import { addDays } from "./week-dates";

export const WEEK_PATH = `${BOOKINGS_PATH}/week`;

/** The week view's address for a lawyer ("" the firm) and a week's Monday. */
export function weekHref(host: string, week: string): string {
  const sp = new URLSearchParams();
  if (host) sp.set("host", host);
  sp.set("week", week);
  return `${WEEK_PATH}?${sp.toString()}`;
}

type Entry =
  | { kind: "booking"; start: string; end: string; booking: WeekView["days"][number]["bookings"][number] }
  | { kind: "busy"; start: string; end: string };

/** One day's bookings and busy times, in order of their start. */
function entriesOf(day: WeekView["days"][number]): Entry[] {
  const all: Entry[] = [
    ...day.bookings.map((b) => ({ kind: "booking" as const, start: b.start, end: b.end, booking: b })),
    ...day.busy.map((b) => ({ kind: "busy" as const, start: b.start, end: b.end })),
  ];
  return all.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

const span = (e: { start: string; end: string }) => `${clockTime(e.start)} – ${clockTime(e.end)}`;

/**
 * A week of one lawyer's bookings (or the firm's), day by day, with the busy times of their own calendar
 * shown only as "Busy". Rendered on the server, links and a GET form only, and fit to print.
 */
export function WeekPage({
  week,
  hosts,
  today,
}: {
  week: WeekView;
  /** The lawyers to choose among; empty when every booking is with the firm. */
  hosts: Pick<HostSummary, "id" | "name">[];
  /** Today's Monday, for "This week". */
  today: string;
}) {
  const last = addDays(week.weekStart, 6);
  const who = week.hostId ? week.hostName : "The firm";
  return (
    <AdminPage
      title={`Week of ${longDay(week.weekStart)}`}
      intro={`${who}: bookings and busy times from ${longDay(week.weekStart)} to ${longDay(last)}, Cayman time.`}
      actions={
        <a href={BOOKINGS_PATH} className={`${buttonClass("ghost", "sm")} print:hidden`}>
          Back to Bookings
        </a>
      }
    >
      <div data-print-page className="space-y-6">
        <div className="flex flex-wrap items-end gap-4 print:hidden">
          {hosts.length > 0 && (
            <form method="get" action={WEEK_PATH} className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="week" value={week.weekStart} />
              <div>
                <label htmlFor="week-host" className="block text-sm font-medium text-navy-900">
                  Lawyer
                </label>
                <select
                  id="week-host"
                  name="host"
                  defaultValue={week.hostId}
                  className={controlClass(false, "h-10 w-64 max-w-full")}
                >
                  <option value="">The firm (bookings without a lawyer)</option>
                  {hosts.map((h) => (
                    <option key={h.id} value={h.id}>
                      {h.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClass("secondary", "sm")}>
                Show
              </button>
            </form>
          )}
          <nav aria-label="Weeks" className="flex flex-wrap gap-2">
            <a
              href={weekHref(week.hostId, addDays(week.weekStart, -7))}
              className={buttonClass("outline", "sm")}
            >
              Previous week
            </a>
            <a href={weekHref(week.hostId, today)} className={buttonClass("outline", "sm")}>
              This week
            </a>
            <a
              href={weekHref(week.hostId, addDays(week.weekStart, 7))}
              className={buttonClass("outline", "sm")}
            >
              Next week
            </a>
          </nav>
        </div>
        <ol className="space-y-4">
          {week.days.map((day) => {
            const entries = entriesOf(day);
            return (
              <li
                key={day.date}
                data-day={day.date}
                className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:shadow-none"
              >
                <h2 className="font-semibold text-navy-900">{longDay(day.date)}</h2>
                {entries.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600">Nothing booked.</p>
                ) : (
                  <ul className="mt-2 divide-y divide-slate-100">
                    {entries.map((e) =>
                      e.kind === "busy" ? (
                        <li
                          key={`busy-${e.start}-${e.end}`}
                          data-busy
                          className="flex gap-4 py-2 text-sm text-slate-600"
                        >
                          <span className="w-44 shrink-0 tabular-nums">{span(e)}</span>
                          <span>Busy</span>
                        </li>
                      ) : (
                        <li
                          key={e.booking.id}
                          data-booking={e.booking.id}
                          className="flex flex-wrap gap-4 py-2 text-sm"
                        >
                          <span className="w-44 shrink-0 tabular-nums">{span(e)}</span>
                          <span className="min-w-0 flex-1">
                            <a
                              href={`${BOOKINGS_PATH}/${encodeURIComponent(e.booking.id)}`}
                              className="font-semibold text-navy-900 hover:text-sea-700"
                            >
                              {e.booking.name}
                            </a>{" "}
                            — {e.booking.typeName}
                          </span>
                          <span className="text-slate-700">{STATUS_WORDS[e.booking.status]}</span>
                        </li>
                      ),
                    )}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </AdminPage>
  );
}
