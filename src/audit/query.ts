import type { AuditCursor, AuditEntry, Repos } from "../db";
import { isAuditAction } from "./actions";

export const ACTIVITY_PAGE_SIZE = 25;

export interface ActivityFilter {
  /** An admin's user id. */
  user?: string | undefined;
  /** One of AUDIT_ACTIONS. */
  action?: string | undefined;
  /** The cursor of the page before ("<at>_<id>" of its last entry). */
  before?: string | undefined;
}

export interface ActivityPage {
  entries: AuditEntry[];
  /** The cursor of the next (older) page, when there is one. */
  next: string | undefined;
  filter: { user: string | undefined; action: string | undefined };
  actors: { userId: string; username: string }[];
}

const CURSOR = /^(\d{1,16})_([0-9a-f-]{36})$/;

export const encodeCursor = (e: AuditCursor) => `${e.at}_${e.id}`;

export function decodeCursor(raw: string | undefined): AuditCursor | undefined {
  const m = raw ? CURSOR.exec(raw) : null;
  return m ? { at: Number(m[1]), id: m[2]! } : undefined;
}

/** One page of the trail, newest first; unknown filter values are ignored rather than refused. */
export async function activityPage(
  repos: Pick<Repos, "audit">,
  filter: ActivityFilter,
): Promise<ActivityPage> {
  const action = filter.action && isAuditAction(filter.action) ? filter.action : undefined;
  const user = filter.user && /^[\w-]{1,64}$/.test(filter.user) ? filter.user : undefined;
  const rows = await repos.audit.list({
    limit: ACTIVITY_PAGE_SIZE + 1,
    before: decodeCursor(filter.before),
    userId: user,
    action,
  });
  const entries = rows.slice(0, ACTIVITY_PAGE_SIZE);
  const last = entries.at(-1);
  return {
    entries,
    next: rows.length > ACTIVITY_PAGE_SIZE && last ? encodeCursor(last) : undefined,
    filter: { user, action },
    actors: await repos.audit.actors(user),
  };
}
