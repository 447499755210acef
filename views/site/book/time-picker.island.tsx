import { type MouseEvent, useEffect, useState } from "react";
import { FIRM_TIME_ZONE, type SlotDay } from "../../../src/shared/booking-types";
import { clockTime, dayOf, longDay, shortDay } from "./when";

/** The visitor's own time zone, when it is not the firm's: its name for people ("New York") and its id. */
interface VisitorZone {
  id: string;
  place: string;
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires"; "Etc/UTC" → "UTC". */
const placeOf = (zone: string) => zone.split("/").pop()!.replace(/_/g, " ");

/** The browser's time zone, unless it is the firm's own (then the Cayman times say it all). */
function visitorZone(): VisitorZone | undefined {
  try {
    const id = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!id || id === FIRM_TIME_ZONE) return undefined;
    return { id, place: placeOf(id) };
  } catch {
    return undefined;
  }
}

/** "10:00 AM in New York", with the weekday when the visitor's date is another than Cayman's. */
function localWords(iso: string, zone: VisitorZone): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    timeZone: zone.id,
  }).format(at);
  const theirDate = new Intl.DateTimeFormat("en-CA", { timeZone: zone.id }).format(at);
  const weekday =
    theirDate === dayOf(iso)
      ? ""
      : `${new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: zone.id }).format(at)} `;
  return `${weekday}${time} in ${zone.place}`;
}

/**
 * The free times as native radio buttons, one fieldset per day with the day as its legend, and a list of
 * the days linking to their fieldsets. Rendered by the server, so it is complete without JavaScript (a day's
 * link jumps to its times); in the browser it adds each time in the visitor's own zone, and choosing a day
 * moves the focus to that day's times.
 */
export function TimePicker({
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
  const [zone, setZone] = useState<VisitorZone | undefined>(undefined);
  // After hydration only: the server cannot know the visitor's zone, and the first render must match its HTML.
  useEffect(() => setZone(visitorZone()), []);

  const goToDay = (e: MouseEvent<HTMLAnchorElement>, date: string) => {
    const set = document.getElementById(`${idBase}-${date}`);
    if (!set) return;
    e.preventDefault();
    const radio =
      set.querySelector<HTMLInputElement>("input[type=radio]:checked") ??
      set.querySelector<HTMLInputElement>("input[type=radio]");
    set.scrollIntoView({ block: "start" });
    radio?.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-6">
      {days.length > 1 && (
        <nav aria-label={daysLabel}>
          <ul className="flex flex-wrap gap-2">
            {days.map((d) => (
              <li key={d.date}>
                <a
                  href={`#${idBase}-${d.date}`}
                  onClick={(e) => goToDay(e, d.date)}
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
          className="scroll-mt-28 rounded-xl border border-slate-200 p-4"
        >
          <legend className="px-1 text-base font-semibold text-navy-900">{longDay(d.date)}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {d.slots.map((s) => (
              <label
                key={s.start}
                className="flex min-h-12 min-w-0 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-navy-900 hover:border-sea-700 has-checked:border-sea-700 has-checked:bg-sea-100"
              >
                <input
                  type="radio"
                  name={name}
                  value={s.start}
                  defaultChecked={s.start === chosen}
                  className="h-6 w-6 shrink-0 accent-sea-700"
                />
                <span className="min-w-0">
                  <span className="block font-medium">{clockTime(s.start)}</span>
                  {zone && (
                    <span data-local-time="" className="block text-xs break-words text-slate-600">
                      {localWords(s.start, zone)}
                    </span>
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
