/**
 * An item of the site's content as the admin screens and the API see it: its status, its versions and
 * its revisions, and the refusals every action may answer with.
 */
import type { ContentRow } from "../db";
import { type ContentKind, PAGES } from "./fields";

export interface Actor {
  userId: string;
  username: string;
  ip: string | undefined;
}

export type ItemStatus = "published" | "draft" | "scheduled" | "hidden";

/** One line of the content list. */
export interface ItemSummary {
  kind: ContentKind;
  id: string;
  title: string;
  status: ItemStatus;
  revision: number;
  updatedAt: string;
  updatedBy: string | null;
  scheduledFor: string | null;
  /** Why the last scheduled publish failed, if it did. */
  scheduleError: string | null;
  /** Unpublished changes exist (besides a schedule). */
  hasDraft: boolean;
  /** Never published (a person added but not yet live). */
  unpublished: boolean;
}

/** One item with every version, for its editor and the API. */
export interface ItemView {
  kind: ContentKind;
  id: string;
  title: string;
  revision: number;
  published: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
  scheduled: Record<string, unknown> | null;
  scheduledFor: string | null;
  scheduleError: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface RevisionView {
  revision: number;
  action: string;
  author: string | null;
  at: string;
  /** This revision's data went live (never pruned). */
  published: boolean;
  /** The second admin who approved it, and when (null when no approval was needed). */
  approvedBy?: string | null;
  approvedAt?: string | null;
}

export type Refusal = {
  ok: false;
  status: 400 | 403 | 404 | 409;
  error: string;
  fields?: Record<string, string>;
  /** A stale save: who saved meanwhile, and when. */
  savedBy?: string | null;
  savedAt?: string;
};
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const NOT_FOUND: Refusal = {
  ok: false,
  status: 404,
  error: "There is no such item of the site's content.",
};
export const iso = (ms: number) => new Date(ms).toISOString();

/** What an item is called on the Activity page and in lists. */
export function titleOf(kind: string, id: string, data: Record<string, unknown> | null): string {
  if (kind === "settings") return id === "bookings" ? "Booking hours" : "Firm settings";
  // A lawyer is named by their person; lists put the person's name in (content.list).
  if (kind === "booking-host") return "Lawyer taking bookings";
  if (kind === "case-result")
    return typeof data?.title === "string" && data.title.trim() ? data.title.trim() : "New case result";
  if (kind === "testimonial")
    return typeof data?.displayName === "string" && data.displayName.trim()
      ? `Testimonial from ${data.displayName.trim()}`
      : "New testimonial";
  if (kind === "appointment-type")
    return typeof data?.name === "string" && data.name.trim() ? data.name.trim() : "New appointment type";
  if (kind === "page") return (PAGES as Record<string, { title: string }>)[id]?.title ?? id;
  if (kind === "practice-area")
    return typeof data?.title === "string" && data.title.trim() ? data.title.trim() : "New practice area";
  const name = typeof data?.name === "string" && data.name.trim() ? data.name.trim() : "New person";
  return name;
}

export const latest = (row: ContentRow) => row.draft ?? row.scheduled ?? row.published;

export function statusOf(row: ContentRow): ItemStatus {
  if (row.scheduledAt !== null) return "scheduled";
  if (row.draft !== null) return "draft";
  if (row.kind === "person" && (row.published === null || row.published.hidden === true)) return "hidden";
  return "published";
}

export function viewOf(row: ContentRow): ItemView {
  return {
    kind: row.kind as ContentKind,
    id: row.id,
    title: titleOf(row.kind, row.id, latest(row)),
    revision: row.revision,
    published: row.published,
    draft: row.draft,
    scheduled: row.scheduled,
    scheduledFor: row.scheduledAt === null ? null : iso(row.scheduledAt),
    scheduleError: row.scheduleError,
    updatedAt: iso(row.updatedAt),
    updatedBy: row.updatedBy,
  };
}

/** A save on a copy older than the item: who saved meanwhile, and when. */
export function staleRefusal(row: ContentRow): Refusal {
  return {
    ok: false,
    status: 409,
    error: `${row.updatedBy ?? "Someone"} saved this at ${iso(row.updatedAt)}, after you opened it. Your changes are kept in the form: reload to see theirs, then apply yours again.`,
    savedBy: row.updatedBy,
    savedAt: iso(row.updatedAt),
  };
}

/** One line of the content list. */
export function summaryOf(r: ContentRow): ItemSummary {
  return {
    kind: r.kind as ContentKind,
    id: r.id,
    title: titleOf(r.kind, r.id, latest(r)),
    status: statusOf(r),
    revision: r.revision,
    updatedAt: iso(r.updatedAt),
    updatedBy: r.updatedBy,
    scheduledFor: r.scheduledAt === null ? null : iso(r.scheduledAt),
    scheduleError: r.scheduleError,
    hasDraft: r.draft !== null,
    unpublished: r.published === null,
  };
}
