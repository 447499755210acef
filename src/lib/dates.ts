/** DESIGN.md §7: dates in long form, English, in the firm's time zone, e.g. "March 4, 2026". */
export const TIME_ZONE = "America/Cayman";

/**
 * An Intl.DateTimeFormat made on first use, then kept: making one loads time-zone data and costs a few
 * milliseconds, which a start should not spend on formats it may not need yet (issue #15).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
}

const longDate = dateFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});
const dateTime = dateFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatLongDate = (iso: string) => longDate().format(new Date(iso));

/** e.g. "March 4, 2026 at 2:05 PM" */
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));

const parts = dateFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * An instant (ISO 8601 or ms) → the firm's wall-clock time as a datetime-local value, e.g.
 * "2026-12-07T09:00".
 */
export function toFirmLocal(at: string | number): string {
  const p = Object.fromEntries(
    parts()
      .formatToParts(new Date(at))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A datetime-local value read as the firm's wall-clock time → ISO 8601 with its offset, e.g.
 * "2026-12-07T09:00" → "2026-12-07T09:00:00-05:00". Undefined for anything else.
 */
export function fromFirmLocal(local: string): string | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return undefined;
  // The zone's offset at that moment (the Cayman Islands keep UTC−5 all year; computed, not assumed).
  const offsetMin = Math.round(
    (Date.parse(`${toFirmLocal(new Date(asUtc).toISOString())}:00Z`) - asUtc) / 60_000,
  );
  const sign = offsetMin <= 0 ? "-" : "+";
  const abs = Math.abs(offsetMin);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `${local}:00${sign}${hh}:${mm}`;
}
