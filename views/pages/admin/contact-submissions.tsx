import type { Submission } from "../../../src/db/submissions";
import { Island } from "../../../src/lib/island";
import { AdminPage } from "../../components/admin-page";
import { ButtonLink } from "../../components/button";

/** SPEC §2 Contact submissions admin: the toolbar and the list island (server-rendered with its data). */
export function ContactSubmissionsPage({ submissions }: { submissions: Submission[] }) {
  return (
    <AdminPage
      title="Contact Submissions"
      intro="Messages sent through the contact form, newest first. Select a card to read the message."
      actions={
        <>
          <ButtonLink href="/admin/dashboard" variant="outline" size="sm">
            Back to Posts
          </ButtonLink>
          <Island name="logout-button" props={{}} />
        </>
      }
    >
      <Island name="submissions-list" props={{ submissions }} className="block" />
    </AdminPage>
  );
}
