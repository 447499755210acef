/**
 * The job that reads lawyers' own calendars: every minute it looks for calendars last tried 5 minutes ago
 * or more and reads each (a conditional request: an unchanged calendar answers 304), expands the
 * iCalendar text into busy times away from the request path, and stores them. Each read is claimed in the
 * database first, so however many instances run the job (or a "read now" comes in between), one address
 * is read at most once in 5 minutes. A failure keeps the busy times of the last good read and says why,
 * from the first failure on; a good read clears it. The log says what failed, never the address or whose
 * calendar it is (the lawyer's screen says that).
 */
import { CALENDAR_READ_EVERY_MS } from "../calendars";
import type { JobSpec } from "../jobs";
import type { CalendarPort } from "./calendar-port";
import { type BookingContext, DAY } from "./context";

export const CALENDAR_READS_JOB = "calendar-reads";
/** The busy times kept: from a day ago to a year ahead. */
const WINDOW_BEFORE_MS = DAY;
const WINDOW_AFTER_MS = 366 * DAY;

export function createCalendarReads(ctx: BookingContext, calendars: CalendarPort | undefined) {
  const { repos, now } = ctx;

  /** Reads under way on this instance, by lawyer: asking again waits for that read instead. */
  const underWay = new Map<string, Promise<boolean>>();

  /** Reads one lawyer's calendar if it is due (or never read); whether it was read. */
  function readOne(hostId: string): Promise<boolean> {
    const running = underWay.get(hostId);
    if (running) return running;
    const read = readNow(hostId).finally(() => underWay.delete(hostId));
    underWay.set(hostId, read);
    return read;
  }

  async function readNow(hostId: string): Promise<boolean> {
    if (!calendars) return false;
    const t = now();
    if (!(await repos.calendarSources.claimRead(hostId, t, t - CALENDAR_READ_EVERY_MS))) return false;
    const source = await repos.calendarSources.get(hostId);
    if (!source) return false;
    try {
      const r = await calendars.read(source.url, { etag: source.etag, lastModified: source.lastModified });
      if (r.status === "unchanged") await repos.calendarSources.readUnchanged(hostId, source.url, now());
      else if (r.status === "failed") {
        await repos.calendarSources.readFailed(hostId, source.url, r.reason, now());
        ctx.log("lawyer's calendar not read", { reason: r.reason });
      } else {
        let spans: { start: number; end: number }[];
        try {
          spans = await calendars.expand(r.text, t - WINDOW_BEFORE_MS, t + WINDOW_AFTER_MS);
        } catch (e) {
          const reason = e instanceof Error && e.message ? e.message : "Not a calendar (iCalendar) file";
          await repos.calendarSources.readFailed(hostId, source.url, reason, now());
          ctx.log("lawyer's calendar not read", { reason });
          return true;
        }
        const busy = JSON.stringify(spans.map((s) => [s.start, s.end]));
        await repos.calendarSources.readOk(
          hostId,
          source.url,
          { etag: r.etag, lastModified: r.lastModified, busy },
          now(),
        );
      }
    } catch (e) {
      // Anything unexpected is a failure of this calendar, said in words, never the request's problem.
      await repos.calendarSources.readFailed(hostId, source.url, "The calendar could not be read", now());
      ctx.log("lawyer's calendar read failed", {
        error: e instanceof Error ? e.name : "error",
      });
    } finally {
      ctx.hosts.changed();
    }
    return true;
  }

  /** Every calendar due a read, one after another; how many were read. */
  async function readDue(): Promise<number> {
    let n = 0;
    // Only lawyers still taking bookings: a removed lawyer's address stays stored but is not read.
    const live = new Set((await ctx.hosts.all()).map((h) => h.id));
    for (const hostId of await repos.calendarSources.due(now() - CALENDAR_READ_EVERY_MS))
      if (live.has(hostId) && (await readOne(hostId))) n++;
    return n;
  }

  const job: JobSpec = {
    name: CALENDAR_READS_JOB,
    schedule: { everyMs: 60_000 },
    atStart: true,
    leaseMs: 5 * 60_000,
    run: async () => void (await readDue()),
  };

  return {
    readOne,
    readDue,
    job,
    /** A read right after an address is saved: in the background, never in the request. */
    readSoon(hostId: string) {
      readOne(hostId).catch(() => ctx.log("lawyer's calendar read failed"));
    },
  };
}
