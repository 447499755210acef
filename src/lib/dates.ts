/** DESIGN.md §7: dates in long form, English, in the firm's time zone, e.g. "March 4, 2026". */
export const TIME_ZONE = "America/Cayman";

const longDate = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});
const dateTime = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export const formatLongDate = (iso: string) => longDate.format(new Date(iso));

/** e.g. "March 4, 2026 at 2:05 PM" */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
