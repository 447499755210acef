import { AdminPage } from "../../layout/admin-page";
import { LogoutButton } from "../../layout/logout-button.island";
import { ButtonLink } from "../../ui/button";
import { Island } from "../../ui/island";
import { ChecklistReminder } from "./checklist-reminder";
import { PostList, type PostListItem, type PostListPage } from "./post-list.island";

/** The admin dashboard: the toolbar and the post list island (server-rendered with its data). */
export function DashboardPage({
  posts,
  page,
  areaLabels,
  checklist,
}: {
  posts: PostListItem[];
  page: PostListPage;
  /** What staff read for each practice area posts are filed under, by value. */
  areaLabels: Record<string, string>;
  /** Set-up tasks left (the sample content a fresh install shows). */
  checklist: number;
}) {
  return (
    <AdminPage
      title="Posts"
      intro="Publish and manage the articles shown on the practice pages."
      actions={
        <>
          <ButtonLink href="/admin/contact-submissions" variant="outline" size="sm">
            Contact Submissions
          </ButtonLink>
          <ButtonLink href="/admin/posts/new" variant="secondary" size="sm">
            New Post
          </ButtonLink>
          <Island of={LogoutButton} props={{}} />
        </>
      }
    >
      <ChecklistReminder left={checklist} />
      <Island of={PostList} props={{ posts, page, areaLabels }} className="block" />
    </AdminPage>
  );
}
