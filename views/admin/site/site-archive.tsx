import type { SiteChange } from "../../../src/archive";
import { formatDateTime } from "../../../src/shared/dates";
import { AdminPage } from "../../layout/admin-page";
import { buttonClass } from "../../ui/button";
import { controlClass, describedBy, Field } from "../../ui/field";
import { Side } from "./site-revisions";

/** What staff typed (the firm's clock, as a datetime-local value) and what was wrong with it. */
export interface ArchiveForm {
  at: string;
  from: string;
  to: string;
  errors: Partial<Record<"at" | "from" | "to", string>>;
}

const CHANGE_WORDS = { added: "Came onto the site", removed: "Taken off the site", changed: "Changed" };

function When({
  id,
  label,
  value,
  error,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={id.replace(/^archive-/, "")}
        type="datetime-local"
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint !== undefined, error)}
        className={controlClass(error !== undefined)}
      />
    </Field>
  );
}

/**
 * Site → Site on a date: the public site as it was at a chosen moment (each page viewable, all of it as one
 * download), and what changed between two moments. Plain GET forms: works without JavaScript.
 */
export function SiteArchivePage({
  form,
  pages,
  atIso,
  noSite,
  changes,
  between,
}: {
  form: ArchiveForm;
  /** The pages of the site at the chosen moment (when one was chosen and the site existed then). */
  pages?: string[] | undefined;
  atIso?: string | undefined;
  noSite?: boolean | undefined;
  changes?: SiteChange[] | undefined;
  between?: { from: string; to: string } | undefined;
}) {
  const q = atIso ? encodeURIComponent(atIso) : "";
  return (
    <AdminPage
      title="Site on a date"
      intro="See the public site exactly as visitors saw it at a moment in the past, download it as one archive with a checksum for every file, or list what changed between two dates. Times are Cayman time."
      actions={
        <a href="/admin/site" className={buttonClass("outline", "sm")}>
          Back to Site
        </a>
      }
    >
      <div className="space-y-10">
        <section aria-labelledby="archive-at-heading">
          <h2 id="archive-at-heading" className="text-xl font-bold text-navy-900">
            The site at a moment
          </h2>
          <form method="get" action="/admin/site/archive" className="mt-4 flex flex-wrap items-end gap-4">
            <div className="w-64">
              <When id="archive-at" label="Date and time" value={form.at} error={form.errors.at} />
            </div>
            <button type="submit" className={buttonClass("primary", "md")}>
              Show the site then
            </button>
          </form>
          {noSite && (
            <p role="status" className="mt-4 text-sm text-slate-700">
              The site had no content yet at that moment. Choose a later date.
            </p>
          )}
          {pages && atIso && (
            <div className="mt-6">
              <p className="text-sm text-slate-700">
                {pages.length} page{pages.length === 1 ? "" : "s"} as they were on {formatDateTime(atIso)}.
              </p>
              <a
                href={`/admin/site/archive/download?at=${q}`}
                className={buttonClass("primary", "sm", "mt-3")}
                download
              >
                Download archive
              </a>
              <ul className="mt-4 space-y-1" aria-label="Pages then">
                {pages.map((p) => (
                  <li key={p}>
                    <a
                      className="text-sea-800 underline"
                      href={`/admin/site/archive/view?at=${q}&path=${encodeURIComponent(p)}`}
                    >
                      {p}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>

        <section aria-labelledby="archive-changes-heading">
          <h2 id="archive-changes-heading" className="text-xl font-bold text-navy-900">
            What changed between two dates
          </h2>
          <form method="get" action="/admin/site/archive" className="mt-4 flex flex-wrap items-end gap-4">
            <div className="w-64">
              <When id="archive-from" label="From" value={form.from} error={form.errors.from} />
            </div>
            <div className="w-64">
              <When id="archive-to" label="To" value={form.to} error={form.errors.to} />
            </div>
            <button type="submit" className={buttonClass("primary", "md")}>
              List the changes
            </button>
          </form>
          {changes && between && (
            <div className="mt-6 space-y-4">
              <p role="status" className="text-sm text-slate-700">
                {changes.length === 0
                  ? `Nothing visitors could see changed between ${formatDateTime(between.from)} and ${formatDateTime(between.to)}.`
                  : `${changes.length} item${changes.length === 1 ? "" : "s"} changed between ${formatDateTime(between.from)} and ${formatDateTime(between.to)}. Words taken out are struck through on the left; words put in are marked on the right.`}
              </p>
              {changes.map((ch) => (
                <section
                  key={`${ch.kind}/${ch.id}`}
                  data-change={`${ch.kind}/${ch.id}`}
                  aria-label={`${ch.noun}: ${ch.title}`}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                >
                  <h3 className="font-sans text-base font-semibold text-navy-900">
                    {ch.noun}: {ch.title}{" "}
                    <span className="text-sm font-normal text-slate-600">({CHANGE_WORDS[ch.change]})</span>
                  </h3>
                  {ch.fields.map((f) => (
                    <div key={f.key} data-field={f.key} className="mt-3">
                      <p className="text-sm font-medium text-navy-900">{f.label}</p>
                      <div className="mt-1 grid gap-4 md:grid-cols-2">
                        <Side title={formatDateTime(between.from)} side="left" pieces={f.left} />
                        <Side title={formatDateTime(between.to)} side="right" pieces={f.right} />
                      </div>
                    </div>
                  ))}
                </section>
              ))}
            </div>
          )}
        </section>
      </div>
    </AdminPage>
  );
}
