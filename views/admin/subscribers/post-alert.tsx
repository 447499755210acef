import type { AlertSendRow } from "../../../src/alerts";
import { AdminPage } from "../../layout/admin-page";
import { buttonClass } from "../../ui/button";
import { inputClass, when } from "./subscribers-shared";

const subscribersText = (n: number) => `${n} ${n === 1 ? "subscriber" : "subscribers"}`;
const minutesText = (n: number) => `${n} ${n === 1 ? "minute" : "minutes"}`;

/** What the article's alert is doing now, in words. */
function stateText(
  post: { live: boolean },
  send: AlertSendRow | undefined,
  audience: number,
  waitMinutes: number,
): string {
  if (send?.state === "queued")
    return `Sent on ${when(send.queuedAt)}: ${send.queued} queued, ${send.sent} sent, ${send.failed} failed, ${send.pending} waiting.`;
  if (send?.state === "waiting")
    return `Waiting: it goes to ${subscribersText(audience)} at ${when(send.sendAfter)}, unless you hold it.`;
  if (send?.state === "off") return "Kept back: no alert goes for this article until you release it.";
  if (send?.state === "before")
    return "Not announced: it was on the site before alerts existed, or went live more than 7 days ago.";
  const wait = waitMinutes > 0 ? `, after a wait of ${minutesText(waitMinutes)}` : "";
  return post.live
    ? `Going out${wait} to the ${subscribersText(audience)} of its practice area and of Firm news.`
    : `Goes out when the article is published${wait} (to the subscribers of its practice area and of Firm news: ${audience} today).`;
}

/** A button that posts to one of the article's alert actions (a plain form: works without JavaScript). */
function Action({
  postId,
  to,
  label,
  variant,
}: {
  postId: string;
  to: "off" | "on" | "send-now";
  label: string;
  variant: "outline" | "secondary";
}) {
  return (
    <form method="post" action={`/admin/posts/${postId}/alert/${to}`}>
      <button type="submit" className={buttonClass(variant, "sm")}>
        {label}
      </button>
    </form>
  );
}

export function PostAlertPage({
  post,
  send,
  preview,
  mailOn,
  testTo,
  audience,
  waitMinutes,
  waitFixed,
}: {
  post: { id: string; title: string; live: boolean };
  send: AlertSendRow | undefined;
  preview: { subject: string; text: string } | undefined;
  mailOn: boolean;
  testTo: string;
  /** How many subscribers the alert would go to now. */
  audience: number;
  /** The wait between the article going live and its alerts leaving. */
  waitMinutes: number;
  /** The wait is fixed by the server's configuration rather than the firm's settings. */
  waitFixed: boolean;
}) {
  // Hold and Send now while the alert has not gone; Send now only once the article is on the site.
  const open = send === undefined || send.state === "waiting";
  const canSendNow = mailOn && post.live && (open || send?.state === "off");
  return (
    <AdminPage title="Client alert" intro={post.title}>
      <div className="max-w-3xl space-y-6">
        <p>
          <a className="text-sea-700 underline" href={`/admin/posts/${post.id}`}>
            Back to the article
          </a>
        </p>
        {!mailOn && (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            The site is not set up to send e-mail (whoever runs the server sets that up): no alert is sent.
          </p>
        )}
        <p role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-navy-900">
          {stateText(post, send, audience, waitMinutes)}
        </p>
        <div className="flex flex-wrap gap-3">
          {open && (
            <Action
              postId={post.id}
              to="off"
              label={post.live || send ? "Hold" : "Don't send an alert for this article"}
              variant="outline"
            />
          )}
          {send?.state === "off" && (
            <Action
              postId={post.id}
              to="on"
              label={waitMinutes > 0 ? `Release (it waits ${minutesText(waitMinutes)} again)` : "Release"}
              variant="outline"
            />
          )}
          {canSendNow && <Action postId={post.id} to="send-now" label="Send now" variant="secondary" />}
        </div>
        <p className="text-sm text-slate-600">
          {waitMinutes > 0
            ? `An article's alerts leave ${minutesText(waitMinutes)} after it goes live, so a mistake can be caught: Hold stops them until you release them, Send now skips the rest of the wait.`
            : "An article's alerts leave as soon as it goes live."}{" "}
          {waitFixed
            ? "The wait is fixed by the site's server configuration (ask whoever runs the site to change it)."
            : "The wait is set under Site → Firm settings → Client alerts."}
        </p>
        {preview && (
          <section aria-labelledby="preview" className="space-y-2">
            <h2 id="preview" className="text-lg font-semibold text-navy-900">
              Preview
            </h2>
            <p className="text-sm text-slate-700">
              <strong>Subject:</strong> {preview.subject} ·{" "}
              <a className="text-sea-700 underline" href={`/admin/posts/${post.id}/alert/preview.html`}>
                See the HTML version
              </a>
            </p>
            <pre className="overflow-x-auto whitespace-pre-wrap rounded-lg border border-slate-200 bg-white p-4 text-sm">
              {preview.text}
            </pre>
          </section>
        )}
        {mailOn && (
          <form method="post" action={`/admin/posts/${post.id}/alert/test`} className="space-y-2">
            <label className="block text-sm font-medium text-navy-900">
              Send a test to
              <input name="to" type="email" required defaultValue={testTo} className={inputClass} />
            </label>
            <button type="submit" className={buttonClass("secondary", "sm")}>
              Send a test
            </button>
          </form>
        )}
      </div>
    </AdminPage>
  );
}
