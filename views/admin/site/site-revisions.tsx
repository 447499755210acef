import type { ComparedField, Piece } from "../../../src/content";
import { formatDateTime } from "../../../src/shared/dates";
import { AdminPage } from "../../layout/admin-page";
import { buttonClass } from "../../ui/button";

export interface RevisionRow {
  revision: number;
  action: string;
  author: string | null;
  at: string;
  published: boolean;
  /** The second admin who approved it (when the firm's settings wanted one), and when. */
  approvedBy?: string | null | undefined;
  approvedAt?: string | null | undefined;
}

/** What each kind of revision was, in words. */
export function actionLabel(action: string): string {
  if (action.startsWith("restore:")) return `Restored revision ${action.slice("restore:".length)} as a draft`;
  return (
    {
      seed: "The site's first version",
      create: "Added",
      save: "Draft saved",
      publish: "Published",
      schedule: "Scheduled",
      unschedule: "Schedule cancelled",
      discard: "Draft discarded",
      remove: "Removed",
      "published-on-schedule": "Published on schedule",
      "schedule-failed": "Scheduled publish failed",
    }[action] ?? action
  );
}

/** Every revision of an item, newest first: compare any two, restore any one as the draft. */
export function SiteRevisionsPage({
  kind,
  id,
  title,
  revisions,
  removed = false,
}: {
  kind: string;
  id: string;
  title: string;
  revisions: RevisionRow[];
  /** Taken off the site: restoring a revision brings it back as a draft. */
  removed?: boolean;
}) {
  const base = `/admin/site/${kind}/${id}`;
  return (
    <AdminPage
      title={`Revisions: ${title}`}
      intro={
        removed
          ? "This item has been taken off the site. Restoring a revision brings it back as a draft: it is public again once you publish it."
          : "Every save and publish, newest first. Restoring makes a revision the draft again; nothing is published or deleted by it."
      }
      actions={
        removed ? (
          <a href="/admin/site" className={buttonClass("outline", "sm")}>
            Back to Site
          </a>
        ) : (
          <a href={base} className={buttonClass("outline", "sm")}>
            Back to the editor
          </a>
        )
      }
    >
      <form method="get" action={`${base}/compare`}>
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Revisions of {title}</caption>
            <thead className="border-b border-slate-200 bg-sand-50 text-navy-900">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Revision
                </th>
                <th scope="col" className="px-4 py-2">
                  What
                </th>
                <th scope="col" className="px-4 py-2">
                  Who and when
                </th>
                <th scope="col" className="px-4 py-2">
                  Compare: older
                </th>
                <th scope="col" className="px-4 py-2">
                  newer
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">Restore</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {revisions.map((r, i) => (
                <tr key={r.revision} data-revision={r.revision}>
                  <td className="px-4 py-2 font-semibold text-navy-900">{r.revision}</td>
                  <td className="px-4 py-2">
                    {actionLabel(r.action)}
                    {r.published && (
                      <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        went live
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2 text-slate-700">
                    {r.author ?? "The site"}, {formatDateTime(r.at)}
                    {r.approvedBy && (
                      <span className="block text-xs text-slate-600">
                        {`Approved by ${r.approvedBy}${r.approvedAt ? `, ${formatDateTime(r.approvedAt)}` : ""}`}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-2">
                    <input
                      type="radio"
                      name="a"
                      value={r.revision}
                      defaultChecked={i === 1 || (revisions.length === 1 && i === 0)}
                      aria-label={`Compare from revision ${r.revision}`}
                      className="h-5 w-5"
                    />
                  </td>
                  <td className="px-4 py-2">
                    <input
                      type="radio"
                      name="b"
                      value={r.revision}
                      defaultChecked={i === 0}
                      aria-label={`Compare to revision ${r.revision}`}
                      className="h-5 w-5"
                    />
                  </td>
                  <td className="px-4 py-2 text-right">
                    <button
                      type="submit"
                      formMethod="post"
                      formAction={`${base}/revisions/${r.revision}/restore`}
                      className={buttonClass("ghost", "sm")}
                    >
                      Restore<span className="sr-only"> revision {r.revision}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button type="submit" className={`${buttonClass("secondary", "md")} mt-4`}>
          Compare the two chosen
        </button>
      </form>
    </AdminPage>
  );
}

/** Two revisions side by side, field by field, the changed words marked. */
export function SiteComparePage({
  kind,
  id,
  title,
  a,
  b,
  fields,
}: {
  kind: string;
  id: string;
  title: string;
  a: RevisionRow;
  b: RevisionRow;
  fields: ComparedField[];
}) {
  const base = `/admin/site/${kind}/${id}`;
  const changed = fields.filter((f) => f.changed);
  const same = fields.length - changed.length;
  const heading = (r: RevisionRow) =>
    `Revision ${r.revision}: ${actionLabel(r.action)}, ${r.author ?? "the site"}, ${formatDateTime(r.at)}`;
  return (
    <AdminPage
      title={`Compare: ${title}`}
      actions={
        <>
          <a href={`${base}/revisions`} className={buttonClass("outline", "sm")}>
            All revisions
          </a>
          <form method="post" action={`${base}/revisions/${a.revision}/restore`}>
            <button type="submit" className={buttonClass("ghost", "sm")}>
              Restore revision {a.revision}
            </button>
          </form>
          <form method="post" action={`${base}/revisions/${b.revision}/restore`}>
            <button type="submit" className={buttonClass("ghost", "sm")}>
              Restore revision {b.revision}
            </button>
          </form>
        </>
      }
    >
      <p className="text-sm text-slate-600">
        {changed.length === 0
          ? "The two revisions hold the same."
          : `${changed.length} field${changed.length === 1 ? "" : "s"} changed${same > 0 ? `, ${same} the same` : ""}. Words taken out are struck through on the left; words put in are marked on the right.`}
      </p>
      <div className="mt-6 space-y-4">
        {changed.map((f) => (
          <section
            key={f.key}
            data-field={f.key}
            aria-labelledby={`cmp-${f.key}`}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id={`cmp-${f.key}`} className="font-sans text-base font-semibold text-navy-900">
              {f.label}
            </h2>
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              <Side title={heading(a)} side="left" pieces={f.left} />
              <Side title={heading(b)} side="right" pieces={f.right} />
            </div>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}

/** One revision's value of a field; its changed words struck through (left) or marked as added (right). */
export function Side({ title, side, pieces }: { title: string; side: "left" | "right"; pieces: Piece[] }) {
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</p>
      <p data-side={side} className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
        {pieces.map((p, i) =>
          !p.changed ? (
            <span key={i}>{p.text}</span>
          ) : side === "left" ? (
            <del key={i} className="bg-red-100 text-red-900">
              {p.text}
            </del>
          ) : (
            <ins key={i} className="bg-emerald-100 text-emerald-900 no-underline">
              {p.text}
            </ins>
          ),
        )}
      </p>
    </div>
  );
}
