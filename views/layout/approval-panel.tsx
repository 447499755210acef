import type { ApprovalGate, ApprovalView } from "../../src/content";
import { formatDateTime } from "../../src/shared/dates";
import { buttonClass } from "../ui/button";
import { controlClass } from "../ui/field";

/** "publish" / "schedule for …" in words. */
function asked(a: ApprovalView): string {
  return a.action === "schedule" && a.scheduledFor
    ? `to publish at ${formatDateTime(a.scheduledFor)} (Cayman time)`
    : "to publish";
}

/**
 * On an item's editor: the change waiting for a second admin (who asked, when, for what), with Approve and
 * Return with a note for another admin, plain forms that work without JavaScript; for the one who asked,
 * why they cannot approve it and (a firm with one admin) how to add a second admin. A change returned with
 * a note shows the note until it is asked for again.
 */
export function ApprovalPanel({
  gate,
  action,
  viewer,
  onlyAdmin,
  noteError,
  neededText,
}: {
  gate: ApprovalGate;
  /** What asking means on this editor (the default: content's "Ask for approval" button). */
  neededText?: string;
  /** Where the forms post: the editor's address ("/approve", "/return" are added). */
  action: string;
  /** The signed-in admin's name: the one who asked cannot approve. */
  viewer: string;
  onlyAdmin: boolean;
  noteError?: string | undefined;
}) {
  const p = gate.pending;
  if (!p && !gate.returned && !gate.needed) return null;
  return (
    <section
      aria-labelledby="approval-heading"
      className="mb-6 rounded-lg border border-gold-500 bg-gold-100 p-4 text-sm text-navy-900"
    >
      <h2 id="approval-heading" className="text-base font-bold">
        {p ? "Waiting for approval" : "Approval by a second admin"}
      </h2>
      {p ? (
        <>
          <p className="mt-1">
            {`${p.requestedBy} asked on ${formatDateTime(p.requestedAt)} ${asked(p)}.`}
            {p.stale &&
              " The item was changed since, so it cannot be approved as it is: return it, and its editor asks again."}
          </p>
          {p.requestedBy === viewer ? (
            <p className="mt-2">
              {onlyAdmin
                ? "The firm's settings want a second admin to approve a change, and this site has only one admin: add a second admin under Account, Admins, and ask them to approve it here."
                : "The firm's settings want a second admin to approve a change: another admin approves it here, or from the Site screen."}
            </p>
          ) : (
            <div className="mt-3 flex flex-wrap items-start gap-4">
              {!p.stale && (
                <form method="post" action={`${action}/approve`}>
                  <button type="submit" className={buttonClass("secondary", "sm")}>
                    {p.action === "schedule" ? "Approve and schedule" : "Approve and publish"}
                  </button>
                </form>
              )}
              <form method="post" action={`${action}/return`} className="flex flex-wrap items-end gap-2">
                <div>
                  <label htmlFor="approval-note" className="block font-medium">
                    {`Note for ${p.requestedBy}`}
                  </label>
                  <textarea
                    id="approval-note"
                    name="note"
                    rows={2}
                    maxLength={1000}
                    aria-invalid={noteError ? true : undefined}
                    aria-describedby={noteError ? "approval-note-error" : undefined}
                    className={controlClass(!!noteError, "w-80")}
                  />
                  {noteError && (
                    <p id="approval-note-error" className="mt-1 text-red-700">
                      {noteError}
                    </p>
                  )}
                </div>
                <button type="submit" className={buttonClass("outline", "sm")}>
                  Return with this note
                </button>
              </form>
            </div>
          )}
        </>
      ) : (
        <>
          {gate.returned && (
            <p className="mt-1">
              {`Returned by ${gate.returned.by} on ${formatDateTime(gate.returned.at)}: “${gate.returned.note}”`}
            </p>
          )}
          {gate.needed && (
            <p className="mt-1">
              {neededText ??
                "The firm's settings want a second admin to approve this: “Ask for approval” saves your changes and asks another admin to publish them."}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** On the Site screen: every change waiting for a second admin, each linking to its editor. */
export function WaitingForApproval({ items }: { items: ApprovalView[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="site-approvals">
      <h2 id="site-approvals" className="text-xl font-bold text-navy-900">
        Waiting for approval
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Changes another admin asked to publish. Open one to approve it or return it with a note.
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {items.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <span className="min-w-0 flex-1">
              <a
                href={a.kind === "post" ? `/admin/posts/${a.itemId}` : `/admin/site/${a.kind}/${a.itemId}`}
                className="font-semibold text-navy-900 hover:text-sea-700"
              >
                {a.title}
              </a>
              <span className="ml-3 text-sm text-slate-600">
                {`${a.requestedBy} asked on ${formatDateTime(a.requestedAt)} ${asked(a)}`}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
