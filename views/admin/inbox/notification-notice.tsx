import type { FormEvent } from "react";

import { formatDateTime } from "../../../src/shared/dates";
import type { NotificationView, SpamReason } from "../../../src/shared/wire-types";
import { buttonClass } from "../../ui/button";

const SPAM_REASONS: Record<SpamReason, string> = {
  honeypot: "the hidden field that only bots fill in was filled in",
  "too-fast": "the form was sent back within seconds of being opened",
  "bad-token": "the form's timestamp had been tampered with",
};

const DOT = {
  sent: "bg-emerald-600",
  pending: "bg-gold-500",
  failed: "bg-red-700",
  none: "bg-slate-400",
} as const;

function Line({ tone, children }: { tone: keyof typeof DOT; children: React.ReactNode }) {
  return (
    <p data-notification={tone} className="mt-2 flex items-start gap-2 text-sm text-slate-700">
      <span aria-hidden="true" className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${DOT[tone]}`} />
      <span className="min-w-0 break-words">{children}</span>
    </p>
  );
}

/** The notification e-mail of one enquiry: Sent at …, Pending (attempts, next try), Failed (why). */
export function NotificationNotice({
  notification: n,
  mailEnabled,
}: {
  notification: NotificationView | undefined;
  mailEnabled: boolean;
}) {
  const label = <span className="font-semibold text-navy-900">Notification e-mail: </span>;
  if (!n) {
    return (
      <Line tone="none">
        {label}
        {mailEnabled ? "Not sent" : "Not sent (e-mail notifications are off)"}
      </Line>
    );
  }
  if (n.state === "sent") {
    return (
      <Line tone="sent">
        {label}
        {`Sent at ${formatDateTime(n.sentAt!)}`}
      </Line>
    );
  }
  if (n.state === "failed") {
    return (
      <Line tone="failed">
        {label}
        {`Failed after ${n.attempts} ${n.attempts === 1 ? "attempt" : "attempts"}: ${n.lastError ?? "unknown error"}`}
      </Line>
    );
  }
  return (
    <Line tone="pending">
      {label}
      {n.attempts === 0
        ? "Pending, sending now"
        : `Pending: ${n.attempts} ${n.attempts === 1 ? "attempt" : "attempts"} so far, next try at ${formatDateTime(n.nextAttemptAt!)}`}
      {n.lastError && <span className="block text-slate-600">{`Last error: ${n.lastError}`}</span>}
    </Line>
  );
}

/** Why an enquiry sits in the spam folder. */
export function SpamNotice({ reason }: { reason: SpamReason | null }) {
  return (
    <Line tone="none">
      <span className="font-semibold text-navy-900">Marked as spam</span>
      {`${reason ? `: ${SPAM_REASONS[reason]}.` : "."} Never e-mailed.`}
    </Line>
  );
}

/** "Resend notification" (a plain form; the island sends it through the API instead). */
export function ResendForm({
  id,
  name,
  busy,
  onSubmit,
  back,
}: {
  id: string;
  name: string;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Where the plain form returns to (the list as it was shown). */
  back?: string | undefined;
}) {
  return (
    <form method="post" action={`/admin/contact-submissions/${id}/resend`} onSubmit={onSubmit}>
      {back && <input type="hidden" name="back" value={back} />}
      <button
        type="submit"
        disabled={busy}
        aria-label={`Resend notification of the enquiry from ${name}`}
        className={buttonClass("outline", "sm")}
      >
        Resend notification
      </button>
    </form>
  );
}

/** "Not spam": back to the inbox, and then notified. */
export function NotSpamForm({
  id,
  name,
  busy,
  onSubmit,
  back,
}: {
  id: string;
  name: string;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** Where the plain form returns to (the spam folder's page as it was shown). */
  back?: string | undefined;
}) {
  return (
    <form method="post" action={`/admin/contact-submissions/${id}/not-spam`} onSubmit={onSubmit}>
      {back && <input type="hidden" name="back" value={back} />}
      <button
        type="submit"
        disabled={busy}
        aria-label={`Not spam: move the enquiry from ${name} to the inbox`}
        className={buttonClass("outline", "sm")}
      >
        Not spam
      </button>
    </form>
  );
}

/**
 * "Empty spam". Without JavaScript a plain form cannot ask, so it carries a required tick box; with
 * JavaScript the island asks with a confirm dialog instead.
 */
export function EmptySpamForm({
  count,
  hydrated,
  busy,
  onSubmit,
}: {
  count: number;
  hydrated: boolean;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form
      method="post"
      action="/admin/contact-submissions/spam/empty"
      onSubmit={onSubmit}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="text-sm text-slate-700">
        {count === 1
          ? "1 enquiry in spam. It was never e-mailed to anyone."
          : `${count} enquiries in spam. They were never e-mailed to anyone.`}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {!hydrated && (
          <label className="flex items-center gap-2 text-sm text-navy-900">
            <input type="checkbox" name="confirm" value="yes" required className="h-4 w-4" />
            Yes, delete them permanently
          </label>
        )}
        <button type="submit" disabled={busy} className={buttonClass("destructive", "sm")}>
          Empty spam
        </button>
      </div>
    </form>
  );
}
