/**
 * The audit trail: who did what, when, from where. The only door to it: callers record one of
 * AUDIT_ACTIONS with `recordEvent(repos, { action, actor, ip, target, detail })`, ids only, never personal
 * content (a request records through src/http/audit.ts, which reads who and from where off the request);
 * the Activity page reads it with `activityPage`.
 */

export type { AuditEntry } from "../db";
export {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditTargetType,
  auditActionLabel,
  isAuditAction,
} from "./actions";
export { ACTIVITY_PAGE_SIZE, type ActivityFilter, type ActivityPage, activityPage } from "./query";
export {
  type AuditActor,
  type AuditDetail,
  type AuditEvent,
  type AuditTarget,
  recordEvent,
} from "./record";
