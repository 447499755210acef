import { AdminPage } from "../../components/admin-page";
import { buttonClass } from "../../components/button";
import { ContentStatus, type ContentStatusInfo } from "../../components/content-status";
import { controlClass } from "../../components/field";
import { Island } from "../../island";

export interface SiteItemRow extends ContentStatusInfo {
  kind: string;
  id: string;
  title: string;
  /** Where the item shows on the site, for "Preview". */
  path: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

function Row({ item }: { item: SiteItemRow }) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span className="min-w-0 flex-1">
        <a
          href={`/admin/site/${item.kind}/${item.id}`}
          className="font-semibold text-navy-900 hover:text-sea-700"
        >
          {item.title}
        </a>
        <span className="ml-3">
          <ContentStatus info={item} />
        </span>
      </span>
      {item.path && (
        <a href={`${item.path}?preview=1`} className={buttonClass("ghost", "sm")}>
          Preview<span className="sr-only"> {item.title}</span>
        </a>
      )}
      <a href={`/admin/site/${item.kind}/${item.id}`} className={buttonClass("outline", "sm")}>
        Edit<span className="sr-only"> {item.title}</span>
      </a>
    </li>
  );
}

/** "Site": everything of the firm's own content, with its state, and the people in their order. */
export function SitePage({
  settings,
  pages,
  people,
}: {
  settings: SiteItemRow;
  pages: SiteItemRow[];
  people: SiteItemRow[];
}) {
  return (
    <AdminPage
      title="Site"
      intro="The firm's settings, page texts and people. Saving keeps a draft; the site changes when you publish."
    >
      <div className="space-y-10">
        <section aria-labelledby="site-settings">
          <h2 id="site-settings" className="text-xl font-bold text-navy-900">
            Firm settings
          </h2>
          <ul className="mt-3 rounded-xl border border-slate-200 bg-white shadow-sm">
            <Row item={settings} />
          </ul>
        </section>
        <section aria-labelledby="site-pages">
          <h2 id="site-pages" className="text-xl font-bold text-navy-900">
            Pages
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
            {pages.map((p) => (
              <Row key={p.id} item={p} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="site-people">
          <h2 id="site-people" className="text-xl font-bold text-navy-900">
            People
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Our People shows them in this order (hidden ones are left out). Drag a row, or use Up and Down.
          </p>
          <div className="mt-3">
            {people.length > 0 ? (
              <Island
                name="people-order"
                props={{
                  people: people.map((p) => ({
                    id: p.id,
                    name: p.title,
                    status: p.status,
                    scheduledFor: p.scheduledFor,
                    scheduleError: p.scheduleError,
                    hasDraft: p.hasDraft,
                    unpublished: p.unpublished,
                  })),
                }}
              />
            ) : (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
                No people yet.
              </p>
            )}
          </div>
          <form method="post" action="/admin/site/people" className="mt-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="new-person" className="block text-sm font-medium text-navy-900">
                Add a person
              </label>
              <input
                id="new-person"
                name="name"
                required
                maxLength={120}
                placeholder="Their name"
                className={controlClass(false, "h-11 w-72")}
              />
            </div>
            <button type="submit" className={buttonClass("secondary", "md")}>
              Add person
            </button>
          </form>
        </section>
      </div>
    </AdminPage>
  );
}
