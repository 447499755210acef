import type { Repos } from "../db";
import type { AuditAction, AuditTargetType } from "./actions";

/** Who acted: an admin (id and the username they had then), or nobody known (an unknown username). */
export interface AuditActor {
  userId: string;
  username: string;
}

export interface AuditTarget {
  type: AuditTargetType;
  /** One id, or several (stored comma-separated), e.g. the enquiries an erasure removed. */
  id?: string | undefined;
  ids?: readonly string[] | undefined;
  /** What it is called (a post's title, a person's name, an admin's username); never an enquirer's name. */
  label?: string | undefined;
}

/**
 * Facts that are not personal: a status, a count, a reason code, a method. Values are short strings or
 * numbers; free text a person typed never goes here.
 */
export type AuditDetail = Record<string, string | number | boolean>;

export interface AuditEvent {
  action: AuditAction;
  actor: AuditActor | undefined;
  ip: string | undefined;
  target?: AuditTarget | undefined;
  detail?: AuditDetail | undefined;
  at?: number | undefined;
}

const MAX_TARGET_IDS = 1000;

/** Writes one entry. The lowest level: any caller (a request, the CLI, a job) says who and from where. */
export async function recordEvent(repos: Pick<Repos, "audit">, e: AuditEvent): Promise<void> {
  const ids = e.target?.ids ?? (e.target?.id !== undefined ? [e.target.id] : []);
  await repos.audit.insert({
    at: e.at ?? Date.now(),
    userId: e.actor?.userId,
    username: e.actor?.username,
    ip: e.ip,
    action: e.action,
    targetType: e.target?.type,
    targetId: ids.length ? ids.slice(0, MAX_TARGET_IDS).join(",") : undefined,
    targetLabel: e.target?.label?.slice(0, 200),
    detail: e.detail && Object.keys(e.detail).length ? JSON.stringify(e.detail) : undefined,
  });
}
