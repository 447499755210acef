/**
 * A lawyer's calendar in staff words: when it was last read and what it holds, or since when it has not
 * been read and why. Times are the firm's clock (Cayman time).
 */
import type { HostSummary } from "../../../../src/booking";
import { clockTime, firmDate, formatDateTime } from "../../../../src/shared/dates";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "just now", "3 minutes ago", "2 hours ago", else the day and time. */
export function ago(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${plural(minutes, "minute", "minutes")} ago`;
  if (minutes < 24 * 60) return `${plural(Math.floor(minutes / 60), "hour", "hours")} ago`;
  return `on ${formatDateTime(iso)}`;
}

/** "10:05 (Cayman)" on the same day, else the date and time. */
function since(iso: string, now: number): string {
  const today = firmDate(now);
  return firmDate(iso) === today ? `${clockTime(iso)} (Cayman)` : `${formatDateTime(iso)} (Cayman)`;
}

/** The calendar's state as one sentence. */
export function calendarStateWords(calendar: HostSummary["calendar"], now: number): string {
  switch (calendar.state) {
    case "none":
      return "No calendar address yet: times are offered on working hours only.";
    case "ok":
      return calendar.lastRead
        ? `Read ${ago(calendar.lastRead, now)}, ${plural(calendar.busyCount, "busy time", "busy times")}.`
        : "Saved: it is read within a few minutes.";
    case "failing":
    case "stale": {
      const when = calendar.since ?? calendar.lastRead;
      const why = calendar.reason ?? "it has not been read for over an hour";
      return when
        ? `Not read since ${since(when, now)}: ${lowerFirst(why)}.`
        : `Not read yet: ${lowerFirst(why)}.`;
    }
  }
}

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s).replace(/\.$/, "");

/** What happens to the lawyer's times while the calendar fails, in words. */
export const WHEN_FAILS_WORDS: Record<HostSummary["whenCalendarFails"], string> = {
  keep: "Keep offering times on working hours",
  stop: "Stop offering this lawyer's times until the calendar reads again",
};
