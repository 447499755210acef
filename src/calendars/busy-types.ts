/** What busy times are, and the one error reading them can give: loaded without the iCalendar parser. */

export interface BusyBlock {
  start: number;
  end: number;
}

/** What staff read when a file is not a calendar. */
export const NOT_A_CALENDAR = "Not a calendar (iCalendar) file";

/** The file is not a calendar; the message is a sentence for staff. */
export class CalendarFormatError extends Error {
  override name = "CalendarFormatError";
}
