/**
 * The appointment types and booking hours as the booking capability reads them: from the site's published
 * content (one snapshot per content version, so no request reads the database for them), turned into the
 * rules free times are computed with and into what the public pages show.
 */
import type { AppointmentTypeData, BookingHoursData, Content, Weekday } from "../content";
import { renderMarkdown } from "../posts";
import type { IntakeQuestion, PublicAppointmentType } from "../shared/booking-types";
import type { SlotException, SlotRules } from "./slots";
import type { BookableType } from "./types";

export type StoredType = AppointmentTypeData & { id: string };

/** The rules free times are computed with. */
export const rulesOf = (t: StoredType): SlotRules => ({
  minutes: t.minutes,
  bufferBefore: t.bufferBefore,
  bufferAfter: t.bufferAfter,
  minNoticeHours: t.minNoticeHours,
  minNoticeNextBusinessDay: t.minNoticeNextBusinessDay,
  horizonDays: t.horizonDays,
  incrementMinutes: t.incrementMinutes,
  maxPerDay: t.maxPerDay,
});

/** Where it takes place, in words; the office's address when it is at the office. */
export function locationWords(
  t: Pick<StoredType, "locationKind" | "videoLink">,
  officeAddress: string,
): string {
  if (t.locationKind === "phone") return "By telephone";
  if (t.locationKind === "video") return t.videoLink ? `By video call (${t.videoLink})` : "By video call";
  return officeAddress ? `At our office, ${officeAddress}` : "At our office";
}

/** The hours before the start of each reminder, largest first, each once. */
export const reminderHours = (t: Pick<StoredType, "reminders">): number[] =>
  [...new Set(t.reminders.map((r) => r.hours).filter((h) => Number.isInteger(h) && h > 0))].sort(
    (a, b) => b - a,
  );

export const questionsOf = (t: StoredType): IntakeQuestion[] =>
  t.questions.map((q) => ({
    label: q.label,
    kind: q.kind,
    options: q.kind === "choice" ? q.options.filter(Boolean) : [],
    required: q.required,
  }));

/** The booking hours as the free-time rules read them (exceptions without a date left out). */
export function hoursOf(h: BookingHoursData): {
  weekly: Record<Weekday, { open: string; close: string } | null>;
  exceptions: SlotException[];
} {
  return {
    weekly: h.weekly,
    exceptions: h.exceptions
      .filter((e) => e.date)
      .map((e) => ({
        date: e.date,
        closed: e.closed,
        ...(e.open ? { open: e.open } : {}),
        ...(e.close ? { close: e.close } : {}),
      })),
  };
}

export function createCatalogue(content: Content) {
  const noticeCache = new Map<string, Promise<string>>();
  /** The notice as sanitised HTML (rendered once per text). */
  const noticeHtml = (markdown: string) => {
    let html = noticeCache.get(markdown);
    if (!html) {
      html = renderMarkdown(markdown).catch(() => `<p>${Bun.escapeHTML(markdown)}</p>`);
      if (noticeCache.size > 50) noticeCache.clear();
      noticeCache.set(markdown, html);
    }
    return html;
  };

  async function site() {
    const s = await content.site();
    return { site: s, types: s.booking.types, hours: s.booking.hours, office: s.settings.address.contact };
  }

  const publicOf = (t: StoredType, office: string): PublicAppointmentType => ({
    id: t.id,
    name: t.name,
    practiceArea: t.practiceArea || null,
    minutes: t.minutes,
    location: locationWords(t, office),
  });

  return {
    site,
    /** Every type, shown or not (a booking of a type hidden since is still managed by its rules). */
    async any(id: string): Promise<StoredType | undefined> {
      return (await site()).types.find((t) => t.id === id);
    },
    /** The shown types, in the firm's order. */
    async shown(): Promise<StoredType[]> {
      return (await site()).types.filter((t) => t.shown);
    },
    publicOf,
    async bookable(t: StoredType): Promise<BookableType> {
      const { office } = await site();
      return {
        ...publicOf(t, office),
        questions: questionsOf(t),
        noticeHtml: await noticeHtml(t.notice),
        requiresConfirmation: t.requiresConfirmation,
        cancelCutoffHours: t.cancelCutoffHours,
      };
    },
  };
}
export type Catalogue = ReturnType<typeof createCatalogue>;
