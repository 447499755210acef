import type { SpamSubmission, Submission } from "../../../src/db/submissions";
import { Island } from "../../../src/lib/island";
import type { MailStatusView, NotificationView } from "../../../src/mail/types";
import { AdminPage } from "../../components/admin-page";
import { ButtonLink } from "../../components/button";
import { MailStatusPanel } from "../../components/mail-status-panel";

type Props =
  | {
      view: "inbox";
      submissions: Submission[];
      notifications: Record<string, NotificationView>;
      mailStatus: MailStatusView;
      spamCount: number;
    }
  | { view: "spam"; submissions: SpamSubmission[]; mailStatus: MailStatusView; spamCount: number };

/**
 * SPEC §2 Contact submissions admin: the toolbar and the list island (server-rendered with its data).
 * Issue #10 adds the notifications panel, each card's e-mail state, and the spam folder (`view="spam"`).
 */
export function ContactSubmissionsPage(props: Props) {
  const spam = props.view === "spam";
  return (
    <AdminPage
      title={spam ? "Spam" : "Contact Submissions"}
      intro={
        spam
          ? "Messages taken for spam by the contact form's bot checks. They are never e-mailed; move a real one to the inbox with “Not spam”."
          : "Messages sent through the contact form, newest first. Select a card to read the message."
      }
      actions={
        <>
          {spam ? (
            <ButtonLink href="/admin/contact-submissions" variant="outline" size="sm">
              Back to Inbox
            </ButtonLink>
          ) : (
            <ButtonLink href="/admin/contact-submissions/spam" variant="ghost" size="sm">
              {props.spamCount > 0 ? `Spam (${props.spamCount})` : "Spam"}
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
          <MailStatusPanel status={props.mailStatus} />
        </div>
      )}
      <Island
        name="submissions-list"
        props={
          spam
            ? { submissions: props.submissions, view: "spam", mailEnabled: props.mailStatus.enabled }
            : {
                submissions: props.submissions,
                view: "inbox",
                notifications: props.notifications,
                mailEnabled: props.mailStatus.enabled,
              }
        }
        className="block"
      />
    </AdminPage>
  );
}
