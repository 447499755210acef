import type { Problem } from "../../../src/content";
import { AdminPage } from "../../layout/admin-page";
import { buttonClass } from "../../ui/button";
import { controlClass } from "../../ui/field";

/** The Site page's upload of a whole site's file: as drafts to review, or published at once. */
export function SiteImportForm() {
  return (
    <section aria-labelledby="site-transfer">
      <h2 id="site-transfer" className="text-xl font-bold text-navy-900">
        The whole site as one file
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        “Download the site” saves every published setting, page, person and practice area as one file.
        Uploading one checks all of it first and changes nothing when any part is wrong; the pictures it uses
        must be in this site already (whoever runs the server can bring them over from another install,
        pictures and all).
      </p>
      <form
        method="post"
        action="/admin/site/import"
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-4"
      >
        <div>
          <label htmlFor="site-file" className="block text-sm font-medium text-navy-900">
            Site file (.json)
          </label>
          <input
            id="site-file"
            name="file"
            type="file"
            accept="application/json,.json"
            required
            className={controlClass(false, "h-11 py-2")}
          />
        </div>
        <label className="flex items-center gap-2 text-sm text-navy-900">
          <input type="checkbox" name="publish" value="1" className="h-5 w-5 rounded border-slate-300" />
          Publish at once (people and practice areas not in the file leave the site)
        </label>
        <button type="submit" className={buttonClass("secondary", "md")}>
          Upload the site
        </button>
      </form>
    </section>
  );
}

/** An upload refused: what is wrong, each with its place in the file. */
export function SiteImportProblemsPage({ problems }: { problems: Problem[] }) {
  return (
    <AdminPage
      title="Import refused"
      intro="Nothing was changed. Correct these in the file, then upload it again."
      actions={
        <a href="/admin/site#site-transfer" className={buttonClass("outline", "sm")}>
          Back to Site
        </a>
      }
    >
      <ul
        role="alert"
        className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        {problems.map((p, i) => (
          <li key={i} data-problem={p.path}>
            <code className="font-semibold">{p.path}</code>: {p.message}
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
