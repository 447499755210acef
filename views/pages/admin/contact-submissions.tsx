import type { MailStatusView } from "../../../src/shared/wire-types";
import { AdminPage } from "../../components/admin-page";
import { ButtonLink } from "../../components/button";
import { MailStatusPanel } from "../../components/mail-status-panel";
import { Island } from "../../island";
import type { InboxData, InboxParams } from "../../islands/lib/inbox-data";

/**
 * The contact submissions admin: the toolbar and the list island (server-rendered with one page of
 * its data). Issue #10 adds the notifications panel, each card's e-mail state, and the spam folder
 * (`view="spam"`); issue #12 the search, status tabs, pages, notes, export and erasure.
 */
export function ContactSubmissionsPage({
  view,
  params,
  data,
  mailStatus,
}: {
  view: "inbox" | "spam";
  params: InboxParams;
  data: InboxData;
  mailStatus: MailStatusView;
}) {
  const spam = view === "spam";
  const spamCount = data.counts?.spam ?? 0;
  return (
    <AdminPage
      title={spam ? "Spam" : "Enquiries"}
      intro={
        spam
          ? "Messages taken for spam by the contact form's bot checks. They are never e-mailed; move a real one to the inbox with “Not spam”."
          : "Messages sent through the contact form, newest first. Select a card to read the message and its notes."
      }
      actions={
        <>
          {spam ? (
            <ButtonLink href="/admin/contact-submissions" variant="outline" size="sm">
              Back to Inbox
            </ButtonLink>
          ) : (
            <ButtonLink href="/admin/contact-submissions/spam" variant="ghost" size="sm">
              {spamCount > 0 ? `Spam (${spamCount})` : "Spam"}
            </ButtonLink>
          )}
          <ButtonLink href="/admin/dashboard" variant="outline" size="sm">
            Back to Posts
          </ButtonLink>
          <Island name="logout-button" props={{}} />
        </>
      }
    >
      {!spam && (
        <div className="mb-6">
          <MailStatusPanel status={mailStatus} />
        </div>
      )}
      <Island
        name="submissions-list"
        props={{ view, params, data, mailEnabled: mailStatus.enabled }}
        className="block"
      />
    </AdminPage>
  );
}
