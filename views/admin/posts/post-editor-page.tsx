import type { ApprovalGate } from "../../../src/content";
import type { FieldErrors } from "../../../src/shared/fields";
import { AdminPage } from "../../layout/admin-page";
import { ApprovalPanel } from "../../layout/approval-panel";
import { ButtonLink } from "../../ui/button";
import { Island } from "../../ui/island";
import { PostEditor } from "./post-editor.island";
import type { PostFormValues } from "./post-form";

const backToDashboard = (
  <ButtonLink href="/admin/dashboard" variant="outline" size="sm">
    Back to Dashboard
  </ButtonLink>
);

/** The post editor: /admin/posts/new (no postId) or /admin/posts/{id}. */
export function PostEditorPage({
  postId,
  values,
  errors,
  preview,
  areas,
  areaLabels,
  alertNote,
  approval,
}: {
  /** Approval by a second admin: the waiting request (Approve, Return with a note) or a returned note. */
  approval?: { gate: ApprovalGate; viewer: string; onlyAdmin: boolean; noteError?: string | undefined };
  /** What became of the post's client alert, when there is no choice left. */
  alertNote?: string | undefined;
  postId?: string;
  values: PostFormValues;
  errors?: FieldErrors;
  preview?: string;
  /** The practice areas the select offers (their values), in the firm's order. */
  areas: string[];
  /** What staff read for each area, by value (a title; the seeded values in their usual form). */
  areaLabels: Record<string, string>;
}) {
  return (
    <AdminPage
      title={postId ? "Edit Post" : "Create New Post"}
      intro="Published as soon as you save, unless you save it as a draft or give it a later date."
      actions={
        postId ? (
          <>
            <ButtonLink href={`/admin/posts/${postId}/alert`} variant="ghost" size="sm">
              Client alert
            </ButtonLink>
            {backToDashboard}
          </>
        ) : (
          backToDashboard
        )
      }
    >
      <div className="max-w-7xl">
        {postId && approval && (
          <ApprovalPanel
            gate={approval.gate}
            action={`/admin/posts/${postId}`}
            viewer={approval.viewer}
            onlyAdmin={approval.onlyAdmin}
            noteError={approval.noteError}
            neededText="The firm's settings want a second admin to approve articles: publishing or scheduling this article, or changing it while it is live, saves your changes and asks another admin to approve them."
          />
        )}
        <Island
          of={PostEditor}
          props={{
            ...(postId ? { postId } : {}),
            values,
            ...(errors ? { errors } : {}),
            ...(preview ? { preview } : {}),
            areas,
            areaLabels,
            ...(alertNote ? { alertNote } : {}),
          }}
          className="block"
        />
      </div>
    </AdminPage>
  );
}

/** An editor address whose post does not exist (deleted, or a mistyped id). */
export function AdminPostNotFoundPage() {
  return (
    <AdminPage title="Post Not Found" actions={backToDashboard}>
      <p className="text-lg text-slate-600">
        The post you're looking for doesn't exist. It may have been deleted.
      </p>
    </AdminPage>
  );
}
