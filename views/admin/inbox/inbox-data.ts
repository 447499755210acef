import { isSearch, listQuery, rankedOffset } from "../../../src/shared/list-url";
import type {
  EnquiryVisit,
  NotificationView,
  SpamSubmission,
  StatusCounts,
  Submission,
  SubmissionNote,
} from "../../../src/shared/wire-types";
import { api, dataOf } from "../../ui/api";

export const INBOX_PATH = "/admin/contact-submissions";
export const SPAM_PATH = "/admin/contact-submissions/spam";
export const API = "/api/contact-submissions";
export const PAGE_SIZE = 25;

export type StatusFilter = "all" | "new" | "contacted" | "completed";
export const STATUS_FILTERS: StatusFilter[] = ["all", "new", "contacted", "completed"];

/** What the list shows, as the URL holds it. */
export interface InboxParams {
  status: StatusFilter;
  q: string;
  cursor: string;
}

/** One page of the list with everything its cards show. */
export interface InboxData {
  items: (Submission | SpamSubmission)[];
  next: string | null;
  prev: string | null;
  /** Ranked search results: where this page starts in them; null for a newest-first list. */
  offset: number | null;
  /** The tabs' counts (within the search) and the spam folder's; null until loaded. */
  counts: (StatusCounts & { spam: number }) | null;
  notes: Record<string, SubmissionNote[]>;
  notifications: Record<string, NotificationView>;
  /** Where each enquiry came from, its first answer, and whether it waits too long (not for spam). */
  visits: Record<string, EnquiryVisit>;
}

export const inboxSearch = (p: InboxParams) => listQuery(p);

export function inboxParams(search: string): InboxParams {
  const sp = new URLSearchParams(search);
  const status = sp.get("status") ?? "all";
  return {
    status: (STATUS_FILTERS as string[]).includes(status) ? (status as StatusFilter) : "all",
    q: sp.get("q") ?? "",
    cursor: sp.get("cursor") ?? "",
  };
}

const getJson = async <T>(url: string, signal: AbortSignal): Promise<T> =>
  dataOf(await api<T>("GET", url, undefined, signal));

/** A page through the JSON API: the list (cursors in its headers), the counts, then the cards' notes and e-mail states. */
export async function loadInbox(spam: boolean, p: InboxParams, signal: AbortSignal): Promise<InboxData> {
  const query = listQuery({ status: p.status, q: p.q, cursor: p.cursor, limit: PAGE_SIZE });
  const [list, counts] = await Promise.all([
    api<InboxData["items"]>("GET", `${API}${query}${spam ? "&spam=1" : ""}`, undefined, signal),
    getJson<InboxData["counts"]>(`${API}/counts${listQuery({ q: spam ? "" : p.q })}`, signal),
  ]);
  const items = dataOf(list);
  const headers = list.ok ? list.headers : new Headers();
  const ids = items.map((s) => encodeURIComponent(s.id)).join(",");
  const [notes, notifications, visits] =
    spam || items.length === 0
      ? [{}, {}, {}]
      : await Promise.all([
          getJson<{ notes: InboxData["notes"] }>(`${API}/notes?ids=${ids}`, signal).then((b) => b.notes),
          getJson<{ notifications: InboxData["notifications"] }>(
            `${API}/notifications?ids=${ids}`,
            signal,
          ).then((b) => b.notifications),
          getJson<{ visits: InboxData["visits"] }>(`${API}/visits?ids=${ids}`, signal).then((b) => b.visits),
        ]);
  return {
    items,
    next: headers.get("X-Next-Cursor"),
    prev: headers.get("X-Prev-Cursor"),
    offset: isSearch(p.q) ? rankedOffset(p.cursor) : null,
    counts,
    notes,
    notifications,
    visits,
  };
}
