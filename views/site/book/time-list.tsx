import type { SlotDay } from "../../../src/shared/booking-types";
import { clockTime, longDay, shortDay } from "./when";

/**
 * The free times as native radio buttons, one fieldset per day with the day as its legend, and a list of
 * the days linking to their fieldsets: complete without JavaScript (a day's link jumps to its times). Each
 * time has an empty place for the visitor's own time, which the LocalTime island fills in the browser; it
 * also moves the focus to a day's times when its link is chosen.
 */
export function TimeList({
  days,
  chosen = "",
  name = "start",
  idBase,
  daysLabel = "Days with free times",
  describedBy,
}: {
  /** Days with at least one free time. */
  days: SlotDay[];
  /** The start already chosen (ISO), kept when the page comes back with an error. */
  chosen?: string;
  name?: string;
  /** Prefix of the fieldsets' ids (`{idBase}-{date}`). */
  idBase: string;
  daysLabel?: string;
  /** Id of an error or hint about the choice. */
  describedBy?: string | undefined;
}) {
  return (
    <div className="space-y-6">
      {days.length > 1 && (
        <nav aria-label={daysLabel}>
          <ul className="flex flex-wrap gap-2">
            {days.map((d) => (
              <li key={d.date}>
                <a
                  href={`#${idBase}-${d.date}`}
                  data-day-link=""
                  className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-navy-900 hover:border-sea-700 hover:bg-sea-100"
                >
                  {shortDay(d.date)}
                  <span className="ml-1 text-slate-600">
                    ({d.slots.length} {d.slots.length === 1 ? "time" : "times"})
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {days.map((d) => (
        <fieldset
          key={d.date}
          id={`${idBase}-${d.date}`}
          aria-describedby={describedBy}
          className="scroll-mt-28 rounded-xl border border-slate-200 p-3 sm:p-4"
        >
          <legend className="px-1 text-base font-semibold text-navy-900">{longDay(d.date)}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {d.slots.map((s) => (
              <label
                key={s.start}
                className="flex min-h-12 min-w-0 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-2 py-2 sm:px-3 text-navy-900 hover:border-sea-700 has-checked:border-sea-700 has-checked:bg-sea-100"
              >
                <input
                  type="radio"
                  name={name}
                  value={s.start}
                  defaultChecked={s.start === chosen}
                  className="h-6 w-6 shrink-0 accent-sea-700"
                />
                <span className="min-w-0">
                  <span className="block font-medium whitespace-nowrap">{clockTime(s.start)}</span>
                  <span data-local-for={s.start} className="block text-xs break-words text-slate-600" />
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
