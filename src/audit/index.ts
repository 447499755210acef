/**
 * The audit trail (issue #14): who did what, when, from where. The only door to it: routes and other
 * capabilities call `record(c, action, target, detail)` (or `recordEvent` outside a request) with one of
 * AUDIT_ACTIONS and ids, never personal content; the Activity page reads it with `activityPage`.
 */

export type { AuditEntry } from "../db/audit";
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
  record,
  recordEvent,
} from "./record";
