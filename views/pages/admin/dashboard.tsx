import { AdminPage } from "../../components/admin-page";
import { ButtonLink } from "../../components/button";
import { Island } from "../../island";
import type { PostListItem, PostListPage } from "../../islands/post-list";
import { ChecklistReminder } from "./site-checklist";

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
          <Island name="logout-button" props={{}} />
        </>
      }
    >
      <ChecklistReminder left={checklist} />
      <Island name="post-list" props={{ posts, page, areaLabels }} className="block" />
    </AdminPage>
  );
}
