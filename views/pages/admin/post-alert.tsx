import type { AlertSendRow } from "../../../src/alerts";
import { AdminPage } from "../../components/admin-page";
import { buttonClass } from "../../components/button";
import { inputClass, when } from "./subscribers-shared";

export function PostAlertPage({
  post,
  send,
  preview,
  mailOn,
  testTo,
}: {
  post: { id: string; title: string; live: boolean };
  send: AlertSendRow | undefined;
  preview: { subject: string; text: string } | undefined;
  mailOn: boolean;
  testTo: string;
}) {
  const state = send
    ? send.state === "queued"
      ? `Sent on ${when(send.queuedAt)}: ${send.queued} queued, ${send.sent} sent, ${send.failed} failed, ${send.pending} waiting.`
      : send.state === "off"
        ? "Kept back: no alert goes when this article is published."
        : "Not announced: it was on the site before alerts existed, or went live more than 7 days ago."
    : post.live
      ? "Going out now to the subscribers of its practice area and of Firm news."
      : "Goes out when the article is published (to the subscribers of its practice area and of Firm news).";
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
          {state}
        </p>
        {!send && (
          <form method="post" action={`/admin/posts/${post.id}/alert/off`}>
            <button type="submit" className={buttonClass("outline", "sm")}>
              Don&apos;t send an alert for this article
            </button>
          </form>
        )}
        {send?.state === "off" && (
          <form method="post" action={`/admin/posts/${post.id}/alert/on`}>
            <button type="submit" className={buttonClass("secondary", "sm")}>
              Send the alert after all
            </button>
          </form>
        )}
        <p className="text-sm text-slate-600">
          To keep the alert of a new article back, save it as a draft (or schedule it) first, then come here.
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
