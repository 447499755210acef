/**
 * The fixed list of what the audit trail records. The name is stored; the label is what the Activity page
 * shows. Other capabilities (erasure and export of enquiries, scheduled publishing) record theirs through
 * the same list, so the Activity filter knows every name that can appear.
 */
export const AUDIT_ACTIONS = {
  "auth.sign_in": "Signed in",
  "auth.sign_in_failed": "Sign-in failed",
  "auth.sign_out": "Signed out",
  "auth.password_change": "Changed password",
  "auth.2fa_enable": "Turned on two-factor sign-in",
  "auth.2fa_disable": "Turned off two-factor sign-in",
  "auth.2fa_reset": "Two-factor sign-in reset from the command line",
  "auth.recovery_code_use": "Signed in with a recovery code",
  "auth.password_reset": "Password reset from the command line",
  "session.revoke": "Signed out a session",
  "session.revoke_others": "Signed out everywhere else",
  "admin.add": "Added an admin",
  "admin.remove": "Removed an admin",
  "post.create": "Created a post",
  "post.update": "Updated a post",
  "post.delete": "Deleted a post",
  "post.publish": "Published a post",
  "submission.status": "Changed an enquiry's status",
  "submission.delete": "Deleted an enquiry",
  "submission.spam_empty": "Emptied the spam folder",
  "submission.erase": "Erased a person's enquiries",
  "submission.export": "Exported enquiries",
  "submission.retention": "Deleted completed enquiries past the retention period",
  "content.save": "Saved a draft",
  "content.publish": "Published",
  "content.schedule": "Scheduled a change",
  "content.unschedule": "Cancelled a scheduled change",
  "content.scheduled_publish": "A scheduled change went live",
  "content.schedule_failed": "A scheduled change failed",
  "content.discard": "Discarded a draft",
  "content.restore": "Restored a revision",
  "content.create": "Added to the site",
  "content.remove": "Took off the site",
  "content.order": "Reordered",
  "content.import": "Imported the site's content",
  "content.approval-requested": "Asked a second admin to approve publishing",
  "content.approved": "Approved and published another admin's change",
  "content.returned": "Returned a change with a note instead of approving it",
  "post.approval-requested": "Asked a second admin to approve publishing a post",
  "post.approved": "Approved and published another admin's post",
  "post.returned": "Returned a post with a note instead of approving it",
  "site.address": "Changed the site's web address",
  "subscriber.unsuppress": "Lifted a subscriber's suppression",
  "subscriber.export": "Exported subscribers",
  "alert.keep_back": "Kept an article's client alert back",
  "alert.release": "Let an article's client alert go",
  "alert.send_now": "Sent an article's client alert without waiting",
  "alert.test": "Sent a test client alert",
  "booking.confirm": "Confirmed a consultation booking",
  "booking.decline": "Declined a consultation request",
  "booking.cancel": "Cancelled a consultation booking",
  "booking.outcome": "Recorded how a consultation went",
  "booking.expire": "A consultation request expired unconfirmed",
  "booking.retention": "Deleted consultation bookings past the retention period",
  "booking.export": "Exported consultation bookings",
  "booking.calendar": "Changed a lawyer's calendar address",
  "booking.feed": "Changed a lawyer's bookings feed",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (v: string): v is AuditAction => Object.hasOwn(AUDIT_ACTIONS, v);

export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? AUDIT_ACTIONS[action] : action;

/** What an entry is about. Ids only: never a name, an e-mail address, a message or a post's text. */
export type AuditTargetType =
  | "user"
  | "session"
  | "post"
  | "submission"
  | "content"
  | "subscriber"
  | "booking";
