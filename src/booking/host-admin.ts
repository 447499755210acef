/**
 * Lawyers taking bookings as staff manage them: each one's calendar (its address stored and checked,
 * shown back only masked, its state in words), the feed of their bookings out to their own calendar (a
 * signed token per generation: stopping a link makes the next one new), the week of one lawyer's bookings
 * with their busy times, and the calendars that need attention.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { type AuditActor, recordEvent } from "../audit";
import { signingKey } from "../db";
import { FIRM_TIME_ZONE } from "../shared/booking-types";
import type { CalendarPort } from "./calendar-port";
import { locationWords } from "./catalogue";
import { type BookingContext, DAY, FIRM_HOST } from "./context";
import { calendarStateOf, type StoredHost } from "./hosts";
import { Tz } from "./slot-calendar";
import type { CalendarAddressResult, HostSummary, WeekView } from "./types";
import { caymanIso } from "./views";

const tz = new Tz(FIRM_TIME_ZONE);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How far back and ahead a feed lists bookings. */
const FEED_PAST_DAYS = 31;
const FEED_AHEAD_DAYS = 366;

export function createHostAdmin(
  ctx: BookingContext,
  opts: { calendars: CalendarPort | undefined; readSoon: (hostId: string) => void },
) {
  const { repos, now } = ctx;
  const key = signingKey(repos.secrets, "host-feed-key", now);

  async function tokenOf(hostId: string, generation: number): Promise<string> {
    return createHmac("sha256", await key())
      .update(`host-feed:${hostId}:${generation}`)
      .digest("base64url");
  }
  const feedUrl = async (hostId: string, generation: number) =>
    `${await ctx.content.origin()}/calendars/${await tokenOf(hostId, generation)}.ics`;

  /** The lawyer whose live feed a token is (a few lawyers: each one's token is worked out and compared). */
  async function feedOwner(token: string) {
    const given = Buffer.from(token);
    for (const feed of await repos.calendarSources.feeds()) {
      if (!feed.enabled) continue;
      const expected = Buffer.from(await tokenOf(feed.hostId, feed.generation));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return feed.hostId;
    }
    return undefined;
  }

  async function summaryOf(h: StoredHost): Promise<HostSummary> {
    const source = await repos.calendarSources.get(h.id);
    const c = calendarStateOf(source, now());
    const busy = source ? await ctx.hosts.busyBetween(h.id, now() - DAY, now() + 366 * DAY) : [];
    const feed = await repos.calendarSources.feed(h.id);
    const offering = !(h.whenCalendarFails === "stop" && (c.state === "failing" || c.state === "stale"));
    return {
      id: h.id,
      name: h.name,
      email: h.email,
      personId: h.person,
      calendar: {
        address: source && opts.calendars ? opts.calendars.mask(source.url) : source ? "…" : "",
        state: c.state,
        reason: c.reason,
        since: c.since === null ? null : caymanIso(c.since),
        lastRead: source?.okAt ? caymanIso(source.okAt) : null,
        busyCount: busy.length,
      },
      whenCalendarFails: h.whenCalendarFails === "stop" ? "stop" : "keep",
      offering,
      feed: {
        enabled: feed?.enabled ?? false,
        url: feed?.enabled ? await feedUrl(h.id, feed.generation) : null,
      },
    };
  }

  const audit = (
    action: "booking.calendar" | "booking.feed",
    h: StoredHost,
    actor: AuditActor,
    what: string,
  ) =>
    recordEvent(repos, {
      action,
      actor,
      ip: undefined,
      // The lawyer, never the address.
      target: { type: "content", id: `booking-host:${h.id}`, label: h.name },
      detail: { change: what },
      at: now(),
    });

  async function hostOrThrow(id: string): Promise<StoredHost> {
    const h = await ctx.hosts.byId(id);
    if (!h) throw new Error("no such lawyer taking bookings");
    return h;
  }

  return {
    async hosts(): Promise<HostSummary[]> {
      return Promise.all((await ctx.hosts.all()).map(summaryOf));
    },
    async host(id: string): Promise<HostSummary | undefined> {
      const h = await ctx.hosts.byId(id);
      return h && summaryOf(h);
    },

    async setCalendarAddress(hostId: string, url: string, actor: AuditActor): Promise<CalendarAddressResult> {
      const h = await ctx.hosts.byId(hostId);
      if (!h) return { ok: false, error: "This lawyer no longer takes bookings: add them again first." };
      if (!opts.calendars)
        return { ok: false, error: "Reading lawyers' calendars is not available on this site yet." };
      const address = typeof url === "string" ? url.trim() : "";
      const problem = opts.calendars.addressProblem(address);
      if (problem) return { ok: false, error: problem };
      await repos.calendarSources.set(hostId, address, now());
      ctx.hosts.changed();
      await audit("booking.calendar", h, actor, "set");
      opts.readSoon(hostId);
      return { ok: true };
    },
    async removeCalendarAddress(hostId: string, actor: AuditActor): Promise<void> {
      const h = await hostOrThrow(hostId);
      if (await repos.calendarSources.remove(hostId)) await audit("booking.calendar", h, actor, "removed");
      ctx.hosts.changed();
    },

    async feedOn(hostId: string, actor: AuditActor): Promise<string> {
      const h = await hostOrThrow(hostId);
      const feed = await repos.calendarSources.feedOn(hostId, now());
      await audit("booking.feed", h, actor, "on");
      return feedUrl(hostId, feed.generation);
    },
    async feedRevoke(hostId: string, actor: AuditActor): Promise<void> {
      const h = await hostOrThrow(hostId);
      await repos.calendarSources.feedRevoke(hostId);
      await audit("booking.feed", h, actor, "revoked");
    },
    async feedIcs(token: string): Promise<string | undefined> {
      if (!opts.calendars || typeof token !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(token))
        return undefined;
      const hostId = await feedOwner(token);
      const h = hostId ? await ctx.hosts.byId(hostId) : undefined;
      if (!hostId || !h) return undefined;
      const t = now();
      const rows = await repos.bookings.activeBlocks(
        hostId,
        t - FEED_PAST_DAYS * DAY,
        t + FEED_AHEAD_DAYS * DAY,
      );
      const bookings = (await repos.bookings.byIds(rows.map((r) => r.id))).filter(
        (b) => b.status === "confirmed" || (h.feedIncludesHeld && b.status === "held"),
      );
      const { types, office } = await ctx.catalogue.site();
      return opts.calendars.feedIcs({
        calendarName: `${h.name} — consultations`,
        uidHost: new URL(await ctx.content.origin()).hostname,
        showNames: h.feedShowsNames,
        bookings: bookings
          .sort((a, b) => a.start - b.start)
          .map((b) => {
            const type = types.find((x) => x.id === b.typeId);
            return {
              id: b.id,
              typeName: b.typeName,
              name: b.name,
              start: b.start,
              end: b.end,
              status: b.status as "held" | "confirmed",
              location: type ? locationWords(type, office) : "",
              sequence: b.sequence,
            };
          }),
      });
    },

    async week(hostId: string, weekStart: string): Promise<WeekView> {
      const h = hostId ? await ctx.hosts.byId(hostId) : undefined;
      const given = DATE.test(weekStart) ? Temporal.PlainDate.from(weekStart) : tz.zoned(now()).toPlainDate();
      const monday = given.subtract({ days: given.dayOfWeek - 1 });
      const from = tz.at(monday, "00:00")!;
      const to = tz.at(monday.add({ days: 7 }), "00:00")!;
      const id = h ? h.id : FIRM_HOST;
      const rows = await repos.bookings.activeBlocks(id, from, to);
      const bookings = await repos.bookings.byIds(rows.map((r) => r.id));
      const busy = h ? await ctx.hosts.busyBetween(h.id, from, to) : [];
      const days = Array.from({ length: 7 }, (_, i) => {
        const date = monday.add({ days: i });
        const a = tz.at(date, "00:00")!;
        const b = tz.at(date.add({ days: 1 }), "00:00")!;
        return {
          date: date.toString(),
          bookings: bookings
            .filter((x) => x.start >= a && x.start < b)
            .sort((x, y) => x.start - y.start)
            .map((x) => ({
              id: x.id,
              start: caymanIso(x.start),
              end: caymanIso(x.end),
              status: x.status,
              typeName: x.typeName,
              name: x.name,
            })),
          busy: busy
            .filter((x) => x.blockEnd > a && x.blockStart < b)
            .map((x) => ({
              start: caymanIso(Math.max(x.blockStart, a)),
              end: caymanIso(Math.min(x.blockEnd, b)),
            })),
        };
      });
      return { hostId: id, hostName: h?.name ?? "", weekStart: monday.toString(), days };
    },

    async attention() {
      const hosts = await ctx.hosts.all();
      const states = await repos.calendarSources.states();
      return hosts.flatMap((h) => {
        const c = calendarStateOf(
          states.find((s) => s.hostId === h.id),
          now(),
        );
        if (c.state !== "failing" && c.state !== "stale") return [];
        return [
          {
            hostId: h.id,
            hostName: h.name,
            reason: c.reason ?? "",
            since: c.since === null ? null : caymanIso(c.since),
          },
        ];
      });
    },
  };
}
