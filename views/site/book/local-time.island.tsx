import { useEffect } from "react";
import { FIRM_TIME_ZONE } from "../../../src/shared/booking-types";

/** The visitor's own time zone, when it is not the firm's: its id and its name for people ("New York"). */
function visitorZone(): { id: string; place: string } | undefined {
  try {
    const id = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (!id || id === FIRM_TIME_ZONE) return undefined;
    // "America/Argentina/Buenos_Aires" → "Buenos Aires"; "Etc/UTC" → "UTC".
    return { id, place: id.split("/").pop()!.replace(/_/g, " ") };
  } catch {
    return undefined;
  }
}

/** "10:00 AM in New York", with the weekday when the visitor's date is another than Cayman's. */
function localWords(iso: string, zone: { id: string; place: string }): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone.id });
  const theirDate = new Intl.DateTimeFormat("en-CA", { timeZone: zone.id }).format(at);
  const weekday =
    // The times carry the Cayman offset, so their own date is the Cayman date (and no date code is loaded).
    theirDate === iso.slice(0, 10)
      ? ""
      : `${new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: zone.id }).format(at)} `;
  return `${weekday}${time.format(at)} in ${zone.place}`;
}

/**
 * What JavaScript adds to a page of free times (TimeList), which is complete without it: beside each Cayman
 * time, the visitor's own ("10:00 AM in New York"); and choosing a day in the list of days moves the focus
 * to that day's times (its chosen one, else its first), not just the view. Renders nothing of its own: the
 * times are the server's HTML, so the script stays a few hundred bytes.
 */
export function LocalTime() {
  useEffect(() => {
    const zone = visitorZone();
    if (zone)
      for (const el of document.querySelectorAll<HTMLElement>("[data-local-for]"))
        el.textContent = localWords(el.dataset.localFor ?? "", zone);
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-day-link]");
      const day = link && document.getElementById(link.hash.slice(1));
      if (!day) return;
      e.preventDefault();
      const radio =
        day.querySelector<HTMLInputElement>("input[type=radio]:checked") ??
        day.querySelector<HTMLInputElement>("input[type=radio]");
      day.scrollIntoView({ block: "start" });
      radio?.focus({ preventScroll: true });
      history.replaceState(null, "", link.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
