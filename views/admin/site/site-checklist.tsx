import type { ChecklistTask } from "../../../src/content";
import { AdminPage } from "../../layout/admin-page";
import { buttonClass } from "../../ui/button";

/** What is left of the sample site a fresh install shows; each line links to where it is done. */
export function SiteChecklistPage({ tasks }: { tasks: ChecklistTask[] }) {
  return (
    <AdminPage
      title="Set-up checklist"
      intro="What the public site still shows of the sample firm it was installed with. Each line goes once it is done."
      actions={
        <a href="/admin/site" className={buttonClass("outline", "sm")}>
          Back to Site
        </a>
      }
    >
      {tasks.length === 0 ? (
        <p
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900"
          data-checklist="done"
        >
          Nothing is left: the site is the firm's own.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {tasks.map((t) => (
            <li key={t.id} data-task={t.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <span className="min-w-0 flex-1 text-slate-800">{t.text}</span>
              <a href={t.href} className={buttonClass("outline", "sm")}>
                Fix this
              </a>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
