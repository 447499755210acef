import type { MissingReference } from "../../../src/content";
import { AdminPage } from "../../layout/admin-page";
import { buttonClass } from "../../ui/button";

/**
 * Restoring a revision that names people or practice areas taken off the site since: who (or which), where,
 * and a choice between keeping them named and leaving them out. Plain forms: it works without JavaScript.
 */
export function SiteRestoreChoicePage({
  kind,
  id,
  title,
  revision,
  missing,
}: {
  kind: string;
  id: string;
  title: string;
  revision: number;
  missing: MissingReference[];
}) {
  const base = `/admin/site/${kind}/${id}`;
  const action = `${base}/revisions/${revision}/restore`;
  const people = missing.some((m) => m.kind === "person");
  const areas = missing.some((m) => m.kind === "practice-area");
  return (
    <AdminPage
      title={`Restore revision ${revision}?`}
      intro={`Revision ${revision} of ${title} names ${missing.length === 1 ? "something" : "some things"} no longer on the site. Choose what the restored draft does with ${missing.length === 1 ? "it" : "them"}; nothing is published by restoring.`}
      actions={
        <a href={`${base}/revisions`} className={buttonClass("outline", "sm")}>
          Back to the revisions
        </a>
      }
    >
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
        data-missing=""
      >
        {missing.map((m) => (
          <li key={`${m.path}:${m.id}`} className="px-4 py-3 text-slate-700" data-missing-item={m.kind}>
            {`${m.name} ${m.kind === "person" ? "has been removed from the site" : "has been retired"} (${m.field})`}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <form method="post" action={action} className="rounded-xl border border-slate-200 bg-white p-4">
          <input type="hidden" name="missing" value="leave-out" />
          <p className="text-sm text-slate-700">
            {`${[
              people ? "People no longer on the site are left out (a profile is left empty)" : "",
              areas ? "Links to a retired practice area lead to All Services, as its address does now" : "",
            ]
              .filter(Boolean)
              .join(". ")}. The draft can be published as it is.`}
          </p>
          <button type="submit" className={`${buttonClass("secondary", "md")} mt-3`}>
            Restore without them
          </button>
        </form>
        <form method="post" action={action} className="rounded-xl border border-slate-200 bg-white p-4">
          <input type="hidden" name="missing" value="keep" />
          <p className="text-sm text-slate-700">
            {`The draft keeps them as the revision had them. ${
              people
                ? "It can be published once the people are back on the site (Site, Retired and removed: restore one of their revisions and publish it)."
                : "A link to a retired practice area leads to All Services."
            }`}
          </p>
          <button type="submit" className={`${buttonClass("outline", "md")} mt-3`}>
            Restore and keep them
          </button>
        </form>
      </div>
    </AdminPage>
  );
}
