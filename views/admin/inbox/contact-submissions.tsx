import type { MailStatusView } from "../../../src/shared/wire-types";
import { AdminPage } from "../../layout/admin-page";
import { LogoutButton } from "../../layout/logout-button.island";
import { ButtonLink } from "../../ui/button";
import { Island } from "../../ui/island";
import type { InboxData, InboxParams } from "./inbox-data";
import { MailStatusPanel } from "./mail-status-panel";
import { SubmissionsList } from "./submissions-list.island";

/**
 * The contact submissions admin: the toolbar and the list island (server-rendered with one page of
 * its data). It shows the notifications panel, each card's e-mail state, and the spam folder
 * (`view="spam"`); and the search, status tabs, pages, notes, export and erasure.
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
            <ButtonLink href="/admin/bookings" variant="outline" size="sm">
              Bookings
            </ButtonLink>
          )}
          {!spam && (
            <ButtonLink href="/admin/contact-submissions/spam" variant="ghost" size="sm">
              {spamCount > 0 ? `Spam (${spamCount})` : "Spam"}
            </ButtonLink>
          )}
          <ButtonLink href="/admin/dashboard" variant="outline" size="sm">
            Back to Posts
          </ButtonLink>
          <Island of={LogoutButton} props={{}} />
        </>
      }
    >
      {!spam && (
        <div className="mb-6">
          <MailStatusPanel status={mailStatus} />
        </div>
      )}
      <Island
        of={SubmissionsList}
        props={{ view, params, data, mailEnabled: mailStatus.enabled }}
        className="block"
      />
    </AdminPage>
  );
}
