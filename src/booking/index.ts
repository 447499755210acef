/**
 * Consultation bookings: a visitor books a real time of an appointment type (the firm's content), held
 * for the firm to confirm after a conflict pre-check (or confirmed at once), with calendar invites, a
 * manage link without an account, and reminders through the outbox. One booking per time is the
 * database's guarantee: each booking claims the 5-minute cells of its time in its own transaction, on the
 * firm's calendar or, for a type with lawyers, on the lawyer's it is given (whose own calendar is read for
 * busy times, and whose bookings are fed back out to it). The only door to src/booking.
 */
import type { Config } from "../config";
import type { Content } from "../content";
import type { BookingRow, Repos } from "../db";
import type { JobSpec } from "../jobs";
import type { Mail } from "../mail";
import type { BookingOutcome } from "../shared/booking-types";
import { FIRM_TIME_ZONE } from "../shared/booking-types";
import { defineBookingMail } from "./booking-mail";
import type { CalendarPort } from "./calendar-port";
import { createCalendarReads } from "./calendar-reads";
import { createCatalogue, hoursOf, locationWords, type StoredType } from "./catalogue";
import { type StoredMatch, showMatches } from "./conflicts";
import { type BookingContext, DAY, MANAGE_LINK_DAYS } from "./context";
import { bookingsCsv } from "./csv";
import { createHostAdmin } from "./host-admin";
import { createHostDirectory } from "./hosts";
import { createLifecycle } from "./lifecycle";
import type { MailBooking } from "./mail-booking";
import { createBookingMails } from "./mails";
import { bookingsPersonalData } from "./personal-data";
import { createRequest } from "./request";
import { listSlots } from "./times";
import { createManageTokens } from "./tokens";
import type { BookingDoor, BookingFilter, BookingPage, ManageView } from "./types";
import { caymanIso, viewOf } from "./views";

export {
  type BusySpan,
  type CalendarPort,
  type CalendarReadResult,
  calendarPort,
  type FeedBooking,
} from "./calendar-port";
export { CALENDAR_READS_JOB } from "./calendar-reads";
export type { MailBooking } from "./mail-booking";
export { BOOKING_LIMITS, NOT_OFFERED, TAKEN } from "./request";
export { MAX_DAYS } from "./times";
export type * from "./types";
export { FIRM_TIME_ZONE };
export const BOOKING_EXPIRY_JOB = "booking-holds";
/** Bookings per page of the staff list. */
export const BOOKINGS_PAGE_SIZE = 25;
/** The staff screen of a booking (e-mails link to it). */
export const bookingScreen = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;

export function createBooking(deps: {
  config: Pick<Config, "rateLimits" | "mail" | "retentionDays">;
  repos: Repos;
  mail: Mail;
  content: Content;
  log: (msg: string, fields?: Record<string, unknown>) => void;
  now?: (() => number) | undefined;
  /** Reading lawyers' own calendars (absent: no calendar is read, and none can be set). */
  calendars?: CalendarPort | undefined;
}): BookingDoor {
  const { repos, mail, content } = deps;
  const now = deps.now ?? Date.now;
  const tokens = createManageTokens(repos.secrets, now);
  const catalogue = createCatalogue(content);
  const manageUrl = async (id: string) =>
    `${await content.origin()}/book/manage?token=${await tokens.tokenOf(id)}`;
  const hosts = createHostDirectory({
    repos,
    hosts: async () => (await content.site()).booking.hosts,
    firmHours: async () => hoursOf((await catalogue.site()).hours),
    now,
  });
  const ctx: BookingContext = {
    config: deps.config,
    repos,
    content,
    mail,
    catalogue,
    hosts,
    tokens,
    mails: createBookingMails({ mail, now }),
    now,
    log: deps.log,
    manageUrl,
    find: (id) => repos.bookings.byId(id),
  };
  const lifecycle = createLifecycle(ctx);
  const request = createRequest(ctx);
  const reads = createCalendarReads(ctx, deps.calendars);
  const hostAdmin = createHostAdmin(ctx, { calendars: deps.calendars, readSoon: reads.readSoon });
  /** Lawyers' names by id, for a list of bookings. */
  const hostNames = async () => new Map((await hosts.all()).map((h) => [h.id, h.name]));
  const named = (names: Map<string, string>) => (b: BookingRow) => viewOf(b, names.get(b.host) ?? null);

  /** A booking with all its e-mails need, as it is now. */
  async function lookup(id: string): Promise<MailBooking | undefined> {
    const b = await repos.bookings.byId(id);
    if (!b) return undefined;
    const type = await catalogue.any(b.typeId);
    const { office } = await catalogue.site();
    const origin = await content.origin();
    // A lawyer's booking: their invite goes to their own address.
    const host = b.host ? await hosts.byId(b.host) : undefined;
    return {
      ...viewOf(b, host?.name ?? null),
      sequence: b.sequence,
      manageUrl: await manageUrl(b.id),
      location: type ? locationWords(type, office) : "",
      hostEmail: host?.email || type?.hostEmail || null,
      clientNameInInvite: type?.clientNameInInvite ?? false,
      uidHost: new URL(origin).hostname,
      adminUrl: `${origin}${bookingScreen(b.id)}`,
      cancelCutoffHours: type?.cancelCutoffHours ?? 24,
    };
  }

  const firm = async () => {
    const site = await content.site();
    return { ...site.firm, address: site.settings.address.contact };
  };
  const notifyTo = () => deps.config.mail?.notifyTo ?? [];
  const organizer = () => {
    const from = mail.sender();
    const f = content.current()?.firm;
    return { name: from?.name ?? f?.name ?? "", email: from?.address ?? f?.email ?? "" };
  };
  const hostEmail = async (id: string) => (id ? (await hosts.byId(id))?.email : undefined);
  defineBookingMail({ mail, lookup, firm, notifyTo, organizer, hostEmail, now });

  /** The booking a manage link names, while the link works (until 14 days after the meeting's end). */
  async function byToken(token: unknown) {
    if (!tokens.wellFormed(token)) return undefined;
    const b = await repos.bookings.byTokenHash(tokens.hashOf(token));
    if (!b || now() > b.end + MANAGE_LINK_DAYS * DAY) return undefined;
    return b;
  }

  const expiry: JobSpec = {
    name: BOOKING_EXPIRY_JOB,
    // A request not confirmed within its type's hours: expired within a minute of its time.
    schedule: { everyMs: 60_000 },
    atStart: true,
    leaseMs: 5 * 60_000,
    run: async () => void (await lifecycle.expireDue()),
  };

  const filterOf = (f: BookingFilter) => ({ view: f.view, q: f.q });
  /** The lawyers a visitor may choose for a type: none unless it lets them choose among two or more. */
  const choosable = async (t: StoredType) => {
    const list = await hosts.ofType(t);
    return t.visitorChoosesHost && list.length > 1 ? list.map((h) => ({ id: h.id, name: h.name })) : [];
  };

  return {
    open: async () => (await catalogue.shown()).length > 0,
    async types() {
      const { office } = await catalogue.site();
      return Promise.all(
        (await catalogue.shown()).map(async (t) => {
          const choices = await choosable(t);
          return { ...catalogue.publicOf(t, office), ...(choices.length > 0 ? { hosts: choices } : {}) };
        }),
      );
    },
    async type(id) {
      const t = (await catalogue.shown()).find((x) => x.id === id);
      return t && catalogue.bookable(t);
    },
    async slots(typeId, from, days = 14, host) {
      const t = (await catalogue.shown()).find((x) => x.id === typeId);
      if (!t) return undefined;
      const date = from && /^\d{4}-\d{2}-\d{2}$/.test(from) ? from : undefined;
      return listSlots(ctx, t, date, days, host);
    },
    request,

    async manage(token): Promise<ManageView | undefined> {
      const b = await byToken(token);
      if (!b) return undefined;
      const stored = await catalogue.any(b.typeId);
      const { site, office } = await catalogue.site();
      const window = await lifecycle.changeWindow(b);
      const v = viewOf(b, b.host ? ((await hosts.byId(b.host))?.name ?? null) : null);
      return {
        booking: {
          id: v.id,
          typeName: v.typeName,
          start: v.start,
          end: v.end,
          status: v.status,
          name: v.name,
          email: v.email,
          hostName: v.hostName,
        },
        type: stored?.shown ? await catalogue.bookable(stored) : undefined,
        location: stored ? locationWords(stored, office) : "",
        canChange: window.canChange,
        changeUntil: caymanIso(window.until),
        firm: { name: site.firm.name, phone: site.firm.phone, email: site.firm.email },
      };
    },
    async cancelByVisitor(token) {
      const b = await byToken(token);
      if (!b)
        return { ok: false, status: 404, error: "This link no longer works: please call or e-mail us." };
      return lifecycle.cancelByVisitor(b);
    },
    async rescheduleByVisitor(token, start) {
      const b = await byToken(token);
      if (!b)
        return { ok: false, status: 404, error: "This link no longer works: please call or e-mail us." };
      return lifecycle.rescheduleByVisitor(b, start);
    },
    async calendarFile(token) {
      const b = await byToken(token);
      if (!b) return undefined;
      const m = await lookup(b.id);
      if (!m) return undefined;
      const method = b.status === "held" || b.status === "confirmed" ? "PUBLISH" : "CANCEL";
      // The iCalendar library loads with the first file asked for, not at start.
      const { bookingEvent } = await import("./invite");
      return bookingEvent(m, method, "visitor", organizer(), { stamp: now() });
    },

    async list(filter, page): Promise<BookingPage> {
      const f = filterOf(filter);
      const t = now();
      const total = await repos.bookings.count(f, t);
      const pages = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));
      const p = Math.min(Math.max(1, Math.floor(page) || 1), pages);
      const rows = await repos.bookings.page(f, t, BOOKINGS_PAGE_SIZE, (p - 1) * BOOKINGS_PAGE_SIZE);
      return {
        items: rows.map(named(await hostNames())),
        total,
        page: p,
        pages,
        counts: await repos.bookings.counts(f.q, t),
      };
    },
    async get(id) {
      const b = await repos.bookings.byId(id);
      if (!b) return undefined;
      const stored = b.conflicts as StoredMatch[];
      const records = await repos.bookingConflicts.records({
        enquiries: stored.filter((m) => m.where === "enquiry").map((m) => m.id),
        bookings: stored.filter((m) => m.where === "booking").map((m) => m.id),
        notes: stored.flatMap((m) => (m.where === "note" && m.noteId ? [m.noteId] : [])),
      });
      return { ...named(await hostNames())(b), conflicts: showMatches(stored, records) };
    },
    confirm: (id, actor) => lifecycle.confirm(id, actor),
    decline: (id, actor) => lifecycle.decline(id, actor),
    cancelByFirm: (id, actor) => lifecycle.cancelByFirm(id, actor),
    outcome: (id, outcome: BookingOutcome, actor) => lifecycle.outcome(id, outcome, actor),
    csv: (filter) => bookingsCsv(repos.bookings.stream(filterOf(filter), now()), hostNames),

    hosts: hostAdmin.hosts,
    host: hostAdmin.host,
    setCalendarAddress: (hostId, url, actor) => hostAdmin.setCalendarAddress(hostId, url, actor),
    removeCalendarAddress: hostAdmin.removeCalendarAddress,
    readCalendarNow: async (hostId) => void (await reads.readOne(hostId)),
    feedOn: hostAdmin.feedOn,
    feedRevoke: hostAdmin.feedRevoke,
    feedIcs: hostAdmin.feedIcs,
    week: hostAdmin.week,
    attention: hostAdmin.attention,
    async typeHosts(typeId) {
      const t = (await catalogue.shown()).find((x) => x.id === typeId);
      return t ? choosable(t) : [];
    },

    personalData: bookingsPersonalData({
      repos,
      retentionDays: deps.config.retentionDays,
      now,
      log: deps.log,
    }),
    jobs: [expiry, reads.job],
  };
}
